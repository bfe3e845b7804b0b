// Picket → QuickBooks intents, written by a domain-event subscriber in the change's own transaction (so an intent
// commits or rolls back with its change), one pending row per thing (the unique pending index coalesces repeats).
// Nothing for a contractor without a connection, and nothing that came from QuickBooks (no echo).
import { and, eq, sql } from 'drizzle-orm';
import { qboSyncItemDetailSchema, type QboSyncItemDetail } from '../../../core/quickbooks/qbo-detail.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { payments, qboConnections, qboLinks, qboSyncItems } from '../../db/schema/index';
import { kickQueue } from '../../queue/kick';

/**
 * A sync row's detail as stored, what the outcome merges into and the sync log shows: a key that does not hold its
 * type reads as absent, a value that is not an object as {} (the row is still worked and listed).
 */
export const qboSyncDetailOf = (detail: unknown): QboSyncItemDetail => readJsonb(qboSyncItemDetailSchema, detail ?? {}, 'qbo_sync_items.detail', { orElse: {} });

export const QBO_ACTIONS = {
  customerUpdate: 'customer.update',
  invoiceCreate: 'invoice.create',
  jobDepositInvoice: 'invoice.job_deposit',
  paymentCreate: 'payment.create',
  /** Stripe's fee on a card payment, as an expense out of the clearing account (qbo-fees.ts). */
  feeCreate: 'fee.create',
  refundCreate: 'refund.create',
  /** A fee on a card refund's balance transaction (given back or charged), booked once (qbo-fees.ts). */
  refundFeeCreate: 'fee.refund',
  /** A purchase order's delivery, as a Bill from the supplier (qbo-bills.ts). */
  billCreate: 'bill.create',
  inbound: 'entity.read',
  cdc: 'cdc.pass',
} as const;

export interface QboIntent {
  contractorId: string;
  entity: 'customer' | 'quote' | 'milestone' | 'job' | 'payment' | 'refund' | 'receipt';
  entityId: string;
  action: string;
  origin: string;
  cause: string;
}

/** Inbound reads (webhooks, CDC) share one serial key: they go one at a time, as they always have. */
export const QBO_INBOUND_SERIAL_KEY = 'in';

/**
 * The row's serial key (qbo-delivery.ts sends a key's rows one at a time, in order): the customer for everything billed
 * to them (the customer is made with their first invoice, a payment needs its invoice, a fee or refund its payment),
 * the supplier for a delivery's bill (the vendor is made with its first bill). Looked up in the change's transaction.
 */
function serialKeyOf(intent: Pick<QboIntent, 'contractorId' | 'entity' | 'entityId'>) {
  const id = intent.entityId;
  const c = intent.contractorId;
  const customer = (() => {
    switch (intent.entity) {
      case 'customer':
        return sql`${id}::uuid`;
      case 'quote':
        return sql`(SELECT homeowner_id FROM quotes WHERE id = ${id} AND contractor_id = ${c})`;
      case 'job':
        return sql`(SELECT homeowner_id FROM jobs WHERE id = ${id} AND contractor_id = ${c})`;
      case 'milestone':
        return sql`(SELECT j.homeowner_id FROM payment_milestones m JOIN jobs j ON j.id = m.job_id WHERE m.id = ${id} AND j.contractor_id = ${c})`;
      case 'payment':
        return sql`(SELECT coalesce(j.homeowner_id, q.homeowner_id) FROM payments p LEFT JOIN jobs j ON j.id = p.job_id LEFT JOIN quotes q ON q.id = p.quote_id WHERE p.id = ${id} AND p.contractor_id = ${c})`;
      case 'refund':
        return sql`(SELECT coalesce(j.homeowner_id, q.homeowner_id) FROM card_refunds r JOIN payments p ON p.id = r.payment_id LEFT JOIN jobs j ON j.id = p.job_id LEFT JOIN quotes q ON q.id = p.quote_id WHERE r.id = ${id} AND r.contractor_id = ${c})`;
      default:
        return null;
    }
  })();
  if (intent.entity === 'receipt') return sql`coalesce('s:' || (SELECT o.supplier_id::text FROM purchase_order_receipts r JOIN purchase_orders o ON o.id = r.order_id WHERE r.id = ${id} AND r.contractor_id = ${c}), 'r:' || ${id}::text)`;
  // A record whose customer is gone keeps a key of its own (nothing else of it can be waiting).
  return customer ? sql`coalesce('c:' || ${customer}::text, ${intent.entity} || ':' || ${id}::text)` : sql`${intent.entity} || ':' || ${id}::text`;
}

export async function queueQboOutbound(db: Db, intent: QboIntent): Promise<void> {
  await db
    .insert(qboSyncItems)
    .values({ contractorId: intent.contractorId, direction: 'out', entity: intent.entity, entityId: intent.entityId, action: intent.action, status: 'pending', origin: intent.origin, detail: { cause: intent.cause }, serialKey: serialKeyOf(intent) })
    .onConflictDoNothing();
}

async function isConnected(db: Db, contractorId: string): Promise<boolean> {
  const [row] = await db.select({ id: qboConnections.id }).from(qboConnections).where(eq(qboConnections.contractorId, contractorId)).limit(1);
  return Boolean(row);
}

