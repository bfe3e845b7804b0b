// The CRM outbox on the shared lanes (server/db/outbound-lanes.ts, issues 20 and 28), against a real database (PGlite,
// and PostgreSQL with TEST_DATABASE_URL) and the fake GoHighLevel over HTTP: a worker that dies after GoHighLevel
// answered (its lease runs out) leaves a row the reaper gives back; the next claim completes it, once; the old claim's
// outcome, arriving late, is dropped (a drain counts it as dropped, not done). While the call is out, no transaction is
// open (the claim committed before it).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows';
import { ghlConnections, ghlSyncItems, homeowners } from '../../../db/schema/index';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import { createGhlClient } from '../../../integrations/ghl/ghl-client';
import { PostgresGhlRateBudget } from '../../../integrations/ghl/ghl-rate-budget';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { createHomeowner } from '../../customers/customers.service';
import { claimNextOutbound, CRM_LEASE_MS, deliverOutbound, drainOutbox, recoverStalledOutbound, type OutboundDeps } from './outbound-delivery';

const t = useTestApp();
let fake: FakeGhl;
let contractorId: string;
let locationId: string;

beforeAll(async () => {
  fake = await startFakeGhl();
  const account = await makeContractor(t.db, { businessName: 'Pedernales Fence' });
  const { location, token } = fake.createLocation({ name: 'Pedernales Fence' });
  contractorId = account.contractorId;
  locationId = location.id;
  await t.db.insert(ghlConnections).values({ contractorId, locationId, locationName: 'Pedernales Fence', accessTokenEncrypted: token, pipelineId: fake.store.pipelines.get(location.id)![0].id });
});
afterAll(async () => {
  await fake?.close();
});

/** What ghlClientFor does, minus token decryption and refresh; `fetchImpl` stands between the worker and the CRM. */
const depsWith = (fetchImpl: typeof fetch = fetch): OutboundDeps => {
  const budget = new PostgresGhlRateBudget(t.db);
  return {
    publicUrl: 'https://picket.example',
    clientFor: async (db, id) => {
      const [c] = await db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, id)).limit(1);
      return c?.accessTokenEncrypted ? createGhlClient({ baseUrl: fake.url, accessToken: c.accessTokenEncrypted, locationId: c.locationId, budget, fetchImpl }) : null;
    },
  };
};

