// Outbound lanes (issues 20 and 28): the part an outbox table shares with every other (QuickBooks' qbo_sync_items, the
// CRM's ghl_sync_items, the campaign texts, the signed copy's letters, the routed leads' CRM actions), whatever it sends.
// A row is claimed (pending → running) in one short statement, with a fresh claim ticket and a lease (updated_at unless
// the table names another column); the claim's transaction ends before anything is sent, so no connection is held
// across a call out. While the row is worked on its lease is renewed every third of it; a row whose lease ran out (its
// instance died, or stopped renewing) is handed to the reaper, which gives it back under the ticket and lease it read.
// Every outcome is written only while the ticket is still the claim's own: an outcome that arrives after the row went
// back (and perhaps to another worker) is dropped, so a row is completed once. A contractor's running rows across every
// instance are counted under a tried advisory lock (a lane finding another counting gives its connection back).
//
// What stays with each feature: which row is next (its order and what must not run together), what is sent, and what
// an outcome writes besides the row.
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './connection';
import { queryRows } from './query-rows';

/** An outbox table: these columns under these names (uuid id and ticket, text status, integer attempts), and a lease. */
export type LaneTable = PgTable & { id: PgColumn; contractorId: PgColumn; status: PgColumn; attempts: PgColumn; claimToken: PgColumn };
type ColumnKey<T> = { [K in keyof T]: T[K] extends PgColumn ? K : never }[keyof T] & string;

/** What a claim holds of its row: enough to write under its ticket. */
export interface LaneClaim {
  id: string;
  claimToken: string | null;
}

/**
 * What became of a claimed row. `dropped`: its outcome was not written because the claim had been lost meanwhile (the
 * ticket-guarded write matched no row: the reaper gave the row back, perhaps to another worker, which settles it).
 */
export type LaneOutcome = 'done' | 'skipped' | 'failed' | 'retry' | 'dropped';

export interface LaneDrainResult extends Record<LaneOutcome, number> {
  /** Stopped at its time or item limit with rows perhaps still due: the queue hands the rest back (fairness). */
  more: boolean;
}

export interface LaneDrainOptions {
  maxMs?: number;
  maxItems?: number;
  /** Rows worked on at once (its lanes); 1: one after another. */
  concurrency?: number;
  /** Aborted: no more claims and no more lease renewals (the instance is going away). */
  signal?: AbortSignal;
}

