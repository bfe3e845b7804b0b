// Issue 25: the signed copy, mailed to the homeowner and the contractor as queued work. The approval's transaction
// queues one letter per party (signed_copy_letters) and kicks the signed-copies queue, so the homeowner's answer never
// waits for the PDF or SMTP; the queue sends each letter once. A letter is claimed with a lease (an UPDATE … WHERE, so
// two workers never both send it) and marked after SMTP accepted it; SMTP failing is retried with back-off and given up
// after MAX_ATTEMPTS (recorded as failed, as before); a sender that died is taken over once its lease is over. A crash
// between SMTP's answer and the mark resends at most that one letter (with the same Message-ID); nothing is lost.
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contractors, homeowners, outboxEmails, quotes, quoteSignatures, signedCopyLetters } from '../../db/schema/index';
import { kickQueue } from '../../queue/kick';
import type { QuoteMailer } from './quote-send';
import { signedQuotePdf } from './quote-signing.service';
import { signatureWords } from './signature-words';
import { customerNameOf, recordQuoteEvent } from './quotes.service';

/** A sender that died mid-way leaves its letter `sending`: another takes it over after this lease. */
export const SIGNED_COPY_LEASE_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;
/** After the n-th failed try, the next one waits 1, 2, 4, 8… minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

type Letter = typeof signedCopyLetters.$inferSelect;
type Outcome = 'sent' | 'outbox' | 'failed' | 'retry' | 'no_address' | 'skipped';

const maskEmail = (e: string) => e.replace(/^(.).*(@.*)$/, '$1***$2');

/** Inside the approval's transaction: both letters queued, and the queue told to send them as soon as this commits. */
export async function queueSignedCopy(tx: Db, args: { contractorId: string; quoteId: string; signatureId: string; now: Date }): Promise<void> {
  const at = args.now;
  await tx
    .insert(signedCopyLetters)
    .values((['homeowner', 'contractor'] as const).map((recipient) => ({ contractorId: args.contractorId, quoteId: args.quoteId, signatureId: args.signatureId, recipient, nextAttemptAt: at, createdAt: at })))
    .onConflictDoNothing();
  await tx.update(quoteSignatures).set({ evidenceMailedAt: at }).where(eq(quoteSignatures.id, args.signatureId));
  await kickQueue('signed-copy', tx, args.contractorId);
}

/** Letters due: queued, failed and due for another try, or left `sending` by a sender whose lease is over. */
const dueLetter = (now: Date, leaseMs: number) =>
  or(
    eq(signedCopyLetters.status, 'queued'),
    and(eq(signedCopyLetters.status, 'failed'), lt(signedCopyLetters.attempts, MAX_ATTEMPTS), lte(signedCopyLetters.nextAttemptAt, now)),
    and(eq(signedCopyLetters.status, 'sending'), lt(signedCopyLetters.claimedAt, new Date(now.getTime() - leaseMs))),
  );

async function composeLetter(db: Db, letter: Letter) {
  const [q] = await db.select().from(quotes).where(and(eq(quotes.id, letter.quoteId), eq(quotes.contractorId, letter.contractorId))).limit(1);
  if (!q) return null;
  const [[c], [h]] = await Promise.all([
    db.select().from(contractors).where(eq(contractors.id, q.contractorId)).limit(1),
    q.homeownerId ? db.select().from(homeowners).where(eq(homeowners.id, q.homeownerId)).limit(1) : Promise.resolve([]),
  ]);
  const to = letter.recipient === 'homeowner' ? h?.email : c?.email;
  if (!to) return null;
  const pdf = await signedQuotePdf(db, q);
  if (!pdf) return null;
  const w = signatureWords[q.language];
  const biz = c.businessName || c.name || 'Your contractor';
  const name = customerNameOf(h ?? null) ?? '';
  return {
    q, to,
    subject: w.mailSubject(q.quoteNumber, biz),
    body: letter.recipient === 'homeowner' ? w.homeownerBody(name, biz, q.quoteNumber) : w.contractorBody(name, q.quoteNumber),
    attachment: { filename: `quote-${q.quoteNumber}-signed.pdf`, content: pdf, contentType: 'application/pdf' },
  };
}

