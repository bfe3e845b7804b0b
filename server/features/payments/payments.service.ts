import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldValidationError, notFound } from '../../../core/errors';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { formatCents } from '../../../core/money';
import type { RecordPaymentInput } from '../../../core/payments/payment.schema';
import type { Db, DbOrTx } from '../../db/connection';
import { jobs, paymentMilestones, payments } from '../../db/schema/index';
import { recordJobEvent } from '../jobs/job-events';
import { createNotification } from '../notifications/notifications.service';
import { milestoneView, overdueRuleFor, type MilestoneRow } from './milestones.service';
import { emitDomainEvent, type ChangeOrigin } from '../../domain-events/domain-events';

export type PaymentRow = typeof payments.$inferSelect;

/** `refundedCents`: what Stripe has refunded of a card payment (card_refunds), shown beside it on the job. */
export function paymentView(p: PaymentRow, refundedCents = 0) {
  return {
    id: p.id,
    jobId: p.jobId,
    milestoneId: p.milestoneId,
    quoteId: p.quoteId,
    amountCents: p.amountCents,
    paymentType: p.paymentType,
    paymentMethod: p.paymentMethod,
    paymentDate: p.paymentDate,
    checkNumber: p.checkNumber,
    notes: p.notes,
    refundedCents,
    createdAt: p.createdAt.toISOString(),
  };
}

/** 404 unless the job is the contractor's (DESIGN §3: another tenant's row is not found). */
export async function assertJobOfContractor(db: Db, contractorId: string, jobId: string) {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).limit(1);
  if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
}

export async function listPayments(db: Db, { contractorId, jobId }: { contractorId: string; jobId: string }) {
  const rows = await db
    .select({ p: payments, refunded: sql<number>`(select coalesce(sum(r.counted_cents), 0) from card_refunds r where r.payment_id = "payments"."id")::int` })
    .from(payments)
    .where(and(eq(payments.contractorId, contractorId), eq(payments.jobId, jobId)))
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
  return rows.map((r) => paymentView(r.p, Number(r.refunded)));
}

/** Issue 21: the payments a quote has had (its card deposit before the job, and the job's afterwards), net of refunds. */
export async function listQuotePayments(db: Db, { contractorId, quoteId, jobId }: { contractorId: string; quoteId: string; jobId: string | null }) {
  const rows = await db
    .select({ p: payments, refunded: sql<number>`(select coalesce(sum(r.counted_cents), 0) from card_refunds r where r.payment_id = "payments"."id")::int` })
    .from(payments)
    .where(and(eq(payments.contractorId, contractorId), jobId ? or(eq(payments.quoteId, quoteId), eq(payments.jobId, jobId)) : eq(payments.quoteId, quoteId)))
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
  return rows.map((r) => paymentView(r.p, Number(r.refunded)));
}

/** Which milestone a payment pays: the one named, else the deposit for deposits and the last one for a final payment. */
function targetMilestone(input: RecordPaymentInput, milestones: MilestoneRow[]): MilestoneRow | undefined {
  if (input.milestoneId) return milestones.find((m) => m.id === input.milestoneId);
  const open = milestones.filter((m) => m.status !== 'paid');
  if (input.paymentType === 'job_deposit' || input.paymentType === 'quote_deposit') return open.find((m) => m.milestoneType === 'deposit');
  if (input.paymentType === 'final') return [...open].reverse().find((m) => m.milestoneType === 'final') ?? open.at(-1);
  return undefined;
}

/**
 * Records a payment on a job (SPEC §5). With an idempotency key a retry returns the first payment instead of a second one.
 * Marks the milestone paid once its payments cover it, updates the job's paid amount, notifies payment_received
 * and milestone_completed.
 */
