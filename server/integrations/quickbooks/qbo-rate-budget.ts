// QuickBooks' limits per company (realm): 500 requests a minute and 10 at once, shared by every Picket instance, so
// both live in PostgreSQL. The minute is a GCRA schedule like the CRM's (each request takes the next slot, slots
// spaced 60 s / (500 × safety)); "at once" is ten lease rows per realm, a request holding one while it is in flight
// (claimed with SKIP LOCKED, expiring on their own should an instance die mid-call).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

export interface QboRateBudget {
  /** Waits for the realm's next slot and a free concurrency lease; returns the release. */
  acquire(realmId: string): Promise<() => Promise<void>>;
  /** Nobody sends to this realm for `ms` (after a 429). */
  backOff(realmId: string, ms: number): Promise<void>;
}

export interface QboRateBudgetOptions {
  /** Requests a window (QuickBooks: 500 a minute). */
  perMinute?: number;
  /** The window, 60 s; a benchmark against a time-compressed fake shortens it (bench/quickbooks/sync.ts). */
  windowMs?: number;
  concurrent?: number;
  safety?: number;
  /** A lease not released after this long is free again (an instance died mid-call). */
  leaseMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export class PostgresQboRateBudget implements QboRateBudget {
  private readonly spacingMs: number;
  private readonly concurrent: number;
  private readonly leaseMs: number;
  private readonly seeded = new Set<string>();

  constructor(
    private readonly db: Db,
    options: QboRateBudgetOptions = {},
  ) {
    this.spacingMs = (options.windowMs ?? 60_000) / ((options.perMinute ?? 500) * (options.safety ?? 0.95));
    this.concurrent = options.concurrent ?? 10;
    this.leaseMs = options.leaseMs ?? 120_000;
  }

  async acquire(realmId: string): Promise<() => Promise<void>> {
    const release = await this.lease(realmId);
    try {
      await this.slot(realmId);
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  }

  private async slot(realmId: string): Promise<void> {
    const result = await this.db.execute(sql`
      INSERT INTO qbo_rate_limits AS r (realm_id, next_slot_at)
      VALUES (${realmId}, clock_timestamp() + ${this.spacingMs}::float8 * interval '1 millisecond')
      ON CONFLICT (realm_id) DO UPDATE SET
        next_slot_at = greatest(r.next_slot_at, clock_timestamp()) + ${this.spacingMs}::float8 * interval '1 millisecond'
      RETURNING extract(epoch FROM r.next_slot_at)::float8 * 1000 - ${this.spacingMs}::float8 AS slot_ms`);
    const wait = Number(rowsOf<{ slot_ms: number }>(result)[0]!.slot_ms) - Date.now();
    if (wait > 0) await sleep(wait);
  }

  private async lease(realmId: string): Promise<() => Promise<void>> {
    if (!this.seeded.has(realmId)) {
      await this.db.execute(sql`
        INSERT INTO qbo_request_leases (realm_id, slot, expires_at)
        SELECT ${realmId}, s, to_timestamp(0) FROM generate_series(0, ${this.concurrent - 1}) s
        ON CONFLICT DO NOTHING`);
      this.seeded.add(realmId);
    }
    const holder = crypto.randomUUID();
    for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
      const result = await this.db.execute(sql`
        UPDATE qbo_request_leases SET holder = ${holder}, expires_at = clock_timestamp() + ${this.leaseMs}::float8 * interval '1 millisecond'
        WHERE realm_id = ${realmId} AND slot = (
          SELECT slot FROM qbo_request_leases WHERE realm_id = ${realmId} AND slot < ${this.concurrent} AND expires_at < clock_timestamp()
          ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING slot`);
      const row = rowsOf<{ slot: number }>(result)[0];
      if (row) {
        return async () => {
          await this.db.execute(sql`
            UPDATE qbo_request_leases SET expires_at = to_timestamp(0), holder = NULL
            WHERE realm_id = ${realmId} AND slot = ${row.slot} AND holder = ${holder}`);
        };
      }
      await sleep(wait);
    }
  }

  async backOff(realmId: string, ms: number): Promise<void> {
    await this.db.execute(sql`
      INSERT INTO qbo_rate_limits AS r (realm_id, next_slot_at)
      VALUES (${realmId}, clock_timestamp() + ${ms}::float8 * interval '1 millisecond')
      ON CONFLICT (realm_id) DO UPDATE SET next_slot_at = greatest(r.next_slot_at, clock_timestamp() + ${ms}::float8 * interval '1 millisecond')`);
  }
}

/** The same limits in this process only: one-off calls and unit tests (two instances would together exceed them). */
export class InMemoryQboRateBudget implements QboRateBudget {
  private readonly nextSlot = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  private readonly spacingMs: number;
  private readonly concurrent: number;

  constructor(options: QboRateBudgetOptions = {}) {
    this.spacingMs = (options.windowMs ?? 60_000) / ((options.perMinute ?? 500) * (options.safety ?? 0.95));
    this.concurrent = options.concurrent ?? 10;
  }

  async acquire(realmId: string): Promise<() => Promise<void>> {
    while ((this.inFlight.get(realmId) ?? 0) >= this.concurrent) await sleep(10);
    this.inFlight.set(realmId, (this.inFlight.get(realmId) ?? 0) + 1);
    const now = Date.now();
    const slot = Math.max(this.nextSlot.get(realmId) ?? now, now);
    this.nextSlot.set(realmId, slot + this.spacingMs);
    if (slot > now) await sleep(slot - now);
    return async () => {
      this.inFlight.set(realmId, (this.inFlight.get(realmId) ?? 1) - 1);
    };
  }

  async backOff(realmId: string, ms: number): Promise<void> {
    this.nextSlot.set(realmId, Math.max(this.nextSlot.get(realmId) ?? 0, Date.now() + ms));
  }
}