/** Sends one letter if nobody else is sending or has sent it. Safe from any instance, any number of times. */
export async function deliverSignedCopyLetter(db: Db, mailer: QuoteMailer, letterId: string, now = new Date(), leaseMs = SIGNED_COPY_LEASE_MS): Promise<Outcome> {
  // The lease starts when the claim is taken (app clock), not when the sweep began.
  const claimedAt = new Date(Math.max(now.getTime(), Date.now()));
  const [claimed] = await db
    .update(signedCopyLetters)
    .set({ status: 'sending', claimedAt, attempts: sql`${signedCopyLetters.attempts} + 1` })
    .where(and(eq(signedCopyLetters.id, letterId), dueLetter(now, leaseMs)))
    .returning();
  if (!claimed) return 'skipped';
  const mail = await composeLetter(db, claimed);
  const ours = and(eq(signedCopyLetters.id, claimed.id), eq(signedCopyLetters.status, 'sending'), eq(signedCopyLetters.claimedAt, claimedAt));
  if (!mail) {
    // No address (or nothing signed any more): nothing to send, as before; nothing recorded.
    await db.update(signedCopyLetters).set({ status: 'no_address' }).where(ours);
    return 'no_address';
  }
  let status: 'sent' | 'outbox' | 'failed' = 'outbox';
  let error: string | null = null;
  if (mailer.transport) {
    try {
      // One Message-ID per letter, the same on every attempt: a resend after a lost answer is the same message.
      await mailer.transport.sendMail({ from: mailer.from, to: mail.to, subject: mail.subject, text: mail.body, attachments: [mail.attachment], messageId: signedCopyMessageId(claimed.id, mailer.from) });
      status = 'sent';
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e.message.slice(0, 500) : 'SMTP error';
    }
  }
  // A crash here, after SMTP accepted and before the mark, leaves the letter `sending`: it is resent once the lease is
  // over (at most this one letter twice, same Message-ID), never lost.
  const retry = status === 'failed' && claimed.attempts < MAX_ATTEMPTS;
  const at = new Date(Math.max(now.getTime(), Date.now()));
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(signedCopyLetters)
      .set({ status, lastError: error, sentAt: status === 'sent' ? at : null, nextAttemptAt: retry ? new Date(at.getTime() + retryDelayMs(claimed.attempts)) : claimed.nextAttemptAt })
      .where(ours)
      .returning({ id: signedCopyLetters.id });
    // Taken over meanwhile (this sender outlived its lease): the other sender records it.
    if (!marked) return 'skipped';
    if (retry) return 'retry';
    // What the contractor sees, as before: the mail among the product's mail (address masked) and the quote's history.
    const [row] = await tx
      .insert(outboxEmails)
      .values({ contractorId: claimed.contractorId, toAddress: maskEmail(mail.to), subject: mail.subject, body: mail.body, status, error, sentAt: status === 'sent' ? at : null })
      .returning({ id: outboxEmails.id });
    await recordQuoteEvent(tx, mail.q, 'signed_copy_mailed', { outboxId: row.id, delivery: status, to: maskEmail(mail.to) });
    return status;
  });
}

/** `<signed-copy-{letter id}@{the sender's domain}>`. */
function signedCopyMessageId(letterId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'picket.local';
  return `<signed-copy-${letterId}@${domain}>`;
}

/** The queue's work: every due letter (of one contractor, or one quote, when named) sent. Returns the outcomes. */
export async function deliverDueSignedCopies(
  db: Db,
  mailer: QuoteMailer,
  args: { now?: Date; leaseMs?: number; contractorId?: string; quoteId?: string } = {},
): Promise<Outcome[]> {
  const now = args.now ?? new Date();
  const leaseMs = args.leaseMs ?? SIGNED_COPY_LEASE_MS;
  const rows = await db
    .select({ id: signedCopyLetters.id })
    .from(signedCopyLetters)
    .where(
      and(
        dueLetter(now, leaseMs),
        args.contractorId ? eq(signedCopyLetters.contractorId, args.contractorId) : undefined,
        args.quoteId ? eq(signedCopyLetters.quoteId, args.quoteId) : undefined,
      ),
    )
    .orderBy(signedCopyLetters.createdAt)
    .limit(100);
  const outcomes: Outcome[] = [];
  for (const r of rows) outcomes.push(await deliverSignedCopyLetter(db, mailer, r.id, now, leaseMs));
  return outcomes;
}
