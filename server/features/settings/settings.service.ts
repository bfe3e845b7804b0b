import { eq } from 'drizzle-orm';
import { notFound } from '../../../core/errors';
import type { OnboardingInput } from '../../../core/settings/onboarding.schema';
import {
  paymentMethodValues,
  type BusinessSettings,
  type ContractorSettings,
  type CustomerPageSettings,
  type PaymentSettings,
  type PricingSettings,
} from '../../../core/settings/settings.schema';
import type { Db } from '../../db/connection';
import { contractors, users } from '../../db/schema/index';

export async function getContractor(db: Db, contractorId: string) {
  const [row] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!row) throw notFound('Contractor not found');
  return row;
}

/** What the onboarding wizard shows: the profile so far and the SPEC §9 default rates, in cents. */
export async function getOnboarding(db: Db, contractorId: string) {
  const c = await getContractor(db, contractorId);
  return {
    businessName: c.businessName ?? '',
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    phone: c.phone ?? '',
    email: c.email,
    serviceAreas: c.serviceAreas,
    timezone: c.timezone,
    onboardingComplete: c.onboardingComplete,
    rates: {
      materialPerFootVinylCents: c.materialPerFootVinylCents,
      materialPerFootCedarCents: c.materialPerFootCedarCents,
      materialPerFootChainCents: c.materialPerFootChainCents,
      gatePriceVinylCents: c.gatePriceVinylCents,
      gatePriceCedarCents: c.gatePriceCedarCents,
      gatePriceChainCents: c.gatePriceChainCents,
      markupPercentage: c.markupPercentage,
      minimumChargeCents: c.minimumChargeCents,
      removalFlatFeeCents: c.removalFlatFeeCents,
      removalPerFootCents: c.removalPerFootCents,
      excavationCents: c.excavationCents,
      concreteSetCents: c.concreteSetCents,
      depositPercentage: c.depositPercentage,
    },
  };
}

export async function completeOnboarding(db: Db, { contractorId, userId, input }: { contractorId: string; userId: string; input: OnboardingInput }) {
  await db.transaction(async (tx) => {
    await tx
      .update(contractors)
      .set({
        businessName: input.businessName,
        name: input.businessName,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        serviceAreas: [...new Set(input.serviceAreas)],
        timezone: input.timezone,
        onboardingComplete: true,
        updatedAt: new Date(),
      })
      .where(eq(contractors.id, contractorId));
    await tx.update(users).set({ firstName: input.firstName, lastName: input.lastName }).where(eq(users.id, userId));
  });
}

type ContractorRow = Awaited<ReturnType<typeof getContractor>>;

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
    pricing: {
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
    },
    payments: {
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
    },
    customerPage: { testimonials: c.testimonials, faqs: c.faqs },
  };
}

export async function getSettings(db: Db, contractorId: string): Promise<ContractorSettings> {
  return settingsFromRow(await getContractor(db, contractorId));
}

const emptyToNull = (v: string | undefined | null) => (v === undefined || v === null || v === '' ? null : v);

export async function updateBusinessSettings(db: Db, contractorId: string, input: BusinessSettings) {
  await db
    .update(contractors)
    .set({
      businessName: input.businessName,
      name: input.businessName,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      website: emptyToNull(input.website),
      address: emptyToNull(input.address),
      city: emptyToNull(input.city),
      state: emptyToNull(input.state),
      zipCode: emptyToNull(input.zipCode),
      licenseNumber: emptyToNull(input.licenseNumber),
      insuranceNumber: emptyToNull(input.insuranceNumber),
      serviceAreas: [...new Set(input.serviceAreas)],
      timezone: input.timezone,
      brandColor: emptyToNull(input.brandColor),
      quoteExpiryDays: input.quoteExpiryDays,
      updatedAt: new Date(),
    })
    .where(eq(contractors.id, contractorId));
  return getSettings(db, contractorId);
}

export async function updatePricingSettings(db: Db, contractorId: string, input: PricingSettings) {
  await db.update(contractors).set({ ...input, updatedAt: new Date() }).where(eq(contractors.id, contractorId));
  return getSettings(db, contractorId);
}

export async function updatePaymentSettings(db: Db, contractorId: string, input: PaymentSettings) {
  await db
    .update(contractors)
    .set({ ...input, financingUrl: emptyToNull(input.financingUrl), updatedAt: new Date() })
    .where(eq(contractors.id, contractorId));
  return getSettings(db, contractorId);
}

export async function updateCustomerPageSettings(db: Db, contractorId: string, input: CustomerPageSettings) {
  await db.update(contractors).set({ testimonials: input.testimonials, faqs: input.faqs, updatedAt: new Date() }).where(eq(contractors.id, contractorId));
  return getSettings(db, contractorId);
}
