// The homeowner's signed approval of a quote (DESIGN §3, issues 4 and 25): the status change and its evidence in one
// transaction, then the signed copy mailed once.
import { and, eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import { approveQuoteSchema, type ApproveQuoteInput } from '../../../core/quotes/quote.schema';
import type { Db } from '../../db/connection';
import { homeowners, quotes } from '../../db/schema/index';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { notifyQuoteApproved } from '../notifications/notifications.service';
import { liveQuoteByToken, publicQuoteView } from './public-quote.service';
import type { QuoteMailer } from './quote-send';
import { mailSignedCopy, recordSignature, supersedeRevised } from './quote-signing.service';
import { customerNameOf, recordQuoteEvent, snapshotQuoteVersion } from './quotes.service';

export async function approvePublicQuote(
  db: Db,
  args: { token: string; input: ApproveQuoteInput; ip: string | null; userAgent: string | null; now?: Date; mailer?: QuoteMailer; onMailError?: (error: unknown) => void },
): Promise<PublicQuote> {
  const input = approveQuoteSchema.parse(args.input);
  const now = args.now ?? new Date();
  const q = await liveQuoteByToken(db, args.token, now);
  if (q.status === 'approved') return publicQuoteView(db, q); // approving twice changes nothing
  if (q.status !== 'sent') {
    throw new AppError('INVALID_TRANSITION', errorMessage(q.status === 'draft' ? 'validation.this_quote_has_not_been_sent_yet_and_cannot_be_approved' : 'validation.this_quote_can_no_longer_be_approved'));
  }
  const approved = await db.transaction(async (tx) => {
    // Only one approval wins when two arrive together. IP and browser go on the signature row, encrypted.
    const [row] = await tx
      .update(quotes)
      .set({ status: 'approved', approvedAt: now, approvedByName: input.fullName, approvedIp: null, approvedUserAgent: null, approvedVersion: q.version, updatedAt: now })
      .where(and(eq(quotes.id, q.id), eq(quotes.status, 'sent')))
      .returning();
    if (!row) return null;
    await snapshotQuoteVersion(tx, row);
    // The evidence is written with the approval: one commits only with the other.
    await recordSignature(tx, row, { input, ip: args.ip, userAgent: args.userAgent, now });
    await supersedeRevised(tx, row, now);
    await recordQuoteEvent(tx, q, 'quote_approved', { version: q.version, signed: input.signature.kind }); // the name stays on the quote row, encrypted
    await emitDomainEvent(tx, { type: 'quote.status_changed', contractorId: q.contractorId, quoteId: q.id, from: 'sent', to: 'approved', origin: 'homeowner' });
    const [h] = q.homeownerId ? await tx.select().from(homeowners).where(eq(homeowners.id, q.homeownerId)).limit(1) : [];
    await notifyQuoteApproved(tx, { contractorId: q.contractorId, quoteId: q.id, quoteNumber: q.quoteNumber, customerName: customerNameOf(h ?? null) ?? input.fullName, version: q.version });
    return row;
  });
  if (approved && args.mailer) await mailSignedCopy(db, args.mailer, approved).catch(args.onMailError ?? (() => undefined));
  const fresh = approved ?? (await liveQuoteByToken(db, args.token, now));
  return publicQuoteView(db, fresh);
}
