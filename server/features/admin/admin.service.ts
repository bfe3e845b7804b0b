import { desc, eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import type { NewContractorInput, RegistrationRequestInput } from '../../../core/admin/admin.schema';
import type { Db } from '../../db/connection';
import { contractors, registrationRequests, users } from '../../db/schema/index';
import { hashPassword } from '../auth/auth.service';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';

export async function listContractors(db: Db) {
  return db
    .select({
      id: contractors.id,
      name: contractors.name,
      businessName: contractors.businessName,
      email: contractors.email,
      isActive: contractors.isActive,
      onboardingComplete: contractors.onboardingComplete,
      createdAt: contractors.createdAt,
    })
    .from(contractors)
    .orderBy(desc(contractors.createdAt));
}

/** Activates or deactivates a tenant; with an actor (an admin's request) the change is audited in the same transaction. */
export async function setContractorActive(db: Db, contractorId: string, isActive: boolean, actor?: AuditActor) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ closedAt: contractors.closedAt }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
    if (!current) throw notFound(errorMessage('errors.contractors.notFound'));
    // A closed account's customers are already unreadable: it cannot come back (issue 26).
    if (current.closedAt && isActive) throw new AppError('CONFLICT', errorMessage('signedInErrors.closure.closed'));
    const [row] = await tx.update(contractors).set({ isActive, updatedAt: new Date() }).where(eq(contractors.id, contractorId)).returning({ id: contractors.id });
    if (!row) throw notFound(errorMessage('errors.contractors.notFound'));
    if (actor) {
      const action = isActive ? 'contractor_activated' : 'contractor_deactivated';
      await recordAuditEvent(tx, { action, actor, contractorId, target: { type: 'contractor', id: contractorId } });
    }
  });
}

const emailTaken = () => new AppError('CONFLICT', errorMessage('errors.contractors.emailTaken'));

/** PostgreSQL's unique_violation: two requests raced past the check below. */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * A contractor and its first user, inside the caller's transaction. passwordHash null: an invited person who chooses
 * their password from the invitation link. An address that already signs in is a 409 and nothing is written.
 */
export async function insertContractorWithUser(
  tx: Db,
  input: { email: string; firstName: string; lastName: string; businessName: string; phone?: string | null; passwordHash: string | null; onboardingComplete?: boolean },
): Promise<{ contractorId: string; userId: string }> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  if (taken) throw emailTaken();
  try {
    const [contractor] = await tx
      .insert(contractors)
      .values({
        name: input.businessName,
        businessName: input.businessName,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: input.phone ?? null,
        onboardingComplete: input.onboardingComplete ?? false,
      })
      .returning({ id: contractors.id });
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash: input.passwordHash, firstName: input.firstName, lastName: input.lastName, name: input.businessName, contractorId: contractor.id })
      .returning({ id: users.id });
    return { contractorId: contractor.id, userId: user.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A contractor account and its first user; onboarding starts incomplete. With an actor (an admin) it is audited. */
export async function createContractorAccount(db: Db, input: NewContractorInput & { onboardingComplete?: boolean }, actor?: AuditActor) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const created = await insertContractorWithUser(tx, { ...input, passwordHash });
    if (actor) await recordAuditEvent(tx, { action: 'contractor_created', actor, contractorId: created.contractorId, target: { type: 'contractor', id: created.contractorId } });
    return created;
  });
}

export async function createRegistrationRequest(db: Db, input: RegistrationRequestInput) {
  const [row] = await db
    .insert(registrationRequests)
    .values({ ...input, email: input.email.toLowerCase(), language: input.language ?? 'en' })
    .returning({ id: registrationRequests.id, status: registrationRequests.status });
  return row;
}
