// Working through a contractor's qbo_sync_items (both directions, oldest first): a row is claimed (pending → running,
// SKIP LOCKED) before QuickBooks is called, so two workers never send it at once; its outcome is written on the same
// row, which is the sync log. A busy or unreachable QuickBooks gives the row back with a back-off (a 429 costs no
// attempt); a refusal fails it in QuickBooks' words for a person to see, retry or send again.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query-rows';
import { qboConnections, qboSyncItems } from '../../db/schema/index';
import type { QboClient } from '../../integrations/quickbooks/qbo-client';
import { isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import { updateCustomer } from './qbo-customers';
import { readFromQuickBooks, runCdcPass, type RecordPayment } from './qbo-inbound';
import { QBO_ACTIONS } from './qbo-outbox';
import { syncInvoice, syncPayment, syncRefund, type TxnOutcome } from './qbo-transactions';
import { jobDepositMilestone } from './qbo-invoice-subjects';
import { syncStripeFee, syncStripeRefundFee } from './qbo-fees';
import { syncBill } from './qbo-bills';
import type { StripeFeeLookup, StripeRefundFeeLookup } from '../../integrations/stripe/stripe-fee';

export type QboClientFor = (db: Db, contractorId: string) => Promise<QboClient | null>;
export interface QboDeliveryDeps {
  clientFor: QboClientFor;
  /** The payments feature's recordPayment (a payment entered in QuickBooks). */
  recordPayment: RecordPayment;
  /** Stripe's fee of a card payment (the payments feature reads it); null without Stripe configured. */
  stripeFee?: StripeFeeLookup | null;
  /** The fee on a card refund's balance transaction (the payments feature reads it); null without Stripe. */
  stripeRefundFee?: StripeRefundFeeLookup | null;
  now?: () => Date;
}

export const MAX_QBO_ATTEMPTS = 8;
export const QBO_STALLED_AFTER_MS = 15 * 60_000;
/** While the contractor has not chosen items and accounts, or must reconnect: look again this often. */
const WAIT_FOR_PERSON_MS = 60 * 60_000;

export type QboSyncItemRow = typeof qboSyncItems.$inferSelect;
export type QboDeliveryOutcome = 'done' | 'skipped' | 'failed' | 'retry';

export const qboBackoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

const due = (now: Date) => or(isNull(qboSyncItems.nextAttemptAt), lte(qboSyncItems.nextAttemptAt, now));

export async function claimNextQboItem(db: Db, contractorId: string, now: Date = new Date()): Promise<QboSyncItemRow | null> {
  const next = db
    .select({ id: qboSyncItems.id })
    .from(qboSyncItems)
    .where(and(eq(qboSyncItems.contractorId, contractorId), eq(qboSyncItems.status, 'pending'), due(now)))
    .orderBy(asc(qboSyncItems.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(qboSyncItems)
    .set({ status: 'running', attempts: sql`${qboSyncItems.attempts} + 1`, updatedAt: now })
    .where(and(eq(qboSyncItems.id, sql`(${next})`), eq(qboSyncItems.status, 'pending')))
    .returning();
  return row ?? null;
}

async function finish(db: Db, item: QboSyncItemRow, outcome: TxnOutcome, now: Date) {
  await db
    .update(qboSyncItems)
    .set({ status: outcome.status, qboId: outcome.qboId ?? item.qboId, detail: { ...(item.detail ?? {}), ...outcome.detail }, error: null, nextAttemptAt: null, completedAt: now, updatedAt: now })
    .where(eq(qboSyncItems.id, item.id));
  if (outcome.status === 'done') {
    await db
      .update(qboConnections)
      .set({ lastSyncAt: now })
      .where(and(eq(qboConnections.contractorId, item.contractorId), or(isNull(qboConnections.lastSyncAt), lt(qboConnections.lastSyncAt, new Date(now.getTime() - 5_000)))));
  }
}

async function fail(db: Db, item: QboSyncItemRow, message: string, now: Date, detail: Record<string, unknown> = {}) {
  await db.update(qboSyncItems).set({ status: 'failed', error: message.slice(0, 500), detail: { ...(item.detail ?? {}), ...detail }, nextAttemptAt: null, completedAt: now, updatedAt: now }).where(eq(qboSyncItems.id, item.id));
  await db.update(qboConnections).set({ lastError: message.slice(0, 500), lastErrorAt: now }).where(eq(qboConnections.contractorId, item.contractorId));
}

/** Back to pending, not before `at`; a newer pending row for the same thing makes this one step aside. */
async function giveBack(db: Db, item: QboSyncItemRow, changes: { at: Date; error: string | null; attempts?: number }, now: Date) {
  try {
    const [row] = await db
      .update(qboSyncItems)
      .set({ status: 'pending', nextAttemptAt: changes.at, error: changes.error, updatedAt: now, ...(changes.attempts !== undefined ? { attempts: changes.attempts } : {}) })
      .where(eq(qboSyncItems.id, item.id))
      .returning({ id: qboSyncItems.id });
    if (row) return;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code !== '23505' && e.cause?.code !== '23505') throw error;
  }
  await db.update(qboSyncItems).set({ status: 'skipped', detail: { ...(item.detail ?? {}), reason: 'superseded' }, completedAt: now, updatedAt: now }).where(eq(qboSyncItems.id, item.id));
}

async function perform(db: Db, client: QboClient, mapping: QboMapping | null, item: QboSyncItemRow, now: Date, deps: QboDeliveryDeps): Promise<TxnOutcome | 'needs_mapping'> {
  const ctx = { db, client, contractorId: item.contractorId };
  if (item.action === QBO_ACTIONS.inbound) return readFromQuickBooks(ctx, item, deps.recordPayment);
  if (item.action === QBO_ACTIONS.cdc) return runCdcPass(ctx, now);
  if (item.action === QBO_ACTIONS.customerUpdate && item.entityId) {
    const r = await updateCustomer(ctx, item.entityId);
    return { status: r.updated ? 'done' : 'skipped', qboId: r.qboId, detail: r.updated ? {} : { reason: 'not_linked' } };
  }
  if (!mapping) return 'needs_mapping';
  const mapped = { ...ctx, mapping };
  const id = item.entityId!;
  switch (item.action) {
    case QBO_ACTIONS.invoiceCreate:
      return syncInvoice(mapped, item.entity === 'quote' ? { quoteId: id } : { milestoneId: id });
    case QBO_ACTIONS.jobDepositInvoice: {
      const milestoneId = await jobDepositMilestone(db, item.contractorId, id);
      return milestoneId ? syncInvoice(mapped, { milestoneId }) : { status: 'skipped', qboId: null, detail: { reason: 'no_deposit' } };
    }
    case QBO_ACTIONS.paymentCreate:
      return syncPayment(mapped, id);
    case QBO_ACTIONS.refundCreate:
      return syncRefund(mapped, id);
    case QBO_ACTIONS.feeCreate:
      return syncStripeFee(mapped, id, deps.stripeFee);
    case QBO_ACTIONS.refundFeeCreate:
      return syncStripeRefundFee(mapped, id, deps.stripeRefundFee);
    case QBO_ACTIONS.billCreate:
      return syncBill(mapped, id);
    default:
      return { status: 'skipped', qboId: null, detail: { reason: 'unknown_action' } };
  }
}

export async function deliverQboItem(db: Db, item: QboSyncItemRow, deps: QboDeliveryDeps): Promise<QboDeliveryOutcome> {
  const now = () => deps.now?.() ?? new Date();
  try {
    const [connection] = await db.select().from(qboConnections).where(eq(qboConnections.contractorId, item.contractorId)).limit(1);
    if (!connection) {
      await finish(db, item, { status: 'skipped', qboId: null, detail: { reason: 'not_connected' } }, now());
      return 'skipped';
    }
    const client = connection.status === 'connected' ? await deps.clientFor(db, item.contractorId) : null;
    if (!client) {
      await giveBack(db, item, { at: new Date(now().getTime() + WAIT_FOR_PERSON_MS), error: 'Reconnect QuickBooks', attempts: item.attempts - 1 }, now());
      return 'retry';
    }
    const outcome = await perform(db, client, (connection.mapping as QboMapping | null) ?? null, item, now(), deps);
    if (outcome === 'needs_mapping') {
      await giveBack(db, item, { at: new Date(now().getTime() + WAIT_FOR_PERSON_MS), error: 'Choose the QuickBooks items and accounts in Settings → Accounting', attempts: item.attempts - 1 }, now());
      return 'retry';
    }
    await finish(db, item, outcome, now());
    return outcome.status;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const apiError = isQboApiError(error) ? error : null;
    if (apiError?.kind === 'unauthorized') {
      // The grant is gone (the connection says "Reconnect QuickBooks"): the row waits for the reconnect, not lost.
      await giveBack(db, item, { at: new Date(now().getTime() + WAIT_FOR_PERSON_MS), error: message, attempts: item.attempts - 1 }, now());
      return 'retry';
    }
    const stale = apiError?.kind === 'stale';
    if (apiError && !apiError.retryable && !stale) {
      await fail(db, item, message, now(), { code: apiError.code ?? apiError.kind, ...(apiError.kind === 'deposited' ? { needsPerson: true } : {}) });
      return 'failed';
    }
    const rateLimited = apiError?.kind === 'rate_limited';
    const attempts = rateLimited ? item.attempts - 1 : item.attempts;
    if (!rateLimited && attempts >= MAX_QBO_ATTEMPTS) {
      await fail(db, item, message, now());
      return 'failed';
    }
    const waitMs = Math.max(apiError?.retryAfterMs ?? 0, rateLimited ? 1_000 : qboBackoffMs(attempts));
    await giveBack(db, item, { at: new Date(now().getTime() + waitMs), error: message, attempts }, now());
    return 'retry';
  }
}

export interface QboDrainResult {
  done: number;
  skipped: number;
  failed: number;
  retry: number;
}

export async function drainQboItems(db: Db, contractorId: string, deps: QboDeliveryDeps, options: { maxMs?: number; maxItems?: number } = {}): Promise<QboDrainResult> {
  const started = Date.now();
  const result: QboDrainResult = { done: 0, skipped: 0, failed: 0, retry: 0 };
  for (let n = 0; n < (options.maxItems ?? Infinity) && Date.now() - started < (options.maxMs ?? 120_000); n++) {
    const item = await claimNextQboItem(db, contractorId, deps.now?.() ?? new Date());
    if (!item) break;
    const outcome = await deliverQboItem(db, item, deps);
    result[outcome] += 1;
    if (outcome === 'retry') break;
  }
  return result;
}

export async function contractorsWithDueQboItems(db: Db, now: Date = new Date(), limit = 200): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    SELECT DISTINCT p.contractor_id AS id FROM qbo_sync_items p
    WHERE p.status = 'pending' AND (p.next_attempt_at IS NULL OR p.next_attempt_at <= ${now.toISOString()}::timestamptz)
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/** Rows left running by an instance that died go back (every write carries its requestid: a repeat is harmless). */
export async function recoverStalledQboItems(db: Db, now: Date = new Date()): Promise<number> {
  const stalled = await db
    .select()
    .from(qboSyncItems)
    .where(and(eq(qboSyncItems.status, 'running'), lt(qboSyncItems.updatedAt, new Date(now.getTime() - QBO_STALLED_AFTER_MS))))
    .limit(500);
  for (const item of stalled) {
    if (item.attempts >= MAX_QBO_ATTEMPTS) await fail(db, item, 'Interrupted too many times', now);
    else await giveBack(db, item, { at: now, error: 'interrupted' }, now);
  }
  return stalled.length;
}
