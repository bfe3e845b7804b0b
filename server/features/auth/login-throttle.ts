import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { maskEmail } from '../../../core/security/mask-email';
import type { Db } from '../../db/connection';
import { emailFingerprint, emailFingerprintsForSearch } from '../../db/pii';
import { rateLimitEvents } from '../../db/schema/index';

// DESIGN §4: 10 failed logins in 15 minutes per account or per IP → 429. Counters live in the database (any instance).
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILED_ACTION = 'login_failed';

/** One sign-in attempt as the counters see it: the account is a keyed fingerprint, never the email in clear. */
export interface LoginAttempt {
  ip: string;
  email: string;
  /** The tenant of the account, when the email belongs to a contractor user. */
  contractorId?: string | null;
}

export function throttleKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, `account:${emailFingerprint(email)}`];
}

/** The account counters of an email under the current and any previous PII key (for the admin's filter). */
export function throttleKeysForAccount(email: string): string[] {
  return emailFingerprintsForSearch(email).map((fingerprint) => `account:${fingerprint}`);
}

function rowsFor(attempt: LoginAttempt, keys: string[], blocked: boolean) {
  const accountMasked = maskEmail(attempt.email);
  return keys.map((key) => ({ key, action: LOGIN_FAILED_ACTION, blocked, ip: attempt.ip, accountMasked, contractorId: attempt.contractorId ?? null }));
}

/** Throws RATE_LIMITED with the seconds to wait when the attempt's IP or account is over the limit. */
export async function assertLoginAllowed(db: Db, attempt: LoginAttempt, now = new Date()): Promise<void> {
  const keys = throttleKeys(attempt.ip, attempt.email);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: rateLimitEvents.key, failures: count(), oldest: min(rateLimitEvents.createdAt) })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.key, keys), eq(rateLimitEvents.action, LOGIN_FAILED_ACTION), eq(rateLimitEvents.blocked, false), gt(rateLimitEvents.createdAt, since)))
    .groupBy(rateLimitEvents.key);
  const over = rows.filter((r) => Number(r.failures) >= LOGIN_FAILURE_LIMIT);
  if (over.length === 0) return;
  const waitMs = Math.max(...over.map((r) => new Date(r.oldest ?? now).getTime() + LOGIN_WINDOW_MS - now.getTime()));
  await db.insert(rateLimitEvents).values(rowsFor(attempt, over.map((r) => r.key), true));
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const error = new AppError('RATE_LIMITED', errorMessage('errors.auth.loginThrottled', { minutes: Math.ceil(retryAfter / 60) }));
  (error as AppError & { retryAfter?: number }).retryAfter = retryAfter;
  throw error;
}

export async function recordLoginFailure(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.insert(rateLimitEvents).values(rowsFor(attempt, throttleKeys(attempt.ip, attempt.email), false));
}
