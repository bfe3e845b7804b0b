// Recording what Stripe says was paid or refunded, inside the webhook's transaction. Money is never dropped: a payment
// for a milestone that was edited away still lands on the job, a deposit paid before the job waits on the quote and
// moves onto the job's deposit milestone when the quote is converted.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { formatCents } from '../../../core/money';
import type { Db } from '../../db/connection';
import { cardCheckouts, cardRefunds, jobs, paymentMilestones, paymentReceipts, payments, quotes } from '../../db/schema/index';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { contractorToday } from '../jobs/contractor-today';
import { recordJobEvent } from '../jobs/job-events';
import { createNotification } from '../notifications/notifications.service';
import { recordPayment } from './payments.service';
import { noteRefundChange, withdrawPaidInFull } from './refund-notes';

type CheckoutRow = typeof cardCheckouts.$inferSelect;

const NOTE = 'Paid online by card (Stripe)';

/** Net payments of a milestone decide it: covered → paid (once), no longer covered after a refund → pending again. */
export async function settleMilestone(db: Db, { contractorId, milestoneId, paidDate }: { contractorId: string; milestoneId: string; paidDate: string }) {
  const [m] = await db.select().from(paymentMilestones).where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId))).for('update').limit(1);
  if (!m) return;
  const [[paid], [refunded]] = [
    await db.select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` }).from(payments).where(eq(payments.milestoneId, m.id)),
    await db.select({ cents: sql<number>`coalesce(sum(${cardRefunds.countedCents}), 0)::int` }).from(cardRefunds).innerJoin(payments, eq(payments.id, cardRefunds.paymentId)).where(eq(payments.milestoneId, m.id)),
  ];
  const net = Number(paid.cents) - Number(refunded.cents);
  if (net >= m.amountCents && m.status !== 'paid') {
    await db.update(paymentMilestones).set({ status: 'paid', paidDate }).where(eq(paymentMilestones.id, m.id));
    const [job] = await db.select({ jobNumber: jobs.jobNumber }).from(jobs).where(eq(jobs.id, m.jobId)).limit(1);
    await createNotification(db, {
      contractorId,
      type: 'milestone_completed',
      message: `${m.name} paid in full for Job #${displayJobNumber(job.jobNumber)}`,
      jobId: m.jobId,
      milestoneId: m.id,
      amountCents: m.amountCents,
      dedupeKey: `milestone_completed:${m.id}`,
    });
    await recordJobEvent(db, contractorId, m.jobId, 'job_milestone', { milestoneId: m.id, name: m.name });
    await emitDomainEvent(db, { type: 'milestone.paid', contractorId, jobId: m.jobId, milestoneId: m.id, origin: 'payment' });
  } else if (net < m.amountCents && m.status === 'paid' && Number(paid.cents) >= m.amountCents) {
    // Paid by payments that a refund has since taken back (a milestone the contractor marked paid by hand stays paid).
    await db.update(paymentMilestones).set({ status: 'pending', paidDate: null }).where(eq(paymentMilestones.id, m.id));
    await withdrawPaidInFull(db, { contractorId, milestone: m });
  }
}

/** A deposit paid before the quote became a job: kept on the quote (job_id null), the contractor told in the bell. */
async function recordQuoteDeposit(db: Db, c: CheckoutRow, { amountCents, paymentDate, idempotencyKey }: { amountCents: number; paymentDate: string; idempotencyKey: string }) {
  const [inserted] = await db
    .insert(payments)
    .values({ contractorId: c.contractorId, jobId: null, quoteId: c.quoteId, amountCents, paymentType: 'quote_deposit', paymentMethod: 'card', paymentDate, notes: NOTE, idempotencyKey })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [previous] = await db.select().from(payments).where(and(eq(payments.contractorId, c.contractorId), eq(payments.idempotencyKey, idempotencyKey))).limit(1);
    return previous;
  }
  await emitDomainEvent(db, { type: 'payment.recorded', contractorId: c.contractorId, paymentId: inserted.id, jobId: null, quoteId: c.quoteId, origin: 'payment' });
  const [q] = c.quoteId ? await db.select({ n: quotes.quoteNumber }).from(quotes).where(eq(quotes.id, c.quoteId)).limit(1) : [];
  await createNotification(db, {
    contractorId: c.contractorId,
    type: 'payment_received',
    message: `Payment of ${formatCents(amountCents)} received for Quote #${q?.n ?? ''}`.trim(),
    quoteId: c.quoteId,
    amountCents,
    dedupeKey: `payment:${inserted.id}`,
  });
  return inserted;
}

