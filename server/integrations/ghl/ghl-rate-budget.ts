// The CRM's request budget per location (GHL: 100 requests per 10 s and 200,000 a day, per app and location), kept in
// PostgreSQL so every app instance draws on the same one. A GCRA schedule: each request takes the next free slot,
// slots are spaced interval / (max × safety) apart, so no window of `interval` ever holds more than `max` even with a
// little network jitter; a 429 or an exhausted header pushes every instance's next slot back.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { GhlApiError } from './ghl-errors';
import { queryRows } from '../../db/query-rows';

export interface GhlRateBudget {
  /** Waits for this location's next slot; throws rate_limited when the day's budget is spent. */
  acquire(locationId: string): Promise<void>;
  /** Nobody sends to this location for `ms` (a 429's Retry-After). */
  backOff(locationId: string, ms: number): Promise<void>;
  /** Reads an answer's X-RateLimit-* headers: the limits in force and whether they are exhausted. */
  observe(locationId: string, headers: Headers): Promise<void>;
}

export interface RateBudgetOptions {
  maxPerInterval?: number;
  intervalMs?: number;
  dailyLimit?: number;
  /** Fraction of the limit to plan for (jitter between our clock and the CRM's). */
  safety?: number;
}

interface Policy {
  max: number;
  intervalMs: number;
  daily: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const msUntilUtcMidnight = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
};
const headerNumber = (headers: Headers, name: string): number | null => {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

export class PostgresGhlRateBudget implements GhlRateBudget {
  private readonly defaults: Policy;
  private readonly safety: number;
  // What the CRM's headers said per location; the documented limits until it has answered once.
  private readonly learned = new Map<string, Policy>();

  constructor(
    private readonly db: Db,
    options: RateBudgetOptions = {},
  ) {
    this.defaults = { max: options.maxPerInterval ?? 100, intervalMs: options.intervalMs ?? 10_000, daily: options.dailyLimit ?? 200_000 };
    this.safety = options.safety ?? 0.95;
  }

  private policy(locationId: string): Policy {
    return this.learned.get(locationId) ?? this.defaults;
  }

  async acquire(locationId: string): Promise<void> {
    // A request that wakes up well after its slot (a busy event loop) takes a fresh one rather than going out
    // together with the next: sends then stay at least half a spacing apart, which the safety margin absorbs.
    for (let attempt = 0; ; attempt++) {
      const { slotMs, spacingMs } = await this.takeSlot(locationId, attempt === 0 ? 1 : 0);
      const wait = slotMs - Date.now();
      if (wait > 0) await sleep(wait);
      if (Date.now() - slotMs <= spacingMs / 2 || attempt >= 5) return;
    }
  }

  /** The next slot; `requests` is what it adds to the day's count (0 when a late request takes a fresh slot). */
  private async takeSlot(locationId: string, requests: number): Promise<{ slotMs: number; spacingMs: number }> {
    const policy = this.policy(locationId);
    const spacingMs = policy.intervalMs / (policy.max * this.safety);
    // One statement: the row lock of ON CONFLICT makes concurrent instances take consecutive slots.
    const [row] = await queryRows<{ slot_ms: number; day_count: number }>(this.db, sql`
      INSERT INTO ghl_rate_limits AS r (location_id, next_slot_at, day, day_count)
      VALUES (${locationId}, clock_timestamp() + ${spacingMs}::float8 * interval '1 millisecond',
              to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD'), ${requests}::int)
      ON CONFLICT (location_id) DO UPDATE SET
        next_slot_at = greatest(r.next_slot_at, clock_timestamp()) + ${spacingMs}::float8 * interval '1 millisecond',
        day_count = CASE WHEN r.day = excluded.day THEN r.day_count + excluded.day_count ELSE excluded.day_count END,
        day = excluded.day
      RETURNING extract(epoch FROM r.next_slot_at)::float8 * 1000 - ${spacingMs}::float8 AS slot_ms,
                r.day_count AS day_count`);
    if (Number(row.day_count) > policy.daily) {
      throw new GhlApiError('rate_limited', "The CRM's daily request budget for this location is spent", 429, msUntilUtcMidnight());
    }
    // The slot is an absolute time (the database's clock; the same machine's, or a constant skew that keeps the
    // spacing), so time spent queueing for the statement does not push requests together.
    return { slotMs: Number(row.slot_ms), spacingMs };
  }

  async backOff(locationId: string, ms: number): Promise<void> {
    await this.db.execute(sql`
      INSERT INTO ghl_rate_limits AS r (location_id, next_slot_at, day, day_count)
      VALUES (${locationId}, clock_timestamp() + ${ms}::float8 * interval '1 millisecond',
              to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 0)
      ON CONFLICT (location_id) DO UPDATE SET
        next_slot_at = greatest(r.next_slot_at, clock_timestamp() + ${ms}::float8 * interval '1 millisecond')`);
  }

  async observe(locationId: string, headers: Headers): Promise<void> {
    const max = headerNumber(headers, 'x-ratelimit-max');
    const intervalMs = headerNumber(headers, 'x-ratelimit-interval-milliseconds');
    const daily = headerNumber(headers, 'x-ratelimit-limit-daily');
    if (max && intervalMs) {
      const current = this.policy(locationId);
      this.learned.set(locationId, { max, intervalMs, daily: daily ?? current.daily });
    }
    if (headerNumber(headers, 'x-ratelimit-daily-remaining') === 0) await this.backOff(locationId, msUntilUtcMidnight());
    else if (headerNumber(headers, 'x-ratelimit-remaining') === 0) await this.backOff(locationId, intervalMs ?? this.policy(locationId).intervalMs);
  }
}

/**
 * The same schedule kept in this process only: for one-off calls and tests. Two instances each holding one would
 * together exceed the CRM's limit, which is why the sync uses PostgresGhlRateBudget.
 */
export class InMemoryGhlRateBudget implements GhlRateBudget {
  private readonly nextSlot = new Map<string, number>();
  private readonly spacingMs: number;

  constructor(options: RateBudgetOptions = {}) {
    this.spacingMs = (options.intervalMs ?? 10_000) / ((options.maxPerInterval ?? 100) * (options.safety ?? 0.95));
  }

  async acquire(locationId: string): Promise<void> {
    const now = Date.now();
    const slot = Math.max(this.nextSlot.get(locationId) ?? now, now);
    this.nextSlot.set(locationId, slot + this.spacingMs);
    if (slot > now) await sleep(slot - now);
  }

  async backOff(locationId: string, ms: number): Promise<void> {
    this.nextSlot.set(locationId, Math.max(this.nextSlot.get(locationId) ?? 0, Date.now() + ms));
  }

  async observe(locationId: string, headers: Headers): Promise<void> {
    if (headerNumber(headers, 'x-ratelimit-remaining') === 0) await this.backOff(locationId, headerNumber(headers, 'x-ratelimit-interval-milliseconds') ?? 10_000);
  }
}
