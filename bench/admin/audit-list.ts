// bench/admin: the Security tab's lists at 1,000,000 audit events (and 1,000,000 rate-limit events) on PostgreSQL,
// through the real service functions the routes call. Seeds a database of its own (generate_series, one statement a
// table), prints EXPLAIN (ANALYZE, BUFFERS) of each statement, then p50/p95 of each page over many runs, and drops the
// database unless --keep.
// Usage: node --import tsx bench/admin/audit-list.ts [--events 1000000] [--runs 200] [--keep] [--reuse]
import pg from 'pg';
import { AUDIT_ACTIONS } from '../../core/security/audit-actions';
import { auditEventsQuerySchema, rateLimitEventsQuerySchema } from '../../core/security/security.schema';
import { openDatabase, type Database } from '../../server/db/connection';
import { configurePii, emailFingerprint } from '../../server/db/pii';
import { listAuditEvents, listRateLimitEvents } from '../../server/features/security/security-lists';
import { securityOverview } from '../../server/features/security/security-overview';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => (argv.includes(`--${name}`) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : fallback);
const EVENTS = arg('events', 1_000_000);
const RUNS = arg('runs', 200);
const DB_NAME = 'picket_bench_audit';
const SERVER = 'postgres://postgres@127.0.0.1:5432';
const CONTRACTORS = 500;
const ACCOUNTS = 2_000;
const IPS = 20_000;
const DAYS = 90;

// A fixed key, so fingerprints are the same run to run (the bench never touches real data).
configurePii({ key: Buffer.alloc(32, 7).toString('base64') });
const accountEmail = (i: number) => `account-${i}@bench.example`;

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
}

async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}

/**
 * Tenants and their users, then the events: a realistic mix (sign-ins and failures dominate), 90 days, a few thousand
 * accounts and addresses, ~40% of rows tied to a tenant. One INSERT … SELECT generate_series a table.
 */
async function seed(database: Database): Promise<void> {
  const pool = database.pool!;
  const t0 = Date.now();
  await pool.query(`
    INSERT INTO contractors (id, name, email, business_name)
    SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Bench ' || g, 'c' || g || '@bench.example', 'Bench Fence ' || g
    FROM generate_series(1, ${CONTRACTORS}) g`);
  await pool.query(`
    INSERT INTO users (id, email, contractor_id, is_admin)
    SELECT ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'u' || g || '@bench.example',
           ('00000000-0000-4000-8000-' || lpad(to_hex(1 + g % ${CONTRACTORS}), 12, '0'))::uuid, false
    FROM generate_series(1, ${ACCOUNTS}) g`);
  const fingerprints = Array.from({ length: ACCOUNTS }, (_, i) => emailFingerprint(accountEmail(i + 1)));
  // Weighted event types: the first entries of the mix are the common ones.
  const mix = ['login_success', 'login_success', 'login_success', 'login_success', 'login_failed', 'login_failed', 'login_failed', 'logout', 'logout', 'login_throttled', ...AUDIT_ACTIONS];
  await pool.query(
    `
    INSERT INTO security_audit_events (event_type, user_id, contractor_id, target_type, target_id, email_masked, email_hash, ip, user_agent, details, created_at)
    SELECT e.type,
           CASE WHEN e.type IN ('login_failed', 'login_throttled') THEN NULL ELSE ('00000000-0000-4000-9000-' || lpad(to_hex(1 + e.account % ${ACCOUNTS}), 12, '0'))::uuid END,
           CASE WHEN e.g % 5 < 2 THEN ('00000000-0000-4000-8000-' || lpad(to_hex(1 + e.account % ${CONTRACTORS}), 12, '0'))::uuid END,
           'user', e.account::text, 'a***@b***.example', ($2::text[])[1 + e.account % ${ACCOUNTS}],
           '10.' || (e.ip / 65536) % 256 || '.' || (e.ip / 256) % 256 || '.' || e.ip % 256, 'bench', '{}'::jsonb,
           now() - (e.g::float8 / $1) * interval '${DAYS} days'
    FROM (
      SELECT g, ($3::text[])[1 + (hashint4(g)::bigint & 2147483647) % $4] AS type,
             (hashint4(g + 7)::bigint & 2147483647) % ${ACCOUNTS} AS account,
             (hashint4(g + 13)::bigint & 2147483647) % ${IPS} AS ip
      FROM generate_series(1, $1) g
    ) e`,
    [EVENTS, fingerprints, mix, mix.length],
  );
  const rlMix = ['login_failed', 'login_failed', 'login_failed', 'csrf_failed', 'quote_token_unknown', 'request_throttled', 'password_reset'];
  await pool.query(
    `
    INSERT INTO rate_limit_events (key, action, blocked, ip, account_masked, contractor_id, route, created_at)
    SELECT CASE WHEN e.g % 2 = 0 THEN 'ip:' || e.ipt ELSE 'account:' || ($2::text[])[1 + e.account % ${ACCOUNTS}] END,
           e.action, e.g % 17 = 0, e.ipt, 'a***@b***.example',
           CASE WHEN e.g % 5 < 2 THEN ('00000000-0000-4000-8000-' || lpad(to_hex(1 + e.account % ${CONTRACTORS}), 12, '0'))::uuid END,
           '/api/auth/login', now() - (e.g::float8 / $1) * interval '${DAYS} days'
    FROM (
      SELECT g, ($3::text[])[1 + (hashint4(g)::bigint & 2147483647) % 7] AS action,
             (hashint4(g + 7)::bigint & 2147483647) % ${ACCOUNTS} AS account,
             '10.' || ((hashint4(g + 13)::bigint & 2147483647) % ${IPS}) / 65536 % 256 || '.' || ((hashint4(g + 13)::bigint & 2147483647) % ${IPS}) / 256 % 256 || '.' || (hashint4(g + 13)::bigint & 2147483647) % ${IPS} % 256 AS ipt
      FROM generate_series(1, $1) g
    ) e`,
    [EVENTS, fingerprints, rlMix],
  );
  await pool.query('ANALYZE security_audit_events; ANALYZE rate_limit_events; ANALYZE contractors; ANALYZE users');
  console.log(`seeded ${EVENTS.toLocaleString('en-US')} audit events and as many rate-limit events in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

/** The plan PostgreSQL chose for the statement a service function sends (captured from the pool). */
async function explain(database: Database, fn: () => Promise<unknown>): Promise<string> {
  const pool = database.pool!;
  const original = pool.query.bind(pool);
  let captured: { text: string; values: unknown[] } | null = null;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    if (!captured && typeof config === 'object' && config && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      if (/^select/i.test(c.text.trim())) captured = { text: c.text, values: (values as unknown[] | undefined) ?? c.values ?? [] };
    } else if (!captured && typeof config === 'string' && /^select/i.test(config.trim())) captured = { text: config, values: (values as unknown[]) ?? [] };
    return (original as (...a: unknown[]) => unknown)(config, values);
  };
  try {
    await fn();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  if (!captured) return '(no statement captured)';
  const c = captured as { text: string; values: unknown[] };
  const rows = (await original(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${c.text}`, c.values)).rows as { 'QUERY PLAN': string }[];
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

