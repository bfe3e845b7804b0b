// QuickBooks outbound in lanes (issues 27 and 28), against a real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL) and the fake QuickBooks over HTTP. Orders and counts only, never times (how fast it goes is a
// benchmark figure, bench/quickbooks/sync.ts):
// - fair: tenant B's single invoice is sent after a turn of tenant A's backlog, not after all of it;
// - bounded: two workers (two instances) never have more than QBO_CONCURRENCY of a company's rows in flight, and the
//   rows of one customer go one at a time (its invoice answered before its payment is sent);
// - exactly once with a tiny lease and job expiry and a worker killed mid-batch (its writes reached QuickBooks, their
//   answers never reached Picket): every row ends done once, nothing stays running, one QuickBooks entity each.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { paymentMilestones, qboLinks, qboSyncItems } from '../../db/schema/index';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo';
import { useTestApp } from '../../test/use-test-app';
import { approvedQuote, connectQboTenant, convertQuoteToJob, itemsOf, pgBossDb, qboDeps, qboTestConfig, recordPayment, type QboTenant } from '../../test/quickbooks';
import { drainQboItems, recoverStalledQboItems } from './qbo-delivery';
import { qboTick, QBO_SYNC_QUEUE, startQboQueue } from './qbo-queue';

let fake: FakeQbo;
const t = useTestApp({
  config: async () => {
    fake = await startFakeQbo({ webhook: { url: null }, latencyMs: 5 });
    return qboTestConfig(fake);
  },
});
afterAll(() => fake?.close());

