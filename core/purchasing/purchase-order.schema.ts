// Issue 24 at the API edge: purchase orders, deliveries, extra job costs and the job's purchasing summary.
import { z } from 'zod';
import { purchaseOrderStatuses } from './purchase-order-status';

const text = (max: number) => z.string({ error: 'Invalid input' }).trim().max(max, 'Invalid input');
const required = (max: number) => z.string({ error: 'Required' }).trim().min(1, 'Required').max(max, 'Invalid input');
const count = z.number({ error: 'Invalid input' }).int('Invalid input').min(0, 'Invalid input').max(1_000_000, 'Invalid input');
const cents = z.number({ error: 'Invalid input' }).int('Invalid input').min(0, 'Invalid input').max(100_000_000, 'Invalid input');
const isoDate = z.string({ error: 'Invalid input' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid input')
  // A real calendar day: 2025-02-30 is not one (Date would roll it over to March).
  .refine((s) => { const d = new Date(`${s}T00:00:00Z`); return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s; }, 'Invalid input');

export const purchaseOrderLineInputSchema = z.object({
  /** A line that was already on the order keeps its received packs. */
  id: z.guid({ error: 'Invalid input' }).optional(),
  materialKey: text(200).nullable().optional(),
  description: required(200),
  partNumber: text(80).nullable().optional(),
  unit: text(20).default('each'),
  packName: text(20).default('each'),
  packSize: z.number({ error: 'Invalid input' }).int('Invalid input').min(1, 'Invalid input').max(100_000, 'Invalid input').default(1),
  packs: count,
  packCostCents: cents.nullable().optional(),
});

export const updatePurchaseOrderBodySchema = z.object({
  deliveryDate: isoDate.nullable().optional(),
  deliverTo: z.enum(['site', 'yard'], { error: 'Invalid input' }).optional(),
  deliveryAddress: text(300).nullable().optional(),
  notes: text(2000).nullable().optional(),
  lines: z.array(purchaseOrderLineInputSchema, { error: 'Invalid input' }).max(500, 'Invalid input').optional(),
});
export type UpdatePurchaseOrderBody = z.infer<typeof updatePurchaseOrderBodySchema>;

export const splitLineBodySchema = z.object({
  lineId: z.guid({ error: 'Invalid input' }),
  supplierId: z.guid({ error: 'Invalid input' }),
  packs: z.number({ error: 'Invalid input' }).int('Invalid input').min(1, 'Invalid input').max(1_000_000, 'Invalid input'),
});

export const sendPurchaseOrderBodySchema = z.object({ lang: z.enum(['en', 'es'], { error: 'Invalid input' }).default('en') });

export const receivePurchaseOrderBodySchema = z.object({
  receivedOn: isoDate.optional(),
  lines: z
    .array(z.object({ lineId: z.guid({ error: 'Invalid input' }), packs: count, packCostCents: cents.nullable().optional() }), { error: 'Invalid input' })
    .min(1, 'Invalid input')
    .max(500, 'Invalid input'),
});
export type ReceivePurchaseOrderBody = z.infer<typeof receivePurchaseOrderBodySchema>;

export const extraCostBodySchema = z.object({ description: required(200), amountCents: cents.refine((n) => n > 0, 'Invalid input'), spentOn: isoDate.nullable().optional() });

export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  materialKey: z.string().nullable(),
  description: z.string(),
  partNumber: z.string().nullable(),
  unit: z.string(),
  packName: z.string(),
  packSize: z.number().int(),
  packs: z.number().int(),
  packCostCents: z.number().int().nullable(),
  receivedPacks: z.number().int(),
  /** Packs still to come (back-ordered or not yet delivered). */
  backOrderedPacks: z.number().int(),
});

export const purchaseOrderSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  poNumber: z.number().int(),
  supplier: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  status: z.enum(purchaseOrderStatuses),
  revision: z.number().int(),
  deliveryDate: z.string().nullable(),
  deliverTo: z.enum(['site', 'yard']),
  deliveryAddress: z.string().nullable(),
  notes: z.string().nullable(),
  totalCents: z.number().int(),
  /** Lines with no cost yet: the total leaves them out. */
  uncostedLines: z.number().int(),
  sentAt: z.string().nullable(),
  /** The email of the current revision: queued, sent, waiting in the outbox (no SMTP), failed, or no supplier email. */
  mail: z.enum(['queued', 'sending', 'sent', 'outbox', 'failed', 'no_address']).nullable(),
  lines: z.array(purchaseOrderLineSchema),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderSchema>;

const notOrderedSchema = z.object({ key: z.string(), description: z.string(), unit: z.string(), quantity: z.number() });

export const quotePurchasingSchema = z.object({
  quoteId: z.string(),
  quoteNumber: z.number().int(),
  jobId: z.string().nullable(),
  /** Orders can be made: the quote is approved (or became a job). */
  canOrder: z.boolean(),
  /** Materials not on an order yet whose supplier is named: what "Order materials" would add now. */
  toOrder: z.number().int(),
  orders: z.array(purchaseOrderSchema),
  notOrdered: z.array(notOrderedSchema),
  suppliers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type QuotePurchasingView = z.infer<typeof quotePurchasingSchema>;

export const jobPurchasingSchema = z.object({
  jobId: z.string(),
  quoteId: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  /** The job's quote has a materials list or orders (a cart quote or a job without a drawing has neither). */
  hasMaterials: z.boolean(),
  orderCount: z.number().int(),
  /** What has not arrived yet: on an order still to come, or on no order at all. */
  missing: z.array(z.object({ description: z.string(), unit: z.string(), quantity: z.number(), poNumber: z.number().int().nullable() })),
  costs: z.object({
    /** The materials list at the suppliers' pack costs (null: some material has no cost, so it is incomplete). */
    estimatedMaterialsCents: z.number().int(),
    estimateComplete: z.boolean(),
    /** Received packs at the costs the contractor recorded on delivery. */
    receivedMaterialsCents: z.number().int(),
    extraCostsCents: z.number().int(),
    actualCents: z.number().int(),
    differenceCents: z.number().int(),
  }),
  extraCosts: z.array(z.object({ id: z.string(), description: z.string(), amountCents: z.number().int(), spentOn: z.string().nullable() })),
});
export type JobPurchasingView = z.infer<typeof jobPurchasingSchema>;

export const materialsMissingNotificationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobNumber: z.string(),
  scheduledDate: z.string(),
  missingCount: z.number().int(),
  timestamp: z.string(),
});
export type MaterialsMissingNotification = z.infer<typeof materialsMissingNotificationSchema>;