/** The domain events this reads (server/features/domain-events composes it in features/index.ts). */
export type QboChangeEvent =
  | { type: 'quote.status_changed'; contractorId: string; origin: string; quoteId: string; to: string }
  | { type: 'job.created'; contractorId: string; origin: string; jobId: string }
  | { type: 'milestone.invoiced'; contractorId: string; origin: string; milestoneId: string }
  | { type: 'payment.recorded'; contractorId: string; origin: string; paymentId: string }
  | { type: 'payment.refunded'; contractorId: string; origin: string; refundId: string }
  | { type: 'customer.updated'; contractorId: string; origin: string; homeownerId: string }
  | { type: 'purchase_order.received'; contractorId: string; origin: string; receiptId: string };

/** The domain-event subscriber: cheap, no calls out. */
export async function recordQboChange(db: Db, anyEvent: { type: string; contractorId: string; origin: string }): Promise<void> {
  // Any other event falls through the switch's default.
  const event = anyEvent as QboChangeEvent;
  if (event.origin === 'accounting') return;
  const intent = ((): Omit<QboIntent, 'contractorId' | 'origin' | 'cause'> | null => {
    switch (event.type) {
      // SPEC §4: the deposit is invoiced when the homeowner approves the quote.
      case 'quote.status_changed':
        return event.to === 'approved' ? { entity: 'quote', entityId: event.quoteId, action: QBO_ACTIONS.invoiceCreate } : null;
      // A job made straight from a quote (no approval first): its deposit milestone is invoiced with the job.
      case 'job.created':
        return { entity: 'job', entityId: event.jobId, action: QBO_ACTIONS.jobDepositInvoice };
      case 'milestone.invoiced':
        return { entity: 'milestone', entityId: event.milestoneId, action: QBO_ACTIONS.invoiceCreate };
      case 'payment.recorded':
        return { entity: 'payment', entityId: event.paymentId, action: QBO_ACTIONS.paymentCreate };
      case 'payment.refunded':
        return { entity: 'refund', entityId: event.refundId, action: QBO_ACTIONS.refundCreate };
      case 'customer.updated':
        return { entity: 'customer', entityId: event.homeownerId, action: QBO_ACTIONS.customerUpdate };
      case 'purchase_order.received':
        return { entity: 'receipt', entityId: event.receiptId, action: QBO_ACTIONS.billCreate };
      default:
        return null;
    }
  })();
  if (!intent || !(await isConnected(db, event.contractorId))) return;
  // A customer becomes a QuickBooks customer with their first invoice; only one already there follows Picket's edits.
  if (intent.action === QBO_ACTIONS.customerUpdate) {
    const [linked] = await db
      .select({ id: qboLinks.id })
      .from(qboLinks)
      .where(and(eq(qboLinks.contractorId, event.contractorId), eq(qboLinks.kind, 'customer'), eq(qboLinks.localId, intent.entityId)))
      .limit(1);
    if (!linked) return;
  }
  await queueQboOutbound(db, { ...intent, contractorId: event.contractorId, origin: event.origin, cause: event.type });
  // A card payment also brings Stripe's fee to the books (its own entry: the Purchase needs no invoice).
  if (event.type === 'payment.recorded') {
    const [payment] = await db.select({ method: payments.paymentMethod }).from(payments).where(and(eq(payments.id, event.paymentId), eq(payments.contractorId, event.contractorId))).limit(1);
    if (payment?.method === 'card') await queueQboOutbound(db, { contractorId: event.contractorId, entity: 'payment', entityId: event.paymentId, action: QBO_ACTIONS.feeCreate, origin: event.origin, cause: event.type });
  }
  // A card refund may carry a fee of its own (Stripe giving part of its fee back, or charging one): looked up once.
  if (event.type === 'payment.refunded') await queueQboOutbound(db, { contractorId: event.contractorId, entity: 'refund', entityId: event.refundId, action: QBO_ACTIONS.refundFeeCreate, origin: event.origin, cause: event.type });
  // The drain job rides in the same transaction: a worker takes it the moment the change commits (issue 28 item 2).
  await kickQueue('qbo-sync', db, event.contractorId);
}

/** A QuickBooks entity to read (from a webhook or the CDC pass): one waiting row per entity. */
export async function queueQboInbound(db: Db, item: { contractorId: string; entity: string; qboId: string; operation: string; source: 'webhook' | 'cdc' }): Promise<boolean> {
  const rows = await db
    .insert(qboSyncItems)
    .values({ contractorId: item.contractorId, direction: 'in', entity: item.entity, qboId: item.qboId, action: QBO_ACTIONS.inbound, status: 'pending', origin: item.source, detail: { operation: item.operation, source: item.source }, serialKey: QBO_INBOUND_SERIAL_KEY })
    .onConflictDoNothing()
    .returning({ id: qboSyncItems.id });
  return rows.length > 0;
}

/** A change-data-capture pass for the contractor (every few hours, and after a reconnect). */
export async function queueQboCdcPass(db: Db, contractorId: string, cause: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO qbo_sync_items (contractor_id, direction, entity, action, status, origin, detail, serial_key)
    SELECT ${contractorId}, 'in', 'cdc', ${QBO_ACTIONS.cdc}, 'pending', 'cdc', ${JSON.stringify({ cause })}::jsonb, ${QBO_INBOUND_SERIAL_KEY}
    WHERE NOT EXISTS (SELECT 1 FROM qbo_sync_items WHERE contractor_id = ${contractorId} AND action = ${QBO_ACTIONS.cdc} AND status IN ('pending', 'running'))`);
}
