// The contractor's rates and the system settings as the pricing engine takes them (SPEC §3 contractors, system_settings).
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { withDefaultRates } from '../../../core/quotes/contractor-rates';
import type { ContractorRates, PaymentRules, ShippingSettings } from '../../../core/quotes/pricing.types';
import type { Db } from '../../db/connection';
import { contractors, systemSettings } from '../../db/schema/index';

export type ContractorRow = typeof contractors.$inferSelect;

export interface PricingContext {
  rates: ContractorRates;
  systemTaxRatePercent: number;
  contractor: ContractorRow;
}

function paymentRules(c: ContractorRow): PaymentRules {
  const base = { depositPercent: c.depositPercentage, twoPayDepositPercent: c.twoPayDepositPercentage, threePayPercents: [c.threePayDepositPercentage, c.threePayMaterialsPercentage, c.threePayFinalPercentage] as [number, number, number] };
  // A custom milestone schedule takes its first milestone as the deposit.
  if (c.paymentScheduleType === 'milestone') return { ...base, scheduleType: 'deposit', depositPercent: c.defaultMilestoneSchedule?.[0]?.percentage ?? c.depositPercentage };
  return { ...base, scheduleType: c.paymentScheduleType };
}

export function ratesFromRows(c: ContractorRow, system: typeof systemSettings.$inferSelect | undefined): ContractorRates {
  const systemShipping = (system?.shipping ?? {}) as Partial<ShippingSettings>;
  const heightMultipliers = Object.fromEntries(Object.entries(c.heightMultipliers ?? {}).map(([k, v]) => [Number(k), Number(v)]));
  const base = withDefaultRates({ shipping: systemShipping as ShippingSettings });
  return withDefaultRates({
    materialsPerFoot: { vinyl: c.materialPerFootVinylCents, cedar: c.materialPerFootCedarCents, chain: c.materialPerFootChainCents },
    gatePrices: { vinyl: c.gatePriceVinylCents, cedar: c.gatePriceCedarCents, chain: c.gatePriceChainCents },
    laborPerFoot: c.laborPerFootCents,
    laborPerPost: c.laborPerPostCents,
    laborPerGate: c.laborPerGateCents,
    removalPricingType: c.removalPricingType,
    removalFlatFee: c.removalFlatFeeCents,
    removalPerFoot: c.removalPerFootCents,
    minimumCharge: c.minimumChargeCents,
    excavationPerPost: c.excavationCents,
    concretePerPost: c.concreteSetCents,
    heightMultipliers,
    markupPercentage: c.markupPercentage,
    taxEnabled: c.taxEnabled,
    taxRatePercent: c.taxRatePercent ?? null,
    taxAppliesTo: system?.taxAppliesTo ?? 'materials',
    shipping: { ...base.shipping, enabled: c.shippingEnabled, perMileCents: c.shippingPerMileCents, perMileMinimumCents: c.shippingMinimumCents },
    payment: paymentRules(c),
  });
}

export async function loadPricingContext(db: Db, contractorId: string): Promise<PricingContext> {
  const [contractor] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!contractor) throw new AppError('NOT_FOUND', 'Contractor not found');
  const [system] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  return { rates: ratesFromRows(contractor, system), systemTaxRatePercent: system?.taxRatePercent ?? 8.25, contractor };
}
