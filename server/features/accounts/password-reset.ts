// "Forgot password?": the same answer, and the same work, whether or not the address has an account (DESIGN §3: no
// existence leak). Per address at most RESET_MAILS_PER_HOUR mails go out; past that the request still answers alike.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ForgotPasswordInput } from '../../../core/auth/auth.schema';
import { maskEmail } from '../../../core/security/mask-email';
import type { Db } from '../../db/connection';
import { emailFingerprint } from '../../db/pii';
import { rateLimitEvents, users } from '../../db/schema/index';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import { queueAccountEmail } from './account-mail';

export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
const ACTION = 'password_reset';

export async function requestPasswordReset(db: Db, input: ForgotPasswordInput, context: { actor: AuditActor; now?: Date }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, contractorId: users.contractorId }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
    // Keyed by the address's fingerprint: the table never holds an address in clear.
    const key = `reset:${emailFingerprint(email)}`;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, key), eq(rateLimitEvents.action, ACTION), gt(rateLimitEvents.createdAt, new Date(now.getTime() - HOUR_MS))));
    const overLimit = Number(n) >= RESET_MAILS_PER_HOUR;
    await tx.insert(rateLimitEvents).values({
      key, action: ACTION, blocked: overLimit, createdAt: now,
      ip: context.actor.ip, accountMasked: maskEmail(email), contractorId: user?.contractorId ?? null, route: '/api/auth/password-reset',
    });
    await queueAccountEmail(tx, { userId: user?.id ?? null, purpose: 'password_reset', language: input.language, skip: overLimit });
    // Recorded whether or not the account exists (the Security tab counts them); the address is stored masked.
    await recordAuditEvent(tx, {
      action: 'password_reset_requested',
      actor: context.actor,
      contractorId: user?.contractorId ?? null,
      target: user ? { type: 'user', id: user.id } : null,
      email,
      details: { throttled: overLimit },
    });
  });
}
