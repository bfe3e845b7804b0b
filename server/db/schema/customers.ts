import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractors } from './contractors';

// SPEC §3 homeowners. PII columns hold ciphertext (DESIGN §3); search goes through blind-index tokens.
export const homeowners = pgTable(
  'homeowners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    notes: text('notes'),
    hash: text('hash'),
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    sortKey: text('sort_key'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homeowners_contractor_created_idx').on(t.contractorId, t.createdAt),
    index('homeowners_contractor_hash_idx').on(t.contractorId, t.hash),
    index('homeowners_search_tokens_idx').using('gin', t.searchTokens),
  ],
);