/**
 * Records a Checkout Session's payment once: the payments row (method card, idempotency key = the session) and the
 * milestone's status in the caller's transaction, the attempt marked paid with Stripe's ids, a receipt queued.
 * Answers the receipt's id when this call recorded it.
 */
export async function fulfilCheckout(db: Db, c: CheckoutRow, session: { id: string; amount_total: number | null; payment_intent: string | null }): Promise<string | null> {
  if (c.status === 'paid') return null;
  const amountCents = session.amount_total ?? c.amountCents;
  const paymentDate = await contractorToday(db, c.contractorId);
  const idempotencyKey = `stripe:${session.id}`;
  let paymentId: string;

  // The quote row lock orders this against "Convert to Job" (which takes it too): the job exists or it does not.
  if (c.quoteId) await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, c.quoteId)).for('update');
  const [milestone] = c.milestoneId ? await db.select().from(paymentMilestones).where(eq(paymentMilestones.id, c.milestoneId)).limit(1) : [];
  const jobId = milestone?.jobId ?? c.jobId ?? (c.quoteId ? (await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.quoteId, c.quoteId), eq(jobs.contractorId, c.contractorId))).limit(1))[0]?.id : null) ?? null;
  const [job] = jobId ? await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, c.contractorId))).limit(1) : [];

  if (job) {
    const isDeposit = c.purpose === 'quote_deposit' || milestone?.milestoneType === 'deposit';
    const result = await recordPayment(db, {
      contractorId: c.contractorId,
      jobId: job.id,
      idempotencyKey,
      input: {
        paymentType: isDeposit ? 'job_deposit' : 'milestone',
        jobId: job.id,
        milestoneId: milestone?.id ?? null,
        quoteId: c.quoteId,
        amountCents,
        paymentDate,
        paymentMethod: 'card',
        notes: NOTE,
      },
    });
    paymentId = result.payment.id;
  } else {
    paymentId = (await recordQuoteDeposit(db, c, { amountCents, paymentDate, idempotencyKey })).id;
  }

  await db
    .update(cardCheckouts)
    .set({ status: 'paid', stripeSessionId: session.id, stripePaymentIntentId: session.payment_intent, paymentId, completedAt: new Date(), updatedAt: new Date() })
    .where(eq(cardCheckouts.id, c.id));
  // Refunds Stripe told us about before this payment's own event (events arrive in no fixed order).
  if (session.payment_intent) {
    const early = await db.select().from(cardRefunds).where(and(eq(cardRefunds.contractorId, c.contractorId), eq(cardRefunds.stripePaymentIntentId, session.payment_intent), isNull(cardRefunds.paymentId)));
    for (const r of early) await applyRefund(db, c.contractorId, { id: r.stripeRefundId, amount: r.amountCents, status: r.status, payment_intent: session.payment_intent, charge: r.stripeChargeId });
  }
  // created_at on the app's clock: the sweep (deliverPendingReceipts) compares it with the app's time.
  const [receipt] = await db.insert(paymentReceipts).values({ contractorId: c.contractorId, paymentId, checkoutId: c.id, language: c.language, createdAt: new Date() }).onConflictDoNothing().returning({ id: paymentReceipts.id });
  return receipt?.id ?? null;
}

const COUNTED = new Set(['succeeded', 'pending', 'requires_action']);

/**
 * A refund as Stripe sees it now (refund.* events, or a charge's refund list): stored once by its id; what it takes
 * off the job's paid amount follows its status, so a refund that later fails gives the money back to the balance.
 */
