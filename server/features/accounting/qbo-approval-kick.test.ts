// Issue 28 item 2, "a quote approval reaches the books within 10 s": the homeowner's approval (the public API, with a
// signature) writes the QuickBooks outbox row AND sends the contractor's drain job to pg-boss in the same transaction,
// so a worker takes it as the approval commits, not at the next tick. Against a real database (PGlite, and PostgreSQL
// with TEST_DATABASE_URL) and the fake QuickBooks over HTTP; no timing is asserted (that is a benchmark's).
import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { qboSyncItems, quotes } from '../../db/schema/index';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo';
import { ApiClient } from '../../test/api';
import { approvalBody } from '../../test/factories';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { connectQboTenant, ensureQuoteLinkToken, pgBossDb, qboDeps, qboTestConfig, type QboTenant } from '../../test/quickbooks';
import { QBO_SYNC_QUEUE, startQboQueue } from './qbo-queue';

let fake: FakeQbo;
const t = useTestApp({
  config: async () => {
    fake = await startFakeQbo({ webhook: { url: null } });
    return qboTestConfig(fake);
  },
});
const quiet = { error: () => {}, info: () => {} };
let books: QboTenant;
let boss: PgBoss;
let stopQueue: () => void;

beforeAll(async () => {
  books = await connectQboTenant(t, fake, 'Approval Books Fence');
  boss = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
  await boss.start();
  // No tick of this instance's own (tickEverySeconds 0) and no drain worker yet: only what the approval sends.
  stopQueue = (await startQboQueue(boss, t.database, qboDeps(t, t.app.config), quiet, { tickEverySeconds: 0, workers: 0 })).stop;
});
afterAll(async () => {
  stopQueue?.();
  // Graceful: a drain job still running (it re-queues its next turn) finishes before the database closes; stopped
  // abruptly, pg-boss marked it failed through a pool already ended (an unhandled rejection on PostgreSQL in CI).
  await boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
  await fake?.close();
});

/** A sent quote with a $1,397.08 deposit and the priced summary the public page shows. */
async function sentQuote(firstName: string, email?: string) {
  const customer = await makeCustomer(t.db, books.contractorId, { firstName, lastName: 'Kick', ...(email ? { email } : {}) });
  const quote = await makeQuote(t.db, { contractorId: books.contractorId, homeownerId: customer.id, status: 'sent', totalCents: 465_694 });
  const n = { materialsCents: 0, laborCents: 0, removalCents: 0, subtotalCents: 434_500, markupCents: 0, minimumUpliftCents: 0, jobPriceCents: 434_500, adjustmentsCents: 0, taxableCents: 434_500, taxCents: 31_194, shippingCents: 0, totalCents: 465_694, depositCents: 139_708 };
  const pricing = { ...n, lines: [], runs: [], adjustments: [], minimumApplied: false, taxRatePercent: 7.18, shippingTier: null, paymentSchedule: [], fenceFeet: 120 };
  const [row] = await t.db.update(quotes).set({ taxCents: 31_194, depositCents: 139_708, pricing }).where(eq(quotes.id, quote.id)).returning();
  return row;
}

const jobsOf = (contractorId: string) =>
  queryRows<{ state: string; created: string }>(t.db, sql`SELECT state, to_char(created_on AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS created FROM pgboss.job WHERE name = ${QBO_SYNC_QUEUE} AND data->>'contractorId' = ${contractorId}`);

describe('approval → the books', () => {
  it("the approval's transaction writes the invoice row and sends the drain job (same commit), and a worker then invoices it with no tick", async () => {
    const quote = await sentQuote('Inés', 'ines.kick@example.com');
    expect(await jobsOf(books.contractorId)).toEqual([]);
    const token = await ensureQuoteLinkToken(t.db, quote as never);
    const res = await new ApiClient(t.app).post(`/api/public/quotes/${token}/approve`, approvalBody('Inés Kick'));
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.db.select().from(qboSyncItems).where(and(eq(qboSyncItems.contractorId, books.contractorId), eq(qboSyncItems.entityId, quote.id)));
    expect(row).toMatchObject({ action: 'invoice.create', status: 'pending', origin: 'homeowner' });
    const jobs = await jobsOf(books.contractorId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].state).toBe('created');
    // now() is the transaction's start: the job and the row were written by the approval's own transaction.
    const [rowCreated] = await queryRows<{ created: string }>(t.db, sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS created FROM qbo_sync_items WHERE id = ${row.id}`);
    expect(jobs[0].created).toBe(rowCreated.created);

    // A drain worker (still no tick) takes the job and the deposit invoice reaches the books.
    const worker = await startQboQueue(boss, t.database, qboDeps(t, t.app.config), quiet, { tickEverySeconds: 0, workers: 1, pollingIntervalSeconds: 0.5 });
    try {
      let done = false;
      for (let i = 0; i < 600 && !done; i++) {
        const [r] = await t.db.select({ status: qboSyncItems.status }).from(qboSyncItems).where(eq(qboSyncItems.id, row.id));
        done = r.status === 'done';
        if (!done) await new Promise((r) => setTimeout(r, 50));
      }
      expect(done).toBe(true);
    } finally {
      worker.stop();
    }
    expect(books.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`)).toHaveLength(1);
  });

  it('an approval that fails (no consent) sends no job and writes no row', async () => {
    const quote = await sentQuote('Noé');
    const before = (await jobsOf(books.contractorId)).length;
    const token = await ensureQuoteLinkToken(t.db, quote as never);
    const res = await new ApiClient(t.app).post(`/api/public/quotes/${token}/approve`, { ...approvalBody('Noé Kick'), consent: false });
    expect(res.statusCode).toBe(400);
    expect((await t.db.select().from(qboSyncItems).where(eq(qboSyncItems.entityId, quote.id)))).toEqual([]);
    expect(await jobsOf(books.contractorId)).toHaveLength(before);
  });
});
