// Issue 25: the signed copy, mailed to the homeowner and the contractor as queued work. The approval's transaction
// queues one letter per party (signed_copy_letters) and kicks the signed-copies queue, so the homeowner's answer never
// waits for the PDF or SMTP; the queue sends each letter once. A letter is claimed on the outbound lanes
// (server/db/outbound-lanes.ts: a claim ticket and a lease, renewed while it is sent, so two workers never both send it)
// and marked after SMTP accepted it, under its ticket; SMTP failing is retried with back-off and given up after
// MAX_ATTEMPTS (recorded as failed, as before); the letter of a sender that died goes back once its lease is over. A
// crash between SMTP's answer and the mark resends at most that one letter (with the same Message-ID); nothing is lost.
import { and, eq, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { outboundLanes } from '../../db/outbound-lanes';
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
/** `dropped`: the letter's claim was lost before its outcome was written (its lease ran out), so nothing was. */
type Outcome = 'sent' | 'outbox' | 'failed' | 'retry' | 'no_address' | 'dropped';

const lanes = outboundLanes({ table: signedCopyLetters, lockName: 'signed-copies', leaseMs: SIGNED_COPY_LEASE_MS, lease: 'claimedAt', statuses: { waiting: ['queued', 'failed'], running: 'sending' } });

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

/** Sends one claimed letter and marks it, under the claim's ticket. */
async function deliverLetter(db: Db, mailer: QuoteMailer, letter: Letter, now: Date): Promise<Outcome> {
  const mail = await composeLetter(db, letter);
  // No address (or nothing signed any more): nothing to send, as before; nothing recorded.
  if (!mail) return lanes.settle(db, letter, { status: 'no_address' }, 'no_address');
  let status: 'sent' | 'outbox' | 'failed' = 'outbox';
  let error: string | null = null;
  if (mailer.transport) {
    try {
      // One Message-ID per letter, the same on every attempt: a resend after a lost answer is the same message.
      await mailer.transport.sendMail({ from: mailer.from, to: mail.to, subject: mail.subject, text: mail.body, attachments: [mail.attachment], messageId: signedCopyMessageId(letter.id, mailer.from) });
      status = 'sent';
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e.message.slice(0, 500) : 'SMTP error';
    }
  }
  // A crash here, after SMTP accepted and before the mark, leaves the letter `sending`: it is resent once the lease is
  // over (at most this one letter twice, same Message-ID), never lost.
  const retry = status === 'failed' && letter.attempts < MAX_ATTEMPTS;
  const at = new Date(Math.max(now.getTime(), Date.now()));
  return db.transaction(async (tx) => {
    const nextAttemptAt = retry ? new Date(at.getTime() + retryDelayMs(letter.attempts)) : letter.nextAttemptAt;
    // Taken over meanwhile (this sender outlived its lease): dropped, the other sender records it.
    const outcome = await lanes.settle(tx, letter, { status, lastError: error, sentAt: status === 'sent' ? at : null, nextAttemptAt }, retry ? 'retry' : status);
    if (outcome === 'retry' || outcome === 'dropped') return outcome;
    // What the contractor sees, as before: the mail among the product's mail (address masked) and the quote's history.
    const [row] = await tx
      .insert(outboxEmails)
      .values({ contractorId: letter.contractorId, toAddress: maskEmail(mail.to), subject: mail.subject, body: mail.body, status, error, sentAt: status === 'sent' ? at : null })
      .returning({ id: outboxEmails.id });
    await recordQuoteEvent(tx, mail.q, 'signed_copy_mailed', { outboxId: row.id, delivery: status, to: maskEmail(mail.to) });
    return outcome;
  });
}

/** `<signed-copy-{letter id}@{the sender's domain}>`. */
function signedCopyMessageId(letterId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'picket.local';
  return `<signed-copy-${letterId}@${domain}>`;
}

/**
 * The queue's work: every due letter (of one contractor, or one quote, when named) claimed and sent, oldest first, up
 * to 100 a run: queued, or failed and due for another try, and before that the letters of senders whose lease is over
 * given back. Returns the outcomes.
 */
export async function deliverDueSignedCopies(
  db: Db,
  mailer: QuoteMailer,
  args: { now?: Date; leaseMs?: number; contractorId?: string; quoteId?: string } = {},
): Promise<Outcome[]> {
  const now = args.now ?? new Date();
  const leaseMs = args.leaseMs ?? SIGNED_COPY_LEASE_MS;
  for (const { item, where } of await lanes.expired(db, now, { leaseMs })) await lanes.settle(db, item, { status: 'queued' }, 'retry', where);
  const next = () =>
    db
      .select({ id: signedCopyLetters.id })
      .from(signedCopyLetters)
      .where(
        and(
          or(eq(signedCopyLetters.status, 'queued'), and(eq(signedCopyLetters.status, 'failed'), lt(signedCopyLetters.attempts, MAX_ATTEMPTS), lte(signedCopyLetters.nextAttemptAt, now))),
          args.contractorId ? eq(signedCopyLetters.contractorId, args.contractorId) : undefined,
          args.quoteId ? eq(signedCopyLetters.quoteId, args.quoteId) : undefined,
        ),
      )
      .orderBy(signedCopyLetters.createdAt)
      .limit(1)
      .for('update', { skipLocked: true })
      .getSQL();
  // The lease starts when the claim is taken (app clock), not when the sweep began.
  const clock = () => new Date(Math.max(now.getTime(), Date.now()));
  const outcomes: Outcome[] = [];
  while (outcomes.length < 100) {
    const letter = await lanes.claimNext(db, null, clock(), next, { leaseMs });
    if (!letter) break;
    const stop = lanes.keepLease(db, letter, clock, { leaseMs });
    try {
      outcomes.push(await deliverLetter(db, mailer, letter, now));
    } finally {
      stop();
    }
  }
  return outcomes;
}
