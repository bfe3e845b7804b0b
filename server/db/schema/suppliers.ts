import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contractors } from './contractors';
import { quotes } from './quotes';

// Issue 24: a contractor's suppliers (the yards they buy from). Archived suppliers keep their history (prices, orders)
// but are not offered for new materials or orders.
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    accountNumber: text('account_number'),
    // The usual days from order to delivery.
    leadTimeDays: integer('lead_time_days'),
    // The yard / default delivery address when an order does not go to the job site.
    yardAddress: text('yard_address'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suppliers_contractor_idx').on(t.contractorId, t.archivedAt),
    check('suppliers_lead_time_days_range', sql`${t.leadTimeDays} IS NULL OR ${t.leadTimeDays} BETWEEN 0 AND 365`),
  ],
);

// The same words as core/suppliers/packs.ts packNames.
const packNames = ['each', 'bundle', 'box', 'roll', 'pallet'] as const;

// Issue 24: what one material of the materials list (MaterialLine.key, e.g. "cedar/post/4x4 x 8 ft") costs this
// contractor and where they buy it. unit_cost_cents is per unit of the materials list (a post, a bag, a roll); a pack
// holds pack_size such units and orders round up to whole packs. A null cost is "no cost yet": margins say incomplete.
export const materialPrices = pgTable(
  'material_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    materialKey: text('material_key').notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    partNumber: text('part_number'),
    packName: text('pack_name', { enum: packNames }).notNull().default('each'),
    packSize: integer('pack_size').notNull().default(1),
    unitCostCents: integer('unit_cost_cents'),
    costChangedAt: timestamp('cost_changed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_prices_contractor_key_idx').on(t.contractorId, t.materialKey),
    index('material_prices_supplier_part_idx').on(t.contractorId, t.supplierId, t.partNumber),
    check('material_prices_pack_size_positive', sql`${t.packSize} >= 1`),
    check('material_prices_unit_cost_nonnegative', sql`${t.unitCostCents} IS NULL OR ${t.unitCostCents} >= 0`),
  ],
);

// Issue 24: what the contractor's jobs cost them to build, separate from the labour price they charge (contractors.labor_*).
// One row per contractor; absent: every cost is zero-and-unset (the margin says incomplete until labour costs are set).
export const costSettings = pgTable('cost_settings', {
  contractorId: uuid('contractor_id').primaryKey().references(() => contractors.id, { onDelete: 'cascade' }),
  laborCostPerFootCents: integer('labor_cost_per_foot_cents').notNull().default(0),
  laborCostPerPostCents: integer('labor_cost_per_post_cents').notNull().default(0),
  laborCostPerGateCents: integer('labor_cost_per_gate_cents').notNull().default(0),
  // Optional: the crew's cost per hour, times the crew-hours entered for the quote / job.
  crewHourlyCostCents: integer('crew_hourly_cost_cents'),
  // Below this margin (percent of price) the quote page warns; null: no warning.
  minimumMarginPercent: numeric('minimum_margin_percent', { precision: 5, scale: 2, mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Issue 24: the estimate's own inputs for one quote: crew-hours (for the hourly crew cost) and whether it is costed as
// paid by card (card processing fee). Contractor-only; never in a homeowner's answer.
export const quoteCostInputs = pgTable('quote_cost_inputs', {
  quoteId: uuid('quote_id').primaryKey().references(() => quotes.id, { onDelete: 'cascade' }),
  contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
  crewHours: numeric('crew_hours', { precision: 7, scale: 2, mode: 'number' }),
  paidByCard: boolean('paid_by_card').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
