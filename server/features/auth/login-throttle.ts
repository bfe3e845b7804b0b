import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { rateLimitEvents } from '../../db/schema/index';

// DESIGN §4: 10 failed logins in 15 minutes per account or per IP → 429. Counters live in the database (any instance).
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const ACTION = 'login_failed';

export function throttleKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, `account:${email.trim().toLowerCase()}`];
}

/** Throws RATE_LIMITED with the seconds to wait when any key is over the limit. */
export async function assertLoginAllowed(db: Db, keys: string[], now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: rateLimitEvents.key, failures: count(), oldest: min(rateLimitEvents.createdAt) })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.key, keys), eq(rateLimitEvents.action, ACTION), eq(rateLimitEvents.blocked, false), gt(rateLimitEvents.createdAt, since)))
    .groupBy(rateLimitEvents.key);
  const over = rows.filter((r) => Number(r.failures) >= LOGIN_FAILURE_LIMIT);
  if (over.length === 0) return;
  const waitMs = Math.max(...over.map((r) => new Date(r.oldest ?? now).getTime() + LOGIN_WINDOW_MS - now.getTime()));
  await db.insert(rateLimitEvents).values(over.map((r) => ({ key: r.key, action: ACTION, blocked: true })));
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const error = new AppError('RATE_LIMITED', errorMessage('errors.auth.loginThrottled', { minutes: Math.ceil(retryAfter / 60) }));
  (error as AppError & { retryAfter?: number }).retryAfter = retryAfter;
  throw error;
}

export async function recordLoginFailure(db: Db, keys: string[]): Promise<void> {
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ key, action: ACTION })));
}