export async function applyRefund(
  db: Db,
  contractorId: string,
  refund: { id: string; amount: number; status: string | null; payment_intent: string | null; charge: string | null },
) {
  await db
    .insert(cardRefunds)
    .values({ contractorId, stripeRefundId: refund.id, stripePaymentIntentId: refund.payment_intent, stripeChargeId: refund.charge, amountCents: refund.amount, status: refund.status ?? 'pending' })
    .onConflictDoNothing();
  const [row] = await db.select().from(cardRefunds).where(eq(cardRefunds.stripeRefundId, refund.id)).for('update').limit(1);
  if (!row || row.contractorId !== contractorId) return; // another account's refund id: never touch it
  // A refund that names only its charge takes the payment of another refund of that charge (Stripe gave it the intent).
  const [sibling] =
    !refund.payment_intent && refund.charge
      ? await db
          .select({ intent: cardRefunds.stripePaymentIntentId })
          .from(cardRefunds)
          .where(and(eq(cardRefunds.contractorId, contractorId), eq(cardRefunds.stripeChargeId, refund.charge), isNotNull(cardRefunds.stripePaymentIntentId)))
          .limit(1)
      : [];
  const intent = refund.payment_intent ?? sibling?.intent ?? null;
  const [checkout] = intent
    ? await db.select().from(cardCheckouts).where(and(eq(cardCheckouts.contractorId, contractorId), eq(cardCheckouts.stripePaymentIntentId, intent))).limit(1)
    : [];
  const paymentId = row.paymentId ?? checkout?.paymentId ?? null;
  const counted = COUNTED.has(refund.status ?? '') ? refund.amount : 0;
  const [payment] = paymentId ? await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1) : [];
  if (!payment) {
    await db.update(cardRefunds).set({ status: refund.status ?? row.status, amountCents: refund.amount, stripePaymentIntentId: intent ?? row.stripePaymentIntentId, updatedAt: new Date() }).where(eq(cardRefunds.id, row.id));
    return; // the payment's own event has not come yet: fulfilCheckout applies it then
  }
  const delta = counted - row.countedCents;
  await db.update(cardRefunds).set({ paymentId: payment.id, status: refund.status ?? row.status, amountCents: refund.amount, countedCents: counted, stripePaymentIntentId: intent ?? row.stripePaymentIntentId, updatedAt: new Date() }).where(eq(cardRefunds.id, row.id));
  await noteRefundChange(db, { contractorId, payment, deltaCents: delta, refundedCents: counted });
  // Repeats are harmless: the books' outbox keeps one waiting row per refund and sends a refund once.
  if (refund.status === 'succeeded') {
    await emitDomainEvent(db, { type: 'payment.refunded', contractorId, refundId: row.id, paymentId: payment.id, origin: 'payment' });
  }
  if (delta === 0 || !payment.jobId) return;
  await db.update(jobs).set({ paidCents: sql`${jobs.paidCents} - ${delta}`, updatedAt: new Date() }).where(eq(jobs.id, payment.jobId));
  if (payment.milestoneId) await settleMilestone(db, { contractorId, milestoneId: payment.milestoneId, paidDate: payment.paymentDate });
}

/**
 * "Convert to Job": a deposit paid by card on the quote moves onto the new job's deposit milestone (its paid amount and
 * status), refunds with it. Called inside the conversion's transaction, after the milestones exist.
 */
export async function carryQuotePaymentsToJob(db: Db, { contractorId, quoteId, jobId }: { contractorId: string; quoteId: string; jobId: string }) {
  const waiting = await db.select().from(payments).where(and(eq(payments.contractorId, contractorId), eq(payments.quoteId, quoteId), isNull(payments.jobId))).for('update');
  if (waiting.length === 0) return;
  const milestones = await db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, jobId)).orderBy(asc(paymentMilestones.sequenceOrder));
  const deposit = milestones.find((m) => m.milestoneType === 'deposit') ?? milestones[0];
  const ids = waiting.map((p) => p.id);
  await db.update(payments).set({ jobId, milestoneId: deposit?.id ?? null, paymentType: 'job_deposit' }).where(inArray(payments.id, ids));
  const [refunded] = await db.select({ cents: sql<number>`coalesce(sum(${cardRefunds.countedCents}), 0)::int` }).from(cardRefunds).where(inArray(cardRefunds.paymentId, ids));
  const net = waiting.reduce((a, p) => a + p.amountCents, 0) - Number(refunded.cents);
  await db.update(jobs).set({ paidCents: sql`${jobs.paidCents} + ${net}`, updatedAt: new Date() }).where(eq(jobs.id, jobId));
  // The bell's "payment received" now opens the job.
  await db.execute(sql`update notifications set job_id = ${jobId}, milestone_id = ${deposit?.id ?? null} where contractor_id = ${contractorId} and quote_id = ${quoteId} and job_id is null and type = 'payment_received'`);
  if (deposit) {
    const latest = waiting.map((p) => p.paymentDate).sort().at(-1)!;
    await settleMilestone(db, { contractorId, milestoneId: deposit.id, paidDate: latest });
  }
}
