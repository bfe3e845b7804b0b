// The admin's view of one contractor (issue 13 item 4) and the account actions taken from it.
import { asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { ContractorDetail } from '../../../core/admin/admin.schema';
import type { PasswordLinkPurpose } from '../../../core/auth/auth.schema';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { accountEmails, contractors, homeowners, jobs, quotes, users } from '../../db/schema/index';
import { queueAccountEmail } from '../accounts/account-mail';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';

const contractorNotFound = () => notFound(errorMessage('errors.contractors.notFound'));
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

const tally = async (db: Db, table: typeof homeowners | typeof quotes | typeof jobs, contractorId: string) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.contractorId, contractorId));
  return Number(row?.n ?? 0);
};

export async function getContractorDetail(db: Db, contractorId: string): Promise<ContractorDetail> {
  const [c] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!c) throw contractorNotFound();
  const members = await db.select().from(users).where(eq(users.contractorId, c.id)).orderBy(asc(users.createdAt));
  const [lastSignIn] = await db.select({ at: max(users.lastLoginAt) }).from(users).where(eq(users.contractorId, c.id));
  const [customers, quoteCount, jobCount] = [await tally(db, homeowners, c.id), await tally(db, quotes, c.id), await tally(db, jobs, c.id)];
  const owner = members[0];
  const emails = members.length
    ? await db.select().from(accountEmails).where(inArray(accountEmails.userId, members.map((m) => m.id))).orderBy(desc(accountEmails.createdAt)).limit(10)
    : [];
  return {
    id: c.id,
    businessName: c.businessName,
    name: c.name,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    website: c.website,
    address: c.address,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    licenseNumber: c.licenseNumber,
    insuranceNumber: c.insuranceNumber,
    serviceAreas: c.serviceAreas,
    timezone: c.timezone,
    isActive: c.isActive,
    onboardingComplete: c.onboardingComplete,
    createdAt: c.createdAt.toISOString(),
    usage: { customers, quotes: quoteCount, jobs: jobCount, lastSignInAt: iso(lastSignIn?.at) },
    account: owner
      ? { userId: owner.id, email: owner.email, passwordSet: owner.passwordHash != null, passwordChangedAt: iso(owner.passwordChangedAt), lastSignInAt: iso(owner.lastLoginAt) }
      : null,
    emails: emails.map((e) => ({ id: e.id, purpose: e.purpose, status: e.status, lastError: e.lastError, createdAt: e.createdAt.toISOString(), sentAt: iso(e.sentAt) })),
  };
}

/**
 * Queues an invitation (only while the person has no password) or a password-reset link for the contractor's account,
 * in the language of their earlier account mail (their registration's), else English.
 */
export async function sendAccountLink(db: Db, args: { contractorId: string; purpose: PasswordLinkPurpose; actor: AuditActor }) {
  await db.transaction(async (tx) => {
    const [c] = await tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, args.contractorId)).limit(1);
    if (!c) throw contractorNotFound();
    const [owner] = await tx.select().from(users).where(eq(users.contractorId, c.id)).orderBy(asc(users.createdAt)).limit(1);
    if (!owner) throw new AppError('CONFLICT', errorMessage('errors.contractors.noAccount'));
    if (args.purpose === 'invitation' && owner.passwordHash != null) throw new AppError('CONFLICT', errorMessage('errors.contractors.passwordAlreadySet'));
    const [previous] = await tx
      .select({ language: accountEmails.language })
      .from(accountEmails)
      .where(eq(accountEmails.userId, owner.id))
      .orderBy(desc(accountEmails.createdAt))
      .limit(1);
    await queueAccountEmail(tx, { userId: owner.id, purpose: args.purpose, language: previous?.language ?? 'en', requestedBy: args.actor.userId });
    await recordAuditEvent(tx, {
      action: args.purpose === 'invitation' ? 'invitation_sent' : 'password_reset_link_sent',
      actor: args.actor,
      contractorId: c.id,
      target: { type: 'user', id: owner.id },
      details: args.purpose === 'invitation' ? { resent: true } : {},
    });
  });
}
