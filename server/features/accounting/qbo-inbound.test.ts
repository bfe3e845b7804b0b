// QuickBooks → Picket and the connection's life, against a real database and the fake QuickBooks: a forged webhook
// is refused with nothing written; a payment the bookkeeper records in QuickBooks marks the milestone paid once and
// is never sent back; a void shows; one company's webhook never touches another contractor; tokens refresh once
// under the lock, invalid_grant asks to reconnect, disconnect revokes; the per-company limits hold across instances.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentMilestones, payments, qboConnections, qboLinks, qboSyncItems } from '../../db/schema/index';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo';
import { createQboClient } from '../../integrations/quickbooks/qbo-client';
import { PostgresQboRateBudget } from '../../integrations/quickbooks/qbo-rate-budget';
import { signQboWebhook } from '../../integrations/quickbooks/qbo-webhook-signature';
import { useTestApp } from '../../test/use-test-app';
import { qboClientFor, refreshQboConnection } from './qbo-connection';
import { approvedQuote, connectionOf, connectQboTenant, convertQuoteToJob, itemsOf, QBO_VERIFIER, qboDeps, qboTestConfig, syncAll, type QboTenant } from '../../test/quickbooks';

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
  alice = await connectQboTenant(t, fake, 'Lone Star Fence');
  bob = await connectQboTenant(t, fake, 'Hill Country Fence');
});
afterAll(() => fake?.close());

const deps = () => qboDeps(t, t.app.config);
const webhookBody = (realmId: string, entities: { name: string; id: string; operation?: string }[]) =>
  JSON.stringify({ eventNotifications: [{ realmId, dataChangeEvent: { entities: entities.map((e) => ({ operation: 'Create', lastUpdated: new Date().toISOString(), ...e })) } }] });
const deliver = (body: string, signature = signQboWebhook(body, QBO_VERIFIER)) =>
  t.app.inject({ method: 'POST', url: '/api/integrations/quickbooks/webhook', payload: body, headers: { 'content-type': 'application/json', 'intuit-signature': signature } });
const inboundOf = async (contractorId: string) => (await itemsOf(t.db, contractorId)).filter((r) => r.direction === 'in' && r.action === 'entity.read');

