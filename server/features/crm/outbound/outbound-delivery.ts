// Delivering the outbox (ghl_sync_items, direction 'out') in lanes (server/db/outbound-lanes.ts, shared with
// QuickBooks): a row is claimed (pending → running, SKIP LOCKED, with a claim ticket and a lease) before the CRM is
// called, so two workers or a retried job never send it twice at once; its outcome is written on the same row, which is
// the sync log the contractor reads. A busy or unreachable CRM gives the row back with a back-off (the CRM's Retry-After
// when it said one); a refusal fails it for a person to see. A running row's lease is renewed while it is sent; a row
// whose lease ran out (its instance died) goes back to pending by the reaper, and an outcome written after that is
// dropped (the ticket no longer matches): the new claim repeats the upsert, which the CRM ids and the contact's email or
// phone keep to one record.
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { outboundLanes, type LaneDrainOptions, type LaneDrainResult, type LaneOutcome } from '../../../db/outbound-lanes';
import { ghlConnections, ghlSyncItems } from '../../../db/schema/index';
import type { GhlClient } from '../../../integrations/ghl/ghl-client';
import { isGhlApiError } from '../../../integrations/ghl/ghl-errors';
import { CONTACT_UPSERT, crmSyncDetailOf, OPPORTUNITY_UPSERT } from './crm-outbox';
import { syncContact, syncOpportunity, type SyncOutcome } from './outbound-sync';
import { daysAfter } from '../../../../core/dates';
import { queryRows } from '../../../db/query-rows';

/** A ready client for the contractor's connected location, or null when there is none (ghlClientFor). */
export type ClientFor = (db: Db, contractorId: string) => Promise<GhlClient | null>;

export interface OutboundDeps {
  clientFor: ClientFor;
  publicUrl: string;
  now?: () => Date;
}

export const MAX_OUTBOUND_ATTEMPTS = 8;
/**
 * A running row's lease: renewed every third of it while the row is sent (a live delivery is a few requests of at most
 * 15 s each, and waits for the location's budget), so only a row whose worker is gone outlives it; the reaper then gives
 * it back. A running row counts against its location's in-flight limit while its lease is live.
 */
export const CRM_LEASE_MS = 60_000;

export type SyncItemRow = typeof ghlSyncItems.$inferSelect;
/** `dropped`: the claim was lost before its outcome was written (server/db/outbound-lanes.ts), so nothing was. */
export type DeliveryOutcome = LaneOutcome;

/** 30 s, 1 min, 2 min … capped at an hour. */
export function outboundBackoffMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export interface ClaimOptions {
  /** Rows of this contractor running at once, across every instance (the location's concurrency limit). */
  maxRunning?: number;
  leaseMs?: number;
}

const lanes = outboundLanes({ table: ghlSyncItems, scope: eq(ghlSyncItems.direction, 'out'), lockName: 'crm-outbound', leaseMs: CRM_LEASE_MS });
/** This claim's row, and only while the claim is still this one's (the reaper may have given it back since). */
const claimed = (item: SyncItemRow): SQL => lanes.claimed(item);

/**
 * Claims the contractor's oldest due row, or null when nothing is due or the location already has `maxRunning` rows in
 * flight (counted under a per-contractor advisory lock, so two instances cannot both take the last place). A row is
 * passed over while the same thing is in flight (an edit made during its send waits for it, so the CRM never gets the
 * older state last), and a quote's while its customer's contact is in flight and the other way round (both would
 * upsert the same contact, and a contact with neither email nor phone would be made twice).
 */
