// The customer import's API calls (issue 26), one contract each. The upload's body is the file's bytes (text/csv or
// .xlsx), not JSON, so its contract has no body schema.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { CUSTOMER_IMPORT_FIELDS } from './column-guess';
import { importCustomerValuesSchema } from './customer-import-row';
import { importWorkValuesSchema, WORK_IMPORT_FIELDS } from './work-import-row';

const tags = ['imports'] as const;
const idParams = z.object({ id: z.string() });

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 25_000;
export const UNDO_DAYS = 7;
export const IMPORT_DECISIONS = ['import', 'merge', 'skip'] as const;
export type ImportDecision = (typeof IMPORT_DECISIONS)[number];

export const columnMappingSchema = z.object(
  Object.fromEntries(CUSTOMER_IMPORT_FIELDS.map((f) => [f, z.number().int().min(0).max(500).nullable()])) as Record<(typeof CUSTOMER_IMPORT_FIELDS)[number], z.ZodNullable<z.ZodNumber>>,
);

export const IMPORT_KINDS = ['customers', 'work'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const importBatchSchema = z.object({
  id: z.string(),
  /** customers, or work (open quotes and jobs). */
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  status: z.enum(['review', 'queued', 'running', 'done', 'undone']),
  totalRows: z.number(),
  processedRows: z.number(),
  importedCount: z.number(),
  mergedCount: z.number(),
  skippedCount: z.number(),
  announce: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  canUndo: z.boolean(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/**
 * What a row repeats: an existing customer, an earlier row of the file, or (open quotes and jobs) a quote or job an
 * earlier import stored, named by that import's file (`name`), id and date.
 */
export const duplicateOfSchema = z.object({
  kind: z.enum(['existing', 'file', 'import']),
  homeownerId: z.string().nullable(),
  rowNumber: z.number().nullable(),
  name: z.string(),
  batchId: z.string().optional(),
  importedAt: z.string().optional(),
});
export type DuplicateOf = z.infer<typeof duplicateOfSchema>;

export const reviewRowSchema = z.object({
  rowNumber: z.number(),
  values: importCustomerValuesSchema,
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  duplicateOf: duplicateOfSchema.nullable(),
  decision: z.enum(IMPORT_DECISIONS),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const REVIEW_FILTERS = ['all', 'invalid', 'duplicates'] as const;
export const reviewQuerySchema = z.object({
  filter: z.enum(REVIEW_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const importReviewSchema = z.object({
  batch: importBatchSchema,
  headers: z.array(z.string()),
  mapping: columnMappingSchema,
  counts: z.object({ ready: z.number(), invalid: z.number(), duplicates: z.number(), toImport: z.number(), toMerge: z.number(), toSkip: z.number() }),
  rows: z.array(reviewRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ImportReview = z.infer<typeof importReviewSchema>;

export const uploadQuerySchema = z.object({ fileName: z.string().trim().min(1).max(200) });
export const updateRowBodySchema = z
  .object({ values: importCustomerValuesSchema.optional(), decision: z.enum(IMPORT_DECISIONS).optional() })
  .refine((v) => v.values !== undefined || v.decision !== undefined, { error: 'Nothing to update' });
export const rowParams = z.object({ id: z.string(), rowNumber: z.coerce.number().int().min(1).max(1_000_000) });
export const confirmBodySchema = z.object({ announce: z.boolean().default(false) });

export const uploadCustomerImport = defineContract({ method: 'POST', path: '/api/imports/customers', query: uploadQuerySchema, response: importReviewSchema, status: 201, tags, summary: 'Upload a CSV or .xlsx of customers: nothing is stored as customers yet' });
export const listImports = defineContract({ method: 'GET', path: '/api/imports', response: z.array(importBatchSchema), tags });
export const getImportReview = defineContract({ method: 'GET', path: '/api/imports/:id', params: idParams, query: reviewQuerySchema, response: importReviewSchema, tags });
export const setImportMapping = defineContract({ method: 'PUT', path: '/api/imports/:id/mapping', params: idParams, body: z.object({ mapping: columnMappingSchema }), response: importBatchSchema, tags });
export const updateImportRow = defineContract({ method: 'PATCH', path: '/api/imports/:id/rows/:rowNumber', params: rowParams, body: updateRowBodySchema, response: reviewRowSchema, tags });
export const confirmImport = defineContract({ method: 'POST', path: '/api/imports/:id/confirm', params: idParams, body: confirmBodySchema, response: importBatchSchema, tags, summary: 'Store the import; a second confirmation changes nothing' });
export const undoImport = defineContract({ method: 'POST', path: '/api/imports/:id/undo', params: idParams, response: importBatchSchema, tags });

// Open quotes and jobs (issue 26, item 2): the same steps, their own row shape. Confirm and undo are the calls above.
export const workColumnMappingSchema = z.object(
  Object.fromEntries(WORK_IMPORT_FIELDS.map((f) => [f, z.number().int().min(0).max(500).nullable()])) as Record<(typeof WORK_IMPORT_FIELDS)[number], z.ZodNullable<z.ZodNumber>>,
);
export const WORK_DECISIONS = ['import', 'skip'] as const;
export const workReviewRowSchema = z.object({
  rowNumber: z.number(),
  values: importWorkValuesSchema,
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The customer the row was matched to (null: no match, see the errors). */
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** An earlier row of the file with the same number, or a quote or job an earlier import stored: skipped, never doubled. */
  duplicateOf: duplicateOfSchema.nullable(),
  decision: z.enum(WORK_DECISIONS),
});
export type WorkReviewRow = z.infer<typeof workReviewRowSchema>;
export const workImportReviewSchema = z.object({
  batch: importBatchSchema,
  headers: z.array(z.string()),
  mapping: workColumnMappingSchema,
  counts: z.object({ ready: z.number(), invalid: z.number(), duplicates: z.number(), toImport: z.number(), toSkip: z.number(), quotes: z.number(), jobs: z.number() }),
  rows: z.array(workReviewRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WorkImportReview = z.infer<typeof workImportReviewSchema>;
export const updateWorkRowBodySchema = z
  .object({ values: importWorkValuesSchema.optional(), decision: z.enum(WORK_DECISIONS).optional() })
  .refine((v) => v.values !== undefined || v.decision !== undefined, { error: 'Nothing to update' });

export const uploadWorkImport = defineContract({ method: 'POST', path: '/api/imports/work', query: uploadQuerySchema, response: workImportReviewSchema, status: 201, tags, summary: 'Upload a CSV of open quotes and jobs: nothing is stored as quotes or jobs yet' });
export const getWorkImportReview = defineContract({ method: 'GET', path: '/api/imports/:id/work', params: idParams, query: reviewQuerySchema, response: workImportReviewSchema, tags });
export const setWorkImportMapping = defineContract({ method: 'PUT', path: '/api/imports/:id/work-mapping', params: idParams, body: z.object({ mapping: workColumnMappingSchema }), response: importBatchSchema, tags });
export const updateWorkImportRow = defineContract({ method: 'PATCH', path: '/api/imports/:id/work-rows/:rowNumber', params: rowParams, body: updateWorkRowBodySchema, response: workReviewRowSchema, tags });
