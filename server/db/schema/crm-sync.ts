import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CrmSyncItemDetail } from '../../../core/crm/crm-sync-detail.schema';
import { contractors } from './contractors';

export const ghlSyncDirections = ['out', 'in'] as const;
export const ghlSyncStatuses = ['pending', 'running', 'done', 'failed', 'skipped'] as const;

// The CRM sync log, both ways, and the outbox of outbound changes: a domain-event subscriber writes a pending row in
// the change's own transaction; a pg-boss job delivers it and records the outcome on the same row. No PII here
// (names are joined in at read time): `detail` holds ids, stages, statuses and amounts only.
export const ghlSyncItems = pgTable(
  'ghl_sync_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ghlSyncDirections }).notNull(),
    // What it is about in Picket: customer, quote, job, message, connection.
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    // Out: 'contact.upsert' | 'opportunity.upsert'. In: the webhook type (ContactCreate, OpportunityStageUpdate, …).
    action: text('action').notNull(),
    status: text('status', { enum: ghlSyncStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // The CRM's id of what was touched (contact, opportunity, message).
    crmId: text('crm_id'),
    // core/crm/crm-sync-detail.schema.ts, read back through readJsonb (crmSyncDetailOf, crm/outbound/crm-outbox.ts).
    detail: jsonb('detail').$type<CrmSyncItemDetail>(),
    error: text('error'),
    // Origin of the change that caused it (contractor, homeowner, system, …).
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Out: not before this time (a retry's back-off, or the CRM's Retry-After); null: as soon as possible.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // Out: a running row's claim ticket (server/db/outbound-lanes.ts), so an outcome written after the row's lease ran
    // out (and the row went back) is not written over the new claim's.
    claimToken: uuid('claim_token'),
  },
  (t) => [
    index('ghl_sync_items_contractor_idx').on(t.contractorId, t.createdAt),
    // Coalescing: one waiting delivery per thing; five edits before it runs are one call with the latest state.
    uniqueIndex('ghl_sync_items_pending_idx')
      .on(t.contractorId, t.direction, t.action, t.entityId)
      .where(sql`status = 'pending'`),
    index('ghl_sync_items_status_idx').on(t.status, t.updatedAt),
    // The outbox a contractor's delivery job drains, oldest first.
    index('ghl_sync_items_outbox_idx')
      .on(t.contractorId, t.createdAt)
      .where(sql`status = 'pending' and direction = 'out'`),
  ],
);

// The CRM's request budget per location (100 per 10 s, 200,000 a day), shared by every app instance: a GCRA slot
// ("next request not before") and the day's count, advanced atomically by one UPSERT per request.
export const ghlRateLimits = pgTable('ghl_rate_limits', {
  locationId: text('location_id').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
  day: text('day').notNull(),
  dayCount: integer('day_count').notNull().default(0),
});
