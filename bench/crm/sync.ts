// bench/crm/sync: N customers of one contractor synced to the fake GoHighLevel (its own process, GoHighLevel's limits:
// 100 requests per 10 s per location) through the real path: "Send everything again" queues them, pg-boss drains the
// outbox, every call draws on the PostgreSQL request budget. Reports wall time, requests per second, peak memory of
// this process, the most requests any 10 s window held at the fake (must be ≤ 100), 429s, and that every customer is
// exactly one contact.
// The fake answers each request after --latency ms (default 200, a real CRM's round trip; FAKE_GHL_DELAY_MS), and the
// queue sends --concurrency requests of the location at once (default 4, CRM_CONCURRENCY).
// Usage: node --import tsx bench/crm/sync.ts [--target pg:<dbname>|pglite:<dir>] [--customers 10000] [--latency 200] [--concurrency 4]
import os from 'node:os';
import PgBoss from 'pg-boss';
import { ghlConnections, ghlSyncItems, homeowners } from '../../server/db/schema/index';
import { createContractorAccount } from '../../server/features/admin/admin.service';
import { startCrmOutboundQueue } from '../../server/features/crm/outbound/crm-outbound-queue';
import { resyncEverything } from '../../server/features/crm/sync-log/crm-sync-log';
import { derivedHomeownerColumns } from '../../server/features/customers/homeowner-row';
import { pgBossDb } from '../../server/queue/boss';
import { createGhlClient } from '../../server/integrations/ghl/ghl-client';
import { PostgresGhlRateBudget } from '../../server/integrations/ghl/ghl-rate-budget';
import { startFakeGhlProcess } from '../../server/integrations/ghl/fake-process';
import { and, count, eq, sql } from 'drizzle-orm';
import { openFreshDatabase } from '../support/fresh-database';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const target = arg('target', 'pg:picket_bench_crm');
const N = Number(arg('customers', '10000'));
const latencyMs = Number(arg('latency', '200'));
const concurrency = Number(arg('concurrency', '4'));

