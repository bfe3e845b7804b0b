// Picket → CRM at scale (issue 28): one contractor's big backlog takes turns with another's single new lead, and the
// location's in-flight limit holds across two workers (two instances) sharing one database, with the rate budget
// never exceeded. Orders and counts only: how fast it goes is a benchmark figure (bench/crm/sync.ts), not a test.
import { and, asc, eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { ghlConnections, ghlSyncItems } from '../../../db/schema/index';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import { createGhlClient } from '../../../integrations/ghl/ghl-client';
import { PostgresGhlRateBudget } from '../../../integrations/ghl/ghl-rate-budget';
import { makeContractor } from '../../../test/factories';
import { useTestDb } from '../../../test/use-test-app';
import { makeCustomer } from '../../../test/job-fixtures';
import { pgBossDb } from '../../../queue/boss';
import { crmOutboundTick, startCrmOutboundQueue } from './crm-outbound-queue';
import { CONTACT_UPSERT, queueFullSync, queueOutbound } from './crm-outbox';
import { drainOutbox, type OutboundDeps } from './outbound-delivery';

const t = useTestDb();
let fake: FakeGhl;
// A scaled-down limit (20 per second) so the proof takes seconds; the budget plans for the same.
const LIMIT = { max: 20, intervalMs: 1000 };

beforeAll(async () => {
  fake = await startFakeGhl({ rateLimit: { ...LIMIT, daily: 200_000 } });
});
afterAll(async () => {
  await fake?.close();
});

/** A contractor with `customers` customers, connected afterwards (nothing queued until a full sync or a new lead). */
async function tenant(db: Db, name: string, customers: number) {
  const { contractorId } = await makeContractor(db, { businessName: name });
  // Distinct phones: the CRM's upsert matches a contact by email or phone, so a shared number would be one contact.
  for (let i = 0; i < customers; i++) await makeCustomer(db, contractorId, { firstName: `${name.split(' ')[0]}${i}`, phone: `512-555-${String(1000 + i)}` });
  const { location, token } = fake.createLocation({ name });
  await db.insert(ghlConnections).values({ contractorId, locationId: location.id, locationName: name, accessTokenEncrypted: token });
  return { contractorId, locationId: location.id };
}

/** What ghlClientFor does, minus token decryption: the stored token and this "instance's" own budget object. */
function depsFor(budget: PostgresGhlRateBudget): OutboundDeps {
  return {
    publicUrl: 'https://picket.example',
    clientFor: async (db, contractorId) => {
      const [c] = await db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)).limit(1);
      return c?.accessTokenEncrypted ? createGhlClient({ baseUrl: fake.url, accessToken: c.accessTokenEncrypted, locationId: c.locationId, budget }) : null;
    },
  };
}

const outbox = (contractorId: string) =>
  t.db.select().from(ghlSyncItems).where(and(eq(ghlSyncItems.contractorId, contractorId), eq(ghlSyncItems.direction, 'out'))).orderBy(asc(ghlSyncItems.completedAt));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fair between tenants', () => {
  it("tenant B's single new lead is sent after one turn of tenant A's backlog, not after all of it", async () => {
    const a = await tenant(t.db, 'Alamo Fence', 30);
    const b = await tenant(t.db, 'Brazos Fence', 0);
    const deps = depsFor(new PostgresGhlRateBudget(t.db, { maxPerInterval: 1000, intervalMs: 1000 }));
    const quiet = { error: () => {}, info: () => {} };
    const queueOnly = { cron: '0 0 1 1 *', tickEverySeconds: 0, pollingIntervalSeconds: 0.5, concurrency: 1, sliceItems: 5 };
    const producer = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
    const worker = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
    try {
      await producer.start();
      await startCrmOutboundQueue(producer, t.database, deps, quiet, { ...queueOnly, workers: 0 });
      // A's import is queued first; B's lead arrives after it, before any worker has started.
      expect(await queueFullSync(t.db, a.contractorId)).toEqual({ customers: 30, quotes: 0 });
      await crmOutboundTick(producer, t.database);
      const lead = await makeCustomer(t.db, b.contractorId, { firstName: 'Lead' });
      // What the domain-event subscriber writes for a connected contractor's new customer (no app in this file).
      await queueOutbound(t.db, { contractorId: b.contractorId, entity: 'customer', entityId: lead.id, action: CONTACT_UPSERT, origin: 'contractor', cause: 'customer.created' });
      await crmOutboundTick(producer, t.database);

      await worker.start();
      await startCrmOutboundQueue(worker, t.database, deps, quiet, { ...queueOnly, workers: 1 });
      for (let i = 0; i < 600; i++) {
        const rows = [...(await outbox(a.contractorId)), ...(await outbox(b.contractorId))];
        if (rows.every((r) => r.status === 'done')) break;
        await sleep(200);
      }
      const aRows = await outbox(a.contractorId);
      const [bRow] = await outbox(b.contractorId);
      expect(aRows.every((r) => r.status === 'done')).toBe(true);
      expect(bRow).toMatchObject({ status: 'done', entityId: lead.id });
      // One turn of A (5 rows), then B's lead, then the rest of A: the order the queue served them.
      const aBefore = aRows.filter((r) => r.completedAt! <= bRow.completedAt!).length;
      expect(aBefore).toBe(5);
      expect(aRows.length - aBefore).toBe(25);
    } finally {
      await worker.stop({ graceful: false, wait: true }).catch(() => {});
      await producer.stop({ graceful: false, wait: true }).catch(() => {});
    }
  }, 180_000);
});

describe('within the limits, across instances', () => {
  it('two workers draining one location at once: never more in flight than its limit, never over the rate, each once', async () => {
    const c = await tenant(t.db, 'Cibolo Fence', 24);
    fake.setLatency({ delayMs: 80, jitterMs: 20, errorRate: 0 });
    try {
      await queueFullSync(t.db, c.contractorId);
      // Two instances: each its own budget object over the same table, each four lanes; the location allows three.
      const instances = [depsFor(new PostgresGhlRateBudget(t.db, LIMIT_OPTIONS)), depsFor(new PostgresGhlRateBudget(t.db, LIMIT_OPTIONS))];
      for (let round = 0; round < 20; round++) {
        const results = await Promise.all(instances.map((deps) => drainOutbox(t.db, c.contractorId, deps, { concurrency: 4, maxRunning: 3 })));
        if (results.every((r) => r.done === 0 && r.retry === 0)) break;
      }
    } finally {
      fake.setLatency({ delayMs: 0, jitterMs: 0, errorRate: 0 });
    }
    const rows = await outbox(c.contractorId);
    expect(rows.map((r) => r.status)).toEqual(Array(24).fill('done'));
    expect(fake.maxInFlight(c.locationId)).toBeLessThanOrEqual(3);
    expect(fake.maxInFlight(c.locationId)).toBeGreaterThanOrEqual(2);
    expect(fake.maxRequestsInWindow(c.locationId, LIMIT.intervalMs)).toBeLessThanOrEqual(LIMIT.max);
    expect(fake.requests.filter((r) => r.locationId === c.locationId && r.status === 429)).toHaveLength(0);
    const contacts = fake.store.contactsOf(c.locationId);
    expect(contacts).toHaveLength(24);
    expect(new Set(contacts.map((x) => x.email)).size).toBe(24);
  }, 180_000);
});

const LIMIT_OPTIONS = { maxPerInterval: LIMIT.max, intervalMs: LIMIT.intervalMs };
