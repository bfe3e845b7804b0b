// Working through a contractor's qbo_sync_items (both directions): a row is claimed (pending → running, SKIP LOCKED,
// with a claim ticket and a lease) before QuickBooks is called, so two workers never send it at once; its outcome is
// written on the same row, which is the sync log. A busy or unreachable QuickBooks gives the row back with a back-off
// (a 429 costs no attempt); a refusal fails it in QuickBooks' words for a person to see, retry or send again.
//
// Lanes (issues 27 and 28): a drain sends up to `concurrency` rows at once, never more than `maxRunning` of the
// contractor's rows running across every instance (counted under a tried advisory lock); the rows of one serial key
// (a customer and what is billed to them, a supplier and its bills, the inbound reads: qbo-outbox.ts) go one at a time,
// in the order they were queued. A running row's lease is renewed while it is worked on; a row whose lease ran out
// (its instance died, or its job was cut short) goes back to pending by the reaper, and an outcome written after that
// is dropped (the claim ticket no longer matches): the new claim repeats the call with the same requestid, which
// QuickBooks answers with its first answer, so nothing is ever sent twice.
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { QboSyncItemDetail } from '../../../core/quickbooks/qbo-detail.schema';
import type { QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import { qboMappingOf } from './qbo-connection';
import type { Db } from '../../db/connection';
import { outboundLanes, type LaneDrainOptions, type LaneDrainResult, type LaneOutcome } from '../../db/outbound-lanes';
import { queryRows } from '../../db/query-rows';
import { qboConnections, qboSyncItems } from '../../db/schema/index';
import type { QboClient } from '../../integrations/quickbooks/qbo-client';
import { isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import { updateCustomer } from './qbo-customers';
import { readFromQuickBooks, runCdcPass, type RecordPayment } from './qbo-inbound';
import { QBO_ACTIONS, qboSyncDetailOf } from './qbo-outbox';
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
/**
 * A running row's lease: renewed every third of it while the row is worked on (a live delivery is a few requests of at
 * most 30 s each), so only a row whose worker is gone outlives it; the reaper then gives it back.
 */
export const QBO_LEASE_MS = 60_000;
/** While the contractor has not chosen items and accounts, or must reconnect: look again this often. */
const WAIT_FOR_PERSON_MS = 60 * 60_000;

export type QboSyncItemRow = typeof qboSyncItems.$inferSelect;
/** `dropped`: the claim was lost before its outcome was written (server/db/outbound-lanes.ts), so nothing was. */
export type QboDeliveryOutcome = LaneOutcome;

export const qboBackoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export interface QboClaimOptions {
  /** The contractor's rows running at once across every instance (QBO_CONCURRENCY); none: no limit. */
  maxRunning?: number;
  leaseMs?: number;
}

/** The QuickBooks outbox's lanes (server/db/outbound-lanes.ts): claim, lease, ticket and reaper. */
const lanes = outboundLanes({ table: qboSyncItems, lockName: 'qbo-lanes', leaseMs: QBO_LEASE_MS });

/**
 * Claims the contractor's next due row whose serial key has nothing older waiting and nothing running, or null (none
 * due, or `maxRunning` of the contractor's rows already in flight under a live lease).
 */
export async function claimNextQboItem(db: Db, contractorId: string, now: Date = new Date(), options: QboClaimOptions = {}): Promise<QboSyncItemRow | null> {
  const next = () => sql`
    SELECT p.id FROM qbo_sync_items p
    WHERE p.contractor_id = ${contractorId} AND p.status = 'pending'
      AND (p.next_attempt_at IS NULL OR p.next_attempt_at <= ${now.toISOString()}::timestamptz)
      AND (p.serial_key IS NULL OR NOT EXISTS (
        SELECT 1 FROM qbo_sync_items r
        WHERE r.contractor_id = ${contractorId} AND r.serial_key = p.serial_key AND r.id <> p.id
          AND (r.status = 'running' OR (r.status = 'pending' AND r.seq < p.seq))))
    ORDER BY p.seq
    LIMIT 1
    FOR UPDATE OF p SKIP LOCKED`;
  return lanes.claimNext(db, contractorId, now, next, options);
}

/** This claim's row, and only while the claim is still this one's (the reaper may have given it back since). */
const claimed = (item: QboSyncItemRow): SQL => lanes.claimed(item);

/** The outcome, written only under the claim's ticket (`dropped`: the claim was lost, so nothing was written). */
async function finish(db: Db, item: QboSyncItemRow, outcome: TxnOutcome, now: Date) {
  const values = { status: outcome.status, qboId: outcome.qboId ?? item.qboId, detail: { ...qboSyncDetailOf(item.detail), ...outcome.detail }, error: null, nextAttemptAt: null, completedAt: now, updatedAt: now };
  const settled = await lanes.settle(db, item, values, outcome.status);
  if (settled === 'done') {
    await db
      .update(qboConnections)
      .set({ lastSyncAt: now })
      .where(and(eq(qboConnections.contractorId, item.contractorId), or(isNull(qboConnections.lastSyncAt), lt(qboConnections.lastSyncAt, new Date(now.getTime() - 5_000)))));
  }
  return settled;
}

/** Fails the row under `where` (the claim's own unless the reaper says otherwise); `dropped` when that matched no row. */
async function fail(db: Db, item: QboSyncItemRow, message: string, now: Date, detail: QboSyncItemDetail = {}, where: SQL = claimed(item)) {
  const values = { status: 'failed' as const, error: message.slice(0, 500), detail: { ...qboSyncDetailOf(item.detail), ...detail }, nextAttemptAt: null, completedAt: now, updatedAt: now };
  const settled = await lanes.settle(db, item, values, 'failed', where);
  if (settled === 'failed') await db.update(qboConnections).set({ lastError: message.slice(0, 500), lastErrorAt: now }).where(eq(qboConnections.contractorId, item.contractorId));
  return settled;
}

/**
 * Back to pending, not before `at`; a newer pending row for the same thing makes this one step aside. `where` is the
 * claim's own row unless the reaper says otherwise; `dropped` when that matched no row (the claim was lost).
 */
async function giveBack(db: Db, item: QboSyncItemRow, changes: { at: Date; error: string | null; attempts?: number }, now: Date, where: SQL = claimed(item)) {
  try {
    return await lanes.settle(db, item, { status: 'pending', nextAttemptAt: changes.at, error: changes.error, updatedAt: now, ...(changes.attempts !== undefined ? { attempts: changes.attempts } : {}) }, 'retry', where);
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code !== '23505' && e.cause?.code !== '23505') throw error;
  }
  return lanes.settle(db, item, { status: 'skipped', detail: { ...qboSyncDetailOf(item.detail), reason: 'superseded' }, completedAt: now, updatedAt: now }, 'retry', where);
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

/**
 * Works on one claimed row and records the outcome. `retry`: given back for later; `dropped`: the claim was lost
 * meanwhile, so the outcome was not written (the row's new claim settles it).
 */
export async function deliverQboItem(db: Db, item: QboSyncItemRow, deps: QboDeliveryDeps): Promise<QboDeliveryOutcome> {
  const now = () => deps.now?.() ?? new Date();
  try {
    const [connection] = await db.select().from(qboConnections).where(eq(qboConnections.contractorId, item.contractorId)).limit(1);
    if (!connection) return await finish(db, item, { status: 'skipped', qboId: null, detail: { reason: 'not_connected' } }, now());
    const client = connection.status === 'connected' ? await deps.clientFor(db, item.contractorId) : null;
    if (!client) return await giveBack(db, item, { at: new Date(now().getTime() + WAIT_FOR_PERSON_MS), error: 'Reconnect QuickBooks', attempts: item.attempts - 1 }, now());
    const outcome = await perform(db, client, qboMappingOf(connection), item, now(), deps);
    if (outcome === 'needs_mapping') {
      return await giveBack(db, item, { at: new Date(now().getTime() + WAIT_FOR_PERSON_MS), error: 'Choose the QuickBooks items and accounts in Settings → Accounting', attempts: item.attempts - 1 }, now());
    }
    return await finish(db, item, outcome, now());
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const apiError = isQboApiError(error) ? error : null;
    if (apiError?.kind === 'unauthorized') {
      // The grant is gone (the connection says "Reconnect QuickBooks"): the row waits for the reconnect, not lost.
      return giveBack(db, item, { at: new Date(now().getTime() + WAIT_FOR_PERSON_MS), error: message, attempts: item.attempts - 1 }, now());
    }
    const stale = apiError?.kind === 'stale';
    if (apiError && !apiError.retryable && !stale) return fail(db, item, message, now(), { code: apiError.code ?? apiError.kind, ...(apiError.kind === 'deposited' ? { needsPerson: true } : {}) });
    const rateLimited = apiError?.kind === 'rate_limited';
    const attempts = rateLimited ? item.attempts - 1 : item.attempts;
    if (!rateLimited && attempts >= MAX_QBO_ATTEMPTS) return fail(db, item, message, now());
    const waitMs = Math.max(apiError?.retryAfterMs ?? 0, rateLimited ? 1_000 : qboBackoffMs(attempts));
    return giveBack(db, item, { at: new Date(now().getTime() + waitMs), error: message, attempts }, now());
  }
}

export type QboDrainResult = LaneDrainResult;

export interface QboDrainOptions extends LaneDrainOptions {
  /** The contractor's rows running at once across every instance; defaults to `concurrency` when that is above 1. */
  maxRunning?: number;
  leaseMs?: number;
}

/**
 * Works through a contractor's due rows, `concurrency` at a time (each lane claims and sends one row, then the next),
 * until none is due, QuickBooks asks to wait (the rest of the company's rows would only wait too), or `maxMs` /
 * `maxItems` is spent (the queue comes back for the rest, after the other contractors' turns).
 */
export async function drainQboItems(db: Db, contractorId: string, deps: QboDeliveryDeps, options: QboDrainOptions = {}): Promise<QboDrainResult> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  const leaseMs = options.leaseMs ?? QBO_LEASE_MS;
  const maxRunning = options.maxRunning ?? (concurrency > 1 ? concurrency : undefined);
  const now = () => deps.now?.() ?? new Date();
  return lanes.drain(db, () => claimNextQboItem(db, contractorId, now(), { maxRunning, leaseMs }), (item) => deliverQboItem(db, item, deps), now, { ...options, concurrency, leaseMs });
}

export async function contractorsWithDueQboItems(db: Db, now: Date = new Date(), limit = 200): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    SELECT DISTINCT p.contractor_id AS id FROM qbo_sync_items p
    WHERE p.status = 'pending' AND (p.next_attempt_at IS NULL OR p.next_attempt_at <= ${now.toISOString()}::timestamptz)
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/**
 * Rows whose lease ran out (their instance died, or stopped renewing) go back to pending, or fail after too many
 * interruptions; every write carries its requestid, so the repeat is harmless. Guarded by the lease as read: a row
 * renewed in the meantime stays with its worker.
 */
export async function recoverStalledQboItems(db: Db, now: Date = new Date(), leaseMs = QBO_LEASE_MS): Promise<number> {
  const stalled = await lanes.expired(db, now, { leaseMs });
  for (const { item, where } of stalled) {
    if (item.attempts >= MAX_QBO_ATTEMPTS) await fail(db, item, 'Interrupted too many times', now, {}, where);
    else await giveBack(db, item, { at: now, error: 'interrupted' }, now, where);
  }
  return stalled.length;
}