export async function recordPayment(
  db: DbOrTx,
  {
    contractorId,
    jobId,
    input,
    idempotencyKey,
    origin,
  }: { contractorId: string; jobId: string; input: RecordPaymentInput; idempotencyKey?: string | null; /** 'accounting': entered in QuickBooks, never sent back. */ origin?: ChangeOrigin },
) {
  return db.transaction(async (tx) => {
    // The job row lock serialises payments of one job (balance, milestone coverage, double clicks).
    const [job] = await tx.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).for('update').limit(1);
    if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
    if (input.jobId && input.jobId !== jobId) throw fieldValidationError('jobId', errorMessage('errors.payments.jobMismatch'));

    // The same key again: the first payment's answer. Checked here under the job's lock (the common retry), and again
    // by the unique index below, which alone holds when the key races on another job or another instance.
    const replay = async () => {
      const [previous] = await tx.select().from(payments).where(and(eq(payments.contractorId, contractorId), eq(payments.idempotencyKey, idempotencyKey!))).limit(1);
      if (!previous) return null;
      if (previous.jobId !== jobId || previous.amountCents !== input.amountCents) throw new AppError('CONFLICT', errorMessage('errors.payments.idempotencyKeyReused'));
      const [m] = previous.milestoneId ? await tx.select().from(paymentMilestones).where(eq(paymentMilestones.id, previous.milestoneId)).limit(1) : [];
      return { payment: paymentView(previous), milestone: m ? milestoneView(m, await overdueRuleFor(tx, contractorId)) : null, replayed: true };
    };
    if (idempotencyKey) {
      const replayed = await replay();
      if (replayed) return replayed;
    }

    const milestones = await tx.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, jobId)).orderBy(asc(paymentMilestones.sequenceOrder));
    const target = targetMilestone(input, milestones);
    if (input.milestoneId && !target) throw notFound(errorMessage('errors.payments.milestoneNotFound'));

    const [inserted] = await tx
      .insert(payments)
      .values({
        contractorId,
        jobId,
        milestoneId: target?.id ?? null,
        quoteId: input.quoteId ?? job.quoteId,
        amountCents: input.amountCents,
        paymentType: input.paymentType,
        paymentMethod: input.paymentMethod,
        paymentDate: input.paymentDate,
        checkNumber: input.paymentMethod === 'check' ? (input.checkNumber ?? null) : null,
        notes: input.notes ?? null,
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: [payments.contractorId, payments.idempotencyKey] })
      .returning();
    if (!inserted) {
      // Only a key can conflict: a concurrent request with it committed first; nothing of this one was written.
      const replayed = await replay();
      if (!replayed) throw new Error('payment insert conflicted without an idempotency key');
      return replayed;
    }

    await tx.update(jobs).set({ paidCents: sql`${jobs.paidCents} + ${input.amountCents}`, updatedAt: new Date() }).where(eq(jobs.id, jobId));
    await emitDomainEvent(tx, { type: 'payment.recorded', contractorId, paymentId: inserted.id, jobId, quoteId: inserted.quoteId, origin: origin ?? (input.paymentMethod === 'card' ? 'payment' : 'contractor') });
    const jobLabel = `Job #${displayJobNumber(job.jobNumber)}`;
    await createNotification(tx, {
      contractorId,
      type: 'payment_received',
      message: `Payment of ${formatCents(input.amountCents)} received for ${jobLabel}`,
      jobId,
      milestoneId: target?.id ?? null,
      amountCents: input.amountCents,
      dedupeKey: `payment:${inserted.id}`,
    });

    const isOverdue = await overdueRuleFor(tx, contractorId);
    let milestone = target ? milestoneView(target, isOverdue) : null;
    if (target && target.status !== 'paid') {
      // Net of refunds seen from Stripe: a refunded card payment no longer covers its milestone.
      const [{ covered }] = await tx
        .select({ covered: sql<number>`(coalesce(sum(${payments.amountCents}), 0) - coalesce((select sum(r.counted_cents) from card_refunds r join payments rp on rp.id = r.payment_id where rp.milestone_id = ${target.id}), 0))::int` })
        .from(payments)
        .where(eq(payments.milestoneId, target.id));
      if (covered >= target.amountCents) {
        const [paid] = await tx.update(paymentMilestones).set({ status: 'paid', paidDate: input.paymentDate }).where(eq(paymentMilestones.id, target.id)).returning();
        milestone = milestoneView(paid, isOverdue);
        await createNotification(tx, {
          contractorId,
          type: 'milestone_completed',
          message: `${target.name} paid in full for ${jobLabel}`,
          jobId,
          milestoneId: target.id,
          amountCents: target.amountCents,
          dedupeKey: `milestone_completed:${target.id}`,
        });
        // SPEC §5 events: job-related event types carry the job id.
        await recordJobEvent(tx, contractorId, jobId, 'job_milestone', { milestoneId: target.id, name: target.name });
        await emitDomainEvent(tx, { type: 'milestone.paid', contractorId, jobId, milestoneId: target.id, origin: origin ?? (input.paymentMethod === 'card' ? 'payment' : 'contractor') });
      }
    }
    return { payment: paymentView(inserted), milestone, replayed: false };
  });
}
