import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { jobs } from './jobs';
import { quotes } from './quotes';
import { suppliers } from './suppliers';

export const purchaseOrderStatusValues = ['draft', 'sent', 'partially_received', 'received', 'closed', 'cancelled'] as const;

// Issue 24: one purchase order to one supplier for an approved quote's materials (its job's when it has one). The
// orders are the record; quotes.supplier_order_id / supplier_order_status carry a summary of them. Money integer cents.
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    // Per contractor, sequential (purchase_order_counters), shown as "PO-1001".
    poNumber: integer('po_number').notNull(),
    status: text('status', { enum: purchaseOrderStatusValues }).notNull().default('draft'),
    // 1 until the order is changed after it was sent; each change after sending is a new revision the supplier is told of.
    revision: integer('revision').notNull().default(1),
    deliveryDate: date('delivery_date'),
    deliverTo: text('deliver_to', { enum: ['site', 'yard'] }).notNull().default('site'),
    // The job site is the homeowner's address: ciphertext at rest like other homeowner PII.
    deliveryAddress: encryptedText('delivery_address'),
    notes: text('notes'),
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    totalCents: integer('total_cents').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_contractor_number_idx').on(t.contractorId, t.poNumber),
    index('purchase_orders_quote_idx').on(t.contractorId, t.quoteId),
    check('purchase_orders_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

// A line orders whole packs; quantities received are packs too. pack_cost_cents is what one pack costs (the real
// cost once received: the contractor corrects it to the supplier's invoice).
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    // MaterialLine.key of the quote's list; null for a line added by hand that is not on the list.
    materialKey: text('material_key'),
    description: text('description').notNull(),
    partNumber: text('part_number'),
    unit: text('unit').notNull().default('each'),
    packName: text('pack_name').notNull().default('each'),
    packSize: integer('pack_size').notNull().default(1),
    packs: integer('packs').notNull(),
    packCostCents: integer('pack_cost_cents'),
    receivedPacks: integer('received_packs').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.orderId, t.sortOrder),
    check('purchase_order_lines_packs', sql`${t.packs} >= 0 AND ${t.packSize} >= 1 AND ${t.receivedPacks} >= 0`),
    check('purchase_order_lines_cost', sql`${t.packCostCents} IS NULL OR ${t.packCostCents} >= 0`),
  ],
);

// One email per order revision, sent once: claimed by one sender (UPDATE … WHERE status …), one Message-ID on every try.
export const purchaseOrderSends = pgTable(
  'purchase_order_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'outbox', 'failed', 'no_address'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_order_sends_revision_idx').on(t.orderId, t.revision), index('purchase_order_sends_status_idx').on(t.status, t.createdAt)],
);

// Each delivery as it arrived (what came on which day), for the order's history.
export const purchaseOrderReceipts = pgTable(
  'purchase_order_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    receivedOn: date('received_on').notNull(),
    // packCostCents: the line's pack cost at this delivery (absent on deliveries recorded before it was kept).
    lines: jsonb('lines').$type<{ lineId: string; packs: number; packCostCents?: number | null }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_receipts_order_idx').on(t.orderId, t.createdAt)],
);

export const purchaseOrderCounters = pgTable('purchase_order_counters', {
  contractorId: uuid('contractor_id').primaryKey().references(() => contractors.id, { onDelete: 'cascade' }),
  nextNumber: integer('next_number').notNull().default(1001),
});

// Costs of a job that no purchase order carries (a dumpster, a rented auger, a second trip), entered by hand.
export const jobExtraCosts = pgTable(
  'job_extra_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    spentOn: date('spent_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_extra_costs_job_idx').on(t.contractorId, t.jobId), check('job_extra_costs_amount', sql`${t.amountCents} >= 0`)],
);
