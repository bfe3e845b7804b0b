// The homeowner's signed approval of a quote (DESIGN §3, issues 4 and 25): the status change and its evidence in one
// transaction, the signed copy's letters queued with them (quote-signed-copy.ts): the answer never waits for the mail.
import { and, eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldValidationError } from '../../../core/errors';
import { shownOption } from '../../../core/quotes/quote-options';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import { approveQuoteSchema, type ApproveQuoteInput } from '../../../core/quotes/quote.schema';
import type { Db } from '../../db/connection';
import { homeowners, quotes } from '../../db/schema/index';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { notifyQuoteApproved } from '../notifications/notifications.service';
import { liveQuoteByToken, publicQuoteView } from './public-quote.service';
import { queueSignedCopy } from './quote-signed-copy';
import { recordSignature, supersedeRevised } from './quote-signing.service';
import { customerNameOf, recordQuoteEvent, snapshotQuoteVersion, type QuoteRow } from './quotes.service';
import { mirrorShownOption, optionsOf, type OptionRow } from './quote-options.store';

export async function approvePublicQuote(
  db: Db,
  args: { token: string; input: ApproveQuoteInput; ip: string | null; userAgent: string | null; now?: Date; mailSignedCopy?: boolean },
): Promise<PublicQuote> {
  const input = approveQuoteSchema.parse(args.input);
  const now = args.now ?? new Date();
  const q = await liveQuoteByToken(db, args.token, now);
  // Issue 25: a quote with options is approved with one of them (the shown one when none is named); the others are declined.
  const chosen = await chosenOptionOf(db, q, input.optionId);
  if (q.status === 'approved') return sameOptionOrConflict(db, q, chosen); // approving twice changes nothing
  if (q.status !== 'sent') {
    throw new AppError('INVALID_TRANSITION', errorMessage(q.status === 'draft' ? 'validation.this_quote_has_not_been_sent_yet_and_cannot_be_approved' : 'validation.this_quote_can_no_longer_be_approved'));
  }
  const approved = await db.transaction(async (tx) => {
    // Only one approval wins when two arrive together. IP and browser go on the signature row, encrypted.
    const [won] = await tx
      .update(quotes)
      .set({ status: 'approved', approvedAt: now, approvedByName: input.fullName, approvedIp: null, approvedUserAgent: null, approvedVersion: q.version, updatedAt: now })
      .where(and(eq(quotes.id, q.id), eq(quotes.status, 'sent')))
      .returning();
    if (!won) return null;
    // The quote row now holds the chosen option's lines and totals, so the version kept, the signed record and
    // everything downstream (job, deposit, PDF, CRM, books, reports) are that option's.
    const row = chosen ? await chooseOption(tx, won, chosen.id) : won;
    await snapshotQuoteVersion(tx, row);
    // The evidence is written with the approval: one commits only with the other.
    const signature = await recordSignature(tx, row, { input, ip: args.ip, userAgent: args.userAgent, now });
    // The signed copy to both parties: queued here, sent by the signed-copies queue the moment this commits.
    if (args.mailSignedCopy) await queueSignedCopy(tx, { contractorId: row.contractorId, quoteId: row.id, signatureId: signature.id, now });
    await supersedeRevised(tx, row, now);
    await recordQuoteEvent(tx, q, 'quote_approved', {
      version: q.version, signed: input.signature.kind, // the name stays on the quote row, encrypted
      ...(chosen ? { option: chosen.name, declined: (await optionsOf(tx, q)).filter((o) => o.id !== chosen.id).map((o) => o.name) } : {}),
    });
    await emitDomainEvent(tx, { type: 'quote.status_changed', contractorId: q.contractorId, quoteId: q.id, from: 'sent', to: 'approved', origin: 'homeowner' });
    const [h] = q.homeownerId ? await tx.select().from(homeowners).where(eq(homeowners.id, q.homeownerId)).limit(1) : [];
    await notifyQuoteApproved(tx, { contractorId: q.contractorId, quoteId: q.id, quoteNumber: q.quoteNumber, customerName: customerNameOf(h ?? null) ?? input.fullName, version: q.version });
    return row;
  });
  if (!approved) {
    // Another approval won the race: the same option is the same answer; another option is refused, plainly.
    return sameOptionOrConflict(db, await liveQuoteByToken(db, args.token, now), chosen);
  }
  return publicQuoteView(db, approved);
}

async function chosenOptionOf(db: Db, q: QuoteRow, optionId: string | undefined): Promise<OptionRow | null> {
  const options = await optionsOf(db, q);
  if (options.length === 0) {
    if (optionId) throw fieldValidationError('optionId', errorMessage('errors.quotes.optionNotFound'));
    return null;
  }
  const chosen = optionId ? options.find((o) => o.id === optionId) : shownOption(options, q.chosenOptionId);
  if (!chosen) throw fieldValidationError('optionId', errorMessage('errors.quotes.optionNotFound'));
  return chosen;
}

/** The quote row takes the chosen option's lines and totals and remembers the choice (inside the approval). */
async function chooseOption(tx: Db, q: QuoteRow, optionId: string): Promise<QuoteRow> {
  const [row] = await tx.update(quotes).set({ chosenOptionId: optionId }).where(eq(quotes.id, q.id)).returning();
  await mirrorShownOption(tx, row);
  const [fresh] = await tx.select().from(quotes).where(eq(quotes.id, q.id));
  return fresh;
}

async function sameOptionOrConflict(db: Db, q: QuoteRow, chosen: OptionRow | null): Promise<PublicQuote> {
  if (chosen && q.chosenOptionId && q.chosenOptionId !== chosen.id) {
    const [won] = (await optionsOf(db, q)).filter((o) => o.id === q.chosenOptionId);
    throw new AppError('CONFLICT', errorMessage('errors.quotes.otherOptionApproved', { name: won?.name ?? '' }));
  }
  return publicQuoteView(db, q);
}
