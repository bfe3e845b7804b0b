// What a homeowner can pay by card on a quote: its deposit until the quote becomes a job, then the job's milestones.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dueCents, type CardItemState, type CardPayableItem, type CheckoutOutcome } from '../../../core/payments/card-payments.schema';
import { milestoneDisplayName } from '../../../core/payments/milestone-display-name';
import type { Db, DbOrTx } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { pricedQuoteSchema } from '../../../core/quotes/quote-view.schema';
import { cardCheckouts, cardRefunds, jobs, paymentMilestones, payments, quotes } from '../../db/schema/index';

type QuoteRow = typeof quotes.$inferSelect;
type MilestoneRow = typeof paymentMilestones.$inferSelect;
type Lang = 'en' | 'es';

// After approval and before the job: the statuses in which a deposit is asked for (SPEC §4).
const DEPOSIT_STATUSES: QuoteRow['status'][] = ['approved', 'scheduled', 'completed'];

/** Payments and refunds (net) of some milestones. */
export async function netPaidByMilestone(db: Db, milestoneIds: string[]): Promise<Map<string, { paid: number; refunded: number }>> {
  const out = new Map(milestoneIds.map((id) => [id, { paid: 0, refunded: 0 }]));
  if (milestoneIds.length === 0) return out;
  // One after the other, never Promise.all: `db` may be a transaction (card checkout), one client, one query at a time.
  const paid = await db.select({ id: payments.milestoneId, cents: sql<number>`sum(${payments.amountCents})::int` }).from(payments).where(inArray(payments.milestoneId, milestoneIds)).groupBy(payments.milestoneId);
  const refunded = await db
    .select({ id: payments.milestoneId, cents: sql<number>`sum(${cardRefunds.countedCents})::int` })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(inArray(payments.milestoneId, milestoneIds))
    .groupBy(payments.milestoneId);
  for (const r of paid) out.get(r.id!)!.paid = Number(r.cents);
  for (const r of refunded) out.get(r.id!)!.refunded = Number(r.cents);
  return out;
}

/** A quote's deposit paid before the quote became a job (those payments wait on the quote, job_id null). */
export async function quoteDepositPaid(db: Db, quote: Pick<QuoteRow, 'id' | 'contractorId'>): Promise<{ paid: number; refunded: number }> {
  const waiting = and(eq(payments.contractorId, quote.contractorId), eq(payments.quoteId, quote.id), isNull(payments.jobId));
  // Sequential, as above: called inside the checkout's transaction.
  const [paid] = await db.select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` }).from(payments).where(waiting);
  const [refunded] = await db.select({ cents: sql<number>`coalesce(sum(${cardRefunds.countedCents}), 0)::int` }).from(cardRefunds).innerJoin(payments, eq(payments.id, cardRefunds.paymentId)).where(waiting);
  return { paid: Number(paid.cents), refunded: Number(refunded.cents) };
}

export async function jobOfQuote(db: Db, quote: Pick<QuoteRow, 'id' | 'contractorId'>) {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.quoteId, quote.id), eq(jobs.contractorId, quote.contractorId))).orderBy(desc(jobs.createdAt)).limit(1);
  return job ?? null;
}

function stateOf(total: number, paid: number, refunded: number, processing: boolean, settled: boolean): CardItemState {
  if (settled || dueCents(total, paid, refunded) === 0) return 'paid';
  return processing ? 'processing' : 'due';
}

export function milestoneItem(m: MilestoneRow, net: { paid: number; refunded: number }, processing: boolean, lang: Lang): CardPayableItem {
  return {
    milestoneId: m.id,
    kind: m.milestoneType,
    name: milestoneDisplayName(m.name, m.milestoneType, lang),
    totalCents: m.amountCents,
    paidCents: net.paid,
    refundedCents: net.refunded,
    dueCents: m.status === 'paid' ? 0 : dueCents(m.amountCents, net.paid, net.refunded),
    dueDate: m.dueDate,
    state: stateOf(m.amountCents, net.paid, net.refunded, processing, m.status === 'paid'),
  };
}

/** Milestones of a job with their card state; $0 milestones are left out (nothing to pay). */
export async function milestoneItems(db: DbOrTx, milestones: MilestoneRow[], lang: Lang): Promise<CardPayableItem[]> {
  const payable = milestones.filter((m) => m.amountCents > 0);
  const ids = payable.map((m) => m.id);
  const net = await netPaidByMilestone(db, ids);
  const processing = ids.length
    ? new Set((await db.select({ id: cardCheckouts.milestoneId }).from(cardCheckouts).where(and(inArray(cardCheckouts.milestoneId, ids), eq(cardCheckouts.status, 'processing')))).map((r) => r.id))
    : new Set<string | null>();
  return payable.map((m) => milestoneItem(m, net.get(m.id)!, processing.has(m.id), lang));
}

/** The quote's payable items: the job's milestones once it is a job, else its deposit after approval. */
export async function cardPayableItems(db: DbOrTx, quote: QuoteRow, lang: Lang): Promise<CardPayableItem[]> {
  const job = await jobOfQuote(db, quote);
  if (job) {
    const milestones = await db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, job.id)).orderBy(asc(paymentMilestones.sequenceOrder), asc(paymentMilestones.createdAt));
    return milestoneItems(db, milestones, lang);
  }
  if (!DEPOSIT_STATUSES.includes(quote.status) || quote.depositCents <= 0) return [];
  const net = await quoteDepositPaid(db, quote);
  const [processing] = await db
    .select({ id: cardCheckouts.id })
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.quoteId, quote.id), eq(cardCheckouts.purpose, 'quote_deposit'), eq(cardCheckouts.status, 'processing')))
    .limit(1);
  const deposit = readJsonb(pricedQuoteSchema.nullable(), quote.pricing, 'quotes.pricing', { orElse: null })?.paymentSchedule[0] ?? null;
  return [
    {
      milestoneId: null,
      kind: 'deposit',
      name: milestoneDisplayName('Deposit', 'deposit', lang) + (deposit ? ` (${deposit.percent}%)` : ''),
      totalCents: quote.depositCents,
      paidCents: net.paid,
      refundedCents: net.refunded,
      dueCents: dueCents(quote.depositCents, net.paid, net.refunded),
      dueDate: null,
      state: stateOf(quote.depositCents, net.paid, net.refunded, Boolean(processing), false),
    },
  ];
}

const outcomeOf: Record<(typeof cardCheckouts.$inferSelect)['status'], CheckoutOutcome> = {
  creating: 'confirming',
  open: 'confirming',
  processing: 'processing',
  paid: 'paid',
  failed: 'failed',
  expired: 'expired',
};

/** The attempt behind a return URL's ?session=, if it belongs to this page (its quote, or its pay link's milestone). */
export async function checkoutOutcome(db: Db, { contractorId, sessionId, quoteId, milestoneIds }: { contractorId: string; sessionId?: string; quoteId?: string | null; milestoneIds: string[] }) {
  if (!sessionId) return null;
  const [row] = await db.select().from(cardCheckouts).where(and(eq(cardCheckouts.stripeSessionId, sessionId), eq(cardCheckouts.contractorId, contractorId))).limit(1);
  if (!row) return null;
  const mine = (quoteId && row.quoteId === quoteId) || (row.milestoneId && milestoneIds.includes(row.milestoneId));
  return mine ? { outcome: outcomeOf[row.status], amountCents: row.amountCents } : null;
}

