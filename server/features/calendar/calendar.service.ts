// Calendar events of one contractor (SPEC §3 calendar_events, §7 calls) and the schedule that merges them with jobs.
import { and, asc, eq, gte, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import {
  calendarEventRuleIssues,
  calendarEventSchema,
  type CalendarEventData,
  type CalendarEventPatch,
  type CalendarEventView,
  type DateRangeQuery,
  type ScheduledItem,
} from '../../../core/calendar/calendar-event.schema';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound, schemaMessage } from '../../../core/errors';
import { displayJobNumber } from '../../../core/jobs/job-number';
import type { Db } from '../../db/connection';
import { calendarEvents, homeowners, jobs, quotes } from '../../db/schema/index';

type EventRow = typeof calendarEvents.$inferSelect;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
export const eventNotFound = () => notFound(errorMessage('signedInErrors.calendar.eventNotFound'));

export function toEventView(row: EventRow): CalendarEventView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventType: row.eventType,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    isAnytime: row.isAnytime,
    color: row.color,
    linkedQuoteId: row.linkedQuoteId,
    linkedHomeownerId: row.linkedHomeownerId,
    jobId: row.jobId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    address: row.address,
    visitInstructions: row.visitInstructions,
    assignedTo: row.assignedTo,
    isCompleted: row.isCompleted,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Linked quote, customer and job must be the same contractor's; anything else is simply not found (DESIGN §3). */
async function assertLinksOwned(db: Db, contractorId: string, e: Pick<CalendarEventData, 'linkedQuoteId' | 'linkedHomeownerId' | 'jobId'>) {
  const owned = async (table: typeof quotes | typeof homeowners | typeof jobs, id: string) => {
    if (!isUuid(id)) return false;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.contractorId, contractorId)))
      .limit(1);
    return Boolean(row);
  };
  if (e.linkedQuoteId && !(await owned(quotes, e.linkedQuoteId))) throw notFound(errorMessage('errors.quotes.notFound'));
  if (e.linkedHomeownerId && !(await owned(homeowners, e.linkedHomeownerId))) throw notFound(errorMessage('signedInErrors.customers.notFound'));
  if (e.jobId && !(await owned(jobs, e.jobId))) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
}

async function loadEvent(db: Db, contractorId: string, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw eventNotFound();
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.contractorId, contractorId)))
    .limit(1);
  if (!row) throw eventNotFound();
  return row;
}

// A completed status and the isCompleted flag (SPEC §3) always agree.
const completion = (status: CalendarEventData['status']) => ({ isCompleted: status === 'completed' });

/** SPEC §7 POST /api/calendar/events; the tenant is the signed-in contractor, never the payload's contractorId. */
export async function createEvent(db: Db, args: { contractorId: string; input: CalendarEventData }): Promise<CalendarEventView> {
  return db.transaction(async (tx) => {
    await assertLinksOwned(tx, args.contractorId, args.input);
    const [row] = await tx
      .insert(calendarEvents)
      .values({ ...args.input, ...completion(args.input.status), contractorId: args.contractorId })
      .returning();
    return toEventView(row);
  });
}

/** SPEC §7 PATCH /api/calendar/events/{id}: the patch is merged into the stored event and the whole is checked again. */
export async function updateEvent(db: Db, args: { contractorId: string; id: string; patch: CalendarEventPatch }): Promise<CalendarEventView> {
  return db.transaction(async (tx) => {
    const current = await loadEvent(tx, args.contractorId, args.id);
    const { contractorId: _ignored, ...patch } = args.patch;
    const merged = { ...toEventView(current), ...patch };
    const issues = calendarEventRuleIssues(merged);
    if (issues.length) throw new AppError('VALIDATION', schemaMessage(issues[0].message), issues);
    const input = calendarEventSchema.parse(merged);
    await assertLinksOwned(tx, args.contractorId, input);
    const [row] = await tx
      .update(calendarEvents)
      .set({ ...input, ...completion(input.status) })
      .where(and(eq(calendarEvents.id, args.id), eq(calendarEvents.contractorId, args.contractorId)))
      .returning();
    return toEventView(row);
  });
}

