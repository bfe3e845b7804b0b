// Sending a quote: e-mail the homeowner the link (SMTP_URL) or leave it in the outbox, and move draft → sent.
import { and, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldError, notFound } from '../../../core/errors';
import { formatCents } from '../../../core/money';
import type { z } from 'zod';
import type { sendQuoteSchema } from '../../../core/quotes/quote.schema';
import type { Db } from '../../db/connection';
import { contractors, homeowners, outboxEmails, quotes } from '../../db/schema/index';
import { publicQuoteUrl } from './quote-link-token';
import { ensureQuoteLinkToken } from './quote-public-link';
import { quoteWords } from './quote-words';
import { assertTransition, customerNameOf, recordQuoteEvent, snapshotQuoteVersion } from './quotes.service';
import { emitDomainEvent } from '../../domain-events/domain-events';

export interface QuoteMailer {
  transport: Pick<Transporter, 'sendMail'> | null;
  from: string;
}

const maskEmail = (e: string) => e.replace(/^(.).*(@.*)$/, '$1***$2');

export async function sendQuote(
  db: Db,
  mailer: QuoteMailer,
  args: { contractorId: string; quoteId: string; input: z.infer<typeof sendQuoteSchema>; publicUrl: string },
): Promise<{ delivery: 'sent' | 'outbox' | 'failed' }> {
  const prepared = await db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotes).where(and(eq(quotes.id, args.quoteId), eq(quotes.contractorId, args.contractorId))).for('update');
    if (!q) throw notFound(errorMessage('errors.quotes.notFound'));
    if (q.status !== 'sent') assertTransition(q.status, 'sent'); // re-sending a sent quote is allowed
    const [h] = q.homeownerId ? await tx.select().from(homeowners).where(eq(homeowners.id, q.homeownerId)).limit(1) : [];
    const to = args.input.email ?? h?.email ?? '';
    if (!to) throw new AppError('VALIDATION', errorMessage('validation.the_customer_has_no_email_address'), [fieldError('email', errorMessage('validation.please_enter_a_valid_email_address'))]);
    const [c] = await tx.select().from(contractors).where(eq(contractors.id, q.contractorId)).limit(1);
    const token = await ensureQuoteLinkToken(tx, q);
    const now = new Date();
    if (q.status === 'draft') {
      await tx.update(quotes).set({ status: 'sent', sentAt: now, updatedAt: now }).where(eq(quotes.id, q.id));
      await recordQuoteEvent(tx, q, 'status_changed', { from: 'draft', to: 'sent' });
      await emitDomainEvent(tx, { type: 'quote.status_changed', contractorId: q.contractorId, quoteId: q.id, from: 'draft', to: 'sent', origin: 'contractor' });
    }
    await snapshotQuoteVersion(tx, { ...q, status: 'sent' });
    const words = quoteWords[q.language];
    const biz = c.businessName || c.name || 'Your contractor';
    const link = publicQuoteUrl(args.publicUrl, token);
    const body = (l: string) => words.mailBody(customerNameOf(h ?? null) ?? '', biz, q.quoteNumber, formatCents(q.totalCents), l, args.input.message);
    return { q, to, subject: words.mailSubject(q.quoteNumber, biz), text: body(link), storedText: body('[personal quote link]') };
  });

  let delivery: 'sent' | 'outbox' | 'failed' = 'outbox';
  let error: string | null = null;
  if (mailer.transport) {
    try {
      await mailer.transport.sendMail({ from: mailer.from, to: prepared.to, subject: prepared.subject, text: prepared.text });
      delivery = 'sent';
    } catch (e) {
      delivery = 'failed';
      error = e instanceof Error ? e.message : 'SMTP error';
    }
  }
  // The stored copy never holds the capability link (tokens are stored hashed, DESIGN §3).
  const [row] = await db
    .insert(outboxEmails)
    .values({ contractorId: args.contractorId, toAddress: maskEmail(prepared.to), subject: prepared.subject, body: prepared.storedText, status: delivery, error, sentAt: delivery === 'sent' ? new Date() : null })
    .returning({ id: outboxEmails.id });
  await recordQuoteEvent(db, prepared.q, 'quote_sent', { outboxId: row.id, delivery, to: maskEmail(prepared.to), version: prepared.q.version });
  return { delivery };
}
