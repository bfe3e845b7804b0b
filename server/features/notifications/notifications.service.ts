import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { NotificationData, PaymentNotification, PaymentReminder, QuoteApprovalNotification } from '../../../core/notifications/notification.schema';
import { daysUntilDue } from '../../../core/payments/overdue';
import type { Db } from '../../db/connection';
import { homeowners, jobs, notifications, paymentMilestones, quotes } from '../../db/schema/index';
import { contractorToday } from '../jobs/contractor-today';

type NotificationType = (typeof notifications.$inferInsert)['type'];

// More than the badge's 99 so "99+" is honest; the bell shows 20.
const LIST_LIMIT = 200;

export async function createNotification(
  db: Db,
  n: { contractorId: string; type: NotificationType; message: string; jobId?: string | null; milestoneId?: string | null; quoteId?: string | null; amountCents?: number | null; dedupeKey?: string; data?: NotificationData },
) {
  const [row] = await db
    .insert(notifications)
    .values({ ...n, data: n.data ?? {} })
    .onConflictDoNothing({ target: [notifications.contractorId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

/** For the quotes feature: a homeowner approved a quote (SPEC §4 type quote_approved). One per quote version. */
export async function notifyQuoteApproved(db: Db, { contractorId, quoteId, quoteNumber, customerName, version }: { contractorId: string; quoteId: string; quoteNumber: number; customerName?: string | null; version?: number }) {
  return createNotification(db, {
    contractorId,
    type: 'quote_approved',
    quoteId,
    message: customerName ? `Quote #${quoteNumber} approved by ${customerName}` : `Quote #${quoteNumber} approved`,
    dedupeKey: `quote_approved:${quoteId}:${version ?? 1}`,
  });
}

const customerName = (h: { name: string | null; firstName: string | null; lastName: string | null } | null) =>
  h ? h.name || [h.firstName, h.lastName].filter(Boolean).join(' ') || null : null;

const homeownerCols = { name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName };

/** SPEC §7 GET /api/payment-notifications: unread payment_received and milestone_completed, newest first. */
export async function listPaymentNotifications(db: Db, contractorId: string): Promise<PaymentNotification[]> {
  const rows = await db
    .select({ n: notifications, jobNumber: jobs.jobNumber, homeowner: homeownerCols })
    .from(notifications)
    .leftJoin(jobs, eq(jobs.id, notifications.jobId))
    .leftJoin(quotes, eq(quotes.id, notifications.quoteId))
    // The job's customer; a card deposit paid before the job: the quote's.
    .leftJoin(homeowners, eq(homeowners.id, sql`coalesce(${jobs.homeownerId}, ${quotes.homeownerId})`))
    .where(and(eq(notifications.contractorId, contractorId), inArray(notifications.type, ['payment_received', 'milestone_completed']), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ n, jobNumber, homeowner }) => ({
    id: n.id,
    type: n.type as PaymentNotification['type'],
    message: n.message,
    jobId: n.jobId,
    milestoneId: n.milestoneId,
    quoteId: n.quoteId,
    timestamp: n.createdAt.toISOString(),
    jobNumber: jobNumber ?? null,
    customerName: customerName(homeowner),
    amount: n.amountCents,
  }));
}

/** SPEC §7 GET /api/payment-reminders: overdue milestones found by the background detection and still unpaid. */
export async function listPaymentReminders(db: Db, contractorId: string, now: Date = new Date()): Promise<PaymentReminder[]> {
  const today = await contractorToday(db, contractorId, now);
  const rows = await db
    .select({ n: notifications, m: paymentMilestones, jobNumber: jobs.jobNumber, homeowner: homeownerCols })
    .from(notifications)
    .innerJoin(paymentMilestones, eq(paymentMilestones.id, notifications.milestoneId))
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .leftJoin(homeowners, eq(homeowners.id, jobs.homeownerId))
    .where(
      and(
        eq(notifications.contractorId, contractorId),
        eq(paymentMilestones.contractorId, contractorId),
        inArray(notifications.type, ['overdue_deposit', 'overdue_reminder']),
        ne(paymentMilestones.status, 'paid'),
        // Only the notification for the milestone's current due date (an edited due date starts over).
        sql`${notifications.dedupeKey} = 'overdue:' || ${paymentMilestones.id}::text || ':' || coalesce(${paymentMilestones.dueDate}::text, '')`,
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ n, m, jobNumber, homeowner }) => ({
    milestoneId: m.id,
    milestoneName: m.name,
    customerName: customerName(homeowner) ?? 'Customer',
    jobNumber,
    jobId: m.jobId,
    timestamp: n.createdAt.toISOString(),
    amount: m.amountCents,
    reminderSent: m.reminderSentAt != null,
    daysUntilDue: m.dueDate ? daysUntilDue(m.dueDate, today) : 0,
  }));
}

/** SPEC §7 GET /api/quote-approval-notifications: unread quote_approved, newest first. */
export async function listQuoteApprovalNotifications(db: Db, contractorId: string): Promise<QuoteApprovalNotification[]> {
  const rows = await db
    .select({ n: notifications, quoteNumber: quotes.quoteNumber, homeowner: homeownerCols })
    .from(notifications)
    .innerJoin(quotes, eq(quotes.id, notifications.quoteId))
    .leftJoin(homeowners, eq(homeowners.id, quotes.homeownerId))
    .where(and(eq(notifications.contractorId, contractorId), eq(notifications.type, 'quote_approved'), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ n, quoteNumber, homeowner }) => ({
    id: n.id,
    message: n.message,
    quoteId: n.quoteId!,
    quoteNumber: String(quoteNumber),
    timestamp: n.createdAt.toISOString(),
    customerName: customerName(homeowner),
  }));
}

export async function markNotificationRead(db: Db, { contractorId, notificationId }: { contractorId: string; notificationId: string }) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.contractorId, contractorId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(errorMessage('signedInErrors.notifications.notFound'));
}

export async function markAllNotificationsRead(db: Db, contractorId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.contractorId, contractorId), isNull(notifications.readAt), inArray(notifications.type, ['payment_received', 'milestone_completed', 'quote_approved', 'new_lead', 'accounting_reconnect', 'materials_missing'])))
    .returning({ id: notifications.id });
  return rows.length;
}
