// Issue 28 item 2, "a quote approval reaches the CRM within 10 s": the homeowner's approval (the public API, with a
// signature) writes the CRM outbox row AND sends the contractor's delivery job to pg-boss in the same transaction
// (server/queue/kick.ts), so a worker takes it as the approval commits, not at the next tick. Against a real database
// (PGlite, and PostgreSQL with TEST_DATABASE_URL) and the fake GoHighLevel over HTTP; no timing is asserted.
import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows';
import { ghlConnections, ghlStatusMappings, ghlSyncItems, quotes } from '../../../db/schema/index';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import { createGhlClient } from '../../../integrations/ghl/ghl-client';
import { PostgresGhlRateBudget } from '../../../integrations/ghl/ghl-rate-budget';
import { pgBossDb } from '../../../queue/boss';
import { ApiClient } from '../../../test/api';
import { approvalBody, makeContractor } from '../../../test/factories';
import { makeCustomer, makeQuote } from '../../../test/job-fixtures';
import { ensureQuoteLinkToken } from '../../../test/quickbooks';
import { useTestApp } from '../../../test/use-test-app';
import { CRM_OUTBOUND_QUEUE, startCrmOutboundQueue } from './crm-outbound-queue';
import type { OutboundDeps } from './outbound-delivery';

const t = useTestApp();
const quiet = { error: () => {}, info: () => {} };
let fake: FakeGhl;
let boss: PgBoss;
let deps: OutboundDeps;
let contractorId: string;
let locationId: string;
let approved: typeof quotes.$inferSelect;
let refused: typeof quotes.$inferSelect;
let stopQueue: () => void;

/** A sent quote for a customer of its own (written before any queue runs: its contact's row waits for the drain). */
async function sentQuote(firstName: string) {
  const customer = await makeCustomer(t.db, contractorId, { firstName, lastName: 'Kick', email: `${firstName.toLowerCase()}.kick@example.com` });
  const quote = await makeQuote(t.db, { contractorId, homeownerId: customer.id, status: 'sent', totalCents: 465_694 });
  // The priced summary the public page shows (and the approval's snapshot reads).
  const n = { materialsCents: 0, laborCents: 0, removalCents: 0, subtotalCents: 434_500, markupCents: 0, minimumUpliftCents: 0, jobPriceCents: 434_500, adjustmentsCents: 0, taxableCents: 434_500, taxCents: 31_194, shippingCents: 0, totalCents: 465_694, depositCents: 139_708 };
  const pricing = { ...n, lines: [], runs: [], adjustments: [], minimumApplied: false, taxRatePercent: 7.18, shippingTier: null, paymentSchedule: [], fenceFeet: 120 };
  const [row] = await t.db.update(quotes).set({ taxCents: 31_194, depositCents: 139_708, pricing }).where(eq(quotes.id, quote.id)).returning();
  return row;
}

beforeAll(async () => {
  fake = await startFakeGhl();
  const account = await makeContractor(t.db, { businessName: 'Approval CRM Fence' });
  contractorId = account.contractorId;
  const { location, token } = fake.createLocation({ name: 'Approval CRM Fence' });
  locationId = location.id;
  const pipeline = fake.store.pipelines.get(location.id)![0];
  await t.db.insert(ghlConnections).values({ contractorId, locationId, locationName: 'Approval CRM Fence', accessTokenEncrypted: token, pipelineId: pipeline.id });
  const won = pipeline.stages.find((s) => s.name === 'Won - Approved')!;
  await t.db.insert(ghlStatusMappings).values({ contractorId, subject: 'quote', picketStatus: 'approved', pipelineStageId: won.id, opportunityStatus: 'won' });
  approved = await sentQuote('Inés');
  refused = await sentQuote('Noé');
  const budget = new PostgresGhlRateBudget(t.db);
  deps = {
    publicUrl: 'https://picket.example',
    clientFor: async (db, id) => {
      const [c] = await db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, id)).limit(1);
      return c?.isActive && c.accessTokenEncrypted ? createGhlClient({ baseUrl: fake.url, accessToken: c.accessTokenEncrypted, locationId: c.locationId, budget }) : null;
    },
  };
  boss = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
  await boss.start();
  // No tick (a cron once a year, tickEverySeconds 0) and no delivery worker yet: only what the approval sends.
  stopQueue = (await startCrmOutboundQueue(boss, t.database, deps, quiet, { cron: '0 0 1 1 *', tickEverySeconds: 0, workers: 0 })).stop;
});
afterAll(async () => {
  stopQueue?.();
  await boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
  await fake?.close();
});

const jobsOf = (id: string) =>
  queryRows<{ state: string; created: string }>(t.db, sql`SELECT state, to_char(created_on AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS created FROM pgboss.job WHERE name = ${CRM_OUTBOUND_QUEUE} AND data->>'contractorId' = ${id}`);
const quoteRows = (quoteId: string) => t.db.select().from(ghlSyncItems).where(and(eq(ghlSyncItems.contractorId, contractorId), eq(ghlSyncItems.entity, 'quote'), eq(ghlSyncItems.entityId, quoteId)));

describe('approval → the CRM', () => {
  it('an approval that fails (no consent) sends no job and writes no row', async () => {
    const token = await ensureQuoteLinkToken(t.db, refused as never);
    const res = await new ApiClient(t.app).post(`/api/public/quotes/${token}/approve`, { ...approvalBody('Noé Kick'), consent: false });
    expect(res.statusCode).toBe(400);
    expect(await quoteRows(refused.id)).toEqual([]);
    expect(await jobsOf(contractorId)).toEqual([]);
  });

  it("the approval's transaction writes the opportunity row and sends the delivery job (same commit), and a worker then delivers it with no tick", async () => {
    expect(await jobsOf(contractorId)).toEqual([]);
    const token = await ensureQuoteLinkToken(t.db, approved as never);
    const res = await new ApiClient(t.app).post(`/api/public/quotes/${token}/approve`, approvalBody('Inés Kick'));
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await quoteRows(approved.id);
    expect(row).toMatchObject({ action: 'opportunity.upsert', status: 'pending', origin: 'homeowner' });
    const jobs = await jobsOf(contractorId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].state).toBe('created');
    // now() is the transaction's start: the job and the row were written by the approval's own transaction.
    const [rowCreated] = await queryRows<{ created: string }>(t.db, sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS created FROM ghl_sync_items WHERE id = ${row.id}`);
    expect(jobs[0].created).toBe(rowCreated.created);

    // A delivery worker (still no tick) takes the job and the opportunity reaches the location.
    const worker = await startCrmOutboundQueue(boss, t.database, deps, quiet, { cron: '0 0 1 1 *', tickEverySeconds: 0, workers: 1, pollingIntervalSeconds: 0.5 });
    try {
      let done = false;
      for (let i = 0; i < 600 && !done; i++) {
        const [r] = await t.db.select({ status: ghlSyncItems.status }).from(ghlSyncItems).where(eq(ghlSyncItems.id, row.id));
        done = r.status === 'done';
        if (!done) await new Promise((r) => setTimeout(r, 50));
      }
      expect(done).toBe(true);
    } finally {
      worker.stop();
    }
    expect(fake.store.opportunitiesOf(locationId).filter((o) => o.status === 'won')).toHaveLength(1);
  });
});
