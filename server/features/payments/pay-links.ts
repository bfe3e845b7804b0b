// A milestone's pay link (issue 14): a capability URL like the quote page's (DESIGN §3) — 192 random bits, base64url,
// looked up by its SHA-256, kept encrypted so every reminder and follow-up carries the same link, revocable.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { payLinks, paymentMilestones, stripeAccounts } from '../../db/schema/index';

export type OnlinePaymentsConfig = Pick<AppConfig, 'publicUrl' | 'stripe'>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,100}$/;

export const hashPayToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function payLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/customer/pay/${token}`;
}

/** The contractor's connected account when they can take cards now: Stripe configured and the account's charges enabled. */
export async function cardPaymentAccount(db: Db, config: Pick<AppConfig, 'stripe'>, contractorId: string) {
  if (!config.stripe) return null;
  const [account] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.contractorId, contractorId)).limit(1);
  return account?.chargesEnabled ? account : null;
}

/** The milestone's live token, issuing one when there is none; two callers at once get the same token. */
export async function ensurePayLinkToken(db: Db, { contractorId, milestoneId }: { contractorId: string; milestoneId: string }): Promise<string> {
  const live = () =>
    db
      .select({ token: payLinks.tokenEncrypted })
      .from(payLinks)
      .where(and(eq(payLinks.milestoneId, milestoneId), eq(payLinks.contractorId, contractorId), isNull(payLinks.revokedAt)))
      .limit(1);
  const [existing] = await live();
  if (existing) return existing.token;
  const token = crypto.randomBytes(24).toString('base64url');
  // The partial unique index keeps one live link per milestone: a concurrent issuer's insert does nothing.
  await db.insert(payLinks).values({ contractorId, milestoneId, tokenHash: hashPayToken(token), tokenEncrypted: token }).onConflictDoNothing();
  const [row] = await live();
  return row.token;
}

/**
 * For reminders and follow-ups: the URL the homeowner pays this milestone at, or null when it cannot be paid online
 * (Stripe not configured, the contractor's account cannot take charges, the milestone is paid or $0, or not theirs).
 */
export async function milestonePayLinkUrl(db: Db, config: OnlinePaymentsConfig, { contractorId, milestoneId }: { contractorId: string; milestoneId: string }): Promise<string | null> {
  if (!(await cardPaymentAccount(db, config, contractorId))) return null;
  const [m] = await db
    .select({ status: paymentMilestones.status, amountCents: paymentMilestones.amountCents })
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId)))
    .limit(1);
  if (!m || m.status === 'paid' || m.amountCents <= 0) return null;
  return payLinkUrl(config.publicUrl, await ensurePayLinkToken(db, { contractorId, milestoneId }));
}

/** 404 unless the milestone is the contractor's (another tenant's row is not found). */
export async function assertMilestoneOfContractor(db: Db, contractorId: string, milestoneId: string): Promise<void> {
  const [m] = await db.select({ id: paymentMilestones.id }).from(paymentMilestones).where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId))).limit(1);
  if (!m) throw notFound(errorMessage('errors.payments.milestoneNotFound'));
}

/** Revokes the milestone's live link: it stops working at once; the next message carries a new one. */
export async function revokePayLink(db: Db, { contractorId, milestoneId }: { contractorId: string; milestoneId: string }): Promise<void> {
  await db
    .update(payLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(payLinks.milestoneId, milestoneId), eq(payLinks.contractorId, contractorId), isNull(payLinks.revokedAt)));
}

/** The live link behind a token, or null: unknown and revoked tokens answer alike. */
export async function findPayLink(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select().from(payLinks).where(eq(payLinks.tokenHash, hashPayToken(token))).limit(1);
  return row && !row.revokedAt ? row : null;
}