export async function getEvent(db: Db, args: { contractorId: string; id: string }): Promise<CalendarEventView> {
  return toEventView(await loadEvent(db, args.contractorId, args.id));
}

export async function deleteEvent(db: Db, args: { contractorId: string; id: string }): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    await loadEvent(tx, args.contractorId, args.id);
    await tx.delete(calendarEvents).where(and(eq(calendarEvents.id, args.id), eq(calendarEvents.contractorId, args.contractorId)));
    return { deleted: true as const };
  });
}

/** Mark complete: status completed and isCompleted true (SPEC §3/§4). */
export async function completeEvent(db: Db, args: { contractorId: string; id: string }): Promise<CalendarEventView> {
  return updateEvent(db, { contractorId: args.contractorId, id: args.id, patch: { status: 'completed' } });
}

/** The contractor's events that touch an inclusive date range, in date and time order. */
export async function listEvents(db: Db, args: { contractorId: string; range: DateRangeQuery }): Promise<CalendarEventView[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.contractorId, args.contractorId),
        lte(calendarEvents.startDate, args.range.to),
        sql`coalesce(${calendarEvents.endDate}, ${calendarEvents.startDate}) >= ${args.range.from}`,
      ),
    )
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.startTime), asc(calendarEvents.createdAt))
    .limit(2000);
  return rows.map(toEventView);
}

// Jobs that are off the calendar: not scheduled at all, or called off.
const hiddenJobStatuses = ['unscheduled', 'cancelled'] as const;

/** GET /api/scheduled-items: the range's events plus the contractor's scheduled jobs (read-only, in the job's colour). */
export async function listScheduledItems(db: Db, args: { contractorId: string; range: DateRangeQuery }): Promise<ScheduledItem[]> {
  const [events, jobRows] = await Promise.all([
    listEvents(db, args),
    db
      .select({
        id: jobs.id,
        jobNumber: jobs.jobNumber,
        name: jobs.name,
        status: jobs.status,
        scheduledDate: jobs.scheduledDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
        color: jobs.calendarColor,
        homeownerId: jobs.homeownerId,
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.contractorId, args.contractorId),
          isNotNull(jobs.scheduledDate),
          gte(jobs.scheduledDate, args.range.from),
          lte(jobs.scheduledDate, args.range.to),
          notInArray(jobs.status, [...hiddenJobStatuses]),
        ),
      )
      .orderBy(asc(jobs.scheduledDate), asc(jobs.startTime))
      .limit(2000),
  ]);
  const customerIds = [...new Set(jobRows.map((j) => j.homeownerId).filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string>();
  if (customerIds.length) {
    const rows = await db
      .select({ id: homeowners.id, name: homeowners.name })
      .from(homeowners)
      .where(and(eq(homeowners.contractorId, args.contractorId), inArray(homeowners.id, customerIds)));
    for (const r of rows) names.set(r.id, r.name);
  }
  const jobItems: ScheduledItem[] = jobRows.map((j) => ({
    kind: 'job',
    id: `job-${j.id}`,
    jobId: j.id,
    title: j.name,
    displayNumber: displayJobNumber(j.jobNumber),
    status: j.status,
    startDate: j.scheduledDate!,
    startTime: j.startTime ? j.startTime.slice(0, 5) : null,
    endTime: j.endTime ? j.endTime.slice(0, 5) : null,
    color: j.color,
    customerName: j.homeownerId ? (names.get(j.homeownerId) ?? null) : null,
  }));
  const eventItems: ScheduledItem[] = events.map((e) => ({ kind: 'event', ...e }));
  const order = (i: ScheduledItem) => `${i.startDate} ${i.startTime ?? '00:00'}`;
  return [...eventItems, ...jobItems].sort((a, b) => order(a).localeCompare(order(b)));
}
