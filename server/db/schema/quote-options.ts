import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AssemblySet } from '../../../core/materials/assembly-set';
import type { PricedQuote } from '../../../core/quotes/pricing.types';
import type { StoredTakeoff } from '../../../core/quotes/stored-takeoff';
import { contractors } from './contractors';
import { quotes } from './quotes';

// Issue 25 (options): a quote offering two or three priced choices. Each row holds one option's own inputs (the drawing
// or the cart) and what the engine computed from them; the quote row mirrors the chosen option (before approval the
// recommended one, else the first), so every reader of the quote's totals keeps working (docs/decisions.md). A quote
// with one option has no rows here: it is the quote as it always was.
export const quoteOptions = pgTable(
  'quote_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    recommended: boolean('recommended').notNull().default(false),
    // Inputs: a layout quote's drawing (its runs come from its take-off), a cart quote's resolved lines.
    diagram: jsonb('diagram').$type<Record<string, unknown>>(),
    cartItems: jsonb('cart_items').$type<Record<string, unknown>[]>().notNull().default([]),
    // Computed by the same engine as a one-option quote: what the quote row takes when this option is the one it shows.
    diagramSvg: text('diagram_svg'),
    // As quotes.takeoff: read back through storedTakeoffOf.
    takeoff: jsonb('takeoff').$type<StoredTakeoff>(),
    assemblies: jsonb('assemblies').$type<AssemblySet>(),
    pricing: jsonb('pricing').$type<PricedQuote>().notNull(),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_options_quote_position_idx').on(t.quoteId, t.position),
    // At most one recommended option per quote.
    uniqueIndex('quote_options_one_recommended_idx').on(t.quoteId).where(sql`${t.recommended}`),
    index('quote_options_contractor_idx').on(t.contractorId, t.quoteId),
    check('quote_options_position_range', sql`${t.position} between 1 and 3`),
    check('quote_options_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);
