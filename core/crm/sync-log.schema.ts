// The CRM sync log the contractor reads (issue 12 item 8): what went which way, when, and what failed.
// One contract for GET /api/crm/sync-log and the Settings → CRM section.
import { z } from 'zod';

export const syncDirections = ['out', 'in'] as const;
export const syncItemStatuses = ['pending', 'running', 'done', 'failed', 'skipped'] as const;
export const SYNC_LOG_PAGE_SIZE = 20;

export const syncLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SYNC_LOG_PAGE_SIZE),
  direction: z.enum(syncDirections).optional(),
  status: z.enum(syncItemStatuses).optional(),
});
export type SyncLogQuery = z.output<typeof syncLogQuerySchema>;

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const syncLogItemSchema = z.object({
  id: z.string(),
  direction: z.enum(syncDirections),
  /** customer, quote, message, connection. */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Whose row it is: the customer's name (for a quote, its customer's); null once it is gone. */
  subject: z.string().nullable(),
  /** For a quote, its number: the page writes "Quote #1042 · name" in its own language. */
  quoteNumber: z.number().int().nullable(),
  /** Out: contact.upsert | opportunity.upsert. In: the webhook type (ContactCreate, OpportunityStageUpdate, …). */
  action: z.string(),
  status: z.enum(syncItemStatuses),
  attempts: z.number().int(),
  crmId: z.string().nullable(),
  error: z.string().nullable(),
  /** Codes, ids, statuses and amounts (reason, picketStatus, opportunityStatus, monetaryValue…). */
  detail: z.record(z.string(), detailValue),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** A failed outbound item can be sent again. */
  canRetry: z.boolean(),
});
export type SyncLogItem = z.infer<typeof syncLogItemSchema>;

export const syncLogPageSchema = z.object({
  items: z.array(syncLogItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SyncLogPage = z.infer<typeof syncLogPageSchema>;
