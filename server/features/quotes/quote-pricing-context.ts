// The contractor's rates and the system settings as the pricing engine takes them (SPEC §3 contractors, system_settings).
import { eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { withDefaultRates } from '../../../core/quotes/contractor-rates';
import type { ContractorRates, ShippingSettings } from '../../../core/quotes/pricing.types';
import { ratesFromSettings } from '../../../core/settings/rates-from-settings';
import type { Db } from '../../db/connection';
import { contractors, systemSettings } from '../../db/schema/index';
import { paymentSettingsFromRow, pricingSettingsFromRow, type ContractorRow } from '../settings/settings-from-row';

export interface PricingContext {
  rates: ContractorRates;
  systemTaxRatePercent: number;
  contractor: ContractorRow;
}

export function ratesFromRows(c: ContractorRow, system: typeof systemSettings.$inferSelect | undefined): ContractorRates {
  const systemShipping = (system?.shipping ?? {}) as Partial<ShippingSettings>;
  const heightMultipliers = Object.fromEntries(Object.entries(c.heightMultipliers ?? {}).map(([k, v]) => [Number(k), Number(v)]));
  const base = withDefaultRates({ shipping: systemShipping as ShippingSettings });
  return withDefaultRates({
    ...ratesFromSettings(pricingSettingsFromRow(c), paymentSettingsFromRow(c)),
    heightMultipliers,
    taxAppliesTo: system?.taxAppliesTo ?? 'materials',
    shipping: { ...base.shipping, enabled: c.shippingEnabled, perMileCents: c.shippingPerMileCents, perMileMinimumCents: c.shippingMinimumCents },
  });
}

export async function loadPricingContext(db: Db, contractorId: string): Promise<PricingContext> {
  const [contractor] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!contractor) throw notFound(errorMessage('errors.contractors.notFound'));
  const [system] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  return { rates: ratesFromRows(contractor, system), systemTaxRatePercent: system?.taxRatePercent ?? 8.25, contractor };
}
