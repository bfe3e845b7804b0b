import { z } from 'zod';
import { isValidUsPhone } from '../customers/phone';
import { eventMessages, eventTypes, isJobEventType, type EventType } from '../jobs/job-event.schema';
import { DEFAULT_CALENDAR_COLOR, isValidIsoDate } from '../jobs/job.schema';
import { daysBetween } from '../dates';

/**
 * Free-form until a screen saves calendar filters: SPEC §3 lists calendar_filters with its fields not shown, and no page
 * writes or reads the table yet. Give it a schema (and read it through server/db/jsonb.ts) when one does.
 */
export type SavedCalendarFilters = Record<string, unknown>;

// SPEC §4 calendar event statuses; SPEC §9 event types, colours, 30-minute slots and the 09:00–17:00 default.
export const calendarEventStatuses = ['scheduled', 'in_progress', 'pending', 'completed', 'cancelled'] as const;
export type CalendarEventStatus = (typeof calendarEventStatuses)[number];
export const calendarEventTypes = eventTypes;
export type CalendarEventType = EventType;
/** The types a person picks in the Event dialog; job_start/job_milestone/job_complete come from a job. */
export const dialogEventTypes = ['job', 'repair', 'quote', 'follow_up', 'appointment', 'reminder'] as const satisfies readonly EventType[];

export const DEFAULT_EVENT_COLOR = '#3b82f6';
export const JOB_CALENDAR_COLOR = DEFAULT_CALENDAR_COLOR;
export const DEFAULT_EVENT_START_TIME = '09:00';
export const DEFAULT_EVENT_END_TIME = '17:00';
export const SLOT_MINUTES = 30;
export const TITLE_MAX = 100;

