// SPEC §9 "Contractor defaults" and "Shipping" as integer cents; values SPEC leaves open are decided in docs/decisions.md.
import type { ContractorRates, ShippingSettings } from './pricing.types';

/** System settings tax rate used when neither the system settings row nor the contractor sets one (docs/decisions.md). */
export const defaultSystemTaxRatePercent = 8.25;

export const defaultShippingSettings: ShippingSettings = {
  enabled: true,
  method: 'tiered',
  tier1MaxCents: 199_999,
  tier2MaxCents: 499_999,
  brackets: [
    { minMiles: 0, maxMiles: 25, feeCents: 12_500 },
    { minMiles: 26, maxMiles: 49, feeCents: 16_000 },
    { minMiles: 50, maxMiles: 100, feeCents: 22_500 },
  ],
  tier2FlatCents: 10_000,
  perMileCents: 250,
  perMileMinimumCents: 10_000,
};

export const defaultContractorRates: ContractorRates = {
  materialsPerFoot: { vinyl: 2_500, cedar: 2_000, chain: 1_500 },
  gatePrices: { vinyl: 15_000, cedar: 12_500, chain: 10_000 },
  laborPerFoot: 1_000,
  laborPerPost: 1_500,
  laborPerGate: 7_500,
  removalPricingType: 'flat',
  removalFlatFee: 50_000,
  removalPerFoot: 800,
  minimumCharge: 50_000,
  excavationPerPost: 300,
  concretePerPost: 1_200,
  heightMultipliers: { 3: 0.75, 4: 0.85, 5: 0.92, 6: 1, 7: 1.15, 8: 1.3 },
  markupPercentage: 20,
  taxEnabled: true,
  taxRatePercent: null,
  taxAppliesTo: 'materials',
  shipping: defaultShippingSettings,
  payment: { scheduleType: 'deposit', depositPercent: 30, twoPayDepositPercent: 50, threePayPercents: [30, 30, 40] },
};

/** The multiplier of the tallest listed height not above heightFt; below every listed height, the lowest one's. */
export function heightMultiplierFor(rates: Pick<ContractorRates, 'heightMultipliers'>, heightFt: number): number {
  const heights = Object.keys(rates.heightMultipliers).map(Number).filter(Number.isFinite).sort((a, b) => a - b);
  if (heights.length === 0) return 1;
  let chosen = heights[0];
  for (const h of heights) if (h <= heightFt) chosen = h;
  return rates.heightMultipliers[chosen];
}

/** Merges stored (possibly partial) settings over the defaults so older rows keep working. */
export function withDefaultRates(partial: Partial<ContractorRates> | null | undefined): ContractorRates {
  const p = partial ?? {};
  return {
    ...defaultContractorRates,
    ...p,
    materialsPerFoot: { ...defaultContractorRates.materialsPerFoot, ...(p.materialsPerFoot ?? {}) },
    gatePrices: { ...defaultContractorRates.gatePrices, ...(p.gatePrices ?? {}) },
    heightMultipliers: p.heightMultipliers ?? defaultContractorRates.heightMultipliers,
    shipping: { ...defaultShippingSettings, ...(p.shipping ?? {}) },
    payment: { ...defaultContractorRates.payment, ...(p.payment ?? {}) },
  };
}