async function main() {
  process.env.PII_KEY ??= Buffer.alloc(32, 9).toString('base64');
  const database = await openFreshDatabase(target);
  const db = database.db;
  const fake = await startFakeGhlProcess({ FAKE_GHL_DELAY_MS: String(latencyMs) });
  const { location, token } = await fake.createLocation('Bench Fence Co');
  const account = await createContractorAccount(db, { email: 'bench-crm@example.com', password: 'bench-password-123', firstName: 'Bench', lastName: 'Crm', businessName: 'Bench Fence Co', onboardingComplete: true });
  const contractorId = account.contractorId;

  // Customers first, unconnected (as a contractor who connects later), in batches of 1,000.
  for (let done = 0; done < N; done += 1000) {
    const rows = [];
    for (let i = done; i < Math.min(done + 1000, N); i++) {
      const fields = { firstName: `Bench${i}`, lastName: `Customer${i}`, email: `bench.customer.${i}@example.com`, phone: `512-${String(200 + (i % 800)).padStart(3, '0')}-${String(i % 10000).padStart(4, '0')}` };
      rows.push({ contractorId, ...fields, address: `${i} Picket Lane`, city: 'Austin', state: 'TX', zipCode: '78701', ...derivedHomeownerColumns(contractorId, fields) });
    }
    await db.insert(homeowners).values(rows);
  }
  await db.insert(ghlConnections).values({ contractorId, locationId: location.id, locationName: location.name, accessTokenEncrypted: token });

  const budget = new PostgresGhlRateBudget(db);
  const deps = {
    publicUrl: 'https://picket.example',
    clientFor: async () => createGhlClient({ baseUrl: fake.url, accessToken: token, locationId: location.id, budget }),
  };
  const boss = new PgBoss({ db: pgBossDb(database), schema: 'pgboss' });
  boss.on('error', (error) => console.error('pg-boss', error.message));
  await boss.start();
  const quiet = { error: (o: unknown, m?: string) => console.error(m, o), info: () => {} };
  const queue = await startCrmOutboundQueue(boss, database, deps, quiet, { tickEverySeconds: 1, pollingIntervalSeconds: 1, concurrency });

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  const cpu0 = process.cpuUsage();
  const started = Date.now();
  const queued = await resyncEverything(db, contractorId);
  await queue.tick();
  const remaining = async () => {
    const [r] = await db
      .select({ n: count() })
      .from(ghlSyncItems)
      .where(and(eq(ghlSyncItems.contractorId, contractorId), sql`${ghlSyncItems.status} in ('pending', 'running')`));
    return Number(r.n);
  };
  for (let left = await remaining(); left > 0; left = await remaining()) {
    await new Promise((r) => setTimeout(r, 1000));
    const s = (Date.now() - started) / 1000;
    if (Math.round(s) % 60 === 0) console.log(`  ${(N - left).toLocaleString()} / ${N.toLocaleString()} after ${s.toFixed(0)} s`);
  }
  const seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  queue.stop();
  await boss.stop({ graceful: true, wait: true, timeout: 10_000 });

  const statuses = await db
    .select({ status: ghlSyncItems.status, n: count() })
    .from(ghlSyncItems)
    .where(eq(ghlSyncItems.contractorId, contractorId))
    .groupBy(ghlSyncItems.status);
  const [linked] = await db
    .select({ n: count(), distinct: sql<number>`count(distinct ${homeowners.ghlContactId})` })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, contractorId), sql`${homeowners.ghlContactId} is not null`));
  const seen = await fake.requests(location.id, 10_000);
  const ok = seen.requests.filter((r) => r.status !== 429);
  const first = Math.min(...seen.requests.map((r) => r.at));
  const last = Math.max(...seen.requests.map((r) => r.at));
  await fake.stop();
  await database.close();

  console.log(`\n${target}: ${N.toLocaleString()} customers (queued ${queued.customers.toLocaleString()}) → fake GoHighLevel (100 requests / 10 s, ${latencyMs} ms a request), ${concurrency} at once; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log('| figure | value |\n|---|---:|');
  console.log(`| wall time, queue to last contact | ${seconds.toFixed(1)} s |`);
  console.log(`| requests answered (2xx) | ${ok.length.toLocaleString()} |`);
  console.log(`| 429s | ${(seen.requests.length - ok.length).toLocaleString()} |`);
  console.log(`| requests per second (first to last request) | ${(ok.length / ((last - first) / 1000)).toFixed(2)} |`);
  console.log(`| most requests in any 10 s window | ${seen.maxInWindow} |`);
  console.log(`| most requests in flight at once | ${seen.maxInFlight} |`);
  // Sustained: the rate in each full minute of the run (the first and last partial minutes left out).
  const perMinute = new Map<number, number>();
  for (const r of ok) perMinute.set(Math.floor((r.at - first) / 60_000), (perMinute.get(Math.floor((r.at - first) / 60_000)) ?? 0) + 1);
  const fullMinutes = [...perMinute.entries()].filter(([m]) => m < Math.floor((last - first) / 60_000)).map(([, n]) => n / 60);
  if (fullMinutes.length) console.log(`| requests per second, slowest / fastest full minute | ${Math.min(...fullMinutes).toFixed(2)} / ${Math.max(...fullMinutes).toFixed(2)} |`);
  console.log(`| peak RSS of the app process | ${(peakRss / 1024 / 1024).toFixed(0)} MB |`);
  console.log(`| CPU of the app process | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (${(((cpu.user + cpu.system) / 1e6 / seconds) * 100).toFixed(1)}% of one core) |`);
  console.log(`| outbox rows by status | ${statuses.map((s) => `${s.status} ${Number(s.n).toLocaleString()}`).join(', ')} |`);
  console.log(`| customers linked / distinct contacts | ${Number(linked.n).toLocaleString()} / ${Number(linked.distinct).toLocaleString()} |`);
  if (seen.maxInWindow > 100) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
