import { and, asc, eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldValidationError, notFound } from '../../../core/errors';
import { percentOf, splitByPercentages } from '../../../core/money';
import type { MilestoneUpdate } from '../../../core/payments/milestone.schema';
import { isMilestoneOverdue } from '../../../core/payments/overdue';
import { milestonePlan, percentagesTotalIsValid, type ScheduleType } from '../../../core/payments/payment-split';
import type { Db, DbOrTx } from '../../db/connection';
import { contractors, jobs, paymentMilestones } from '../../db/schema/index';
import { todayInTimeZone } from '../jobs/contractor-today';
import { createNotification } from '../notifications/notifications.service';
import { emitDomainEvent } from '../../domain-events/domain-events';

export type MilestoneRow = typeof paymentMilestones.$inferSelect;
export type OverdueRule = (m: MilestoneRow) => boolean;

/** The contractor's overdue rule for milestone views: their calendar day and their deposit grace. */
export async function overdueRuleFor(db: DbOrTx, contractorId: string, now: Date = new Date()): Promise<OverdueRule> {
  const [row] = await db.select({ timezone: contractors.timezone, depositReminderDays: contractors.depositReminderDays }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  const today = todayInTimeZone(row?.timezone ?? 'America/Chicago', now);
  return (m) => isMilestoneOverdue(m, today, row?.depositReminderDays);
}

export function milestoneView(m: MilestoneRow, isOverdue: OverdueRule) {
  return {
    id: m.id,
    jobId: m.jobId,
    name: m.name,
    percentage: m.percentage,
    amountCents: m.amountCents,
    status: m.status,
    dueDate: m.dueDate,
    paidDate: m.paidDate,
    sequenceOrder: m.sequenceOrder,
    milestoneType: m.milestoneType,
    reminderSent: m.reminderSentAt != null,
    overdue: isOverdue(m),
  };
}

/** Due dates (docs/decisions.md): deposit on creation, materials/progress on the scheduled date, final on completion. */
function dueDateFor(type: string, created: string, scheduled: string | null): string | null {
  if (type === 'deposit') return created;
  if (type === 'final') return null;
  return scheduled;
}

/** A job's milestones from the contractor's payment settings (SPEC §9 defaults); amounts in cents, last takes the remainder. */
export async function createMilestonesForJob(
  db: Db,
  { contractorId, jobId, totalCents, createdDate, scheduledDate }: { contractorId: string; jobId: string; totalCents: number; createdDate: string; scheduledDate: string | null },
) {
  const [c] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!c) throw notFound(errorMessage('errors.contractors.notFound'));
  const plan = milestonePlan({
    scheduleType: c.paymentScheduleType as ScheduleType,
    depositPercentage: c.depositPercentage,
    twoPayDepositPercentage: c.twoPayDepositPercentage,
    threePayDepositPercentage: c.threePayDepositPercentage,
    threePayMaterialsPercentage: c.threePayMaterialsPercentage,
    threePayFinalPercentage: c.threePayFinalPercentage,
    defaultMilestoneSchedule: c.defaultMilestoneSchedule,
  });
  const amounts = splitByPercentages(totalCents, plan.map((p) => p.percentage));
  return db
    .insert(paymentMilestones)
    .values(
      plan.map((p, i) => ({
        contractorId,
        jobId,
        name: p.name,
        percentage: p.percentage,
        amountCents: amounts[i],
        sequenceOrder: i,
        milestoneType: p.milestoneType,
        dueDate: dueDateFor(p.milestoneType, createdDate, scheduledDate),
      })),
    )
    .returning();
}

export async function listMilestones(db: Db, { contractorId, jobId }: { contractorId: string; jobId: string }) {
  const rows = await db
    .select()
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.contractorId, contractorId), eq(paymentMilestones.jobId, jobId)))
    .orderBy(asc(paymentMilestones.sequenceOrder), asc(paymentMilestones.createdAt));
  const isOverdue = await overdueRuleFor(db, contractorId);
  return rows.map((m) => milestoneView(m, isOverdue));
}

async function jobTotal(db: DbOrTx, contractorId: string, jobId: string) {
  const [job] = await db.select({ totalCents: jobs.totalCents, jobNumber: jobs.jobNumber }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).limit(1);
  if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
  return job;
}

