// Issue 21: a refund shows where the payment did. The quote's history says how much was refunded (or given back when a
// refund failed), and the bell's earlier "paid in full" / "payment received" item stops claiming what is no longer so
// (rewritten and shown as unread again; SPEC §4's notification types stay as they are).
import { and, eq } from 'drizzle-orm';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { formatCents } from '../../../core/money';
import type { Db } from '../../db/connection';
import type { QuoteHistoryKind } from '../../../core/quotes/quote-history';
import { events, jobs, notifications, payments, quotes } from '../../db/schema/index';

type PaymentRow = typeof payments.$inferSelect;

/** `deltaCents`: what this change of the refund took off the payment (negative: a refund that failed gave it back). */
export async function noteRefundChange(db: Db, args: { contractorId: string; payment: PaymentRow; deltaCents: number; refundedCents: number }) {
  const { contractorId, payment, deltaCents } = args;
  if (deltaCents === 0) return;
  const [job] = payment.jobId ? await db.select({ quoteId: jobs.quoteId }).from(jobs).where(and(eq(jobs.id, payment.jobId), eq(jobs.contractorId, contractorId))).limit(1) : [];
  const quoteId = payment.quoteId ?? job?.quoteId ?? null;
  if (quoteId) {
    const eventType: QuoteHistoryKind = deltaCents > 0 ? 'payment_refunded' : 'refund_reversed';
    await db.insert(events).values({ contractorId, quoteId, eventType, eventData: { amountCents: Math.abs(deltaCents), paymentId: payment.id, jobId: payment.jobId } });
  }
  if (payment.jobId || !quoteId || deltaCents < 0) return;
  // A deposit still on the quote: its "payment received" item says what was refunded of it.
  const [q] = await db.select({ n: quotes.quoteNumber }).from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  await db
    .update(notifications)
    .set({ message: `Payment of ${formatCents(payment.amountCents)} for Quote #${q?.n ?? ''}: ${formatCents(args.refundedCents)} refunded`, readAt: null })
    .where(and(eq(notifications.contractorId, contractorId), eq(notifications.dedupeKey, `payment:${payment.id}`)));
}

/** A milestone a refund took back below its amount: its "paid in full" item says so instead. */
export async function withdrawPaidInFull(db: Db, args: { contractorId: string; milestone: { id: string; name: string; jobId: string } }) {
  const [job] = await db.select({ jobNumber: jobs.jobNumber }).from(jobs).where(eq(jobs.id, args.milestone.jobId)).limit(1);
  await db
    .update(notifications)
    .set({ message: `${args.milestone.name} for Job #${job ? displayJobNumber(job.jobNumber) : ''} is no longer paid in full: part was refunded`, readAt: null })
    .where(and(eq(notifications.contractorId, args.contractorId), eq(notifications.dedupeKey, `milestone_completed:${args.milestone.id}`)));
}
