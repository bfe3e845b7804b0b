// Settings → Accounting's routes as their contracts declare them (core/quickbooks/quickbooks.api.ts), on PGlite and
// PostgreSQL: sign-in first, every bad field at once, answers that match the response schemas, another contractor's
// sync-log entry out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as api from '../../../core/quickbooks/quickbooks.api';
import type { QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import { qboConnections } from '../../db/schema/index';
import { ApiClient } from '../../test/api';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo';
import { useTestApp } from '../../test/use-test-app';
import { approvedQuote, connectQboTenant, itemsOf, qboTestConfig, type QboTenant } from '../../test/quickbooks';

let fake: FakeQbo;
const t = useTestApp({
  config: async () => {
    fake = await startFakeQbo({ webhook: { url: null } });
    return qboTestConfig(fake);
  },
});
let alice: QboTenant;
let bob: QboTenant;

beforeAll(async () => {
  alice = await connectQboTenant(t, fake, 'Contract Fence');
  bob = await connectQboTenant(t, fake, 'Other Fence');
});
afterAll(() => fake?.close());

describe('QuickBooks routes on their contracts', () => {
  it('answers 401 to a visitor on every signed-in route, before reading the body', async () => {
    const visitor = new ApiClient(t.app);
    for (const contract of [api.getQboConnection, api.getQboMappingOptions, api.getQboSyncLog, api.getQboPreview]) {
      expect((await visitor.get(contract.path)).statusCode, contract.path).toBe(401);
    }
    expect((await visitor.put(api.saveQboMapping.path, { items: {} })).statusCode).toBe(401);
    expect((await visitor.delete(api.disconnectQbo.path)).statusCode).toBe(401);
  });

  it('a mapping with every field wrong answers 400 naming each one at once, and changes nothing', async () => {
    const before = (await alice.api.get(api.getQboConnection.path)).json().connection.mapping;
    const res = await alice.api.put(api.saveQboMapping.path, { items: {}, depositAccountId: '', clearingAccountId: 'bad id!', feeAccountId: null });
    expect(res.statusCode).toBe(400);
    const text = res.body;
    for (const message of ['Choose an item for fence installation', 'Choose an item for gates', 'Choose an item for removal', 'Choose an item for materials', 'Choose an account for payments by hand', 'Choose a clearing account for card payments', 'Choose an expense account for card fees']) {
      expect(text, message).toContain(message);
    }
    expect((await alice.api.get(api.getQboConnection.path)).json().connection.mapping).toEqual(before);
  });

  it('the connection, options, preview and sync log answer in their schemas', async () => {
    const { quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Schema', lastName: 'Check' });
    expect(api.getQboConnection.response.parse((await alice.api.get(api.getQboConnection.path)).json()).connection?.status).toBe('connected');
    expect(api.getQboMappingOptions.response.parse((await alice.api.get(api.getQboMappingOptions.path)).json()).items.length).toBeGreaterThanOrEqual(4);
    const preview = api.getQboPreview.response.parse((await alice.api.get(`${api.getQboPreview.path}?quoteId=${quote.id}`)).json());
    expect(preview.quote?.id).toBe(quote.id);
    const log = api.getQboSyncLog.response.parse((await alice.api.get(`${api.getQboSyncLog.path}?pageSize=5`)).json());
    expect(log.pageSize).toBe(5);
    expect(log.items.some((i) => i.entityId === quote.id)).toBe(true);
    expect((await alice.api.get(`${api.getQboSyncLog.path}?pageSize=500&status=nope`)).statusCode).toBe(400);
  });

  it('a stored mapping that no longer parses reads as not chosen yet: the connection and preview still answer', async () => {
    const [row] = await t.db.select({ mapping: qboConnections.mapping }).from(qboConnections).where(eq(qboConnections.contractorId, alice.contractorId));
    // What readJsonb(qboMappingSchema, …) meets in an old or hand-edited row: items only, no accounts.
    await t.db.update(qboConnections).set({ mapping: { items: { installation: '1' } } as unknown as QboMapping }).where(eq(qboConnections.contractorId, alice.contractorId));
    try {
      const res = await alice.api.get(api.getQboConnection.path);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().connection).toMatchObject({ status: 'connected', mapping: null });
      expect((await alice.api.get(api.getQboPreview.path)).statusCode).toBe(200);
    } finally {
      await t.db.update(qboConnections).set({ mapping: row.mapping }).where(eq(qboConnections.contractorId, alice.contractorId));
    }
  });

  it("another contractor's sync-log entry is not found, and their log never lists it", async () => {
    const { quote } = await approvedQuote(t.db, bob.contractorId, { firstName: 'Bob', lastName: 'Only' });
    const [bobs] = (await itemsOf(t.db, bob.contractorId)).filter((r) => r.entityId === quote.id);
    const res = await alice.api.post(`/api/integrations/quickbooks/sync-log/${bobs.id}/retry`);
    expect(res.statusCode).toBe(404);
    const aliceLog = (await alice.api.get(`${api.getQboSyncLog.path}?pageSize=100`)).json();
    expect(aliceLog.items.some((i: { id: string }) => i.id === bobs.id)).toBe(false);
  });
});
