// Picket money → QuickBooks transactions, each exactly once: an invoice per quote deposit / milestone, a Payment per
// Picket payment linked to its invoice (card payments into the clearing account with Stripe's id, payments by hand
// into the deposit account), a RefundReceipt per Stripe refund. Every create's requestid is the Picket record's id, so
// a retry after QuickBooks answered but before Picket committed gets the first answer; the link row then holds it.
import { and, eq } from 'drizzle-orm';
import { invoiceDocNumber, invoiceSplit } from '../../../core/quickbooks/invoice-lines';
import type { QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import { cardCheckouts, cardRefunds, payments } from '../../db/schema/index';
import { qboQuoted } from '../../integrations/quickbooks/qbo-client';
import { QboApiError, isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import { fromQboAmount, toQboAmount, type QboInvoice, type QboSalesLine } from '../../integrations/quickbooks/qbo-types';
import { ensureCustomer, withFreshSyncToken, type SyncContext } from './qbo-customers';
import { depositSubject, milestoneSubject, quoteAmountsOf, type InvoiceSubject } from './qbo-invoice-subjects';
import { findLink, saveLink, updateLink } from './qbo-links';

export interface MappedContext extends SyncContext {
  mapping: QboMapping;
}

export interface TxnOutcome {
  status: 'done' | 'skipped';
  qboId: string | null;
  detail: Record<string, string | number | boolean | null>;
}

function invoiceLines(ctx: MappedContext, subject: InvoiceSubject): { lines: QboSalesLine[]; taxCents: number } {
  const split = invoiceSplit(quoteAmountsOf(subject.quote), subject.amountCents);
  const taxCode = ctx.mapping.taxCodeId ? { TaxCodeRef: { value: ctx.mapping.taxCodeId } } : {};
  const what = subject.quote ? `Quote #${subject.quote.quoteNumber}` : `Job ${subject.jobNumber ?? ''}`.trim();
  return {
    taxCents: split.taxCents,
    lines: split.lines.map((l) => ({
      DetailType: 'SalesItemLineDetail',
      Amount: toQboAmount(l.amountCents),
      Description: `${subject.label} – ${what}`.slice(0, 4000),
      SalesItemLineDetail: { ItemRef: { value: ctx.mapping.items[l.item] }, Qty: 1, UnitPrice: toQboAmount(l.amountCents), ...taxCode },
    })),
  };
}

/** The invoice of a quote deposit or milestone, created (or adopted, or updated to Picket's amount) as needed. */
export async function ensureInvoice(ctx: MappedContext, subject: InvoiceSubject): Promise<{ qboId: string; created: boolean; totalCents: number }> {
  const { db, client, contractorId } = ctx;
  const realmId = client.realmId;
  if (subject.quoteDepositOf) {
    const deposit = await findLink(db, contractorId, realmId, 'invoice', subject.quoteDepositOf);
    if (deposit) {
      const link = await saveLink(db, { contractorId, realmId, kind: 'invoice', localId: subject.localId, qboId: deposit.qboId, detail: { ...deposit.detail, sameAsQuoteDeposit: true } });
      return { qboId: link.qboId, created: false, totalCents: Number(deposit.detail.totalCents ?? subject.amountCents) };
    }
  }
  const { lines, taxCents } = invoiceLines(ctx, subject);
  const existing = await findLink(db, contractorId, realmId, 'invoice', subject.localId);
  if (existing) {
    if (existing.detail.totalCents === subject.amountCents || existing.detail.sameAsQuoteDeposit || existing.detail.voided) return { qboId: existing.qboId, created: false, totalCents: Number(existing.detail.totalCents) };
    // Picket's amount changed (a milestone edited): the lines and tax replaced, with a fresh SyncToken.
    const updated = await withFreshSyncToken(
      () => client.read('Invoice', existing.qboId),
      (current) => client.update('Invoice', { Id: current.Id, SyncToken: current.SyncToken, Line: lines, TxnTaxDetail: { TotalTax: toQboAmount(taxCents) } }, `inu-${subject.localId.slice(0, 8)}-${subject.amountCents}-${current.SyncToken}`),
    );
    await updateLink(db, existing.id, { syncToken: updated.SyncToken, detail: { ...existing.detail, totalCents: fromQboAmount(updated.TotalAmt ?? 0) } });
    return { qboId: updated.Id, created: false, totalCents: subject.amountCents };
  }
  if (!subject.homeownerId) throw new QboApiError('invalid', 'The job has no customer to invoice');
  const customer = await ensureCustomer(ctx, subject.homeownerId);
  const docNumber = invoiceDocNumber({ quoteNumber: subject.quote?.quoteNumber ?? null, jobNumber: subject.jobNumber, part: subject.part });
  let invoice: QboInvoice;
  let adopted = false;
  try {
    invoice = await client.create(
      'Invoice',
      {
        CustomerRef: { value: customer.qboId },
        DocNumber: docNumber,
        ...(subject.dueDate ? { DueDate: subject.dueDate } : {}),
        Line: lines,
        TxnTaxDetail: { ...(ctx.mapping.taxCodeId ? { TxnTaxCodeRef: { value: ctx.mapping.taxCodeId } } : {}), TotalTax: toQboAmount(taxCents) },
        PrivateNote: `Picket ${subject.kind === 'deposit' ? 'quote deposit' : 'milestone'} ${subject.localId}`,
      },
      `in-${subject.localId}`,
    );
  } catch (error) {
    // The number is taken (6140): made before Picket could record it (a crash after QuickBooks answered a request
    // whose id it no longer remembers), so it is adopted if it is this customer's; anything else stays an error.
    // Searched only on this clash, not before every create (issue 27: one request fewer per invoice).
    if (!(isQboApiError(error) && error.kind === 'duplicate_number')) throw error;
    const [found] = await client.query('Invoice', `DocNumber = ${qboQuoted(docNumber)}`, { max: 1 });
    if (!found || found.CustomerRef.value !== customer.qboId) throw error;
    invoice = found;
    adopted = true;
  }
  const totalCents = fromQboAmount(invoice.TotalAmt ?? 0);
  const link = await saveLink(db, { contractorId, realmId, kind: 'invoice', localId: subject.localId, qboId: invoice.Id, syncToken: invoice.SyncToken, detail: { docNumber, totalCents, taxCents } });
  if (totalCents !== subject.amountCents) throw new QboApiError('invalid', `QuickBooks computed ${toQboAmount(totalCents)} for invoice ${docNumber}; Picket says ${toQboAmount(subject.amountCents)}. Check the tax settings of the invoice in QuickBooks.`);
  return { qboId: link.qboId, created: link.qboId === invoice.Id && !adopted, totalCents };
}

export async function syncInvoice(ctx: MappedContext, subject: { quoteId?: string; milestoneId?: string }): Promise<TxnOutcome> {
  const s = subject.milestoneId ? await milestoneSubject(ctx.db, ctx.contractorId, subject.milestoneId) : await depositSubject(ctx.db, ctx.contractorId, subject.quoteId!);
  if (!s) return { status: 'skipped', qboId: null, detail: { reason: 'nothing_to_invoice' } };
  const invoice = await ensureInvoice(ctx, s);
  return { status: 'done', qboId: invoice.qboId, detail: { totalCents: invoice.totalCents, created: invoice.created } };
}

/** Written on every Payment Picket sends; read back by the inbound side. */
export const picketPaymentMarker = (paymentId: string) => `Picket payment ${paymentId}`;
export const PICKET_PAYMENT_MARKER = /Picket payment ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

const tail = (s: string, n: number) => (s.length > n ? s.slice(-n) : s);

/** A Picket payment → a QuickBooks Payment linked to its invoice (never one sent back that came from QuickBooks). */
export async function syncPayment(ctx: MappedContext, paymentId: string): Promise<TxnOutcome> {
  const { db, client, contractorId, mapping } = ctx;
  const [p] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.contractorId, contractorId))).limit(1);
  if (!p) return { status: 'skipped', qboId: null, detail: { reason: 'gone' } };
  const linked = await findLink(db, contractorId, client.realmId, 'payment', p.id);
  if (linked) {
    if (linked.detail.amountCents === p.amountCents || linked.detail.fromQuickBooks) return { status: 'skipped', qboId: linked.qboId, detail: { reason: 'already_sent' } };
    // Changed in Picket after it was sent: a payment the bookkeeper deposited is never edited (6540), a person decides.
    try {
      const updated = await withFreshSyncToken(
        () => client.read('Payment', linked.qboId),
        (current) => client.update('Payment', { Id: current.Id, SyncToken: current.SyncToken, TotalAmt: toQboAmount(p.amountCents), Line: current.Line.map((l) => ({ ...l, Amount: toQboAmount(p.amountCents) })) }, `pau-${p.id.slice(0, 8)}-${p.amountCents}-${current.SyncToken}`),
      );
      await updateLink(db, linked.id, { syncToken: updated.SyncToken, detail: { ...linked.detail, amountCents: p.amountCents } });
      return { status: 'done', qboId: updated.Id, detail: { amountCents: p.amountCents, updated: true } };
    } catch (error) {
      if (isQboApiError(error) && error.kind === 'deposited') throw new QboApiError('deposited', `${error.message} The payment stays as it is in QuickBooks; change the deposit there, then send again.`, error.status, error.code);
      throw error;
    }
  }
  const subject = p.milestoneId ? await milestoneSubject(db, contractorId, p.milestoneId) : !p.jobId && p.quoteId ? await depositSubject(db, contractorId, p.quoteId) : null;
  if (!subject) return { status: 'skipped', qboId: null, detail: { reason: 'no_invoice' } };
  const invoice = await ensureInvoice(ctx, subject);
  const customer = await ensureCustomer(ctx, subject.homeownerId!);
  const [checkout] = p.paymentMethod === 'card' ? await db.select({ intent: cardCheckouts.stripePaymentIntentId }).from(cardCheckouts).where(eq(cardCheckouts.paymentId, p.id)).limit(1) : [];
  const stripeId = checkout?.intent ?? (p.idempotencyKey?.startsWith('stripe:') ? p.idempotencyKey.slice(7) : null);
  const isCard = p.paymentMethod === 'card';
  const created = await client.create(
    'Payment',
    {
      CustomerRef: { value: customer.qboId },
      TotalAmt: toQboAmount(p.amountCents),
      TxnDate: p.paymentDate,
      DepositToAccountRef: { value: isCard ? mapping.clearingAccountId : mapping.depositAccountId },
      // QuickBooks keeps 21 characters of a reference number; Stripe's full id goes in the note.
      ...(isCard && stripeId ? { PaymentRefNum: tail(stripeId, 21) } : p.checkNumber ? { PaymentRefNum: p.checkNumber.slice(0, 21) } : {}),
      // The marker lets the webhook about this very payment (which can beat the link's commit) know it as Picket's.
      PrivateNote: `${isCard ? `Card payment through Stripe${stripeId ? ` ${stripeId}` : ''}` : `Paid by ${p.paymentMethod}`}. ${picketPaymentMarker(p.id)}`,
      Line: [{ Amount: toQboAmount(p.amountCents), LinkedTxn: [{ TxnId: invoice.qboId, TxnType: 'Invoice' }] }],
    },
    `pa-${p.id}`,
  );
  const link = await saveLink(db, { contractorId, realmId: client.realmId, kind: 'payment', localId: p.id, qboId: created.Id, syncToken: created.SyncToken, detail: { amountCents: p.amountCents, invoiceId: invoice.qboId, card: isCard } });
  return { status: 'done', qboId: link.qboId, detail: { amountCents: p.amountCents, invoice: invoice.qboId, card: isCard } };
}

