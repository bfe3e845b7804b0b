import { eq } from 'drizzle-orm';
import { notFound } from '../../../core/errors';
import type { OnboardingInput } from '../../../core/settings/onboarding.schema';
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
