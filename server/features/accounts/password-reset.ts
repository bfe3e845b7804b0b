// "Forgot password?": the same answer, and the same work, whether or not the address has an account (DESIGN §3: no
// existence leak). Per address at most RESET_MAILS_PER_HOUR mails go out; past that the request still answers alike.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ForgotPasswordInput } from '../../../core/auth/auth.schema';
import type { Db } from '../../db/connection';
import { rateLimitEvents, users } from '../../db/schema/index';
import { recordAudit } from '../auth/auth.service';
import { queueAccountEmail } from './account-mail';

export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
const ACTION = 'password_reset';

export async function requestPasswordReset(db: Db, input: ForgotPasswordInput, context: { ip: string; userAgent?: string; now?: Date }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
    const key = `reset:${email}`;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, key), eq(rateLimitEvents.action, ACTION), gt(rateLimitEvents.createdAt, new Date(now.getTime() - HOUR_MS))));
    const overLimit = Number(n) >= RESET_MAILS_PER_HOUR;
    await tx.insert(rateLimitEvents).values({ key, action: ACTION, blocked: overLimit, createdAt: now });
    await queueAccountEmail(tx, { userId: user?.id ?? null, purpose: 'password_reset', language: input.language, skip: overLimit });
    // AUDIT(admin-sec): password reset requested; swap for admin-sec's audit function when it is on main.
    await recordAudit(tx, {
      eventType: 'password_reset_requested',
      userId: user?.id ?? null,
      email,
      ip: context.ip,
      userAgent: context.userAgent,
      details: { accountExists: Boolean(user), throttled: overLimit },
    });
  });
}