export interface OutboundLanesDef<T extends LaneTable> {
  table: T;
  /** The rows of this outbox (e.g. direction = 'out'); none: the whole table. */
  scope?: SQL;
  /** Names the per-contractor advisory lock the running rows are counted under. */
  lockName: string;
  /** A running row's lease; renewed every third of it. */
  leaseMs: number;
  /** The table's words for a row waiting to be claimed (one or more) and a row claimed (default 'pending', 'running'). */
  statuses?: { waiting: string | string[]; running: string };
}
/** The lease's column (a timestamp: when the claim was taken or last renewed): updatedAt unless named. */
type LeaseDef<T> = T extends { updatedAt: PgColumn } ? { lease?: ColumnKey<T> } : { lease: ColumnKey<T> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function outboundLanes<T extends LaneTable>(def: OutboundLanesDef<T> & LeaseDef<T>) {
  type Row = T['$inferSelect'] & LaneClaim;
  const { table } = def;
  const { waiting, running: RUNNING } = def.statuses ?? { waiting: 'pending', running: 'running' };
  const leaseKey: string = def.lease ?? 'updatedAt';
  const lease = (table as unknown as Record<string, PgColumn>)[leaseKey];
  const within = (...conditions: (SQL | undefined)[]) => and(def.scope, ...conditions)!;
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  /** A lease renewed after this is live. */
  const liveAfter = (now: Date, leaseMs = def.leaseMs) => new Date(now.getTime() - leaseMs);

  /** This claim's row, and only while the claim is still this one's (the reaper may have given it back since). */
  const claimed = (item: LaneClaim): SQL =>
    and(eq(table.id, item.id), eq(table.status, RUNNING), item.claimToken ? eq(table.claimToken, item.claimToken) : isNull(table.claimToken))!;

  /**
   * Claims the row `next` selects (a `SELECT id … LIMIT 1 FOR UPDATE SKIP LOCKED` of pending rows, given the live
   * lease cutoff), or null: none due, or `maxRunning` of the contractor's rows already running under a live lease
   * (contractorId null: of every contractor's rows, one limit for the whole table).
   */
  async function claimNext(db: Db, contractorId: string | null, now: Date, next: (liveAfter: string) => SQL, options: { maxRunning?: number; leaseMs?: number } = {}): Promise<Row | null> {
    const cutoff = liveAfter(now, options.leaseMs).toISOString();
    const claimRow = async (tx: DbOrTx): Promise<Row | null> => {
      const rows = await tx
        .update(table)
        .set(set({ status: RUNNING, attempts: sql`${table.attempts} + 1`, [leaseKey]: now, claimToken: crypto.randomUUID() }))
        // `= (subquery)`, evaluated once: an IN (…) may be rescanned, and with SKIP LOCKED each scan picks another row.
        .where(and(eq(table.id, sql`(${next(cutoff)})`), typeof waiting === 'string' ? eq(table.status, waiting) : inArray(table.status, waiting)))
        .returning();
      return ((rows as Row[])[0] ?? null) as Row | null;
    };
    const maxRunning = options.maxRunning;
    if (maxRunning === undefined) return claimRow(db);
    const lockKey = contractorId === null ? def.lockName : `${def.lockName}:${contractorId}`;
    // The lock is tried, not waited for: a lane that finds another lane (of any instance) counting gives its pooled
    // connection back and tries again shortly, so lanes waiting for their turn never hold the connections the web
    // requests need (bench/scale at 100 tenants: lanes blocked in pg_advisory_xact_lock filled the pool).
    for (let attempt = 0; ; attempt++) {
      const outcome = await db.transaction(async (tx) => {
        const [lock] = await queryRows<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${lockKey}, 0)) AS ok`);
        if (!lock.ok) return 'busy' as const;
        const [running] = await queryRows<{ n: number }>(tx, sql`
          SELECT count(*)::int AS n FROM ${table}
          WHERE ${within(contractorId === null ? undefined : eq(table.contractorId, contractorId), eq(table.status, RUNNING), sql`${lease} > ${cutoff}::timestamptz`)}`);
        if (Number(running.n) >= maxRunning) return null;
        return claimRow(tx);
      });
      if (outcome !== 'busy') return outcome;
      await sleep(Math.min(200, 10 * 2 ** Math.min(attempt, 4)) * (0.5 + Math.random()));
    }
  }

  /** Keeps the claim's lease alive while its row is worked on; returns the stop. */
  function keepLease(db: Db, item: LaneClaim, now: () => Date, options: { leaseMs?: number; signal?: AbortSignal } = {}): () => void {
    const timer = setInterval(() => {
      if (options.signal?.aborted) return clearInterval(timer);
      db.update(table).set(set({ [leaseKey]: now() })).where(claimed(item)).catch(() => {});
    }, Math.max(10, Math.floor((options.leaseMs ?? def.leaseMs) / 3)));
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * The reaper's rows: running with a lease run out, each with the condition its write must carry (the ticket and the
   * lease as read, so a row renewed or completed in the meantime stays with its worker).
   */
  async function expired(db: Db, now: Date, options: { leaseMs?: number; limit?: number } = {}): Promise<{ item: Row; where: SQL }[]> {
    const cutoff = liveAfter(now, options.leaseMs);
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(within(eq(table.status, RUNNING), lt(lease, cutoff)))
      .limit(options.limit ?? 500)) as Row[];
    return rows.map((item) => ({ item, where: and(claimed(item), lt(lease, cutoff))! }));
  }

  /**
   * Writes a claimed row's outcome (its ticket cleared) under `where`, the claim's own unless the reaper says otherwise:
   * `outcome`, or `dropped` when the write matched no row (the claim was lost meanwhile, and whoever holds the row now
   * settles it).
   */
  async function settle<O extends string>(db: DbOrTx, item: LaneClaim, values: PgUpdateSetSource<T>, outcome: O, where: SQL = claimed(item)): Promise<O | 'dropped'> {
    const written = await db.update(table).set(set({ ...values, claimToken: null })).where(where).returning({ id: table.id });
    return (written as unknown[]).length > 0 ? outcome : 'dropped';
  }

  /**
   * Works through a contractor's rows, `concurrency` at a time (each lane claims one row, works on it under a renewed
   * lease, then the next), until none is due, one is given back for later (the rest would only wait too), or `maxMs`
   * / `maxItems` is spent (`more`: the queue comes back for the rest, after the other contractors' turns). A row whose
   * claim was lost while it was worked on counts as `dropped`, never as done or failed: the worker that holds it now
   * settles it, and counts it then.
   */
  async function drain(db: Db, claim: () => Promise<Row | null>, work: (item: Row) => Promise<LaneOutcome>, now: () => Date, options: LaneDrainOptions & { leaseMs?: number } = {}): Promise<LaneDrainResult> {
    const started = Date.now();
    const result: LaneDrainResult = { done: 0, skipped: 0, failed: 0, retry: 0, dropped: 0, more: false };
    const maxMs = options.maxMs ?? 120_000;
    const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
    let taken = 0;
    let halted = false;
    const lane = async () => {
      while (!halted && !options.signal?.aborted) {
        if (taken >= maxItems || Date.now() - started >= maxMs) {
          result.more = true;
          return;
        }
        taken += 1;
        const item = await claim();
        if (!item) {
          taken -= 1;
          return;
        }
        const stop = keepLease(db, item, now, { leaseMs: options.leaseMs, signal: options.signal });
        try {
          const outcome = await work(item);
          result[outcome] += 1;
          if (outcome === 'retry') halted = true;
        } finally {
          stop();
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    if (halted) result.more = false;
    return result;
  }

  return { leaseMs: def.leaseMs, liveAfter, claimed, claimNext, keepLease, expired, settle, drain };
}