const quiet = { error: () => {}, info: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const outRows = (contractorId: string) =>
  t.db.select().from(qboSyncItems).where(and(eq(qboSyncItems.contractorId, contractorId), eq(qboSyncItems.direction, 'out'))).orderBy(asc(qboSyncItems.seq));

/** `n` approved quotes of `n` customers: n deposit invoices waiting. */
async function backlog(tenant: QboTenant, n: number, name: string) {
  const quotes = [];
  for (let i = 0; i < n; i++) quotes.push((await approvedQuote(t.db, tenant.contractorId, { firstName: `${name}${i}`, lastName: 'Lane', email: `${name.toLowerCase()}${i}@example.com` })).quote);
  return quotes;
}

/** Waits (polling, no timed assertion) until none of the contractors' rows is pending or running. */
async function settled(contractorIds: string[], rounds = 1500) {
  for (let i = 0; i < rounds; i++) {
    const rows = await t.db.select({ status: qboSyncItems.status }).from(qboSyncItems).where(inArray(qboSyncItems.contractorId, contractorIds));
    if (rows.every((r) => r.status !== 'pending' && r.status !== 'running')) return;
    await sleep(40);
  }
  throw new Error('rows still pending or running');
}

describe('fair between contractors', () => {
  let a: QboTenant;
  let b: QboTenant;
  beforeAll(async () => {
    a = await connectQboTenant(t, fake, 'Alamo Books Fence');
    b = await connectQboTenant(t, fake, 'Brazos Books Fence');
  });

  it("tenant B's single invoice is sent after one turn of tenant A's backlog, not after all of it", async () => {
    // What connecting queued (the first change-data-capture pass) is done first: only the backlog and B's invoice wait.
    for (const tenant of [a, b]) await drainQboItems(t.db, tenant.contractorId, qboDeps(t, t.app.config));
    await backlog(a, 24, 'Alamo');
    const producer = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
    const worker = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
    const queueOnly = { tickEverySeconds: 0, pollingIntervalSeconds: 0.5, concurrency: 2, turnItems: 4 };
    try {
      await producer.start();
      await startQboQueue(producer, t.database, qboDeps(t, t.app.config), quiet, { ...queueOnly, workers: 0 });
      // A's backlog is queued first; B's invoice arrives after it, before any worker has started.
      expect(await qboTick(producer, t.database)).toMatchObject({ queued: 1 });
      const [bQuote] = await backlog(b, 1, 'Brazos');
      await qboTick(producer, t.database);
      expect(await producer.getQueueSize(QBO_SYNC_QUEUE)).toBe(2);

      await worker.start();
      await startQboQueue(worker, t.database, qboDeps(t, t.app.config), quiet, { ...queueOnly, workers: 1 });
      await settled([a.contractorId, b.contractorId]);
      const aRows = await outRows(a.contractorId);
      const [bRow] = (await outRows(b.contractorId)).filter((r) => r.entityId === bQuote.id);
      expect(aRows).toHaveLength(24);
      expect([...aRows, bRow].every((r) => r.status === 'done')).toBe(true);
      // B went after at most A's first turn (4 rows; fewer when a busy QuickBooks cut the turn short, as a loaded
      // machine's refused connection does), long before A's 24 were done.
      const aBeforeB = aRows.filter((r) => r.completedAt! <= bRow.completedAt!).length;
      expect(aBeforeB).toBeLessThanOrEqual(4);
      expect(b.realm.list('Invoice')).toHaveLength(1);
      expect(a.realm.list('Invoice')).toHaveLength(24);
    } finally {
      await worker.stop({ graceful: false, wait: true });
      await producer.stop({ graceful: false, wait: true });
    }
  }, 120_000);
});

describe('bounded across instances, one at a time per customer', () => {
  it("two workers never have more than QBO_CONCURRENCY of a company's rows in flight, and a customer's invoice is answered before its payment is sent", async () => {
    const c = await connectQboTenant(t, fake, 'Comal Books Fence');
    // 12 customers, each: the deposit invoiced at approval, then a payment by check against the job's deposit.
    for (let i = 0; i < 12; i++) {
      const { quote } = await approvedQuote(t.db, c.contractorId, { firstName: `Comal${i}`, lastName: 'Lane' });
      const job = await convertQuoteToJob(t.db, { contractorId: c.contractorId, quoteId: quote.id });
      const [deposit] = await t.db.select().from(paymentMilestones).where(and(eq(paymentMilestones.jobId, job.id), eq(paymentMilestones.milestoneType, 'deposit')));
      await recordPayment(t.db, { contractorId: c.contractorId, jobId: job.id, input: { paymentType: 'job_deposit', jobId: job.id, milestoneId: deposit.id, amountCents: 50_000, paymentDate: '2026-11-20', paymentMethod: 'check', checkNumber: `20${i}` } });
    }
    const LIMIT = 3;
    let inFlight = 0;
    let most = 0;
    // Every write as it happens: [start, end] per customer and kind, to see a customer's rows one at a time.
    const writes: { kind: string; customer: string; start: number; end: number }[] = [];
    let tick = 0;
    const counting: typeof fetch = async (input, init) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const start = tick++;
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
        const kind = /\/(invoice|payment)\?/.exec(String(input))?.[1];
        const customer = init?.method === 'POST' && kind ? (JSON.parse(String(init.body)) as { CustomerRef?: { value: string } }).CustomerRef?.value : undefined;
        if (kind && customer) writes.push({ kind, customer, start, end: tick++ });
      }
    };
    const worker = () => drainQboItems(t.db, c.contractorId, qboDeps(t, t.app.config, { fetchImpl: counting }), { concurrency: 10, maxRunning: LIMIT });
    for (let round = 0; round < 20 && (await itemsOf(t.db, c.contractorId)).some((r) => r.status === 'pending' || r.status === 'running'); round++) await Promise.all([worker(), worker()]);

    const rows = await outRows(c.contractorId);
    expect(rows.filter((r) => r.status !== 'done').map((r) => [r.action, r.status, r.error])).toEqual([]);
    expect(most).toBeLessThanOrEqual(LIMIT);
    expect(most).toBeGreaterThan(1);
    expect(c.realm.list('Invoice')).toHaveLength(12);
    expect(c.realm.list('Payment')).toHaveLength(12);
    const customers = new Set(writes.map((w) => w.customer));
    expect(customers.size).toBe(12);
    for (const customer of customers) {
      const invoiceAnswered = Math.max(...writes.filter((w) => w.customer === customer && w.kind === 'invoice').map((w) => w.end));
      const paymentSent = Math.min(...writes.filter((w) => w.customer === customer && w.kind === 'payment').map((w) => w.start));
      expect(paymentSent).toBeGreaterThan(invoiceAnswered);
    }
  }, 120_000);
});