export const calendarMessages = {
  titleRequired: 'Title is required',
  titleMax: 'Title must be 100 characters or less',
  dateRequired: 'Date is required',
  dateInvalid: 'Invalid date',
  endDateBeforeStart: 'End date must be on or after the start date',
  time: 'Time must be HH:MM',
  endBeforeStart: 'End time must be after start time',
  customer: 'Please select or create a customer',
  phone: 'Please enter a valid 10-digit phone number',
  email: 'Please enter a valid email address',
  color: 'Color must be a hex color such as #3b82f6',
  jobIdRequired: eventMessages.jobIdRequired,
  jobIdForbidden: eventMessages.jobIdForbidden,
} as const;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** "HH:MM" → minutes after midnight. */
export function minutesOfTime(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes after midnight → "HH:MM". */
export function timeOfMinutes(minutes: number): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(minutes / 60))}:${p(minutes % 60)}`;
}

/** SPEC §9: time slots every 30 minutes, 00:00 to 23:30. */
export function timeSlots(step: number = SLOT_MINUTES): string[] {
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) slots.push(timeOfMinutes(m));
  return slots;
}

/** The slot at or before a time ("10:45" → "10:30"), so an odd stored time still shows in a slot list. */
export function slotAtOrBefore(time: string, step: number = SLOT_MINUTES): string {
  const m = minutesOfTime(time);
  return timeOfMinutes(m - (m % step));
}

// Optional text: '' and whitespace mean "not given" (forms send empty strings).
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));
const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || timePattern.test(v), calendarMessages.time)
  .transform((v) => (v ? v.slice(0, 5) : null));

/** The field-level shape of SPEC §7 POST /api/calendar/events (cross-field rules are added by `withEventRules`). */
export const calendarEventFieldsSchema = z.object({
  title: z
    .string({ error: calendarMessages.titleRequired })
    .trim()
    .min(1, calendarMessages.titleRequired)
    .max(TITLE_MAX, calendarMessages.titleMax),
  description: optionalText(2000),
  eventType: z.enum(calendarEventTypes),
  startDate: z
    .string({ error: calendarMessages.dateRequired })
    .trim()
    .min(1, calendarMessages.dateRequired)
    .refine((v) => v === '' || isValidIsoDate(v), calendarMessages.dateInvalid),
  endDate: optionalId.refine((v) => v === null || isValidIsoDate(v), calendarMessages.dateInvalid),
  startTime: optionalTime,
  endTime: optionalTime,
  isAnytime: z.boolean().default(false),
  status: z.enum(calendarEventStatuses).default('scheduled'),
  linkedQuoteId: optionalId,
  linkedHomeownerId: optionalId,
  jobId: optionalId,
  customerName: optionalText(200),
  customerPhone: optionalText(40).refine((v) => v === null || isValidUsPhone(v), calendarMessages.phone),
  customerEmail: optionalText(254).refine((v) => v === null || z.email().safeParse(v).success, calendarMessages.email),
  address: optionalText(300),
  visitInstructions: optionalText(2000),
  assignedTo: optionalText(100),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, calendarMessages.color)
    .transform((c) => c.toLowerCase())
    .default(DEFAULT_EVENT_COLOR),
  // SPEC §7 lists contractorId in the payload; the server takes the tenant from the session and ignores it.
  contractorId: z.unknown().optional(),
});
export type CalendarEventFields = z.output<typeof calendarEventFieldsSchema>;

type RuleInput = Pick<
  CalendarEventFields,
  'eventType' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isAnytime' | 'jobId' | 'linkedHomeownerId' | 'customerName'
>;

/** The cross-field rules of SPEC §5, as issues (path + message); empty when the event is valid. */
export function calendarEventRuleIssues(e: RuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  // SPEC §5 "Events": job-related types require jobId; other types must not have one.
  if (isJobEventType(e.eventType) && !e.jobId) issues.push({ path: 'jobId', message: calendarMessages.jobIdRequired });
  if (!isJobEventType(e.eventType) && e.jobId) issues.push({ path: 'jobId', message: calendarMessages.jobIdForbidden });
  // SPEC §5: a quote visit needs a customer (an existing one, or a new one's name).
  if (e.eventType === 'quote' && !e.linkedHomeownerId && !e.customerName) {
    issues.push({ path: 'linkedHomeownerId', message: calendarMessages.customer });
  }
  if (e.endDate && isValidIsoDate(e.startDate) && e.endDate < e.startDate) {
    issues.push({ path: 'endDate', message: calendarMessages.endDateBeforeStart });
  }
  if (!e.isAnytime) {
    if (!e.startTime) issues.push({ path: 'startTime', message: calendarMessages.time });
    if (!e.endTime) issues.push({ path: 'endTime', message: calendarMessages.time });
    const sameDay = !e.endDate || e.endDate === e.startDate;
    if (e.startTime && e.endTime && sameDay && minutesOfTime(e.endTime) <= minutesOfTime(e.startTime)) {
      issues.push({ path: 'endTime', message: calendarMessages.endBeforeStart });
    }
  }
  return issues;
}

/** SPEC §7 POST /api/calendar/events body (and the Event dialog's form schema). */
export const calendarEventSchema = calendarEventFieldsSchema
  .superRefine((e, ctx) => {
    for (const issue of calendarEventRuleIssues(e)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform(({ contractorId: _ignored, ...e }) => ({
    ...e,
    // An "anytime" event has no times (SPEC §7 isAnytime).
    startTime: e.isAnytime ? null : e.startTime,
    endTime: e.isAnytime ? null : e.endTime,
  }));
export type CalendarEventInput = z.input<typeof calendarEventSchema>;
export type CalendarEventData = z.output<typeof calendarEventSchema>;

/** SPEC §7 PATCH /api/calendar/events/{id}: the same fields, each optional; the merged event is checked again. */
export const calendarEventPatchSchema = z
  .object({
    title: calendarEventFieldsSchema.shape.title,
    description: calendarEventFieldsSchema.shape.description,
    eventType: calendarEventFieldsSchema.shape.eventType,
    startDate: calendarEventFieldsSchema.shape.startDate,
    endDate: calendarEventFieldsSchema.shape.endDate,
    startTime: calendarEventFieldsSchema.shape.startTime,
    endTime: calendarEventFieldsSchema.shape.endTime,
    isAnytime: z.boolean(),
    status: z.enum(calendarEventStatuses),
    linkedQuoteId: calendarEventFieldsSchema.shape.linkedQuoteId,
    linkedHomeownerId: calendarEventFieldsSchema.shape.linkedHomeownerId,
    jobId: calendarEventFieldsSchema.shape.jobId,
    customerName: calendarEventFieldsSchema.shape.customerName,
    customerPhone: calendarEventFieldsSchema.shape.customerPhone,
    customerEmail: calendarEventFieldsSchema.shape.customerEmail,
    address: calendarEventFieldsSchema.shape.address,
    visitInstructions: calendarEventFieldsSchema.shape.visitInstructions,
    assignedTo: calendarEventFieldsSchema.shape.assignedTo,
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, calendarMessages.color)
      .transform((c) => c.toLowerCase()),
    contractorId: z.unknown(),
  })
  .partial();
export type CalendarEventPatch = z.output<typeof calendarEventPatchSchema>;

/** GET /api/calendar/events and /api/scheduled-items: an inclusive date range of at most 100 days. */
export const MAX_RANGE_DAYS = 100;
export const dateRangeQuerySchema = z
  .object({
    from: z.string({ error: calendarMessages.dateRequired }).refine(isValidIsoDate, calendarMessages.dateInvalid),
    to: z.string({ error: calendarMessages.dateRequired }).refine(isValidIsoDate, calendarMessages.dateInvalid),
  })
  .refine((r) => r.to >= r.from, { path: ['to'], message: calendarMessages.endDateBeforeStart })
  .refine((r) => daysBetween(r.from, r.to) <= MAX_RANGE_DAYS, { path: ['to'], message: 'Date range must be 100 days or less' });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;


export const calendarEventViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventType: z.enum(calendarEventTypes),
  status: z.enum(calendarEventStatuses),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isAnytime: z.boolean(),
  color: z.string(),
  linkedQuoteId: z.string().nullable(),
  linkedHomeownerId: z.string().nullable(),
  jobId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  address: z.string().nullable(),
  visitInstructions: z.string().nullable(),
  assignedTo: z.string().nullable(),
  isCompleted: z.boolean(),
  createdAt: z.string(),
});
export type CalendarEventView = z.infer<typeof calendarEventViewSchema>;

/** One row of GET /api/scheduled-items: an event, or a scheduled job shown read-only in the job's calendar colour. */
export const scheduledItemSchema = z.discriminatedUnion('kind', [
  calendarEventViewSchema.extend({ kind: z.literal('event') }),
  z.object({
    kind: z.literal('job'),
    id: z.string(),
    jobId: z.string(),
    title: z.string(),
    displayNumber: z.string(),
    status: z.string(),
    startDate: z.string(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    color: z.string(),
    customerName: z.string().nullable(),
  }),
]);
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;
