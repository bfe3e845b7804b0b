// bench/quickbooks/sync: N quote deposits invoiced and N payments against them, one contractor, sent to the fake
// QuickBooks (its own process, QuickBooks' limits: 500 requests a minute and 10 at once per company, 429 past them)
// through the real path: the outbox rows drained by the pg-boss queue, every request drawing on the PostgreSQL
// budget (qbo_rate_limits, qbo_request_leases). Reports wall time, requests, the most requests in any 60 s window at
// the fake (must be ≤ 500), 429s, the most in flight at once (≤ 10), peak memory and CPU of this process, and that
// every quote is one invoice and every payment one Payment. The queue is the production one: lanes of up to
// QBO_CONCURRENCY (10) rows at once, short turns, leases (qbo-delivery.ts, qbo-queue.ts).
// --window-ms compresses time: the fake allows 500 requests per that window instead of per minute, and the budget
// plans for the same (the limit's shape, 500 a window and 10 at once, is unchanged; only the clock runs faster).
// --max-minutes stops the run after that much wall time and reports how far it got, with the extrapolation.
// Usage: node --import tsx bench/quickbooks/sync.ts [--target pg:<dbname>|pglite:<dir>] [--invoices 10000]
//        [--window-ms 60000] [--max-minutes 15] [--latency-ms 50-200] [--access-ttl-s 3600]
import os from 'node:os';
import PgBoss from 'pg-boss';
import { and, count, eq, sql } from 'drizzle-orm';
import { qboMappingSchema } from '../../core/quickbooks/quickbooks.schema';
import { payments, qboConnections, qboLinks, qboSyncItems, quotes } from '../../server/db/schema/index';
import { createContractorAccount } from '../../server/features/admin/admin.service';
import { createDefaultItems } from '../../server/features/accounting/qbo-mapping.service';
import { QBO_ACTIONS, queueQboOutbound } from '../../server/features/accounting/qbo-outbox';
import { qboClientFor } from '../../server/features/accounting/qbo-connection';
import { startQboQueue } from '../../server/features/accounting/qbo-queue';
import { makeCustomer, makeQuote } from '../../server/test/job-fixtures';
import { recordPayment } from '../../server/features/payments/payments.service';
import { pgBossDb } from '../../server/queue/boss';
import { createQboClient } from '../../server/integrations/quickbooks/qbo-client';
import { PostgresQboRateBudget } from '../../server/integrations/quickbooks/qbo-rate-budget';
import { startFakeQboProcess } from '../support/fake-qbo-process';
import { openFreshDatabase } from '../support/fresh-database';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const target = arg('target', 'pg:picket_bench_qbo');
const N = Number(arg('invoices', '10000'));
const WINDOW_MS = Number(arg('window-ms', '60000'));
const MAX_MINUTES = Number(arg('max-minutes', '0'));
// QuickBooks' answer time at the fake: each answer held a random time in this range (e.g. 50-200), so the lanes overlap.
const [LATENCY_MIN, LATENCY_MAX] = arg('latency-ms', '0').split('-').map(Number);
// The fake's access tokens live an hour, as QuickBooks' do; --access-ttl-s shortens that to see the refreshes happen.
const ACCESS_TTL_S = Number(arg('access-ttl-s', '3600'));

