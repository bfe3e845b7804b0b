// What becomes a QuickBooks invoice: a quote's deposit when the homeowner approves it (its own invoice, before any
// job exists), and each milestone of a job when it is invoiced (SPEC §4 pending → invoiced → paid). A job's deposit
// milestone whose quote already has a deposit invoice is that invoice, not a second one.
import { and, eq } from 'drizzle-orm';
import type { QuoteAmounts } from '../../../core/quickbooks/invoice-lines';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { pricedQuoteSchema } from '../../../core/quotes/quote-view.schema';
import { jobs, paymentMilestones, quotes } from '../../db/schema/index';

type QuoteRow = typeof quotes.$inferSelect;

export interface InvoiceSubject {
  /** The link's local id: the quote (its deposit) or the milestone. */
  localId: string;
  kind: 'deposit' | 'milestone';
  homeownerId: string | null;
  amountCents: number;
  quote: QuoteRow | null;
  jobNumber: string | null;
  /** D for a quote's deposit; the milestone's place (1, 2, 3…) otherwise. */
  part: string;
  label: string;
  dueDate: string | null;
  /** A deposit milestone that stands for its quote's deposit invoice. */
  quoteDepositOf: string | null;
}

export function quoteAmountsOf(quote: Pick<QuoteRow, 'totalCents' | 'taxCents' | 'shippingCents' | 'pricing'> | null): QuoteAmounts {
  const lines = readJsonb(pricedQuoteSchema.nullable(), quote?.pricing ?? null, 'quotes.pricing', { orElse: null })?.lines ?? [];
  return {
    totalCents: quote?.totalCents ?? 0,
    taxCents: quote?.taxCents ?? 0,
    shippingCents: quote?.shippingCents ?? 0,
    lines: Array.isArray(lines) ? lines.map((l) => ({ kind: String(l.kind ?? ''), category: String(l.category ?? ''), customerTotalCents: Number(l.customerTotalCents ?? 0) })) : [],
  };
}

export async function depositSubject(db: Db, contractorId: string, quoteId: string): Promise<InvoiceSubject | null> {
  const [quote] = await db.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  if (!quote || quote.depositCents <= 0) return null;
  return { localId: quote.id, kind: 'deposit', homeownerId: quote.homeownerId, amountCents: quote.depositCents, quote, jobNumber: null, part: 'D', label: 'Deposit', dueDate: null, quoteDepositOf: null };
}

export async function milestoneSubject(db: Db, contractorId: string, milestoneId: string): Promise<InvoiceSubject | null> {
  const [row] = await db
    .select({ m: paymentMilestones, job: jobs })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId)))
    .limit(1);
  if (!row) return null;
  const [quote] = row.job.quoteId ? await db.select().from(quotes).where(eq(quotes.id, row.job.quoteId)).limit(1) : [];
  const isDeposit = row.m.milestoneType === 'deposit' && quote && quote.depositCents > 0;
  return {
    localId: row.m.id,
    kind: 'milestone',
    homeownerId: row.job.homeownerId ?? quote?.homeownerId ?? null,
    amountCents: row.m.amountCents,
    quote: quote ?? null,
    jobNumber: row.job.jobNumber,
    part: isDeposit ? 'D' : String(row.m.sequenceOrder + 1),
    label: row.m.name,
    dueDate: row.m.dueDate,
    quoteDepositOf: isDeposit ? quote.id : null,
  };
}

/** A job's deposit milestone (the one invoiced with the job), if it has one. */
export async function jobDepositMilestone(db: Db, contractorId: string, jobId: string): Promise<string | null> {
  const [m] = await db
    .select({ id: paymentMilestones.id })
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.jobId, jobId), eq(paymentMilestones.contractorId, contractorId), eq(paymentMilestones.milestoneType, 'deposit')))
    .limit(1);
  return m?.id ?? null;
}
