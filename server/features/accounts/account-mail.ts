// Account mail as intent rows (account_emails): queued inside the caller's transaction with a NOTIFY that only fires
// on commit, claimed by one conditional UPDATE (one sender across instances), sent, then marked. The link's token is
// made at claim time and lives only in the message. A crash between sending and marking sends again later with a new
// link (the first still works): at least once, never silently lost.
import { and, eq, inArray, lte, lt, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { PasswordLinkPurpose } from '../../../core/auth/auth.schema';
import type { Db } from '../../db/connection';
import { accountEmails, contractors, users } from '../../db/schema/index';
import { accountMailWords, passwordLinkUrl } from './account-mail-words';
import { issuePasswordToken } from './password-links';

export const ACCOUNT_MAIL_CHANNEL = 'picket_account_mail';
export const MAX_ACCOUNT_MAIL_ATTEMPTS = 5;
// A claim older than this is taken to have died with its instance and is tried again.
const CLAIM_MS = 10 * 60 * 1000;
const RETRY_AFTER_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export interface AccountMailer {
  transport: Pick<Transporter, 'sendMail'> | null;
  from: string;
  publicUrl: string;
  /** Without a transport (no SMTP_URL) outside production, the link is handed here so a developer can use it. */
  onUndeliverable?: (message: { to: string; subject: string; text: string }) => void;
}

export type AccountMailLanguage = 'en' | 'es';

/** Queues one account mail in the caller's transaction; the NOTIFY reaches the queue only if that commits. */
export async function queueAccountEmail(
  tx: Db,
  args: { userId: string | null; purpose: PasswordLinkPurpose; language?: AccountMailLanguage; requestedBy?: string | null; skip?: boolean },
): Promise<string> {
  const [row] = await tx
    .insert(accountEmails)
    .values({
      userId: args.userId,
      purpose: args.purpose,
      language: args.language ?? 'en',
      requestedBy: args.requestedBy ?? null,
      status: args.skip || !args.userId ? 'skipped' : 'queued',
      // Due from this process's clock, the one deliverAccountEmail compares with (to the millisecond). The column's
      // default is the database's now() in microseconds: a delivery in the same millisecond as the insert read
      // 12:00:00.123 <= 12:00:00.123456 as false and found the fresh row not due (seen once on PostgreSQL).
      nextAttemptAt: new Date(),
    })
    .returning({ id: accountEmails.id });
  await tx.execute(sql`select pg_notify(${ACCOUNT_MAIL_CHANNEL}, ${row.id})`);
  return row.id;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped' | 'not_due';

/** Sends one queued mail if it is due and nobody else holds it. */
export async function deliverAccountEmail(db: Db, mailer: AccountMailer, id: string, now = new Date()): Promise<DeliveryOutcome> {
  const [claimed] = await db
    .update(accountEmails)
    .set({ status: 'sending', attempts: sql`${accountEmails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(accountEmails.id, id),
        inArray(accountEmails.status, ['queued', 'failed', 'sending']),
        lte(accountEmails.nextAttemptAt, now),
        lt(accountEmails.attempts, MAX_ACCOUNT_MAIL_ATTEMPTS),
      ),
    )
    .returning();
  if (!claimed) return 'not_due';
  const composed = await composeAccountEmail(db, claimed, mailer.publicUrl, now);
  // An invitation whose person has meanwhile chosen a password has nothing left to invite to.
  if (!composed) {
    await db.update(accountEmails).set({ status: 'skipped' }).where(eq(accountEmails.id, id));
    return 'skipped';
  }
  const { message } = composed;
  try {
    if (!mailer.transport) {
      mailer.onUndeliverable?.(message);
      throw new Error('No mail server is configured (SMTP_URL)');
    }
    await mailer.transport.sendMail({ from: mailer.from, ...message });
  } catch (error) {
    const attempts = claimed.attempts;
    const retryIn = mailer.transport ? RETRY_AFTER_MS[Math.min(attempts - 1, RETRY_AFTER_MS.length - 1)] : null;
    await db
      .update(accountEmails)
      .set({
        status: 'failed',
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        // Without a mail server there is nothing to retry: the row stays failed for the admin to see.
        ...(retryIn == null ? { attempts: MAX_ACCOUNT_MAIL_ATTEMPTS } : { nextAttemptAt: new Date(now.getTime() + retryIn) }),
      })
      .where(eq(accountEmails.id, id));
    return 'failed';
  }
  await db.update(accountEmails).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(accountEmails.id, id));
  return 'sent';
}

type AccountEmailRow = typeof accountEmails.$inferSelect;

/**
 * The message an account mail row stands for, with a new one-time link (tokens live only in the message); null when
 * there is nobody to write to, or the invited person has meanwhile chosen a password.
 */
export async function composeAccountEmail(db: Db, row: Pick<AccountEmailRow, 'userId' | 'purpose' | 'language'>, publicUrl: string, now: Date) {
  const [person] = row.userId
    ? await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, hasPassword: sql<boolean>`${users.passwordHash} is not null`, business: contractors.businessName, timeZone: contractors.timezone })
        .from(users)
        .leftJoin(contractors, eq(contractors.id, users.contractorId))
        .where(eq(users.id, row.userId))
        .limit(1)
    : [];
  if (!person || (row.purpose === 'invitation' && person.hasPassword)) return null;
  const { token, expiresAt } = await issuePasswordToken(db, { userId: person.id, purpose: row.purpose, now });
  const words = accountMailWords[row.language][row.purpose];
  const message = {
    to: person.email,
    subject: words.subject,
    text: words.body({ firstName: person.firstName, business: person.business, timeZone: person.timeZone ?? 'America/Chicago', link: passwordLinkUrl(publicUrl, token, row.language), expiresAt }),
  };
  return { message, expiresAt };
}

/** Every mail that is due (new, to retry, or held by an instance that died): the queue's sweep. */
export async function deliverDueAccountEmails(db: Db, mailer: AccountMailer, now = new Date()): Promise<Record<DeliveryOutcome, number>> {
  const due = await db
    .select({ id: accountEmails.id })
    .from(accountEmails)
    .where(
      and(
        inArray(accountEmails.status, ['queued', 'failed', 'sending']),
        lte(accountEmails.nextAttemptAt, now),
        lt(accountEmails.attempts, MAX_ACCOUNT_MAIL_ATTEMPTS),
      ),
    )
    .orderBy(accountEmails.createdAt)
    .limit(100);
  const counts: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, skipped: 0, not_due: 0 };
  for (const { id } of due) counts[await deliverAccountEmail(db, mailer, id, now)] += 1;
  return counts;
}