/** A job whose deposit invoice is in QuickBooks. */
async function invoicedJob(tenant: QboTenant, lastName: string) {
  const { quote } = await approvedQuote(t.db, tenant.contractorId, { firstName: 'Bea', lastName });
  const job = await convertQuoteToJob(t.db, { contractorId: tenant.contractorId, quoteId: quote.id });
  await syncAll(t.db, tenant.contractorId, deps());
  const [deposit] = await t.db.select().from(paymentMilestones).where(and(eq(paymentMilestones.jobId, job.id), eq(paymentMilestones.milestoneType, 'deposit')));
  const [invoice] = tenant.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`);
  return { job, deposit, invoice, quote };
}

describe('webhook', () => {
  it('a forged or unsigned webhook answers 401 and writes nothing', async () => {
    const before = (await t.db.select().from(qboSyncItems)).length;
    const body = webhookBody(alice.realm.id, [{ name: 'Payment', id: '999' }]);
    expect((await deliver(body, signQboWebhook(body, 'not-the-verifier'))).statusCode).toBe(401);
    expect((await deliver(body, '')).statusCode).toBe(401);
    expect((await deliver(body.replace('999', '998'), signQboWebhook(body, QBO_VERIFIER))).statusCode).toBe(401);
    expect((await t.db.select().from(qboSyncItems)).length).toBe(before);
  });

  it('a payment the bookkeeper enters in QuickBooks marks the milestone paid once, and is never sent back', async () => {
    const { job, deposit, invoice } = await invoicedJob(alice, 'Bookkept');
    const paid = alice.realm.insert('Payment', {
      CustomerRef: invoice.CustomerRef,
      TotalAmt: deposit.amountCents / 100,
      TxnDate: '2026-11-25',
      PaymentRefNum: '5521',
      Line: [{ Amount: deposit.amountCents / 100, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }],
    });
    const body = webhookBody(alice.realm.id, [{ name: 'Payment', id: paid.Id }]);
    const answer = await deliver(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: 1 });
    await deliver(body); // QuickBooks delivers at least once
    await syncAll(t.db, alice.contractorId, deps());
    await deliver(body); // …and again after it was read
    await t.db.insert(qboSyncItems).values({ contractorId: alice.contractorId, direction: 'in', entity: 'cdc', action: 'cdc.pass', status: 'pending', origin: 'cdc' });
    await syncAll(t.db, alice.contractorId, deps());

    const [milestone] = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.id, deposit.id));
    expect(milestone).toMatchObject({ status: 'paid', paidDate: '2026-11-25' });
    const recorded = await t.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amountCents: deposit.amountCents, paymentMethod: 'check', checkNumber: '5521', notes: 'Recorded in QuickBooks' });
    // Not echoed: no outbound payment row, one Payment in QuickBooks.
    expect((await itemsOf(t.db, alice.contractorId)).filter((r) => r.action === 'payment.create' && r.entityId === recorded[0].id)).toHaveLength(0);
    expect(alice.realm.list('Payment').filter((p) => (p.Line as { LinkedTxn: { TxnId: string }[] }[])[0].LinkedTxn[0].TxnId === invoice.Id)).toHaveLength(1);
  });

  it('a voided invoice is marked voided on its milestone and shown on its job (to its contractor only)', async () => {
    const { job, deposit, invoice, quote } = await invoicedJob(alice, 'Voided');
    const notices = () => alice.api.get(`/api/integrations/quickbooks/jobs/${job.id}/notices`);
    expect((await notices()).json()).toEqual({ notices: [] });
    const voided = alice.realm.voidInvoice({ Id: invoice.Id, SyncToken: invoice.SyncToken });
    await deliver(webhookBody(alice.realm.id, [{ name: 'Invoice', id: invoice.Id, operation: 'Void' }]));
    await syncAll(t.db, alice.contractorId, deps());
    const [link] = await t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, alice.contractorId), eq(qboLinks.localId, deposit.id)));
    expect(link.detail).toMatchObject({ voided: true, changedInQboAt: voided.MetaData.LastUpdatedTime });
    expect((await notices()).json()).toEqual({ notices: [{ milestoneId: deposit.id, milestoneName: deposit.name, docNumber: `Q${quote.quoteNumber}-D`, state: 'voided', at: voided.MetaData.LastUpdatedTime }] });
    // Another contractor cannot read it (404, as for any job not theirs); a malformed id is 404 too.
    expect((await bob.api.get(`/api/integrations/quickbooks/jobs/${job.id}/notices`)).statusCode).toBe(404);
    expect((await alice.api.get('/api/integrations/quickbooks/jobs/not-a-job/notices')).statusCode).toBe(404);
  });

  it('a deleted invoice shows on its job as deleted', async () => {
    const { job, deposit, invoice } = await invoicedJob(alice, 'Deleted');
    alice.realm.entities.get('Invoice')!.delete(invoice.Id);
    await deliver(webhookBody(alice.realm.id, [{ name: 'Invoice', id: invoice.Id, operation: 'Delete' }]));
    await syncAll(t.db, alice.contractorId, deps());
    const { notices } = (await alice.api.get(`/api/integrations/quickbooks/jobs/${job.id}/notices`)).json();
    expect(notices).toEqual([expect.objectContaining({ milestoneId: deposit.id, state: 'deleted' })]);
    expect(Date.parse(notices[0].at)).not.toBeNaN();
  });

  it("one company's webhook never touches another contractor", async () => {
    const { deposit, invoice } = await invoicedJob(bob, 'Isolated');
    const paid = bob.realm.insert('Payment', { CustomerRef: invoice.CustomerRef, TotalAmt: 10, Line: [{ Amount: 10, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] });
    const aliceBefore = (await inboundOf(alice.contractorId)).length;
    // Bob's company's ids under Alice's realm: read from Alice's company (where they are not Picket's), never Bob's.
    await deliver(webhookBody(alice.realm.id, [{ name: 'Payment', id: paid.Id }]));
    expect((await inboundOf(alice.contractorId)).length).toBe(aliceBefore + 1);
    expect((await inboundOf(bob.contractorId)).filter((r) => r.qboId === paid.Id)).toHaveLength(0);
    await syncAll(t.db, alice.contractorId, deps());
    const [milestone] = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.id, deposit.id));
    expect(milestone.status).not.toBe('paid');
    // A realm nobody here is connected to is ignored; another tenant's log entry is not found.
    expect((await deliver(webhookBody('4620816365999999999', [{ name: 'Payment', id: '1' }]))).json()).toEqual({ received: 0 });
    const [aliceItem] = await itemsOf(t.db, alice.contractorId);
    expect((await bob.api.post(`/api/integrations/quickbooks/sync-log/${aliceItem.id}/retry`)).statusCode).toBe(404);
    const bobLog = (await bob.api.get('/api/integrations/quickbooks/sync-log?pageSize=100')).json();
    expect(bobLog.items.some((i: { id: string }) => i.id === aliceItem.id)).toBe(false);
  });
});

describe('connection', () => {
  it('two instances refreshing at once spend the refresh token once and keep the rotated one', async () => {
    const tenant = await connectQboTenant(t, fake, 'Refresh Fence', { map: false });
    const before = await connectionOf(t.db, tenant.contractorId);
    await t.db.update(qboConnections).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(qboConnections.id, before.id));
    let refreshes = 0;
    const counting: typeof fetch = async (input, init) => {
      if (String(input).includes('/oauth2/v1/tokens/bearer')) refreshes += 1;
      return fetch(input, init);
    };
    await Promise.all([0, 1, 2].map(() => qboClientFor(t.db, t.app.clients.qbo, tenant.contractorId, { fetchImpl: counting })));
    expect(refreshes).toBe(1);
    const after = await connectionOf(t.db, tenant.contractorId);
    expect(after.status).toBe('connected');
    expect(after.refreshTokenEncrypted).not.toBe(before.refreshTokenEncrypted);
    // The stored (rotated) token still works; the spent one would be invalid_grant. Two instances refused the same
    // access token at once: one refreshes, the other waits on the lock and takes its token.
    refreshes = 0;
    const forced = () => refreshQboConnection(t.db, t.app.clients.qbo, after.id, { force: true, staleAccessToken: after.accessTokenEncrypted!, fetchImpl: counting });
    const [one, two] = await Promise.all([forced(), forced()]);
    expect(refreshes).toBe(1);
    expect(one.accessTokenEncrypted).toBe(two.accessTokenEncrypted);
    expect((await connectionOf(t.db, tenant.contractorId)).status).toBe('connected');
  });

  it('invalid_grant (the 5-year limit, a revoke in QuickBooks) asks to reconnect: status, bell item, nothing lost', async () => {
    const tenant = await connectQboTenant(t, fake, 'Expired Fence');
    await fetch(`${fake.url}/_fake/realms/${tenant.realm.id}/expire-grant`, { method: 'POST' });
    const row = await connectionOf(t.db, tenant.contractorId);
    await t.db.update(qboConnections).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(qboConnections.id, row.id));
    await approvedQuote(t.db, tenant.contractorId, { firstName: 'Waits', lastName: 'ForReconnect' });
    await expect(qboClientFor(t.db, t.app.clients.qbo, tenant.contractorId)).rejects.toThrow(/invalid_grant/);
    const view = (await tenant.api.get('/api/integrations/quickbooks/connection')).json();
    expect(view.connection).toMatchObject({ status: 'reconnect' });
    const bell = await t.db.select().from(notifications).where(and(eq(notifications.contractorId, tenant.contractorId), eq(notifications.type, 'accounting_reconnect')));
    expect(bell).toHaveLength(1);
    // The bell's list: this contractor's item with the company's name; nobody else's.
    expect((await tenant.api.get('/api/integrations/quickbooks/alerts')).json()).toEqual({ notifications: [{ id: bell[0].id, type: 'accounting_reconnect', timestamp: bell[0].createdAt.toISOString(), companyName: 'Expired Fence (QuickBooks)' }] });
    expect((await alice.api.get('/api/integrations/quickbooks/alerts')).json()).toEqual({ notifications: [] });
    await syncAll(t.db, tenant.contractorId, deps()).catch(() => undefined);
    const waiting = (await itemsOf(t.db, tenant.contractorId)).filter((r) => r.action === 'invoice.create');
    expect(waiting).toHaveLength(1);
    expect(waiting[0].status).toBe('pending');
    // "Mark all read" in the bell settles it too (the banner on Settings stays until the reconnect).
    expect((await tenant.api.post('/api/notifications/read-all')).json()).toEqual({ marked: 1 });
    expect((await tenant.api.get('/api/integrations/quickbooks/alerts')).json()).toEqual({ notifications: [] });
  });

  it('disconnect revokes the grant at Intuit and deletes the tokens', async () => {
    const tenant = await connectQboTenant(t, fake, 'Leaving Fence', { map: false });
    const row = await connectionOf(t.db, tenant.contractorId);
    expect((await tenant.api.delete('/api/integrations/quickbooks/connection')).statusCode).toBe(204);
    expect(await connectionOf(t.db, tenant.contractorId)).toBeUndefined();
    const refused = await fetch(`${fake.url}/oauth2/v1/tokens/bearer`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${fake.oauth.clientId}:${fake.oauth.clientSecret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: row.refreshTokenEncrypted! }),
    });
    expect((await refused.json()).error).toBe('invalid_grant');
  });
});

describe('limits shared by instances', () => {
  it('two instances with the PostgreSQL budget never have more than 10 requests in flight at a company, and get no 429', async () => {
    const slow = await startFakeQbo({ latencyMs: 30 });
    try {
      const realm = slow.createRealm('Shared Limits Co');
      const instances = [0, 1].map(() => createQboClient({ baseUrl: slow.url, accessToken: slow.tokenFor(realm.id), realmId: realm.id, budget: new PostgresQboRateBudget(t.db, { perMinute: 100_000 }) }));
      await Promise.all(Array.from({ length: 40 }, (_, i) => instances[i % 2].query('Account')));
      expect(slow.maxConcurrent.get(realm.id)).toBeLessThanOrEqual(10);
      expect(slow.requests.filter((r) => r.realmId === realm.id && r.status === 429)).toHaveLength(0);
      expect(slow.requests.filter((r) => r.realmId === realm.id)).toHaveLength(40);
    } finally {
      await slow.close();
    }
  });
});
