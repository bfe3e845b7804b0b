import crypto from 'node:crypto';
import { currentConsentVersion } from '../../core/quotes/signature-consent';
import type { Db } from '../db/connection';
import { users } from '../db/schema/index';
import { createContractorAccount } from '../features/admin/admin.service';
import { hashPassword } from '../features/auth/auth.service';

export const TEST_PASSWORD = 'correct-horse-battery';

const unique = () => crypto.randomBytes(4).toString('hex');

/** A contractor tenant with one signed-in-able user (password TEST_PASSWORD). */
export async function makeContractor(db: Db, overrides: { email?: string; businessName?: string; onboardingComplete?: boolean } = {}) {
  const email = overrides.email ?? `contractor-${unique()}@example.test`;
  const created = await createContractorAccount(db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Casey',
    lastName: 'Builder',
    businessName: overrides.businessName ?? `Fence Co ${unique()}`,
    onboardingComplete: overrides.onboardingComplete ?? true,
  });
  return { ...created, email, password: TEST_PASSWORD };
}

export async function makeAdmin(db: Db, overrides: { email?: string } = {}) {
  const email = overrides.email ?? `admin-${unique()}@example.test`;
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(TEST_PASSWORD), name: 'Admin', isAdmin: true })
    .returning({ id: users.id });
  return { userId: row.id, email, password: TEST_PASSWORD };
}

/** The homeowner's approval body (issue 25): name, consent and a typed signature, or drawn strokes when given. */
export function approvalBody(fullName: string, strokes?: [number, number][][]) {
  return {
    fullName, consent: true as const, consentVersion: currentConsentVersion, consentLanguage: 'en' as 'en' | 'es',
    signature: strokes ? { kind: 'drawn' as const, strokes } : { kind: 'typed' as const },
  };
}
