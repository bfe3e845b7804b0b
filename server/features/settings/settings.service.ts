import { eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { OnboardingInput } from '../../../core/settings/onboarding.schema';
import type { BusinessSettings, ContractorSettings, CustomerPageSettings, PaymentSettings, PricingSettings } from '../../../core/settings/settings.schema';
import type { Db } from '../../db/connection';
import { contractors, users } from '../../db/schema/index';
import { pricingSettingsFromRow, settingsFromRow } from './settings-from-row';

export async function getContractor(db: Db, contractorId: string) {
  const [row] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!row) throw notFound(errorMessage('errors.contractors.notFound'));
  return row;
}

// The rates the onboarding wizard reviews (SPEC §9 defaults); the rest waits for the settings page.
const onboardingRates = (p: PricingSettings) => ({
  materialPerFootVinylCents: p.materialPerFootVinylCents,
  materialPerFootCedarCents: p.materialPerFootCedarCents,
  materialPerFootChainCents: p.materialPerFootChainCents,
  gatePriceVinylCents: p.gatePriceVinylCents,
  gatePriceCedarCents: p.gatePriceCedarCents,
  gatePriceChainCents: p.gatePriceChainCents,
  markupPercentage: p.markupPercentage,
  minimumChargeCents: p.minimumChargeCents,
  removalFlatFeeCents: p.removalFlatFeeCents,
  removalPerFootCents: p.removalPerFootCents,
  excavationCents: p.excavationCents,
  concreteSetCents: p.concreteSetCents,
});

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
    rates: { ...onboardingRates(pricingSettingsFromRow(c)), depositPercentage: c.depositPercentage },
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