async function main() {
  process.env.PII_KEY ??= Buffer.alloc(32, 9).toString('base64');
  const database = await openFreshDatabase(target);
  const db = database.db;
  const fake = await startFakeQboProcess({ FAKE_QBO_WINDOW_MS: String(WINDOW_MS), FAKE_QBO_LATENCY_MS: String(LATENCY_MIN || 0), FAKE_QBO_LATENCY_MAX_MS: String(LATENCY_MAX || 0), FAKE_QBO_ACCESS_TTL_SECONDS: String(ACCESS_TTL_S) });
  const realm = (await (await fetch(`${fake.url}/_fake/realms`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ companyName: 'Bench Books Co' }) })).json()) as { id: string; accessToken: string; refreshToken: string; expiresIn: number; refreshExpiresIn: number };
  const account = await createContractorAccount(db, { email: 'bench-qbo@example.com', password: 'bench-password-123', firstName: 'Bench', lastName: 'Books', businessName: 'Bench Books Co', onboardingComplete: true });
  const contractorId = account.contractorId;
  const budget = new PostgresQboRateBudget(db, { windowMs: WINDOW_MS });
  const client = createQboClient({ baseUrl: fake.url, accessToken: realm.accessToken, realmId: realm.id, budget });
  // Connected as the consent page leaves it: both tokens and their real lives, so a run longer than the access token's
  // hour goes through the app's own refresh (qboClientFor: before expiry, under the connection's lock, rotated token
  // stored). The first run of 6 Dec stored no refresh token and stalled at 401 after the hour.
  const at = Date.now();
  await db.insert(qboConnections).values({ contractorId, realmId: realm.id, companyName: 'Bench Books Co', accessTokenEncrypted: realm.accessToken, refreshTokenEncrypted: realm.refreshToken, accessExpiresAt: new Date(at + realm.expiresIn * 1000), refreshExpiresAt: new Date(at + realm.refreshExpiresIn * 1000) });
  const qboSetup = {
    apiUrl: fake.url,
    oauthApp: { authUrl: `${fake.url}/connect/oauth2`, tokenUrl: `${fake.url}/oauth2/v1/tokens/bearer`, revokeUrl: `${fake.url}/v2/oauth2/tokens/revoke`, clientId: 'picket-fake-qbo-client', clientSecret: 'picket-fake-qbo-secret', redirectUri: 'http://bench.invalid/callback' },
  };
  const options = await createDefaultItems(db, async () => client, contractorId);
  const s = options.suggested;
  await db.update(qboConnections).set({ mapping: qboMappingSchema.parse({ items: s.items, depositAccountId: s.depositAccountId, clearingAccountId: s.clearingAccountId, feeAccountId: s.feeAccountId, taxCodeId: null }) }).where(eq(qboConnections.contractorId, contractorId));

  // N approved quotes with a $1,397.08 deposit ($93.58 of it tax), each paid by check: what the books receive.
  console.log(`seeding ${N.toLocaleString()} quotes and payments…`);
  // Eight at once (the pool has room): seeding is not what is measured.
  let seeded = 0;
  let next = 0;
  const seedOne = async (i: number) => {
    const customer = await makeCustomer(db, contractorId, { firstName: `Bench${i}`, lastName: `Books${i}`, email: `bench.books.${i}@example.com` });
    const quote = await makeQuote(db, { contractorId, homeownerId: customer.id, status: 'approved', totalCents: 465_694 });
    await db.update(quotes).set({ taxCents: 31_194, depositCents: 139_708 }).where(eq(quotes.id, quote.id));
    const [payment] = await db
      .insert(payments)
      .values({ contractorId, quoteId: quote.id, amountCents: 139_708, paymentType: 'quote_deposit', paymentMethod: 'check', paymentDate: '2026-11-20', checkNumber: String(1000 + i) })
      .returning({ id: payments.id });
    await queueQboOutbound(db, { contractorId, entity: 'quote', entityId: quote.id, action: QBO_ACTIONS.invoiceCreate, origin: 'bench', cause: 'bench' });
    await queueQboOutbound(db, { contractorId, entity: 'payment', entityId: payment.id, action: QBO_ACTIONS.paymentCreate, origin: 'bench', cause: 'bench' });
    if (++seeded % 1000 === 0) console.log(`  ${seeded.toLocaleString()}`);
  };
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < N) await seedOne(next++);
  }));
  const before = (await (await fetch(`${fake.url}/_fake/realms/${realm.id}/requests`)).json()) as { total: number };

  const boss = new PgBoss({ db: pgBossDb(database), schema: 'pgboss' });
  boss.on('error', (error) => console.error('pg-boss', error.message));
  await boss.start();
  const quiet = { error: (o: unknown, m?: string) => console.error(m, o), info: () => {} };
  const deps = { clientFor: (cdb: Parameters<typeof qboClientFor>[0], cid: string) => qboClientFor(cdb, qboSetup, cid, { budget }), recordPayment, stripeFee: null };
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  const cpu0 = process.cpuUsage();
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  const queue = await startQboQueue(boss, database, deps, quiet, { tickEverySeconds: 1 });
  const remaining = async () => {
    const [r] = await db.select({ n: count() }).from(qboSyncItems).where(and(eq(qboSyncItems.contractorId, contractorId), sql`${qboSyncItems.status} in ('pending', 'running')`));
    return Number(r.n);
  };
  let lastReport = 0;
  let left = await remaining();
  let cut = false;
  for (; left > 0; left = await remaining()) {
    await new Promise((r) => setTimeout(r, 1000));
    const secs = (Date.now() - started) / 1000;
    if (secs - lastReport >= 60) {
      lastReport = secs;
      const [running] = await db.select({ n: count() }).from(qboSyncItems).where(and(eq(qboSyncItems.contractorId, contractorId), eq(qboSyncItems.status, 'running')));
      console.log(`  ${(2 * N - left).toLocaleString()} / ${(2 * N).toLocaleString()} entries after ${secs.toFixed(0)} s (${Number(running.n)} running, RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB, load ${os.loadavg()[0].toFixed(1)})`);
    }
    if (MAX_MINUTES > 0 && secs >= MAX_MINUTES * 60) {
      cut = true;
      break;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const loadAtEnd = os.loadavg()[0];
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  queue.stop();
  await boss.stop({ graceful: true, wait: true, timeout: 10_000 });

  const statuses = await db.select({ status: qboSyncItems.status, n: count() }).from(qboSyncItems).where(eq(qboSyncItems.contractorId, contractorId)).groupBy(qboSyncItems.status);
  const links = await db.select({ kind: qboLinks.kind, n: count(), distinct: sql<number>`count(distinct ${qboLinks.qboId})` }).from(qboLinks).where(eq(qboLinks.contractorId, contractorId)).groupBy(qboLinks.kind);
  const held = (await (await fetch(`${fake.url}/_fake/realms/${realm.id}`)).json()) as { Invoice: unknown[]; Payment: unknown[]; Customer: unknown[] };
  const seen = (await (await fetch(`${fake.url}/_fake/realms/${realm.id}/requests?windowMs=${WINDOW_MS}`)).json()) as { total: number; throttled: number; maxInWindow: number; maxConcurrent: number };
  await fake.stop();
  await database.close();

  const sent = seen.total - before.total;
  const entries = 2 * N - left;
  console.log(`\n${target}: ${N.toLocaleString()} invoices + ${N.toLocaleString()} payments → fake QuickBooks (500 requests per ${WINDOW_MS / 1000} s, 10 at once, answers in ${LATENCY_MIN || 0}-${LATENCY_MAX || LATENCY_MIN || 0} ms)`);
  if (cut) console.log(`STOPPED at --max-minutes ${MAX_MINUTES}: ${entries.toLocaleString()} of ${(2 * N).toLocaleString()} entries done; at ${(sent / Math.max(1, entries)).toFixed(2)} requests per entry and 475 requests a real minute, all ${(2 * N).toLocaleString()} would take ~${(((2 * N * sent) / Math.max(1, entries)) / 475).toFixed(0)} real minutes`);
  console.log('| figure | value |\n|---|---:|');
  console.log(`| wall time, queue to last entry | ${seconds.toFixed(1)} s |`);
  console.log(`| requests to QuickBooks (after seeding) | ${sent.toLocaleString()} (${(sent / Math.max(1, entries)).toFixed(2)} per entry done) |`);
  console.log(`| requests per window (average) | ${((sent / seconds) * (WINDOW_MS / 1000)).toFixed(0)} |`);
  console.log(`| most requests in any ${WINDOW_MS / 1000} s window at the fake | ${seen.maxInWindow} |`);
  console.log(`| most requests in flight at once at the fake | ${seen.maxConcurrent} |`);
  console.log(`| 429s | ${seen.throttled} |`);
  console.log(`| peak RSS of the app process | ${(peakRss / 1024 / 1024).toFixed(0)} MB |`);
  console.log(`| machine load average (1 min), start / end of the drain | ${loadAtStart.toFixed(1)} / ${loadAtEnd.toFixed(1)} on ${os.cpus().length} cores |`);
  console.log(`| CPU of the app process | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (${(((cpu.user + cpu.system) / 1e6 / seconds) * 100).toFixed(1)}% of one core) |`);
  console.log(`| outbox rows by status | ${statuses.map((x) => `${x.status} ${Number(x.n).toLocaleString()}`).join(', ')} |`);
  console.log(`| links (Picket records / distinct QuickBooks ids) | ${links.map((l) => `${l.kind} ${Number(l.n).toLocaleString()} / ${Number(l.distinct).toLocaleString()}`).join(', ')} |`);
  console.log(`| in the fake company | ${held.Customer.length.toLocaleString()} customers, ${held.Invoice.length.toLocaleString()} invoices, ${held.Payment.length.toLocaleString()} payments |`);
  const stuck = statuses.find((x) => x.status === 'running');
  console.log(`| rows left running at the end${cut ? ' (the run was cut while they were in flight)' : ''} | ${stuck ? Number(stuck.n) : 0} |`);
  if (seen.maxInWindow > 500 || seen.throttled > 0 || (!cut && (held.Invoice.length !== N || held.Payment.length !== N))) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
