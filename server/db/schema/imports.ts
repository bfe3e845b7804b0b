import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { encryptedBulkText, encryptedText } from '../pii';
import { contractors } from './contractors';

// Issue 26: one upload of customers from a spreadsheet. Nothing reaches `homeowners` until the contractor confirms;
// the rows then go in by chunks in the background, each customer carrying the batch id, so the whole batch can be undone.
// status: review (mapping, fixes, duplicate choices) → queued → running → done; done → undone.
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('customers'),
    status: text('status').notNull().default('review'),
    fileName: text('file_name').notNull(),
    headers: encryptedText('headers').notNull(),
    mapping: jsonb('mapping').notNull(),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    mergedCount: integer('merged_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    // The last step's opt-in: follow-ups, SMS campaigns and outside syncs treat the imported records as new.
    announce: boolean('announce').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('import_batches_contractor_created_idx').on(t.contractorId, t.createdAt)],
);

// One sheet row. Cells and values are homeowner PII: ciphertext at rest like the customer columns.
// decision: import | merge | skip; outcome (after the run): imported | merged | skipped.
export const importRows = pgTable(
  'import_rows',
  {
    batchId: uuid('batch_id').notNull().references(() => importBatches.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: encryptedBulkText('cells').notNull(),
    values: encryptedBulkText('values').notNull(),
    // True once the contractor edited the row: a new mapping no longer overwrites it.
    edited: boolean('edited').notNull().default(false),
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    duplicateOf: jsonb('duplicate_of'),
    // The contractor's choice (null: none yet); decision is what the run will do, derived from errors, duplicate and choice.
    choice: text('choice'),
    decision: text('decision').notNull(),
    done: boolean('done').notNull().default(false),
    outcome: text('outcome'),
    homeownerId: uuid('homeowner_id'),
    // A merge's previous values of the existing customer, so undo can put them back.
    mergedPrevious: encryptedBulkText('merged_previous'),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.rowNumber] }), index('import_rows_pending_idx').on(t.batchId, t.done, t.rowNumber)],
);
