import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FenceAssembly } from '../../../core/materials/fence-assembly';
import { contractors } from './contractors';

// Issue 23: a contractor's assembly per fence type (style '') or per style name; absent rows use the platform default.
// `assembly` is read back through readJsonb(fenceAssemblySchema, …): a row that no longer parses is skipped (the default).
export const styleAssemblies = pgTable(
  'style_assemblies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    fenceType: text('fence_type').notNull(),
    // Matched case-insensitively against a run's style; '' is the fence type's assembly.
    styleKey: text('style_key').notNull(),
    style: text('style').notNull(),
    assembly: jsonb('assembly').$type<FenceAssembly>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('style_assemblies_contractor_style_idx').on(t.contractorId, t.fenceType, t.styleKey)],
);

// Issue 23: the platform's default assembly per fence type (style '') or per catalogue style name, set by the admin;
// a contractor's style inherits it until the contractor changes that style or its fence type. Absent rows: the code's
// defaults (core/materials/default-assemblies.ts).
export const platformAssemblies = pgTable(
  'platform_assemblies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fenceType: text('fence_type').notNull(),
    styleKey: text('style_key').notNull(),
    style: text('style').notNull(),
    assembly: jsonb('assembly').$type<FenceAssembly>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_assemblies_style_idx').on(t.fenceType, t.styleKey)],
);
