import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/connection';
import { addressBucket } from './address-bucket';
import { queryRows } from '../db/query-rows';

type Counter = { current: number; ttl: number };
type CounterCallback = (error: Error | null, result?: Counter) => void;
// What the plugin really passes to child(): the route's merged rate-limit options (its types say RouteOptions).
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string }; continueExceeding?: boolean; exponentialBackoff?: boolean };

export const REDIS_NAMESPACE = 'picket-rl-';

type CounterRow = { hits: number; ttl_ms: number };
// PGlite and node-postgres both answer raw SQL with { rows }.

// One statement per request: the row lock of ON CONFLICT makes concurrent instances count one after the other.
async function incrementCounter(db: Db, key: string, timeWindowMs: number): Promise<Counter> {
  const [row] = await queryRows<CounterRow>(db, sql`
    INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
    VALUES (${key}, 1, now() + ${timeWindowMs}::float8 * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
      resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
    RETURNING c.hits, ceil(extract(epoch FROM c.resets_at - now()) * 1000)::float8 AS ttl_ms`);
  return { current: row.hits, ttl: row.ttl_ms };
}

async function readCounter(db: Db, key: string): Promise<Counter> {
  const [row] = await queryRows<CounterRow>(db, sql`
    SELECT hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::float8 AS ttl_ms
    FROM rate_limit_counters WHERE key = ${key} AND resets_at > now()`);
  return row ? { current: row.hits, ttl: row.ttl_ms } : { current: 0, ttl: 0 };
}

/** @fastify/rate-limit's store interface over PostgreSQL: one row per route and client, the database's clock decides windows. */
export class PostgresRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix = '',
  ) {}

  incr(key: string, cb: CounterCallback, timeWindow: number): void {
    incrementCounter(this.db, this.prefix + key, timeWindow).then((counter) => cb(null, counter), cb);
  }

  /** Non-mutating peek, for `createRateLimit(...)(req, { increment: false })`. */
  read(key: string, cb: CounterCallback): void {
    readCounter(this.db, this.prefix + key).then((counter) => cb(null, counter), cb);
  }

  // Namespaced by route like the Redis store's child, so each route has its own budget.
  child(routeOptions: ChildOptions): PostgresRateLimitStore {
    if (routeOptions.continueExceeding || routeOptions.exponentialBackoff) {
      throw new Error('The PostgreSQL rate-limit store counts fixed windows only (no continueExceeding or exponentialBackoff)');
    }
    const { method = '', url = '' } = routeOptions.routeInfo ?? {};
    return new PostgresRateLimitStore(this.db, `${this.prefix}${method}${url}-`);
  }
}

/** The plugin constructs its store itself (`new Store(globalParams)`), so the database handle is bound here. */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(db);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/** A Redis client that fails fast while Redis is away (no queued commands) and logs each outage once. */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 1000, commandTimeout: 500, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'Redis unreachable: rate limits are not enforced until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again: rate limits are enforced');
    down = false;
  });
  // It keeps reconnecting in the background when the first attempt fails; the app starts either way.
  await redis.connect().catch(() => undefined);
  return redis;
}

/** DESIGN §5: rate-limit counters live outside the process, in Redis when REDIS_URL is set, else in PostgreSQL. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  // Per address, an IPv6 client by its /64 (address-bucket.ts), so a budget cannot be escaped by changing addresses.
  const keyGenerator = (request: FastifyRequest) => addressBucket(request.ip);
  let options: RateLimitPluginOptions = { global: false, keyGenerator, store: postgresRateLimitStore(app.db) };
  if (redisUrl) {
    const redis = await connectRedis(redisUrl, app.log);
    app.addHook('onClose', async () => redis.disconnect());
    // A Redis outage must not take the public pages down: requests pass uncounted until it is back.
    options = { global: false, keyGenerator, redis, nameSpace: REDIS_NAMESPACE, skipOnError: true };
  }
  await app.register(rateLimit, options);
}