/** A Stripe refund → a RefundReceipt out of the clearing account (the card money goes back the way it came). */
export async function syncRefund(ctx: MappedContext, refundId: string): Promise<TxnOutcome> {
  const { db, client, contractorId, mapping } = ctx;
  const [r] = await db.select().from(cardRefunds).where(and(eq(cardRefunds.id, refundId), eq(cardRefunds.contractorId, contractorId))).limit(1);
  if (!r || r.status !== 'succeeded' || !r.paymentId) return { status: 'skipped', qboId: null, detail: { reason: r ? `refund_${r.status}` : 'gone' } };
  const linked = await findLink(db, contractorId, client.realmId, 'refund', r.id);
  if (linked) return { status: 'skipped', qboId: linked.qboId, detail: { reason: 'already_sent' } };
  const [p] = await db.select().from(payments).where(eq(payments.id, r.paymentId)).limit(1);
  const subject = p?.milestoneId ? await milestoneSubject(db, contractorId, p.milestoneId) : p?.quoteId ? await depositSubject(db, contractorId, p.quoteId) : null;
  if (!subject?.homeownerId) return { status: 'skipped', qboId: null, detail: { reason: 'no_customer' } };
  const customer = await ensureCustomer(ctx, subject.homeownerId);
  const created = await client.create(
    'RefundReceipt',
    {
      CustomerRef: { value: customer.qboId },
      DepositToAccountRef: { value: mapping.clearingAccountId },
      PaymentRefNum: tail(r.stripeRefundId, 21),
      PrivateNote: `Stripe refund ${r.stripeRefundId} (Picket)`,
      Line: [{ DetailType: 'SalesItemLineDetail', Amount: toQboAmount(r.amountCents), Description: 'Card refund', SalesItemLineDetail: { ItemRef: { value: mapping.items.installation }, Qty: 1, UnitPrice: toQboAmount(r.amountCents) } }],
    },
    `rf-${r.id}`,
  );
  const link = await saveLink(db, { contractorId, realmId: client.realmId, kind: 'refund', localId: r.id, qboId: created.Id, syncToken: created.SyncToken, detail: { amountCents: r.amountCents } });
  return { status: 'done', qboId: link.qboId, detail: { amountCents: r.amountCents } };
}