describe('a backlog longer than a lease and a job', () => {
  it('with a tiny lease and job expiry and a worker killed mid-batch, every row is done once and nothing stays running', async () => {
    const d = await connectQboTenant(t, fake, 'Devils River Books Fence');
    const quotes = await backlog(d, 30, 'Devils');
    const LEASE_MS = 400;

    // The worker that dies: its first few writes reach QuickBooks, their answers never reach Picket, and from then on
    // it renews no lease and claims nothing (an instance gone mid-batch).
    const death = new AbortController();
    let reached = 0;
    const dying: typeof fetch = async (input, init) => {
      if (death.signal.aborted) return new Promise<Response>(() => {});
      const res = await fetch(input, init);
      if (init?.method === 'POST' && /\/invoice\?/.test(String(input)) && ++reached >= 3) {
        death.abort();
        return new Promise<Response>(() => {});
      }
      return res;
    };
    void drainQboItems(t.db, d.contractorId, qboDeps(t, t.app.config, { fetchImpl: dying }), { concurrency: 3, leaseMs: LEASE_MS, signal: death.signal });
    while (!death.signal.aborted) await sleep(20);
    expect((await outRows(d.contractorId)).filter((r) => r.status === 'running').length).toBeGreaterThan(0);

    // The survivor: the pg-boss queue with a 1-second job expiry, 300 ms turns and the tiny lease; its tick reaps.
    const boss = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
    try {
      await boss.start();
      const queue = await startQboQueue(boss, t.database, qboDeps(t, t.app.config), quiet, { workers: 2, concurrency: 3, turnMs: 300, turnItems: 4, leaseMs: LEASE_MS, expireInSeconds: 1, tickEverySeconds: 1, pollingIntervalSeconds: 0.5 });
      await settled([d.contractorId]);
      queue.stop();
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    // A reaper finding nothing left proves nothing stayed running.
    expect(await recoverStalledQboItems(t.db, new Date(Date.now() + 60_000), LEASE_MS)).toBe(0);
    const rows = await outRows(d.contractorId);
    expect(rows).toHaveLength(30);
    expect(rows.filter((r) => r.status !== 'done').map((r) => [r.status, r.error])).toEqual([]);
    // Some rows were claimed twice (the dead worker's), none created anything twice.
    expect(rows.some((r) => r.attempts > 1)).toBe(true);
    const invoices = d.realm.list('Invoice');
    expect(invoices).toHaveLength(30);
    expect(new Set(invoices.map((i) => i.DocNumber)).size).toBe(30);
    expect(new Set(invoices.map((i) => i.DocNumber))).toEqual(new Set(quotes.map((q) => `Q${q.quoteNumber}-D`)));
    expect(d.realm.list('Customer').filter((c) => String(c.DisplayName).startsWith('Devils'))).toHaveLength(30);
    const links = await t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, d.contractorId), eq(qboLinks.kind, 'invoice')));
    expect(links).toHaveLength(30);
  }, 120_000);
});

describe('no transaction across a call out', () => {
  it('while QuickBooks is called, no connection of the database is idle in a transaction (the claim committed first)', async (ctx) => {
    // PostgreSQL only: the embedded database has one connection and no pg_stat_activity to read.
    if (t.database.kind !== 'postgres') ctx.skip();
    const e = await connectQboTenant(t, fake, 'Frio Books Fence');
    await drainQboItems(t.db, e.contractorId, qboDeps(t, t.app.config));
    await backlog(e, 3, 'Frio');
    // One lane under the company's in-flight limit: each claim is the advisory-locked transaction, then the calls.
    const open: number[] = [];
    const watching: typeof fetch = async (input, init) => {
      const [row] = await queryRows<{ n: number }>(t.db, sql`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
      open.push(Number(row.n));
      return fetch(input, init);
    };
    expect(await drainQboItems(t.db, e.contractorId, qboDeps(t, t.app.config, { fetchImpl: watching }), { concurrency: 1, maxRunning: 1 })).toMatchObject({ done: 3, failed: 0, retry: 0 });
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.filter((n) => n > 0)).toEqual([]);
  });
});
