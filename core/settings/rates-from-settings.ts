// The pricing engine's view of what the settings page edits (SPEC §3 contractors): setting names become rates here only.
import type { ContractorRates, PaymentRules } from '../quotes/pricing.types';
import type { PaymentSettings, PricingSettings } from './settings.schema';

export type PaymentRuleSettings = Pick<
  PaymentSettings,
  'paymentScheduleType' | 'depositPercentage' | 'twoPayDepositPercentage' | 'threePayDepositPercentage' | 'threePayMaterialsPercentage' | 'threePayFinalPercentage' | 'defaultMilestoneSchedule'
>;

export function paymentRulesFromSettings(p: PaymentRuleSettings): PaymentRules {
  const base = { depositPercent: p.depositPercentage, twoPayDepositPercent: p.twoPayDepositPercentage, threePayPercents: [p.threePayDepositPercentage, p.threePayMaterialsPercentage, p.threePayFinalPercentage] as [number, number, number] };
  // A custom milestone schedule takes its first milestone as the deposit.
  if (p.paymentScheduleType === 'milestone') return { ...base, scheduleType: 'deposit', depositPercent: p.defaultMilestoneSchedule?.[0]?.percentage ?? p.depositPercentage };
  return { ...base, scheduleType: p.paymentScheduleType };
}

/** Every rate the pricing and payment settings hold; height multipliers, tax scope and shipping come from elsewhere. */
export function ratesFromSettings(pricing: PricingSettings, payments: PaymentRuleSettings): Omit<ContractorRates, 'heightMultipliers' | 'taxAppliesTo' | 'shipping'> {
  return {
    materialsPerFoot: { vinyl: pricing.materialPerFootVinylCents, cedar: pricing.materialPerFootCedarCents, chain: pricing.materialPerFootChainCents },
    gatePrices: { vinyl: pricing.gatePriceVinylCents, cedar: pricing.gatePriceCedarCents, chain: pricing.gatePriceChainCents },
    laborPerFoot: pricing.laborPerFootCents,
    laborPerPost: pricing.laborPerPostCents,
    laborPerGate: pricing.laborPerGateCents,
    removalPricingType: pricing.removalPricingType,
    removalFlatFee: pricing.removalFlatFeeCents,
    removalPerFoot: pricing.removalPerFootCents,
    minimumCharge: pricing.minimumChargeCents,
    excavationPerPost: pricing.excavationCents,
    concretePerPost: pricing.concreteSetCents,
    markupPercentage: pricing.markupPercentage,
    taxEnabled: pricing.taxEnabled,
    taxRatePercent: pricing.taxRatePercent,
    payment: paymentRulesFromSettings(payments),
  };
}