async function main() {
  const reuse = argv.includes('--reuse');
  if (!reuse) await recreateDatabase();
  const database = await openDatabase({ databaseUrl: `${SERVER}/${DB_NAME}`, dataDir: '/tmp/picket-bench-unused', poolSize: 4 });
  try {
    if (!reuse) await seed(database);
    const db = database.db;
    const [{ n }] = (await database.pool!.query('SELECT count(*)::int AS n FROM security_audit_events')).rows;
    const contractorId = '00000000-0000-4000-8000-' + (42).toString(16).padStart(12, '0');
    const actor = '00000000-0000-4000-9000-' + (77).toString(16).padStart(12, '0');
    const first = await listAuditEvents(db, auditEventsQuerySchema.parse({}));
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    const audit = (q: Record<string, unknown>) => () => listAuditEvents(db, auditEventsQuerySchema.parse(q));
    const rate = (q: Record<string, unknown>) => () => listRateLimitEvents(db, rateLimitEventsQuerySchema.parse(q));
    const cases: [string, () => Promise<unknown>][] = [
      ['audit: first page (50, newest first)', audit({})],
      ['audit: second page (cursor)', audit({ cursor: first.nextCursor })],
      ['audit: type = login_failed', audit({ type: 'login_failed' })],
      ['audit: type = pii_key_rotated (rare)', audit({ type: 'pii_key_rotated' })],
      ['audit: one contractor', audit({ contractorId })],
      ['audit: one actor', audit({ actor })],
      ['audit: one IP', audit({ ip: '10.0.3.7' })],
      ['audit: one account (email fingerprint)', audit({ account: accountEmail(123) })],
      ['audit: one day, a week ago', audit({ from: weekAgo, to: sixDaysAgo })],
      ['audit: type + contractor', audit({ type: 'login_failed', contractorId })],
      ['audit: type + one day', audit({ type: 'logout', from: weekAgo, to: sixDaysAgo })],
      ['rate-limit: first page', rate({})],
      ['rate-limit: type = csrf_failed', rate({ type: 'csrf_failed' })],
      ['rate-limit: one IP', rate({ ip: '10.0.3.7' })],
      ['rate-limit: one account', rate({ account: accountEmail(123) })],
      ['overview (failed sign-ins 24 h, throttled now, open alerts)', () => securityOverview(db)],
    ];
    console.log(`\n${n.toLocaleString('en-US')} audit events; ${RUNS} runs a case after 5 warm-ups; PostgreSQL ${(await database.pool!.query('SHOW server_version')).rows[0].server_version}\n`);
    console.log('## Plans\n');
    for (const [name, fn] of cases) console.log(`  ${name}\n${await explain(database, fn)}\n`);
    console.log('## Timings (ms, wall, in-process through the service function)\n');
    console.log('| case | p50 | p95 | max |\n|---|---:|---:|---:|');
    for (const [name, fn] of cases) {
      const r = await measure(fn);
      console.log(`| ${name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.max.toFixed(1)} |`);
    }
  } finally {
    await database.close();
    if (!argv.includes('--keep')) await dropDatabase();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