describe('a worker that dies after the CRM answered', () => {
  it('its row goes back when the lease runs out, is completed once by the next claim, and the late outcome is dropped', async () => {
    const email = `lease.${Date.now()}@example.com`;
    const customer = await createHomeowner(t.db, {
      contractorId,
      input: { firstName: 'Lucía', lastName: 'Lease', email, phone: '', address: '9 Mesquite Ln', city: 'Dripping Springs', state: 'TX', zipCode: '78620', allowDuplicate: true },
    });
    const rowOf = async () => (await t.db.select().from(ghlSyncItems).where(and(eq(ghlSyncItems.contractorId, contractorId), eq(ghlSyncItems.entityId, customer.id))))[0];

    // The old worker: GoHighLevel makes the contact and answers, but the answer never gets back to Picket (yet).
    let answered!: () => void;
    const hasAnswered = new Promise<void>((r) => (answered = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const stalled: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      answered();
      await released;
      return res;
    };
    const old = await claimNextOutbound(t.db, contractorId);
    expect(old).toMatchObject({ id: (await rowOf()).id, status: 'running', attempts: 1 });
    expect(old!.claimToken).toEqual(expect.any(String));
    const late = deliverOutbound(t.db, old!, depsWith(stalled));
    await hasAnswered;
    expect(fake.store.contactsOf(locationId).filter((c) => c.email === email)).toHaveLength(1);

    // The call is out and no transaction is open meanwhile: the claim committed before it.
    if (t.database.kind === 'postgres') {
      const [open] = await queryRows<{ n: number }>(t.db, sql`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
      expect(Number(open.n)).toBe(0);
    }

    // A live lease keeps the row with its worker: the reaper leaves it alone and nothing else claims it.
    expect(await recoverStalledOutbound(t.db)).toBe(0);
    expect(await claimNextOutbound(t.db, contractorId)).toBeNull();

    // Its worker is gone (nothing renews the lease): once the lease has run out, the reaper gives the row back.
    await t.db.update(ghlSyncItems).set({ updatedAt: new Date(Date.now() - CRM_LEASE_MS - 1_000) }).where(eq(ghlSyncItems.id, old!.id));
    expect(await recoverStalledOutbound(t.db)).toBe(1);
    expect(await rowOf()).toMatchObject({ status: 'pending', error: 'interrupted', claimToken: null });

    // The next claim takes it; the old claim's outcome arrives now and is dropped (the row stays the new claim's).
    const next = await claimNextOutbound(t.db, contractorId);
    expect(next).toMatchObject({ id: old!.id, status: 'running', attempts: 2 });
    expect(next!.claimToken).not.toBe(old!.claimToken);
    release();
    expect(await late).toBe('dropped');
    expect(await rowOf()).toMatchObject({ status: 'running', claimToken: next!.claimToken, completedAt: null });

    // The new claim completes it: the upsert finds the contact GoHighLevel made for the old one.
    expect(await deliverOutbound(t.db, next!, depsWith())).toBe('done');
    const contacts = fake.store.contactsOf(locationId).filter((c) => c.email === email);
    expect(contacts).toHaveLength(1);
    const done = await rowOf();
    expect(done).toMatchObject({ status: 'done', crmId: contacts[0].id, attempts: 2, error: null, claimToken: null });
    expect((await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id)))[0].ghlContactId).toBe(contacts[0].id);

    // Nothing is left to send, and a reaper or drain afterwards changes nothing.
    expect(await recoverStalledOutbound(t.db)).toBe(0);
    expect(await drainOutbox(t.db, contractorId, depsWith())).toMatchObject({ done: 0, failed: 0, retry: 0 });
    expect(await rowOf()).toEqual(done);
  });

  it("a drain whose claim is lost while the CRM answers counts the row as dropped, not done; the new claim completes it", async () => {
    // A contractor of its own, so the drain sees this row only.
    const account = await makeContractor(t.db, { businessName: 'Blanco Fence' });
    const { location, token } = fake.createLocation({ name: 'Blanco Fence' });
    await t.db.insert(ghlConnections).values({ contractorId: account.contractorId, locationId: location.id, locationName: 'Blanco Fence', accessTokenEncrypted: token, pipelineId: fake.store.pipelines.get(location.id)![0].id });
    const email = `dropped.${Date.now()}@example.com`;
    const customer = await createHomeowner(t.db, {
      contractorId: account.contractorId,
      input: { firstName: 'Dora', lastName: 'Dropped', email, phone: '', address: '4 Cypress Ct', city: 'Blanco', state: 'TX', zipCode: '78606', allowDuplicate: true },
    });
    const rowOf = async () => (await t.db.select().from(ghlSyncItems).where(and(eq(ghlSyncItems.contractorId, account.contractorId), eq(ghlSyncItems.entityId, customer.id))))[0];

    let answered!: () => void;
    const hasAnswered = new Promise<void>((r) => (answered = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const stalled: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      answered();
      await released;
      return res;
    };
    const draining = drainOutbox(t.db, account.contractorId, depsWith(stalled));
    await hasAnswered;

    // The drain's lease runs out (as if its instance had stalled): the reaper gives the row back and another claims it.
    const { id } = await rowOf();
    await t.db.update(ghlSyncItems).set({ updatedAt: new Date(Date.now() - CRM_LEASE_MS - 1_000) }).where(eq(ghlSyncItems.id, id));
    expect(await recoverStalledOutbound(t.db)).toBeGreaterThanOrEqual(1);
    const next = await claimNextOutbound(t.db, account.contractorId);
    expect(next).toMatchObject({ id, status: 'running', attempts: 2 });

    // The drain's outcome arrives after that: its write matches no row, and its totals say so.
    release();
    expect(await draining).toMatchObject({ done: 0, skipped: 0, failed: 0, retry: 0, dropped: 1 });
    expect(await rowOf()).toMatchObject({ status: 'running', claimToken: next!.claimToken, completedAt: null });

    expect(await deliverOutbound(t.db, next!, depsWith())).toBe('done');
    expect(await rowOf()).toMatchObject({ status: 'done', attempts: 2, claimToken: null });
    expect(fake.store.contactsOf(location.id).filter((c) => c.email === email)).toHaveLength(1);
  });

  it('a lease is renewed while its row is sent, so a slow call keeps its row', async () => {
    const email = `slow.${Date.now()}@example.com`;
    await createHomeowner(t.db, {
      contractorId,
      input: { firstName: 'Lento', lastName: 'Lease', email, phone: '', address: '3 Live Oak Dr', city: 'Wimberley', state: 'TX', zipCode: '78676', allowDuplicate: true },
    });
    const leaseMs = 600;
    // Each CRM call takes longer than the whole lease; only the renewals keep the row with this drain.
    const slow: typeof fetch = async (input, init) => {
      await new Promise((r) => setTimeout(r, leaseMs * 2));
      return fetch(input, init);
    };
    let reaped = 0;
    const reaper = setInterval(() => void recoverStalledOutbound(t.db, new Date(), leaseMs).then((n) => (reaped += n)), 50);
    try {
      expect(await drainOutbox(t.db, contractorId, depsWith(slow), { leaseMs })).toMatchObject({ done: 1, retry: 0 });
    } finally {
      clearInterval(reaper);
    }
    expect(reaped).toBe(0);
    expect(fake.store.contactsOf(locationId).filter((c) => c.email === email)).toHaveLength(1);
  });
});
