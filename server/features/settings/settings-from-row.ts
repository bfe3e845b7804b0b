// The one mapping from contractor columns to the settings shapes; onboarding, the settings page and quote pricing read it.
import {
  paymentMethodValues,
  type ContractorSettings,
  type PaymentSettings,
  type PricingSettings,
} from '../../../core/settings/settings.schema';
import type { contractors } from '../../db/schema/index';

export type ContractorRow = typeof contractors.$inferSelect;

export function pricingSettingsFromRow(c: ContractorRow): PricingSettings {
  return {
    materialPerFootVinylCents: c.materialPerFootVinylCents,
    materialPerFootCedarCents: c.materialPerFootCedarCents,
    materialPerFootChainCents: c.materialPerFootChainCents,
    gatePriceVinylCents: c.gatePriceVinylCents,
    gatePriceCedarCents: c.gatePriceCedarCents,
    gatePriceChainCents: c.gatePriceChainCents,
    laborPerFootCents: c.laborPerFootCents,
    laborPerPostCents: c.laborPerPostCents,
    laborPerGateCents: c.laborPerGateCents,
    removalPricingType: c.removalPricingType,
    removalFlatFeeCents: c.removalFlatFeeCents,
    removalPerFootCents: c.removalPerFootCents,
    minimumChargeCents: c.minimumChargeCents,
    excavationCents: c.excavationCents,
    concreteSetCents: c.concreteSetCents,
    markupPercentage: c.markupPercentage,
    taxEnabled: c.taxEnabled,
    taxRatePercent: c.taxRatePercent ?? null,
  };
}

export function paymentSettingsFromRow(c: ContractorRow): PaymentSettings {
  return {
    paymentScheduleType: c.paymentScheduleType,
    depositPercentage: c.depositPercentage,
    twoPayDepositPercentage: c.twoPayDepositPercentage,
    threePayDepositPercentage: c.threePayDepositPercentage,
    threePayMaterialsPercentage: c.threePayMaterialsPercentage,
    threePayFinalPercentage: c.threePayFinalPercentage,
    defaultMilestoneSchedule: c.defaultMilestoneSchedule ?? null,
    depositReminderDays: Math.max(1, c.depositReminderDays),
    paymentTerms: c.paymentTerms,
    lateFeeType: c.lateFeeType,
    lateFeeValue: c.lateFeeValue,
    acceptedPaymentMethods: c.acceptedPaymentMethods.filter((m): m is PaymentSettings['acceptedPaymentMethods'][number] =>
      (paymentMethodValues as readonly string[]).includes(m),
    ),
    communicationPreference: c.communicationPreference,
    financingEnabled: c.financingEnabled,
    financingUrl: c.financingUrl ?? '',
    financePartner: c.financePartner,
  };
}

/** Everything the settings page edits, grouped as the page shows it. */
export function settingsFromRow(c: ContractorRow): ContractorSettings {
  return {
    email: c.email,
    business: {
      businessName: c.businessName ?? c.name,
      firstName: c.firstName ?? '',
      lastName: c.lastName ?? '',
      phone: c.phone ?? '',
      website: c.website ?? '',
      address: c.address ?? '',
      city: c.city ?? '',
      state: c.state ?? '',
      zipCode: c.zipCode ?? '',
      licenseNumber: c.licenseNumber ?? '',
      insuranceNumber: c.insuranceNumber ?? '',
      serviceAreas: c.serviceAreas,
      timezone: c.timezone,
      brandColor: c.brandColor ?? '',
      quoteExpiryDays: c.quoteExpiryDays,
    },
    pricing: pricingSettingsFromRow(c),
    payments: paymentSettingsFromRow(c),
    customerPage: { testimonials: c.testimonials, faqs: c.faqs },
  };
}
