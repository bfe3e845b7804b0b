import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { importBatches } from './imports';

// SPEC §3 homeowners. PII columns hold AES-256-GCM ciphertext (DESIGN §3); search goes through blind-index tokens,
// duplicate detection through `hash`. City, state and ZIP stay plain: they locate a town, not a person.
export const homeowners = pgTable(
  'homeowners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    name: encryptedText('name').notNull(),
    firstName: encryptedText('first_name').notNull(),
    lastName: encryptedText('last_name').notNull(),
    email: encryptedText('email'),
    phone: encryptedText('phone'),
    address: encryptedText('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    notes: encryptedText('notes'),
    hash: text('hash'),
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // The CRM contact this customer is synced to (GoHighLevel). Not unique: the CRM merges customers that share an
    // email or phone into one contact, as Picket allows such duplicates on purpose.
    ghlContactId: text('ghl_contact_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    // Set when the customer came from a spreadsheet import (issue 26): shown on the customer, and undo removes the batch.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homeowners_contractor_created_idx').on(t.contractorId, t.createdAt),
    // The customers list's total (count of a contractor's active customers) as an index-only scan: 205 ms at 300
    // tenants × 2,000 customers through the heap (bench/scale).
    index('homeowners_contractor_active_idx').on(t.contractorId).where(sql`archived_at is null`),
    index('homeowners_contractor_hash_idx').on(t.contractorId, t.hash),
    index('homeowners_import_batch_idx').on(t.importBatchId),
    index('homeowners_ghl_contact_idx').on(t.contractorId, t.ghlContactId),
    // No pending list: a search never scans unsorted recent entries; a customer write pays the index update at once.
    index('homeowners_search_tokens_idx').using('gin', t.searchTokens).with({ fastupdate: false }),
  ],
);
