// bench/scale: the service at N contractors on one PostgreSQL (issue 28 item 4). One command:
//   node --import tsx bench/scale/run.ts [--tenants 100] [--minutes 4] [--users 300] [--customers 2000] [--quotes 200]
//                                        [--lead-every-ms 2000] [--approve-every-ms 10000] [--due-per-tenant 1]
//                                        [--seed-processes 4] [--keep] [--reuse] [--seed-only] [--db picket_scale]
//                                        [--app-ports 5601,5602] [--qbo-share 0.25] [--qbo-latency 200]
//   --keep leaves the database (and /tmp/picket-bench-scale-<db>-N-state.json); --reuse runs the load again on it;
//   --seed-only (with --keep) stops after seeding. --reuse opens the kept database through openDatabase, which applies
//   the migrations merged since the seed first (a new index is built then, before the load).
//   --tenants 1000 is the full run (hours of seeding and more memory than this machine has spare: docs/performance.md
//   says what was run and what was extrapolated).
// What it does: creates the database picket_scale on the machine's PostgreSQL (127.0.0.1:5432; dropped at the end unless
// --keep; never `test`), migrates and seeds it (seed.ts), starts the fake GoHighLevel in its own process answering each
// call after 200 ms, the fake QuickBooks in its own process answering after --qbo-latency ms (books.ts connects a
// --qbo-share of the tenants to a company there and maps Picket's items, at the start of every run, fresh or --reuse),
// an SMTP sink accepting each message after 300 ms, TWO app instances (faults/support/app-process)
// behind nginx (faults/support/nginx), signs in `users` contractors (round robin over the tenants) and drives them for
// `minutes`: SPEC §9's polling (calendar and scheduled items every 30 s, the dashboard every 2 min, the bell's lists every
// 5 min) and a page view every 20–60 s (customers list, search, a quote, a customer); meanwhile new leads arrive by
// signed webhook at the CRM-connected half, and homeowners approve quotes through their public links (at tenants with
// the CRM or the books: each approval goes to the CRM, and to QuickBooks as the deposit's invoice where connected).
// Follow-ups fall due at a steady rate (seed.ts). Then it reads what happened from the database and prints the report (markdown):
// queue lag per service, lead → bell, lead → rule actions done, approval → CRM, approval → invoice in the books (from
// qbo_sync_items), API p95 per route group, PostgreSQL CPU (of this database's backends, from /proc), each app
// instance's CPU, the machine's load average at the start and the end, connections, the slowest statements seen
// (sampled from pg_stat_activity every 250 ms: pg_stat_statements needs a server restart the shared server cannot have), errors.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { approvalBody } from '../../server/test/factories';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/connection';
import { configurePii } from '../../server/db/pii';
import { ghlConnections, ghlStatusMappings } from '../../server/db/schema/index';
import { syncAllFollowUps } from '../../server/features/follow-ups/follow-up-planner';
import { startFakeGhlProcess } from '../../server/integrations/ghl/fake-process';
import { createGhlClient } from '../../server/integrations/ghl/ghl-client';
import { FakeWebhookSender } from '../../server/integrations/ghl/fake-webhooks';
import { startSmtpSink } from '../../server/test/smtp-sink';
import { deploymentSecrets, startApp, type AppProcess } from '../../faults/support/app-process';
import { startNginx } from '../../faults/support/nginx';
import { SessionClient } from '../../faults/support/session-client';
import { openFreshDatabase } from '../support/fresh-database';
import { startFakeQboProcess } from '../support/fake-qbo-process';
import { booksEnv, booksFigures, booksTenants, connectBooks, type BooksCompany } from './books';
import { dropBulkIndexes, SCALE_PASSWORD, scheduleDueFollowUpsSql, type ScaleTenant } from './seed';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const argv = process.argv.slice(2);
const opt = (k: string, d: string) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const TENANTS = Number(opt('tenants', '100'));
const MINUTES = Number(opt('minutes', '4'));
const USERS = Number(opt('users', '300'));
const CUSTOMERS = Number(opt('customers', '2000'));
const QUOTES = Number(opt('quotes', '200'));
const LEAD_EVERY_MS = Number(opt('lead-every-ms', '2000'));
const APPROVE_EVERY_MS = Number(opt('approve-every-ms', '10000'));
const DUE_PER_TENANT = Number(opt('due-per-tenant', '1'));
const CRM_LATENCY_MS = Number(opt('crm-latency', '200'));
const MAIL_LATENCY_MS = Number(opt('mail-latency', '300'));
// --qbo-share 0.25: the share of tenants with QuickBooks connected (books.ts), at the fake answering in --qbo-latency ms
// (one figure, or a range 150-250 drawn per answer).
const QBO_SHARE = Number(opt('qbo-share', '0.25'));
const [QBO_LATENCY_MIN, QBO_LATENCY_MAX] = opt('qbo-latency', '200').split('-').map(Number);
const KEEP = argv.includes('--keep');
const SEED_PROCESSES = Number(opt('seed-processes', '4'));
const REUSE = argv.includes('--reuse');
// --db: a database name of one's own when several people share the server (created and dropped like the default).
const DB_NAME = opt('db', 'picket_scale');
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME) || DB_NAME === 'test') throw new Error(`--db ${DB_NAME}: a plain lower-case name, not test`);
const SEED_ONLY = argv.includes('--seed-only');
// --app-ports 5601,5602: the two instances' ports (default: any free ones).
const APP_PORTS = opt('app-ports', '').split(',').filter(Boolean).map(Number);
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_URL = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
const quantile = (xs: number[], q: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

// ---- API timings, by route group ----
const timings = new Map<string, number[]>();
const failures = new Map<string, Map<string, number>>();
const firstErrors = new Map<string, string>();
function record(group: string, ms: number, status: number | string) {
  if (!timings.has(group)) timings.set(group, []);
  timings.get(group)!.push(ms);
  if (typeof status === 'string' || status >= 400) {
    if (!failures.has(group)) failures.set(group, new Map());
    const m = failures.get(group)!;
    m.set(String(status), (m.get(String(status)) ?? 0) + 1);
  }
}
async function timed<T>(group: string, client: SessionClient, method: string, path: string, body?: unknown): Promise<T | null> {
  const t0 = performance.now();
  try {
    const res = await client.request<T>(method, path, body, {}, AbortSignal.timeout(30_000));
    record(group, performance.now() - t0, res.status);
    if (res.status >= 300 && !firstErrors.has(group)) firstErrors.set(group, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.status < 300 ? res.body : null;
  } catch (error) {
    record(group, performance.now() - t0, (error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    return null;
  }
}

// ---- PostgreSQL sampling: connections, CPU of this database's backends, statements running long ----
interface PgSamples {
  maxConnections: number;
  maxActive: number;
  connectionsByApp: Map<string, number>;
  cpuTicks: number;
  allPostgresTicks: number;
  slow: Map<string, { maxMs: number; seen: number }>;
  waits: Map<string, number>;
}
const CLK_TCK = 100;
function ticksOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]); // utime + stime
  } catch {
    return null;
  }
}
function allPostgresTicks(): number {
  let sum = 0;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    sum += ticksOf(Number(d)) ?? 0;
  }
  return sum;
}
function startPgSampler(admin: pg.Client) {
  const s: PgSamples = { maxConnections: 0, maxActive: 0, connectionsByApp: new Map(), cpuTicks: 0, allPostgresTicks: 0, slow: new Map(), waits: new Map() };
  const last = new Map<number, number>();
  const allStart = allPostgresTicks();
  let busy = false;
  let stopped = false;
  const timer = setInterval(async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      const { rows } = await admin.query<{ pid: number; state: string | null; ms: number | null; query: string; wait: string | null; addr: string | null }>(
        `SELECT pid, state, extract(epoch FROM clock_timestamp() - query_start) * 1000 AS ms, left(query, 300) AS query,
                wait_event_type || ':' || wait_event AS wait, client_port::text AS addr
         FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [DB_NAME],
      );
      s.maxConnections = Math.max(s.maxConnections, rows.length);
      s.maxActive = Math.max(s.maxActive, rows.filter((r) => r.state === 'active').length);
      for (const r of rows) {
        const t = ticksOf(r.pid);
        if (t !== null) {
          const prev = last.get(r.pid);
          if (prev !== undefined && t > prev) s.cpuTicks += t - prev;
          last.set(r.pid, t);
        }
        if (r.state === 'active' && r.wait && !r.wait.startsWith('Client')) s.waits.set(r.wait, (s.waits.get(r.wait) ?? 0) + 1);
        if (r.state === 'active' && r.ms !== null && r.ms > 100) {
          const key = r.query.replace(/\s+/g, ' ').replace(/'[^']*'/g, "'…'").slice(0, 200);
          const e = s.slow.get(key) ?? { maxMs: 0, seen: 0 };
          e.maxMs = Math.max(e.maxMs, Number(r.ms));
          e.seen += 1;
          s.slow.set(key, e);
        }
      }
    } catch {
      /* a sample missed */
    } finally {
      busy = false;
    }
  }, 250);
  return {
    samples: s,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      s.allPostgresTicks = allPostgresTicks() - allStart;
    },
  };
}

// ---- one signed-in contractor ----
function dateRange() {
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${to}`;
}
async function contractorSession(client: SessionClient, tenant: ScaleTenant, until: number) {
  const polls: [number, () => Promise<unknown>][] = [
    [30_000, () => Promise.all([timed('calendar (30 s poll)', client, 'GET', `/api/calendar/events?${dateRange()}`), timed('calendar (30 s poll)', client, 'GET', `/api/scheduled-items?${dateRange()}`)])],
    [120_000, () => timed('dashboard (2 min poll)', client, 'GET', '/api/dashboard/stats')],
    [
      300_000,
      () =>
        Promise.all(
          ['/api/lead-notifications', '/api/payment-notifications', '/api/quote-approval-notifications', '/api/payment-reminders'].map((p) => timed('bell lists (5 min poll)', client, 'GET', p)),
        ),
    ],
  ];
  const timers = polls.map(([every, run]) => {
    void run();
    return setInterval(() => void run(), every);
  });
  let quoteIds: string[] = [];
  let customerIds: string[] = [];
  while (Date.now() < until) {
    await sleep(20_000 + Math.random() * 40_000);
    if (Date.now() >= until) break;
    const r = Math.random();
    if (r < 0.25) {
      const page = await timed<{ items: { id: string }[] }>('customers list', client, 'GET', '/api/homeowners');
      if (page?.items) customerIds = page.items.map((c) => c.id);
    } else if (r < 0.5) {
      await timed('search', client, 'GET', `/api/search?q=${encodeURIComponent(pick(tenant.searchTerms).slice(0, 4))}`);
    } else if (r < 0.7) {
      const list = await timed<{ items?: { id: string }[]; quotes?: { id: string }[] }>('quotes list', client, 'GET', '/api/quotes');
      const items = list?.items ?? list?.quotes ?? [];
      if (items.length) quoteIds = items.map((q) => q.id);
    } else if (r < 0.9 && quoteIds.length) {
      await timed('quote page', client, 'GET', `/api/quotes/${pick(quoteIds)}`);
    } else if (customerIds.length) {
      const id = pick(customerIds);
      await Promise.all([timed('customer page', client, 'GET', `/api/homeowners/${id}`), timed('customer page', client, 'GET', `/api/homeowners/${id}/activity`)]);
    }
  }
  for (const t of timers) clearInterval(t);
}

async function main() {
  // --reuse: the database and tenants a --keep run left (its secrets too); the new fake CRM's locations are written in.
  const saved = `/tmp/picket-bench-scale-${DB_NAME}-${TENANTS}-state.json`;
  const reuse = REUSE && fs.existsSync(saved);
  const secrets = reuse ? (JSON.parse(fs.readFileSync(saved, 'utf8')) as { secrets: ReturnType<typeof deploymentSecrets> }).secrets : deploymentSecrets();
  process.env.PII_KEY = secrets.PII_KEY;
  configurePii({ key: secrets.PII_KEY });
  const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
  const load0 = os.loadavg();
  log(`bench/scale: ${TENANTS} tenants × ${CUSTOMERS} customers × ${QUOTES} quotes, ${USERS} contractors signed in, ${MINUTES} min; uptime load ${load0.map((l) => l.toFixed(2)).join(' ')}`);

  const fake = await startFakeGhlProcess({ FAKE_GHL_DELAY_MS: String(CRM_LATENCY_MS) });
  const fakeQbo = await startFakeQboProcess({ FAKE_QBO_LATENCY_MS: String(QBO_LATENCY_MIN || 0), FAKE_QBO_LATENCY_MAX_MS: String(QBO_LATENCY_MAX || 0) });
  const sink = await startSmtpSink({ latency: { delayMs: MAIL_LATENCY_MS, jitterMs: 0, errorRate: 0 } });
  const runMs = MINUTES * 60_000;
  const seedStart = Date.now();
  let tenants: ScaleTenant[];
  let database: Database;
  if (reuse) {
    tenants = (JSON.parse(fs.readFileSync(saved, 'utf8')) as { tenants: ScaleTenant[] }).tenants;
    database = await openDatabase({ databaseUrl: DB_URL, dataDir: '/tmp', poolSize: 2 });
    for (const t of tenants.filter((x) => x.locationId)) {
      const made = await fake.createLocation(`Scale Fences ${t.email}`);
      t.locationId = made.location.id;
      t.token = made.token;
      await database.db.update(ghlConnections).set({ locationId: made.location.id, accessTokenEncrypted: made.token }).where(eq(ghlConnections.contractorId, t.contractorId));
    }
    // The earlier run's follow-ups were sent: without them the due-during-run quotes fall due again.
    await database.query('DELETE FROM follow_ups');
    // The visibility map an index-only scan needs, for an index a migration just built on a database seeded before it.
    await database.query('VACUUM homeowners');
    log(`reusing ${DB_NAME} (${tenants.length} tenants) from an earlier --keep run`);
  } else {
    database = await openFreshDatabase(`pg:${DB_NAME}`);
    // Bulk load without the secondary indexes of customers and quotes, built once after (what an operator does for an
    // import), commits not waiting for the disk; the slices of tenants in SEED_PROCESSES processes at once.
    const indexes = await dropBulkIndexes(database);
    await database.query(`ALTER DATABASE ${DB_NAME} SET synchronous_commit = off`);
    const per = Math.ceil(TENANTS / SEED_PROCESSES);
    const slices = await Promise.all(
      Array.from({ length: Math.min(SEED_PROCESSES, Math.ceil(TENANTS / per)) }, (_, k) => {
        const options = { from: k * per, tenants: Math.min(TENANTS, (k + 1) * per), customers: CUSTOMERS, quotes: QUOTES, dueDuringRun: DUE_PER_TENANT, runMs };
        return new Promise<ScaleTenant[]>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'seed-worker.ts'), DB_URL, fake.url, JSON.stringify(options)], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let stdout = '';
          child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
          child.stderr.on('data', (c: Buffer) => process.stderr.write(c));
          child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout) as ScaleTenant[]) : reject(new Error(`seed slice ${k} exited ${code}`))));
        });
      }),
    );
    tenants = slices.flat();
    log(`seeded the rows in ${((Date.now() - seedStart) / 1000).toFixed(0)} s; building ${indexes.length} indexes…`);
    await database.query(`ALTER DATABASE ${DB_NAME} RESET synchronous_commit`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
      for (const def of indexes) await tx.execute(sql.raw(def));
    });
    // VACUUM too: a bulk-loaded table's visibility map is empty until autovacuum comes by, and without it an index-only
    // scan (the customers list's count, homeowners_contractor_active_idx) visits the heap anyway.
    await database.query('VACUUM ANALYZE');
    if (KEEP) fs.writeFileSync(saved, JSON.stringify({ secrets, tenants }));
  }
  const tokens = new Map(tenants.filter((t) => t.locationId).map((t) => [t.locationId!, t.token!]));
  const seedSeconds = (Date.now() - seedStart) / 1000;
  const [{ size }] = await database.query<{ size: string }>(`SELECT pg_size_pretty(pg_database_size('${DB_NAME}')) AS size`);
  log(`seeded in ${seedSeconds.toFixed(0)} s; database ${size}`);
  if (SEED_ONLY) {
    if (!KEEP) throw new Error('--seed-only needs --keep (else there is nothing to reuse)');
    await database.close();
    await fake.stop();
    await fakeQbo.stop();
    await sink.close();
    log(`--seed-only: ${DB_NAME} kept; run again with --reuse`);
    process.exit(0);
  }
  // The CRM's pipeline chosen and "approved" mapped to its won stage (Settings → CRM): without them an approval's
  // opportunity is skipped ('no_pipeline', 'status_unmapped') and "approval → quote at the CRM" would time a skip.
  // Now, not at seed time, so a kept database gets them too.
  for (const t of tenants.filter((x) => x.locationId)) {
    const [pipeline] = await createGhlClient({ baseUrl: fake.url, accessToken: t.token!, locationId: t.locationId! }).listPipelines();
    const won = pipeline.stages.find((st) => /won/i.test(st.name)) ?? pipeline.stages[0];
    await database.db.update(ghlConnections).set({ pipelineId: pipeline.id }).where(eq(ghlConnections.contractorId, t.contractorId));
    await database.db.delete(ghlStatusMappings).where(eq(ghlStatusMappings.contractorId, t.contractorId));
    await database.db.insert(ghlStatusMappings).values({ contractorId: t.contractorId, subject: 'quote', picketStatus: 'approved', pipelineStageId: won.id, opportunityStatus: 'won' });
  }
  // QuickBooks for a share of the tenants, now (not at seed time: a kept database gets it too).
  const t0Books = Date.now();
  const books: BooksCompany[] = await connectBooks(database, fakeQbo.url, booksTenants(tenants, QBO_SHARE));
  log(`QuickBooks connected and mapped for ${books.length} tenants in ${((Date.now() - t0Books) / 1000).toFixed(1)} s`);
  // Quotes the homeowners will approve: sent and opened, at CRM-connected tenants and those with books.
  const approvableTenants = [...new Set([...tenants.filter((t) => t.locationId).map((t) => t.contractorId), ...books.map((b) => b.contractorId)])];
  const approvable = await database.query<{ id: string; contractor_id: string }>(
    `SELECT q.id, q.contractor_id FROM quotes q WHERE q.contractor_id = ANY($1::uuid[]) AND q.status = 'sent' AND q.first_viewed_at IS NOT NULL ORDER BY random() LIMIT 2000`,
    [approvableTenants],
  );
  await database.close();

  const webhooks = new FakeWebhookSender();
  const env = {
    DATABASE_URL: DB_URL,
    ...secrets,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    GHL_API_URL: fake.url,
    SMTP_URL: sink.url,
    GHL_WEBHOOK_PUBLIC_KEY: webhooks.publicKeys.ed25519,
    GHL_WEBHOOK_RSA_PUBLIC_KEY: webhooks.publicKeys.rsa,
    PUBLIC_URL: 'http://127.0.0.1',
    ...booksEnv(fakeQbo.url),
  };
  const apps: AppProcess[] = [await startApp(env, { port: APP_PORTS[0] }), await startApp(env, { port: APP_PORTS[1] })];
  const lb = await startNginx(apps.map((a) => a.url));
  log(`two instances behind nginx at ${lb.url}`);

  // Sign in: `users` sessions, round robin over the tenants, four at a time (argon2 verification is the cost).
  const sessions: { client: SessionClient; tenant: ScaleTenant }[] = [];
  for (let i = 0; i < USERS; i += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, USERS - i) }, async (_, k) => {
        const tenant = tenants[(i + k) % tenants.length];
        const client = new SessionClient(lb.url);
        const t0 = performance.now();
        await client.signIn(tenant.email, SCALE_PASSWORD);
        record('sign-in', performance.now() - t0, 200);
        sessions.push({ client, tenant });
      }),
    );
  }
  const byTenant = new Map(sessions.map((s) => [s.tenant.contractorId, s.client]));
  // Every CRM-connected tenant routes its new leads with one rule (a tag), so each lead has actions to run.
  for (const t of tenants.filter((x) => x.locationId)) {
    await byTenant.get(t.contractorId)?.json('POST', '/api/crm/lead-rules', { name: 'Everyone', priority: 10, conditions: {}, actions: { addTags: ['picket-lead'] } });
  }
  log(`${sessions.length} contractors signed in; load for ${MINUTES} min`);

  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let dueFrom = Date.now();
  {
    // The seed wrote its quotes by SQL, past the domain events that plan follow-ups: plan them once now (the backfill
    // an operator runs after loading data by SQL; the minute tick reads only what is due). Due from a minute on.
    const planDb = await openDatabase({ databaseUrl: DB_URL, dataDir: '/tmp', poolSize: 2 });
    dueFrom = Date.now() + 60_000;
    const { text, values } = scheduleDueFollowUpsSql(DUE_PER_TENANT, dueFrom, runMs - 60_000);
    await planDb.query(text, values);
    const t0 = Date.now();
    const planned = await syncAllFollowUps(planDb.db, new Date());
    log(`follow-ups planned for ${planned.quotes} open quotes in ${((Date.now() - t0) / 1000).toFixed(1)} s (once, after the seed)`);
    await planDb.close();
  }
  const runStart = Date.now();
  const sampler = startPgSampler(admin);
  const until = runStart + runMs;
  const cpuAt = (pid: number) => ticksOf(pid) ?? 0;
  const appCpu0 = apps.map((a) => cpuAt(a.child.pid!));

  // New leads: a contact made at the fake CRM (as a form would), then its ContactCreate webhook to Picket.
  const leadsSent = new Map<string, { at: number; contractorId: string }>();
  const connected = tenants.filter((t) => t.locationId);
  const leadLoop = (async () => {
    let n = 0;
    while (Date.now() < until) {
      const t = pick(connected);
      const i = n++;
      void (async () => {
        const client = createGhlClient({ baseUrl: fake.url, accessToken: tokens.get(t.locationId!)!, locationId: t.locationId! });
        const email = `lead.${i}.${Date.now()}@example.com`;
        const made = await client.upsertContact({ firstName: 'Lead', lastName: `Number${i}`, email, postalCode: '78704' }).catch(() => null);
        const contactId = made?.contact.id ?? `ct_scale_${i}_${Date.now()}`;
        const delivery = webhooks.sign({ type: 'ContactCreate', locationId: t.locationId!, id: contactId, firstName: 'Lead', lastName: `Number${i}`, email, postalCode: '78704' });
        const at = Date.now();
        leadsSent.set(contactId, { at, contractorId: t.contractorId });
        const t0 = performance.now();
        try {
          const res = await fetch(`${lb.url}/api/integrations/ghl/webhook`, { method: 'POST', headers: delivery.headers, body: delivery.body, signal: AbortSignal.timeout(30_000) });
          record('CRM webhook', performance.now() - t0, res.status);
        } catch (error) {
          record('CRM webhook', performance.now() - t0, (error as Error).name);
        }
      })();
      await sleep(LEAD_EVERY_MS);
    }
  })();

  // Approvals: the contractor's link, the homeowner's signature.
  const approvals = new Map<string, { at: number; contractorId: string }>();
  const approveLoop = (async () => {
    let k = 0;
    while (Date.now() < until && k < approvable.length) {
      const q = approvable[k++];
      const client = byTenant.get(q.contractor_id);
      if (client) {
        void (async () => {
          const link = await timed<{ url: string }>('quote link', client, 'POST', `/api/quotes/${q.id}/link`);
          if (!link) return;
          const token = /\/quote\/([^/?]+)/.exec(link.url)?.[1] ?? '';
          const homeowner = new SessionClient(lb.url);
          const csrf = await homeowner.request<{ csrfToken: string }>('GET', '/api/csrf-token').catch(() => null);
          const at = Date.now();
          const t0 = performance.now();
          const res = await homeowner.request('POST', `/api/public/quotes/${token}/approve`, approvalBody('Scale Homeowner'), { 'x-csrf-token': csrf?.body.csrfToken ?? '' }).catch(() => null);
          record('public approve', performance.now() - t0, res?.status ?? 'network');
          if (res && res.status >= 300 && !firstErrors.has('public approve')) firstErrors.set('public approve', JSON.stringify(res.body).slice(0, 300));
          if (res && res.status < 300) approvals.set(q.id, { at, contractorId: q.contractor_id });
        })();
      }
      await sleep(APPROVE_EVERY_MS);
    }
  })();

  const progress = setInterval(() => log(`  ${Math.round((Date.now() - runStart) / 1000)} s: ${[...timings.values()].reduce((n, x) => n + x.length, 0)} requests, ${leadsSent.size} leads, ${approvals.size} approvals; load ${os.loadavg()[0].toFixed(2)}`), 30_000);
  // Users start spread over the first 30 s, as a morning's sign-ins would.
  await Promise.all(sessions.map(async (s) => {
    await sleep(Math.random() * 30_000);
    await contractorSession(s.client, s.tenant, until);
  }));
  await Promise.all([leadLoop, approveLoop]);
  clearInterval(progress);
  log('load over; 30 s for the queues to finish what is in flight');
  await sleep(30_000);
  sampler.stop();
  // Over the same wall time as PostgreSQL's figure (load and drain).
  const appCpu = apps.map((a, i) => (cpuAt(a.child.pid!) - appCpu0[i]) / CLK_TCK);
  const wall = (Date.now() - runStart) / 1000;
  const loadEnd = os.loadavg();

  // ---- what happened, from the database ----
  const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: DB_URL });
    await c.connect();
    try {
      return (await c.query<T>(text, values)).rows;
    } finally {
      await c.end();
    }
  };
  const contactIds = [...leadsSent.keys()];
  const bells = await q<{ key: string; at: Date }>(`SELECT dedupe_key AS key, created_at AS at FROM notifications WHERE dedupe_key = ANY($1)`, [contactIds.map((c) => `new_lead:ghl:${c}`)]);
  const leadToBell = bells.map((b) => b.at.getTime() - leadsSent.get(b.key.replace('new_lead:ghl:', ''))!.at);
  const assignments = await q<{ contact_id: string; status: string; done_at: Date | null }>(`SELECT contact_id, status, done_at FROM ghl_lead_assignments WHERE contact_id = ANY($1)`, [contactIds]);
  const leadToActions = assignments.filter((a) => a.done_at).map((a) => a.done_at!.getTime() - leadsSent.get(a.contact_id)!.at);
  const quoteSync = await q<{ entity_id: string; completed_at: Date | null; created_at: Date; status: string }>(
    `SELECT entity_id::text, completed_at, created_at, status FROM ghl_sync_items WHERE direction = 'out' AND entity = 'quote' AND entity_id::text = ANY($1)`,
    [[...approvals.keys()]],
  );
  const approvalToCrm: number[] = [];
  const crmTenants = new Set(connected.map((t) => t.contractorId));
  const crmApprovals = [...approvals].filter(([, a]) => crmTenants.has(a.contractorId));
  for (const [id, { at }] of crmApprovals) {
    // Done, not skipped: a skipped row ('no_pipeline', 'no_customer') never reached the CRM.
    const done = quoteSync.filter((r) => r.entity_id === id && r.status === 'done' && r.completed_at && r.created_at.getTime() >= at - 1000).map((r) => r.completed_at!.getTime());
    if (done.length) approvalToCrm.push(Math.min(...done) - at);
  }
  const outbound = await q<{ lag: number; status: string }>(`SELECT extract(epoch FROM completed_at - created_at) * 1000 AS lag, status FROM ghl_sync_items WHERE direction = 'out' AND created_at >= $1 AND completed_at IS NOT NULL`, [new Date(runStart)]);
  const outboundPending = await q<{ n: string }>(`SELECT count(*)::text AS n FROM ghl_sync_items WHERE direction = 'out' AND status IN ('pending', 'running')`);
  const followUps = await q<{ lag: number | null; status: string }>(
    `SELECT extract(epoch FROM sent_at - due_at) * 1000 AS lag, status FROM follow_ups WHERE due_at >= $1 AND due_at <= $2`,
    [new Date(dueFrom - 1000), new Date(until)],
  );
  const bk = await booksFigures(DB_URL, fakeQbo.url, books, approvals, runStart);
  const followUpStatus = new Map<string, number>();
  for (const f of followUps) followUpStatus.set(f.status, (followUpStatus.get(f.status) ?? 0) + 1);

  const lines: string[] = [];
  const out = (l = '') => lines.push(l);
  out(`### ${TENANTS} tenants, ${sessions.length} contractors signed in, ${MINUTES} min of load (+30 s drain)`);
  out();
  out(`Data: ${TENANTS.toLocaleString()} tenants × ${CUSTOMERS.toLocaleString()} customers (${(TENANTS * CUSTOMERS).toLocaleString()}) × ${QUOTES} quotes (${(TENANTS * QUOTES).toLocaleString()}), CRM connected for ${connected.length} (fake GoHighLevel, ${CRM_LATENCY_MS} ms a call), QuickBooks for ${books.length} (fake QuickBooks, ${QBO_LATENCY_MAX ? `${QBO_LATENCY_MIN}–${QBO_LATENCY_MAX}` : QBO_LATENCY_MIN || 0} ms a call; connected at the start of the load), mail through an SMTP sink taking ${MAIL_LATENCY_MS} ms a message; database ${size}, seeded in ${seedSeconds.toFixed(0)} s. Two app instances (tsx, NODE_ENV=test, default pools) behind nginx, PostgreSQL 15 on this machine (shared with the other helpers' test databases). Load average (uptime) at the start ${load0.map((l) => l.toFixed(2)).join(' / ')}, at the end ${loadEnd.map((l) => l.toFixed(2)).join(' / ')}; ${os.cpus().length} cores.`);
  out();
  out('| reaction / queue | n | p50 | p95 | max | not done |');
  out('|---|---:|---:|---:|---:|---:|');
  const row = (name: string, xs: number[], notDone: number) => out(`| ${name} | ${xs.length} | ${fmt(quantile(xs, 0.5))} | ${fmt(quantile(xs, 0.95))} | ${fmt(xs.length ? Math.max(...xs) : NaN)} | ${notDone} |`);
  row('lead webhook → bell item', leadToBell, contactIds.length - leadToBell.length);
  row('lead webhook → rule actions done at the CRM', leadToActions, contactIds.length - leadToActions.length);
  row('quote approval → quote at the CRM', approvalToCrm, crmApprovals.length - approvalToCrm.length);
  row('quote approval → invoice in the books (QuickBooks)', bk.approvalToInvoice, bk.approvalsWithBooks - bk.approvalToInvoice.length);
  const outLags = outbound.filter((o) => o.status === 'done').map((o) => Number(o.lag));
  row('CRM outbound row: queued → done', outLags, Number(outboundPending[0].n));
  row('QuickBooks outbound row: queued → done', bk.rowLags, bk.pending);
  const fuLags = followUps.filter((f) => f.lag !== null).map((f) => Number(f.lag));
  row('follow-up: due → sent', fuLags, followUps.length - fuLags.length);
  out();
  out(`Follow-ups due during the run by status: ${[...followUpStatus].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}; lead assignments by status: ${Object.entries(assignments.reduce<Record<string, number>>((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {})).map(([k, v]) => `${k} ${v}`).join(', ')}; CRM outbound rows of the run by status: ${Object.entries(outbound.reduce<Record<string, number>>((m, o) => ({ ...m, [o.status]: (m[o.status] ?? 0) + 1 }), {})).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}; mail accepted by the sink ${sink.received.length}.`);
  out(`Books: ${bk.approvalsWithBooks} of ${approvals.size} approvals landed on tenants with QuickBooks; QuickBooks outbound rows of the run by status: ${Object.entries(bk.rowsByStatus).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}; invoices held by the fake companies ${bk.invoicesAtFake}; 429s from the fake ${bk.throttled}${bk.firstError ? `; first error: ${bk.firstError.slice(0, 200)}` : ''}.`);
  out();
  out('| API route group (through nginx) | requests | p50 | p95 | max | errors |');
  out('|---|---:|---:|---:|---:|---|');
  for (const [group, xs] of [...timings].sort((a, b) => a[0].localeCompare(b[0]))) {
    const errs = failures.get(group);
    out(`| ${group} | ${xs.length} | ${fmt(quantile(xs, 0.5))} | ${fmt(quantile(xs, 0.95))} | ${fmt(Math.max(...xs))} | ${errs ? [...errs].map(([k, v]) => `${k}×${v}`).join(', ') : '–'} |`);
  }
  for (const [group, text] of firstErrors) out(`First error of ${group}: \`${text.replace(/`/g, "'")}\``);
  const appErrors = apps.map((a) => a.stderr().split('\n').filter((l) => /error|Error/.test(l)).slice(-3).join(' / ').slice(0, 600)).filter(Boolean);
  if (appErrors.length) out(`Last errors the instances logged: ${appErrors.join(' | ')}`);
  out();
  const s = sampler.samples;
  out(`PostgreSQL: this database's backends used ${(s.cpuTicks / CLK_TCK).toFixed(1)} s of CPU in ${wall.toFixed(0)} s (${((s.cpuTicks / CLK_TCK / wall) * 100).toFixed(0)}% of one core; every postgres process on the machine, other helpers' included: ${((s.allPostgresTicks / CLK_TCK / wall) * 100).toFixed(0)}%). App instances (each process's own CPU, /proc): ${appCpu.map((c) => `${c.toFixed(1)} s (${((c / wall) * 100).toFixed(0)}% of a core)`).join(' and ')}. Connections to ${DB_NAME}: at most ${s.maxConnections} open, ${s.maxActive} active at once (max_connections 100 on this server).`);
  out();
  const waits = [...s.waits].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (waits.length) out(`Wait events seen on active backends (samples): ${waits.map(([k, v]) => `${k} ${v}`).join(', ')}.`);
  out();
  out('Slowest statements seen running (sampled every 250 ms, > 100 ms):');
  out();
  out('| max seen | samples | statement |');
  out('|---:|---:|---|');
  for (const [text, e] of [...s.slow].sort((a, b) => b[1].maxMs - a[1].maxMs).slice(0, 10)) out(`| ${fmt(e.maxMs)} | ${e.seen} | \`${text.replace(/\|/g, '\\|').replace(/`/g, "'")}\` |`);
  const report = lines.join('\n');
  console.log(`\n${report}\n`);
  fs.writeFileSync(`/tmp/picket-bench-scale-${TENANTS}.md`, report);

  await lb.stop();
  for (const a of apps) a.child.kill('SIGKILL');
  await admin.end();
  await fake.stop();
  await fakeQbo.stop();
  await sink.close();
  if (!KEEP) {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await c.end();
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
