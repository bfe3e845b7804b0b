// The contractor's rates and the system settings as the pricing engine takes them (SPEC §3 contractors, system_settings).
import { eq } from 'drizzle-orm';
import type { SystemSettings } from '../../../core/admin/system-settings.schema';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { withDefaultRates } from '../../../core/quotes/contractor-rates';
import type { ContractorRates } from '../../../core/quotes/pricing.types';
import { ratesFromSettings } from '../../../core/settings/rates-from-settings';
import type { Db } from '../../db/connection';
import { contractors } from '../../db/schema/index';
import { loadSystemSettings, systemSettingsFrom } from '../admin/system-settings';
import { paymentSettingsFromRow, pricingSettingsFromRow, type ContractorRow } from '../settings/settings-from-row';

export interface PricingContext {
  rates: ContractorRates;
  systemTaxRatePercent: number;
  contractor: ContractorRow;
  /** The system settings this pricing used: stored on the quote so a sent quote keeps them (issue 13 item 6). */
  systemSettings: SystemSettings;
}

/** Shipping is the platform's (tiers, brackets, fees); the contractor only turns it on or off. */
export function ratesFromRows(c: ContractorRow, system: SystemSettings): ContractorRates {
  const heightMultipliers = Object.fromEntries(Object.entries(c.heightMultipliers ?? {}).map(([k, v]) => [Number(k), Number(v)]));
  return withDefaultRates({
    ...ratesFromSettings(pricingSettingsFromRow(c), paymentSettingsFromRow(c)),
    heightMultipliers,
    taxAppliesTo: system.taxAppliesTo,
    shipping: { ...system.shipping, enabled: c.shippingEnabled },
  });
}

/**
 * `pricedWith`: the system settings a quote was priced with earlier (quotes.pricing_settings); given, they are used
 * instead of today's, so a change of the platform's settings never reprices that quote.
 */
export async function loadPricingContext(db: Db, contractorId: string, options: { pricedWith?: SystemSettings } = {}): Promise<PricingContext> {
  const [contractor] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!contractor) throw notFound(errorMessage('errors.contractors.notFound'));
  const system = options.pricedWith ? systemSettingsFrom(options.pricedWith) : await loadSystemSettings(db);
  return { rates: ratesFromRows(contractor, system), systemTaxRatePercent: system.taxRatePercent, contractor, systemSettings: system };
}
