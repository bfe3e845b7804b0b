// Settings → Accounting (issue 27): the QuickBooks connection, the mapping of Picket's money onto the contractor's
// QuickBooks items and accounts, the preview of one quote's invoices, and the sync log.
import { z } from 'zod';
import { QBO_ITEM_KEYS } from './invoice-lines';

export const qboConnectionStatuses = ['connected', 'reconnect'] as const;

const qboId = (required: string) => z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(50, required).regex(/^[0-9A-Za-z_-]+$/, required);

export const qboMappingSchema = z.object({
  items: z.object({
    installation: qboId('Choose an item for fence installation'),
    gates: qboId('Choose an item for gates'),
    removal: qboId('Choose an item for removal'),
    materials: qboId('Choose an item for materials'),
  }),
  /** Where payments entered by hand land (Undeposited Funds, or a bank account). */
  depositAccountId: qboId('Choose an account for payments by hand'),
  /** Where card payments land: a clearing account that Stripe's payouts empty. */
  clearingAccountId: qboId('Choose a clearing account for card payments'),
  /** The expense account for Stripe's fees. */
  feeAccountId: qboId('Choose an expense account for card fees'),
  /** The expense / cost-of-goods account for materials received on purchase orders (Bills); unset: Picket's own
   *  "Job Materials" cost-of-goods account, found or created in QuickBooks (not the card-fee account: see decisions). */
  materialsAccountId: z.string().trim().max(50).regex(/^[0-9A-Za-z_-]*$/).nullable().optional(),
  /** The tax code on taxable lines; null: lines carry no tax code (the tax amount is still Picket's). */
  taxCodeId: z.string().trim().max(50).regex(/^[0-9A-Za-z_-]*$/).nullable().optional(),
});
export type QboMapping = z.infer<typeof qboMappingSchema>;

export const qboConnectionViewSchema = z.object({
  /** Whether the server has an Intuit app configured (QBO_CLIENT_ID / QBO_CLIENT_SECRET). */
  available: z.boolean(),
  connection: z
    .object({
      realmId: z.string(),
      companyName: z.string().nullable(),
      status: z.enum(qboConnectionStatuses),
      connectedAt: z.string(),
      lastSyncAt: z.string().nullable(),
      lastError: z.string().nullable(),
      lastErrorAt: z.string().nullable(),
      mapping: qboMappingSchema.nullable(),
    })
    .nullable(),
});
export type QboConnectionView = z.infer<typeof qboConnectionViewSchema>;

export const qboOAuthStartBodySchema = z.object({ lang: z.enum(['en', 'es']).optional() }).optional();
export const qboOAuthStartSchema = z.object({ url: z.string() });
export const qboOAuthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  realmId: z.string().max(50).optional(),
  error: z.string().max(200).optional(),
});
export const qboOAuthFailures = ['denied', 'state', 'exchange', 'realm_taken', 'not_configured'] as const;

const option = z.object({ id: z.string(), name: z.string() });
export const qboMappingOptionsSchema = z.object({
  items: z.array(option),
  accounts: z.array(option.extend({ type: z.string() })),
  taxCodes: z.array(option),
  /** A first suggestion: items named like Picket's, Undeposited Funds, an expense account for fees. */
  suggested: qboMappingSchema.partial().extend({ items: z.partialRecord(z.enum(QBO_ITEM_KEYS), z.string()).optional() }),
});
export type QboMappingOptions = z.infer<typeof qboMappingOptionsSchema>;

export const qboPreviewQuerySchema = z.object({ quoteId: z.string().uuid().optional() });
export const qboPreviewSchema = z.object({
  quote: z.object({ id: z.string(), quoteNumber: z.number().int(), totalCents: z.number().int() }).nullable(),
  customer: z.object({ displayName: z.string(), email: z.string().nullable() }).nullable(),
  invoices: z.array(
    z.object({
      docNumber: z.string(),
      label: z.string(),
      lines: z.array(z.object({ item: z.enum(QBO_ITEM_KEYS), itemName: z.string().nullable(), amountCents: z.number().int() })),
      taxCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
});
export type QboPreview = z.infer<typeof qboPreviewSchema>;

export const qboSyncStatuses = ['pending', 'running', 'done', 'failed', 'skipped'] as const;
export const qboSyncLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(qboSyncStatuses).optional(),
});
export const qboSyncLogItemSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  status: z.enum(qboSyncStatuses),
  attempts: z.number().int(),
  qboId: z.string().nullable(),
  error: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  canRetry: z.boolean(),
});
export type QboSyncLogItem = z.infer<typeof qboSyncLogItemSchema>;
export const qboSyncLogPageSchema = z.object({ items: z.array(qboSyncLogItemSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** The bell's "Reconnect QuickBooks" (notification type accounting_reconnect), unread ones. */
const qboAlertSchema = z.object({ id: z.string(), type: z.literal('accounting_reconnect'), timestamp: z.string(), companyName: z.string().nullable() });
export type QboAlert = z.infer<typeof qboAlertSchema>;
export const qboAlertsSchema = z.object({ notifications: z.array(qboAlertSchema) });

/** A job's invoice that QuickBooks no longer counts: voided or deleted there by the bookkeeper. */
const qboJobNoticeSchema = z.object({
  milestoneId: z.string(),
  milestoneName: z.string(),
  docNumber: z.string().nullable(),
  state: z.enum(['voided', 'deleted']),
  /** When QuickBooks changed it (or when Picket learnt of a deletion); null for one recorded before this was kept. */
  at: z.string().nullable(),
});
export type QboJobNotice = z.infer<typeof qboJobNoticeSchema>;
export const qboJobNoticesSchema = z.object({ notices: z.array(qboJobNoticeSchema) });
