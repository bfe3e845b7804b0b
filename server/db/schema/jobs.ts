import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationData } from '../../../core/notifications/notification.schema';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { homeowners } from './customers';
import { quotes } from './quotes';
import { importBatches } from './imports';

export const jobStatusValues = ['unscheduled', 'scheduled', 'in_progress', 'paused', 'completed', 'cancelled', 'rescheduled'] as const;

// SPEC §3 jobs; job_number is "JOB-" + zero-padded sequence per contractor.
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    jobNumber: text('job_number').notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    homeownerId: uuid('homeowner_id').references(() => homeowners.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: jobStatusValues }).notNull().default('scheduled'),
    jobType: text('job_type', { enum: ['installation', 'repair', 'quote_visit'] }).notNull().default('installation'),
    scheduledDate: date('scheduled_date'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    calendarColor: text('calendar_color').notNull().default('#22c55e'),
    assignedTo: text('assigned_to'),
    totalCents: integer('total_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    financingEnabled: boolean('financing_enabled').notNull().default(false),
    financingStatus: text('financing_status'),
    signatureName: text('signature_name'),
    signatureData: text('signature_data'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    progressNotes: jsonb('progress_notes').$type<{ at: string; text: string }[]>().notNull().default([]),
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    progressPercent: integer('progress_percent').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Issue 26: the import this job came from; shown as "Imported".
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    // Issue 26: who this imported job is, so a later file repeating it is recognised (work-import-identity.ts).
    importRef: text('import_ref'),
    importKey: text('import_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_contractor_number_idx').on(t.contractorId, t.jobNumber),
    index('jobs_contractor_status_idx').on(t.contractorId, t.status, t.scheduledDate),
    index('jobs_quote_idx').on(t.quoteId),
    // The customers list's open balance, status and last activity read a customer's jobs (issue 26).
    index('jobs_homeowner_idx').on(t.homeownerId),
    index('jobs_import_batch_idx').on(t.importBatchId),
    index('jobs_import_key_idx').on(t.contractorId, t.importKey),
    check('jobs_calendar_color_hex', sql`${t.calendarColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

export const paymentMilestones = pgTable(
  'payment_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'invoiced', 'paid'] }).notNull().default('pending'),
    dueDate: date('due_date'),
    paidDate: date('paid_date'),
    sequenceOrder: integer('sequence_order').notNull().default(0),
    milestoneType: text('milestone_type', { enum: ['deposit', 'materials', 'progress', 'final', 'custom'] }).notNull().default('custom'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    // Issue 26: a milestone brought in by an import; unless that import was announced, no overdue notice or reminder.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_milestones_job_idx').on(t.jobId, t.sequenceOrder),
    index('payment_milestones_contractor_due_idx').on(t.contractorId, t.status, t.dueDate),
    check('payment_milestones_percentage', sql`${t.percentage} between 0 and 100`),
    check('payment_milestones_amount', sql`${t.amountCents} >= 0`),
    check('payment_milestones_paid_date', sql`${t.status} <> 'paid' or ${t.paidDate} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id').references(() => paymentMilestones.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    paymentType: text('payment_type', { enum: ['quote_deposit', 'job_deposit', 'milestone', 'final'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['cash', 'check', 'card', 'finance'] }).notNull(),
    paymentDate: date('payment_date').notNull(),
    checkNumber: text('check_number'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_job_idx').on(t.jobId),
    // A deposit paid by card before the quote became a job waits on the quote (card payments, docs/payments.md).
    index('payments_quote_idx').on(t.quoteId),
    // Reports: payments collected in a period.
    index('payments_contractor_date_idx').on(t.contractorId, t.paymentDate),
    uniqueIndex('payments_idempotency_idx').on(t.contractorId, t.idempotencyKey),
    check('payments_amount_positive', sql`${t.amountCents} >= 1`),
  ],
);

export const notificationTypeValues = ['overdue_deposit', 'overdue_reminder', 'payment_received', 'milestone_completed', 'quote_approved', 'new_lead', 'accounting_reconnect', 'materials_missing'] as const;

// SPEC §4 notification types; dedupe_key makes background detection idempotent.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypeValues }).notNull(),
    // Messages name the customer: ciphertext at rest like other homeowner PII (DESIGN §3).
    message: encryptedText('message').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id').references(() => paymentMilestones.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents'),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_contractor_created_idx').on(t.contractorId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(t.contractorId, t.dedupeKey),
  ],
);

