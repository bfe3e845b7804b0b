import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QboLinkDetail, QboSyncItemDetail } from '../../../core/quickbooks/qbo-detail.schema';
import type { QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import { encryptedText } from '../pii';
import { contractors } from './contractors';

// QuickBooks Online (issue 27): docs/integrations.md. One company (realm) per contractor and one contractor per
// realm, so a webhook's realmId names exactly one tenant. Tokens are ciphertext like homeowner PII.
export const qboConnections = pgTable(
  'qbo_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().unique().references(() => contractors.id, { onDelete: 'cascade' }),
    realmId: text('realm_id').notNull(),
    companyName: text('company_name'),
    accessTokenEncrypted: encryptedText('access_token_encrypted'),
    refreshTokenEncrypted: encryptedText('refresh_token_encrypted'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    // Refresh tokens live at most 5 years from the grant, however often they roll.
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    // 'reconnect': the grant is gone (invalid_grant, 5-year maximum); nothing is sent until the contractor reconnects.
    status: text('status', { enum: ['connected', 'reconnect'] }).notNull().default('connected'),
    // The mapping (items, accounts, tax code): core/quickbooks/quickbooks.schema.ts qboMappingSchema, read back through
    // readJsonb (qboMappingOf): one that no longer parses reads as not chosen yet, so the contractor chooses again.
    mapping: jsonb('mapping').$type<QboMapping>(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    // The change-data-capture pass's high-water mark.
    lastCdcAt: timestamp('last_cdc_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qbo_connections_realm_idx').on(t.realmId)],
);

// vendor: a supplier; bill: a purchase order's delivery (purchase_order_receipts).
export const qboLinkKinds = ['customer', 'invoice', 'payment', 'fee', 'refund', 'vendor', 'bill'] as const;

// A Picket record ↔ its QuickBooks entity, written in the same transaction that records the outcome: the unique key
// is what makes "one QuickBooks customer / invoice / payment per Picket one" hold across workers and retries.
export const qboLinks = pgTable(
  'qbo_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    realmId: text('realm_id').notNull(),
    kind: text('kind', { enum: qboLinkKinds }).notNull(),
    // Picket's id: homeowner, milestone, payment, card refund, supplier, delivery (receipt).
    localId: uuid('local_id').notNull(),
    qboId: text('qbo_id').notNull(),
    syncToken: text('sync_token'),
    // Amounts and numbers as sent; `voided` when QuickBooks voided the invoice. core/quickbooks/qbo-detail.schema.ts,
    // read back through readJsonb in findLink (qbo-links.ts): a key that does not hold its type reads as absent.
    detail: jsonb('detail').$type<QboLinkDetail>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qbo_links_local_idx').on(t.contractorId, t.realmId, t.kind, t.localId),
    index('qbo_links_qbo_idx').on(t.realmId, t.kind, t.qboId),
  ],
);

// The sync log both ways and the outbox, like ghl_sync_items: no PII (names are joined in at read time).
export const qboSyncItems = pgTable(
  'qbo_sync_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    // Out: customer, milestone, payment, refund. In: the QuickBooks entity name.
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    // Out: customer.upsert, invoice.create, payment.create, refund.create. In: webhook, cdc.
    action: text('action').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed', 'skipped'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    qboId: text('qbo_id'),
    // Why queued, then the outcome: core/quickbooks/qbo-detail.schema.ts, read back through readJsonb (qboSyncDetailOf).
    detail: jsonb('detail').$type<QboSyncItemDetail>(),
    error: text('error'),
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // The lanes (issue 27/28, qbo-delivery.ts): rows of one serial key (a customer and what is billed to them, a
    // supplier and its bills, the inbound reads) go one at a time in `seq` order; a running row's claim ticket, so an
    // outcome written after the row's lease ran out (and the row went back) is not written over the new claim's.
    serialKey: text('serial_key'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    claimToken: uuid('claim_token'),
  },
  (t) => [
    index('qbo_sync_items_serial_idx')
      .on(t.contractorId, t.serialKey, t.seq)
      .where(sql`status in ('pending', 'running')`),
    index('qbo_sync_items_lane_idx')
      .on(t.contractorId, t.seq)
      .where(sql`status = 'pending'`),
    index('qbo_sync_items_contractor_idx').on(t.contractorId, t.createdAt),
    uniqueIndex('qbo_sync_items_pending_out_idx')
      .on(t.contractorId, t.action, t.entityId)
      .where(sql`status = 'pending' and direction = 'out'`),
    // An inbound change waiting once per QuickBooks entity: a webhook repeated or followed by CDC is one read.
    uniqueIndex('qbo_sync_items_pending_in_idx')
      .on(t.contractorId, t.entity, t.qboId)
      .where(sql`status = 'pending' and direction = 'in'`),
    index('qbo_sync_items_due_idx')
      .on(t.contractorId, t.createdAt)
      .where(sql`status = 'pending'`),
    index('qbo_sync_items_status_idx').on(t.status, t.updatedAt),
  ],
);

// QuickBooks' limits per company, shared by every instance: the minute's GCRA slot, and ten in-flight leases.
export const qboRateLimits = pgTable('qbo_rate_limits', {
  realmId: text('realm_id').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
});

export const qboRequestLeases = pgTable(
  'qbo_request_leases',
  {
    realmId: text('realm_id').notNull(),
    slot: integer('slot').notNull(),
    holder: text('holder'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.realmId, t.slot] })],
);
