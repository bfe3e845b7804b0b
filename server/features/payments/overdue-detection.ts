import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { isMilestoneOverdue, overdueNotificationType, reminderMessage } from '../../../core/payments/overdue';
import type { Db } from '../../db/connection';
import { contractors, homeowners, jobs, notifications, paymentMilestones } from '../../db/schema/index';
import { todayInTimeZone } from '../jobs/contractor-today';
import { createNotification } from '../notifications/notifications.service';
import { emitDomainEvent } from '../../domain-events/domain-events';

export const overdueDedupeKey = (milestoneId: string, dueDate: string) => `overdue:${milestoneId}:${dueDate}`;

/**
 * Finds unpaid milestones past due (SPEC §5 rule in core) across all tenants and records one overdue notification each.
 * Idempotent: the unique (contractor_id, dedupe_key) index turns a second run, or a run on another instance, into a no-op.
 */
export async function detectOverdueMilestones(db: Db, now: Date = new Date(), only?: { contractorId: string; jobId: string }): Promise<{ checked: number; created: number }> {
  const candidates = await db
    .select({
      m: paymentMilestones,
      jobNumber: jobs.jobNumber,
      timezone: contractors.timezone,
      depositReminderDays: contractors.depositReminderDays,
      homeowner: { name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName },
    })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .innerJoin(contractors, eq(contractors.id, paymentMilestones.contractorId))
    .leftJoin(homeowners, eq(homeowners.id, jobs.homeownerId))
    .leftJoin(
      notifications,
      and(
        eq(notifications.contractorId, paymentMilestones.contractorId),
        eq(notifications.dedupeKey, sql`'overdue:' || ${paymentMilestones.id}::text || ':' || ${paymentMilestones.dueDate}::text`),
      ),
    )
    .where(
      and(
        ne(paymentMilestones.status, 'paid'),
        isNotNull(paymentMilestones.dueDate),
        ne(jobs.status, 'cancelled'),
        isNull(notifications.id),
        // Imports are history, not news (issue 26): a milestone brought in by an import the contractor did not announce
        // gets no overdue notice (nor the milestone.overdue event that would start reminders and syncs).
        sql`not exists (select 1 from import_batches b where b.id = ${paymentMilestones.importBatchId} and not b.announce)`,
        // Coarse filter in SQL (a day of slack for time zones); the exact rule is core's isMilestoneOverdue.
        sql`${paymentMilestones.dueDate} < (${now.toISOString()}::timestamptz)::date + 1`,
        // One job's milestones, right after the contractor changed their due dates (the hourly run finds the rest).
        only ? and(eq(paymentMilestones.contractorId, only.contractorId), eq(paymentMilestones.jobId, only.jobId)) : undefined,
      ),
    );
  let created = 0;
  for (const c of candidates) {
    const today = todayInTimeZone(c.timezone, now);
    if (!isMilestoneOverdue({ status: c.m.status, milestoneType: c.m.milestoneType, dueDate: c.m.dueDate }, today, c.depositReminderDays)) continue;
    const name = c.homeowner ? c.homeowner.name || `${c.homeowner.firstName} ${c.homeowner.lastName}`.trim() : 'Customer';
    // The notification and its announcement commit together: a later run skips what the dedupe key already holds.
    const id = await db.transaction(async (tx) => {
      const created = await createNotification(tx, {
        contractorId: c.m.contractorId,
        type: overdueNotificationType(c.m),
        message: reminderMessage(c.m.name, name, c.jobNumber),
        jobId: c.m.jobId,
        milestoneId: c.m.id,
        amountCents: c.m.amountCents,
        dedupeKey: overdueDedupeKey(c.m.id, c.m.dueDate!),
      });
      if (created) await emitDomainEvent(tx, { type: 'milestone.overdue', contractorId: c.m.contractorId, jobId: c.m.jobId, milestoneId: c.m.id, origin: 'system' });
      return created;
    });
    if (id) created += 1;
  }
  return { checked: candidates.length, created };
}
