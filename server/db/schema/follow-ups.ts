import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { followUpKinds, followUpStatuses } from '../../../core/follow-ups/follow-up.schema';
import { contractors } from './contractors';
import { smsLogs } from './crm';
import { jobs, paymentMilestones } from './jobs';
import { outboxEmails, quotes } from './quotes';

// Automatic follow-ups (issue 14 item 5, docs/follow-ups.md). No row: the defaults of core/follow-ups (on).
export const followUpSettings = pgTable('follow_up_settings', {
  contractorId: uuid('contractor_id').primaryKey().references(() => contractors.id, { onDelete: 'cascade' }),
  quotesEnabled: boolean('quotes_enabled').notNull(),
  quoteNotOpenedDays: integer('quote_not_opened_days').notNull(),
  quoteNotApprovedDays: integer('quote_not_approved_days').notNull(),
  quoteMaxTouches: integer('quote_max_touches').notNull(),
  milestonesEnabled: boolean('milestones_enabled').notNull(),
  milestoneDueDays: integer('milestone_due_days').notNull(),
  overdueEveryDays: integer('overdue_every_days').notNull(),
  overdueMaxTouches: integer('overdue_max_touches').notNull(),
  windowStartHour: integer('window_start_hour').notNull(),
  windowEndHour: integer('window_end_hour').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One follow-up message (its email and/or SMS): scheduled → sending → sent | skipped | cancelled | failed.
 * `subject_key` names what it is about (quote:{id}, milestone:{id}:{due date}:due|overdue); at most one is waiting per
 * subject and each touch exists once, so a repeated event, a second tick or a second instance adds nothing. A sender
 * claims a row with `claim_token` for `lease_until`; a row still `sending` after its lease is another sender's to finish.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: followUpKinds }).notNull(),
    subjectKey: text('subject_key').notNull(),
    touch: integer('touch').notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id').references(() => paymentMilestones.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: followUpStatuses }).notNull().default('scheduled'),
    reason: text('reason'),
    language: text('language', { enum: ['en', 'es'] }),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follow_ups_touch_idx').on(t.subjectKey, t.touch).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('follow_ups_waiting_idx').on(t.subjectKey).where(sql`${t.status} in ('scheduled', 'sending')`),
    // The planner reads a subject's touches in every state; the partial indexes above cannot serve that.
    index('follow_ups_subject_idx').on(t.subjectKey, t.status),
    index('follow_ups_due_idx').on(t.status, t.dueAt),
    index('follow_ups_quote_idx').on(t.quoteId, t.createdAt),
    index('follow_ups_job_idx').on(t.jobId, t.createdAt),
  ],
);

/** Each channel of a follow-up, so a sender that takes over a crashed send repeats only what did not finish. */
export const followUpDeliveries = pgTable(
  'follow_up_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followUpId: uuid('follow_up_id').notNull().references(() => followUps.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    // sending: handed to SMTP / the SMS provider, answer not yet recorded. logged: no SMTP_URL / SMS_API_URL.
    status: text('status', { enum: ['sending', 'sent', 'logged', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    messageId: text('message_id'),
    error: text('error'),
    outboxEmailId: uuid('outbox_email_id').references(() => outboxEmails.id, { onDelete: 'set null' }),
    smsLogId: uuid('sms_log_id').references(() => smsLogs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follow_up_deliveries_channel_idx').on(t.followUpId, t.channel)],
);

/** "Stop follow-ups" for one quote or one job; deleting the row resumes them. */
export const followUpStops = pgTable(
  'follow_up_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follow_up_stops_quote_idx').on(t.quoteId), uniqueIndex('follow_up_stops_job_idx').on(t.jobId)],
);

/**
 * The follow-ups' safety sweep (issue 28): contractors with follow-ups planned, and when all their open subjects were
 * last planned from scratch. The minute tick reads only what is due (sends re-plan their subject, domain events plan
 * theirs); the sweep re-plans a few contractors whose `swept_at` is older than a day, oldest first, for what only a
 * change outside the events can alter (a withdrawn link, rows written by SQL). Indexed so a tick reads only those due.
 */
export const followUpSweeps = pgTable(
  'follow_up_sweeps',
  {
    contractorId: uuid('contractor_id').primaryKey().references(() => contractors.id, { onDelete: 'cascade' }),
    sweptAt: timestamp('swept_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('follow_up_sweeps_swept_idx').on(t.sweptAt)],
);