/** Edit one milestone (SPEC §5 rules in the schema). A changed percentage recomputes the amount unless one is given. */
export async function updateMilestone(db: Db, { contractorId, milestoneId, input }: { contractorId: string; milestoneId: string; input: MilestoneUpdate }) {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(paymentMilestones)
      .where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId)))
      .for('update')
      .limit(1);
    if (!m) throw notFound(errorMessage('errors.payments.milestoneNotFound'));
    const job = await jobTotal(tx, contractorId, m.jobId);
    if (input.percentage !== undefined && input.percentage !== m.percentage) {
      // SPEC §5: the schedule keeps adding up to 100 (two-pay exactly, otherwise within 0.01).
      const siblings = await tx.select({ id: paymentMilestones.id, percentage: paymentMilestones.percentage }).from(paymentMilestones).where(eq(paymentMilestones.jobId, m.jobId));
      assertScheduleTotal(siblings.map((s) => (s.id === m.id ? input.percentage! : s.percentage)));
    }
    const patch: Partial<typeof paymentMilestones.$inferInsert> = { ...input };
    if (input.percentage !== undefined && input.amountCents === undefined) patch.amountCents = percentOf(job.totalCents, input.percentage);
    if (input.status && input.status !== 'paid') patch.paidDate = null;
    const [updated] = await tx.update(paymentMilestones).set(patch).where(eq(paymentMilestones.id, m.id)).returning();
    if (m.status === 'pending' && updated.status === 'invoiced') {
      await emitDomainEvent(tx, { type: 'milestone.invoiced', contractorId, jobId: m.jobId, milestoneId: m.id, origin: 'contractor' });
    }
    if (m.status !== 'paid' && updated.status === 'paid') {
      await createNotification(tx, {
        contractorId,
        type: 'milestone_completed',
        message: `${updated.name} completed`,
        jobId: m.jobId,
        milestoneId: m.id,
        amountCents: updated.amountCents,
        dedupeKey: `milestone_completed:${m.id}`,
      });
      await emitDomainEvent(tx, { type: 'milestone.paid', contractorId, jobId: m.jobId, milestoneId: m.id, origin: 'contractor' });
    }
    return milestoneView(updated, await overdueRuleFor(tx, contractorId));
  });
}

export interface ScheduleEntry {
  id?: string;
  name: string;
  percentage: number;
  dueDate?: string | null;
  milestoneType?: MilestoneRow['milestoneType'];
}

/** Replace a job's schedule (SPEC §5 totals); paid milestones must stay as they are. Amounts recomputed from the job total. */
/** SPEC §5 split totals: two payments exactly 100, three (or more) within 0.01. */
export function assertScheduleTotal(percentages: number[]) {
  const sum = percentages.reduce((a, b) => a + b, 0);
  if (percentages.length === 2 && Math.abs(sum - 100) > 1e-9) {
    throw fieldValidationError('milestones', errorMessage('validation.deposit_and_final_percentages_must_add_up_to_100'));
  }
  if (!percentagesTotalIsValid(percentages)) {
    throw fieldValidationError('milestones', errorMessage(percentages.length === 3 ? 'validation.three_payment_percentages_must_add_up_to_100' : 'validation.milestone_percentages_must_add_up_to_100'));
  }
}

export async function replaceMilestoneSchedule(db: Db, { contractorId, jobId, entries }: { contractorId: string; jobId: string; entries: ScheduleEntry[] }) {
  const percentages = entries.map((e) => e.percentage);
  assertScheduleTotal(percentages);
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).for('update').limit(1);
    if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
    const existing = await tx.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, jobId));
    const amounts = splitByPercentages(job.totalCents, percentages);
    for (const paid of existing.filter((m) => m.status === 'paid')) {
      const i = entries.findIndex((e) => e.id === paid.id);
      if (i < 0 || amounts[i] !== paid.amountCents) throw new AppError('CONFLICT', errorMessage('errors.payments.paidMilestoneLocked'));
    }
    const keptIds = new Set(entries.map((e) => e.id).filter(Boolean));
    for (const m of existing) if (!keptIds.has(m.id)) await tx.delete(paymentMilestones).where(eq(paymentMilestones.id, m.id));
    for (const [i, e] of entries.entries()) {
      const values = {
        name: e.name,
        percentage: e.percentage,
        amountCents: amounts[i],
        sequenceOrder: i,
        dueDate: e.dueDate ?? null,
        ...(e.milestoneType ? { milestoneType: e.milestoneType } : {}),
      };
      const current = existing.find((m) => m.id === e.id);
      if (current) {
        if (current.status !== 'paid') await tx.update(paymentMilestones).set(values).where(eq(paymentMilestones.id, current.id));
      } else {
        await tx.insert(paymentMilestones).values({ contractorId, jobId, milestoneType: 'custom', ...values });
      }
    }
    return listMilestones(tx, { contractorId, jobId });
  });
}

/** After the contract amount changes: recompute unpaid milestones' amounts (no paid milestone may exist). */
export async function resyncMilestoneAmounts(db: Db, { contractorId, jobId, totalCents }: { contractorId: string; jobId: string; totalCents: number }) {
  const rows = await db.select().from(paymentMilestones).where(and(eq(paymentMilestones.jobId, jobId), eq(paymentMilestones.contractorId, contractorId))).orderBy(asc(paymentMilestones.sequenceOrder));
  if (rows.some((m) => m.status === 'paid')) throw new AppError('CONFLICT', errorMessage('errors.payments.amountLockedAfterPayment'));
  const amounts = splitByPercentages(totalCents, rows.map((m) => m.percentage));
  for (const [i, m] of rows.entries()) await db.update(paymentMilestones).set({ amountCents: amounts[i] }).where(eq(paymentMilestones.id, m.id));
  return rows.length;
}
