import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedCalendarFilters } from '../../../core/calendar/calendar-event.schema';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { homeowners } from './customers';
import { jobs } from './jobs';
import { quotes } from './quotes';

export const calendarEventTypeValues = ['job', 'repair', 'quote', 'follow_up', 'appointment', 'reminder', 'job_start', 'job_milestone', 'job_complete'] as const;

// SPEC §3 calendar_events; default event colour blue (SPEC §9). Customer name/phone/email/address are homeowner PII:
// AES-256-GCM ciphertext at rest (DESIGN §3), same column type as homeowners.
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: encryptedText('description'),
    eventType: text('event_type', { enum: calendarEventTypeValues }).notNull(),
    status: text('status', { enum: ['scheduled', 'in_progress', 'pending', 'completed', 'cancelled'] }).notNull().default('scheduled'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    startTime: text('start_time').default('09:00'),
    endTime: text('end_time').default('17:00'),
    isAnytime: boolean('is_anytime').notNull().default(false),
    color: text('color').notNull().default('#3b82f6'),
    linkedQuoteId: uuid('linked_quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    linkedHomeownerId: uuid('linked_homeowner_id').references(() => homeowners.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    customerName: encryptedText('customer_name'),
    customerPhone: encryptedText('customer_phone'),
    customerEmail: encryptedText('customer_email'),
    address: encryptedText('address'),
    visitInstructions: encryptedText('visit_instructions'),
    assignedTo: text('assigned_to'),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_contractor_date_idx').on(t.contractorId, t.startDate),
    index('calendar_events_homeowner_idx').on(t.linkedHomeownerId, t.startDate),
  ],
);

export const calendarFilters = pgTable('calendar_filters', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  filters: jsonb('filters').$type<SavedCalendarFilters>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
