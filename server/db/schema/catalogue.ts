import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractors } from './contractors';

// SPEC §3 catalogue tables. A null contractor_id is the platform catalogue every contractor starts from.
export const materialStyles = pgTable(
  'material_styles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    fenceType: text('fence_type').notNull(),
    name: text('name').notNull(),
    // Issue 21 item 9: the admin's optional Spanish name, shown to Spanish readers (quotes, PDFs, the homeowner page).
    nameEs: text('name_es'),
    description: text('description'),
    imageKey: text('image_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('material_styles_contractor_idx').on(t.contractorId, t.fenceType)],
);

export const stylePricing = pgTable(
  'style_pricing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    styleId: uuid('style_id').notNull().references(() => materialStyles.id, { onDelete: 'cascade' }),
    heightFt: numeric('height_ft', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    pricePerFootCents: integer('price_per_foot_cents').notNull(),
    panelPriceCents: integer('panel_price_cents'),
    postPriceCents: integer('post_price_cents'),
    gatePriceCents: integer('gate_price_cents'),
  },
  (t) => [index('style_pricing_style_idx').on(t.styleId, t.heightFt)],
);

export const postCaps = pgTable('post_caps', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  fenceType: text('fence_type'),
  priceCents: integer('price_cents').notNull(),
  imageKey: text('image_key'),
  isActive: boolean('is_active').notNull().default(true),
});

export const hardwareItems = pgTable('hardware_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  name: text('name').notNull(),
  fenceType: text('fence_type'),
  unit: text('unit').notNull().default('each'),
  priceCents: integer('price_cents').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
});

const imageTable = (name: string) =>
  pgTable(name, {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    label: text('label').notNull(),
    // A built-in illustration (SVG markup), or an uploaded file in object storage (storage_key); an upload wins.
    svg: text('svg'),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });

export const fenceTypeImages = imageTable('fence_type_images');
export const postTypeImages = imageTable('post_type_images');
export const gateTypeImages = imageTable('gate_type_images');
