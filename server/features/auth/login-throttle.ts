import { and, asc, count, eq, gt, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { maskEmail } from '../../../core/security/mask-email';
import type { Db } from '../../db/connection';
import { emailFingerprint, emailFingerprintsForSearch } from '../../db/pii';
import { rateLimitEvents } from '../../db/schema/index';
import { addressBucket } from '../../plugins/address-bucket';

// DESIGN §4: failed logins are throttled per account and per IP; successful ones count against no one. Counters are
// rows in the database, so every instance sees the same ones.
// The account's bar protects one password from guessing. The address's bar is ten times higher: an office behind one
// router shares an address, so a person retyping their own password must lock out only their own account, never their
// colleagues'. 100 failures in 15 minutes is far beyond what any office mistypes and still caps an attacker's guesses
// from one network at 400 an hour, across all accounts.
export const LOGIN_ACCOUNT_FAILURE_LIMIT = 10;
export const LOGIN_IP_FAILURE_LIMIT = 100;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILED_ACTION = 'login_failed';

/** One sign-in attempt as the counters see it: the account is a keyed fingerprint, never the email in clear. */
export interface LoginAttempt {
  ip: string;
  email: string;
  /** The tenant of the account, when the email belongs to a contractor user. */
  contractorId?: string | null;
}

/** The address counter (IPv6 by its /64, address-bucket.ts) and the account counter of an attempt. */
export function throttleKeys(ip: string, email: string): string[] {
  return [`ip:${addressBucket(ip)}`, `account:${emailFingerprint(email)}`];
}

export const loginFailureLimitFor = (key: string) => (key.startsWith('ip:') ? LOGIN_IP_FAILURE_LIMIT : LOGIN_ACCOUNT_FAILURE_LIMIT);

/** The same bar in SQL, for queries grouping failures by key (the admin's "refused now" list). */
export const loginFailureLimitSql = (key: AnyColumn) =>
  sql`(case when ${key} like 'ip:%' then ${sql.raw(String(LOGIN_IP_FAILURE_LIMIT))} else ${sql.raw(String(LOGIN_ACCOUNT_FAILURE_LIMIT))} end)`;

/** The account counters of an email under the current and any previous PII key (for the admin's filter). */
export function throttleKeysForAccount(email: string): string[] {
  return emailFingerprintsForSearch(email).map((fingerprint) => `account:${fingerprint}`);
}

function rowsFor(attempt: LoginAttempt, keys: string[], blocked: boolean) {
  const accountMasked = maskEmail(attempt.email);
  return keys.map((key) => ({ key, action: LOGIN_FAILED_ACTION, blocked, ip: attempt.ip, accountMasked, contractorId: attempt.contractorId ?? null }));
}

/** A claimed attempt: counted as a failure until the password turns out right. */
export interface LoginClaim {
  /** The password was right: the attempt is not a failure after all (successful logins count against no one). */
  succeeded(): Promise<void>;
}

/**
 * Checks both bars and, in the same step, counts the attempt as a failure in advance. Under a transaction-scoped
 * advisory lock per counter, so a burst of simultaneous guesses is counted one after the other: checking first and
 * recording after the (slow, on purpose) password hash would let a thousand parallel guesses through one bar of ten.
 * Throws RATE_LIMITED with the seconds until the refusing counter falls back under its bar.
 */
export async function claimLoginAttempt(db: Db, attempt: LoginAttempt, now = new Date()): Promise<LoginClaim> {
  const keys = [...throttleKeys(attempt.ip, attempt.email)].sort();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const outcome = await db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-throttle:${key}`}, 0))`);
    const counted = and(inArray(rateLimitEvents.key, keys), eq(rateLimitEvents.action, LOGIN_FAILED_ACTION), eq(rateLimitEvents.blocked, false), gt(rateLimitEvents.createdAt, since));
    const rows = await tx.select({ key: rateLimitEvents.key, failures: count() }).from(rateLimitEvents).where(counted).groupBy(rateLimitEvents.key);
    const over = rows.filter((r) => Number(r.failures) >= loginFailureLimitFor(r.key));
    if (over.length) {
      // The refusal lasts until enough of the key's failures have left the window to bring it under its bar.
      // One key after the other: a transaction is one client, and pg refuses overlapping queries on it.
      const until: number[] = [];
      for (const r of over) {
        const [row] = await tx
          .select({ at: rateLimitEvents.createdAt })
          .from(rateLimitEvents)
          .where(and(counted, eq(rateLimitEvents.key, r.key)))
          .orderBy(asc(rateLimitEvents.createdAt))
          .offset(Number(r.failures) - loginFailureLimitFor(r.key))
          .limit(1);
        until.push(new Date(row?.at ?? now).getTime() + LOGIN_WINDOW_MS);
      }
      // The refused attempt is on record under both counters (the admin's lists and alert rules see it), not counted.
      await tx.insert(rateLimitEvents).values(rowsFor(attempt, keys, true));
      return { blockedForMs: Math.max(...until) - now.getTime(), ids: [] as string[] };
    }
    const inserted = await tx.insert(rateLimitEvents).values(rowsFor(attempt, keys, false)).returning({ id: rateLimitEvents.id });
    return { blockedForMs: 0, ids: inserted.map((r) => r.id) };
  });
  if (outcome.blockedForMs > 0 || !outcome.ids.length) {
    const retryAfter = Math.max(1, Math.ceil(outcome.blockedForMs / 1000));
    const error = new AppError('RATE_LIMITED', errorMessage('errors.auth.loginThrottled', { minutes: Math.ceil(retryAfter / 60) }));
    (error as AppError & { retryAfter?: number }).retryAfter = retryAfter;
    throw error;
  }
  return {
    succeeded: async () => {
      await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, outcome.ids));
    },
  };
}