export async function claimNextOutbound(db: Db, contractorId: string, now: Date = new Date(), options: ClaimOptions = {}): Promise<SyncItemRow | null> {
  const next = (liveAfter: string) => sql`
    SELECT p.id FROM ghl_sync_items p
    WHERE p.contractor_id = ${contractorId} AND p.direction = 'out' AND p.status = 'pending'
      AND (p.next_attempt_at IS NULL OR p.next_attempt_at <= ${now.toISOString()}::timestamptz)
      AND NOT EXISTS (
        SELECT 1 FROM ghl_sync_items r
        WHERE r.contractor_id = ${contractorId} AND r.direction = 'out' AND r.status = 'running' AND r.updated_at > ${liveAfter}::timestamptz
          AND (r.entity_id = p.entity_id
            OR (p.entity = 'quote' AND r.entity = 'customer'
                AND r.entity_id = (SELECT q.homeowner_id FROM quotes q WHERE q.id = p.entity_id AND q.contractor_id = ${contractorId}))
            OR (p.entity = 'customer' AND r.entity = 'quote'
                AND p.entity_id = (SELECT q.homeowner_id FROM quotes q WHERE q.id = r.entity_id AND q.contractor_id = ${contractorId}))))
    ORDER BY p.created_at
    LIMIT 1
    FOR UPDATE OF p SKIP LOCKED`;
  return lanes.claimNext(db, contractorId, now, next, options);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function noteSuccess(db: Db, contractorId: string, now: Date) {
  // At most one write every few seconds per connection: a sync of thousands of calls writes a handful.
  await db
    .update(ghlConnections)
    .set({ lastSyncAt: now })
    .where(and(eq(ghlConnections.contractorId, contractorId), or(isNull(ghlConnections.lastSyncAt), lt(ghlConnections.lastSyncAt, new Date(now.getTime() - 5_000)))));
}

async function noteFailure(db: Db, item: SyncItemRow, message: string, now: Date) {
  // The CRM's words only: the card quotes them under a sentence of its own, and the sync log says which change it was.
  await db.update(ghlConnections).set({ lastError: message.slice(0, 500), lastErrorAt: now }).where(eq(ghlConnections.contractorId, item.contractorId));
}

/** The outcome, written only under the claim's ticket (`dropped`: the claim was lost, so nothing was written). */
function finish(db: Db, item: SyncItemRow, outcome: SyncOutcome, now: Date) {
  const values = { status: outcome.status, crmId: outcome.crmId, detail: { ...crmSyncDetailOf(item.detail), ...outcome.detail }, error: null, nextAttemptAt: null, completedAt: now, updatedAt: now };
  return lanes.settle(db, item, values, outcome.status);
}

/** Fails the row under `where` (the claim's own unless the reaper says otherwise); `dropped` when that matched no row. */
async function fail(db: Db, item: SyncItemRow, message: string, now: Date, where: SQL = claimed(item)) {
  const outcome = await lanes.settle(db, item, { status: 'failed', error: message, nextAttemptAt: null, completedAt: now, updatedAt: now }, 'failed', where);
  if (outcome === 'failed') await noteFailure(db, item, message, now);
  return outcome;
}

/**
 * Back to pending, not before `at`. A newer pending row for the same thing (written while this one ran) already carries
 * the latest state: this one then steps aside as superseded rather than breaking the one-pending-row rule. `where` is
 * the claim's own row unless the reaper says otherwise; a claim already lost writes nothing (`dropped`).
 */
async function giveBack(db: Db, item: SyncItemRow, changes: { at: Date; error: string | null; attempts?: number }, now: Date, where: SQL = claimed(item)) {
  try {
    const given = await lanes.settle(
      db,
      item,
      { status: 'pending', nextAttemptAt: changes.at, error: changes.error, updatedAt: now, ...(changes.attempts !== undefined ? { attempts: changes.attempts } : {}) },
      'retry',
      and(
        where,
        sql`not exists (select 1 from ghl_sync_items o where o.contractor_id = ${item.contractorId} and o.direction = 'out'
              and o.action = ${item.action} and o.entity_id = ${item.entityId} and o.status = 'pending' and o.id <> ${item.id})`,
      ),
    );
    if (given === 'retry') return given;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return lanes.settle(db, item, { status: 'skipped', detail: { ...crmSyncDetailOf(item.detail), reason: 'superseded' }, error: null, completedAt: now, updatedAt: now }, 'retry', where);
}

async function perform(db: Db, client: GhlClient, item: SyncItemRow, deps: OutboundDeps): Promise<SyncOutcome> {
  const args = { contractorId: item.contractorId, publicUrl: deps.publicUrl };
  if (item.action === CONTACT_UPSERT && item.entityId) return syncContact(db, client, { ...args, homeownerId: item.entityId });
  if (item.action === OPPORTUNITY_UPSERT && item.entityId) return syncOpportunity(db, client, { ...args, quoteId: item.entityId });
  return { status: 'skipped', crmId: null, detail: { reason: 'unknown_action' } };
}

/**
 * Delivers one claimed row and records the outcome. `retry`: given back for later (CRM busy, down or unreachable);
 * `dropped`: the claim was lost meanwhile, so the outcome was not written (the row's new claim settles it).
 */
export async function deliverOutbound(db: Db, item: SyncItemRow, deps: OutboundDeps): Promise<DeliveryOutcome> {
  const now = () => deps.now?.() ?? new Date();
  try {
    const client = await deps.clientFor(db, item.contractorId);
    if (!client) return await finish(db, item, { status: 'skipped', crmId: null, detail: { reason: 'not_connected' } }, now());
    const outcome = await finish(db, item, await perform(db, client, item, deps), now());
    if (outcome === 'done') await noteSuccess(db, item.contractorId, now());
    return outcome;
  } catch (error) {
    const message = errorText(error);
    const apiError = isGhlApiError(error) ? error : null;
    // A refusal (bad data, token refused, no access) will not pass by waiting: a person sees it and retries.
    if (apiError && !apiError.retryable) return fail(db, item, message, now());
    // Riding out the CRM's limits costs no attempt: nothing is lost however long a 429 storm lasts.
    const rateLimited = apiError?.kind === 'rate_limited';
    const attempts = rateLimited ? item.attempts - 1 : item.attempts;
    if (!rateLimited && attempts >= MAX_OUTBOUND_ATTEMPTS) return fail(db, item, message, now());
    const waitMs = Math.max(apiError?.retryAfterMs ?? 0, rateLimited ? 0 : outboundBackoffMs(attempts));
    return giveBack(db, item, { at: new Date(now().getTime() + waitMs), error: message, attempts }, now());
  }
}

export type DrainResult = LaneDrainResult;

export interface DrainOptions extends LaneDrainOptions {
  /** The location's in-flight limit across every instance (claimNextOutbound); defaults to `concurrency`. */
  maxRunning?: number;
  leaseMs?: number;
}

/**
 * Works through a contractor's due rows, oldest first, `concurrency` at a time (each lane claims and sends one row,
 * then the next), until none is due, the CRM asks to wait (the rest of the location's rows would only wait too), or
 * `maxMs` / `maxItems` is spent (the queue comes back for the rest, after the other contractors' turns). Every request
 * still draws on the location's rate budget, so more lanes only hide the round trips, never exceed the limit.
 */
export async function drainOutbox(db: Db, contractorId: string, deps: OutboundDeps, options: DrainOptions = {}): Promise<DrainResult> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  const leaseMs = options.leaseMs ?? CRM_LEASE_MS;
  const claimOptions: ClaimOptions = concurrency > 1 || options.maxRunning !== undefined ? { maxRunning: options.maxRunning ?? concurrency, leaseMs } : { leaseMs };
  const now = () => deps.now?.() ?? new Date();
  return lanes.drain(db, () => claimNextOutbound(db, contractorId, now(), claimOptions), (item) => deliverOutbound(db, item, deps), now, { ...options, concurrency, leaseMs });
}

/** Contractors with a due row and no delivery in progress: who the queue should drain now. */
export async function contractorsWithDueOutbound(db: Db, now: Date = new Date(), limit = 200): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    SELECT DISTINCT p.contractor_id AS id FROM ghl_sync_items p
    WHERE p.direction = 'out' AND p.status = 'pending' AND (p.next_attempt_at IS NULL OR p.next_attempt_at <= ${now.toISOString()}::timestamptz)
      AND NOT EXISTS (SELECT 1 FROM ghl_sync_items r WHERE r.contractor_id = p.contractor_id AND r.direction = 'out'
                      AND r.status = 'running' AND r.updated_at > ${lanes.liveAfter(now).toISOString()}::timestamptz)
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/**
 * Rows whose lease ran out (their instance died mid-call, or stopped renewing) go back to pending, or fail after too
 * many interruptions; an upsert repeated is harmless (the CRM ids on Picket's rows keep it to one record). Guarded by
 * the ticket and lease as read: a row renewed or completed in the meantime stays with its worker.
 */
export async function recoverStalledOutbound(db: Db, now: Date = new Date(), leaseMs = CRM_LEASE_MS): Promise<number> {
  const stalled = await lanes.expired(db, now, { leaseMs });
  for (const { item, where } of stalled) {
    if (item.attempts >= MAX_OUTBOUND_ATTEMPTS) await fail(db, item, 'Interrupted too many times', now, where);
    else await giveBack(db, item, { at: now, error: 'interrupted' }, now, where);
  }
  return stalled.length;
}

/** The log keeps 90 days of finished entries (both directions); failed ones stay until retried or 90 days old too. */
export const SYNC_LOG_RETENTION_DAYS = 90;

export async function purgeOldSyncItems(db: Db, now: Date = new Date(), batch = 1000): Promise<number> {
  const rows = await queryRows(db, sql`
    DELETE FROM ghl_sync_items WHERE id IN (
      SELECT id FROM ghl_sync_items
      WHERE status IN ('done', 'skipped', 'failed') AND updated_at < ${daysAfter(now, -SYNC_LOG_RETENTION_DAYS).toISOString()}::timestamptz
      LIMIT ${batch})
    RETURNING id`);
  return rows.length;
}
