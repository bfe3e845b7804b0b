import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeQbo, type FakeQbo } from './fake-qbo';
import { fakeQboConsent } from './fake-qbo-oauth';
import { createQboClient, qboQuoted } from './qbo-client';
import { isQboApiError, QboApiError } from './qbo-errors';
import { exchangeQboCode, refreshQboToken, revokeQboToken, type QboOAuthApp } from './qbo-oauth';
import { InMemoryQboRateBudget } from './qbo-rate-budget';
import { verifyQboWebhook } from './qbo-webhook-signature';

let fake: FakeQbo;
beforeAll(async () => {
  fake = await startFakeQbo({ rateLimit: { perMinute: 500, concurrent: 10 }, latencyMs: 20 });
});
afterAll(() => fake.close());

function clientFor(realmName: string, fetchImpl?: typeof fetch) {
  const realm = fake.createRealm(realmName);
  return { realm, client: createQboClient({ baseUrl: fake.url, accessToken: fake.tokenFor(realm.id), realmId: realm.id, fetchImpl }) };
}

async function caught(promise: Promise<unknown>): Promise<QboApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!isQboApiError(error)) throw new Error(`expected a QboApiError, got ${String(error)}`);
  return error;
}

describe('QuickBooks client against the fake', () => {
  it('sends minorversion on every call and a requestid on every write; a repeated requestid answers the first answer', async () => {
    const urls: string[] = [];
    const { realm, client } = clientFor('Replay Co', async (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    });
    const first = await client.create('Customer', { DisplayName: 'Ana García' }, 'c-replay-1');
    const again = await client.create('Customer', { DisplayName: 'Ana García' }, 'c-replay-1');
    expect(again.Id).toBe(first.Id);
    expect(realm.list('Customer')).toHaveLength(1);
    await client.query('Customer', `DisplayName = ${qboQuoted("Ana García")}`);
    expect(urls.every((u) => new URL(u).searchParams.get('minorversion') === '75')).toBe(true);
    expect(urls.filter((u) => new URL(u).searchParams.get('requestid') === 'c-replay-1')).toHaveLength(2);
    await expect(client.create('Customer', { DisplayName: 'X' }, '')).rejects.toThrow(/requestid/);
  });

  it('reads 6240 when a vendor or employee has the name, 5010 on a stale SyncToken, 6540 on a deposited payment', async () => {
    const { realm, client } = clientFor('Rules Co');
    const clash = await caught(client.create('Customer', { DisplayName: 'pat bookkeeper' }, 'c-clash'));
    expect(clash.kind).toBe('duplicate_name');
    expect(clash.code).toBe('6240');
    expect(clash.message).toMatch(/Duplicate Name Exists/);

    const customer = await client.create('Customer', { DisplayName: 'Luis Ortega' }, 'c-luis');
    await client.update('Customer', { Id: customer.Id, SyncToken: customer.SyncToken, PrimaryPhone: { FreeFormNumber: '5125550100' } }, 'u-luis-1');
    const stale = await caught(client.update('Customer', { Id: customer.Id, SyncToken: customer.SyncToken, GivenName: 'Luis' }, 'u-luis-2'));
    expect(stale.kind).toBe('stale');
    const fresh = await client.read('Customer', customer.Id);
    expect(fresh.SyncToken).toBe('1');
    expect(fresh.PrimaryPhone?.FreeFormNumber).toBe('5125550100');

    const income = realm.list('Account').find((a) => a.Name === 'Services')!;
    const item = await client.create('Item', { Name: 'Fence installation', Type: 'Service', IncomeAccountRef: { value: income.Id } }, 'i-item');
    const invoice = await client.create(
      'Invoice',
      { CustomerRef: { value: customer.Id }, DocNumber: 'Q-1001-1', Line: [{ DetailType: 'SalesItemLineDetail', Amount: 1000.1, SalesItemLineDetail: { ItemRef: { value: item.Id } } }], TxnTaxDetail: { TotalTax: 82.51 } },
      'inv-1',
    );
    expect(invoice.TotalAmt).toBe(1082.61);
    const dup = await caught(client.create('Invoice', { CustomerRef: { value: customer.Id }, DocNumber: 'Q-1001-1', Line: invoice.Line }, 'inv-2'));
    expect(dup.kind).toBe('duplicate_number');
    const payment = await client.create('Payment', { CustomerRef: { value: customer.Id }, TotalAmt: 1082.61, Line: [{ Amount: 1082.61, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] }, 'p-1');
    expect((await client.read('Invoice', invoice.Id)).Balance).toBe(0);
    realm.deposited.add(payment.Id);
    const deposited = await caught(client.update('Payment', { Id: payment.Id, SyncToken: payment.SyncToken, PrivateNote: 'x' }, 'p-1-edit'));
    expect(deposited.kind).toBe('deposited');
  });

  it('reads a Fault that comes with HTTP 200', async () => {
    const { client } = clientFor('Fault200 Co', async () =>
      new Response(JSON.stringify({ Fault: { Error: [{ Message: 'Stale Object Error', Detail: 'Stale Object Error : someone else', code: '5010' }], type: 'ValidationFault' } }), { status: 200 }),
    );
    const error = await caught(client.read('Customer', '1'));
    expect(error.kind).toBe('stale');
    expect(error.message).toContain('Stale Object Error');
  });

  it('rides out 429s and never has more than 10 requests in flight per company', async () => {
    const { realm, client } = clientFor('Busy Co');
    fake.failNext({ count: 3, status: 429, retryAfterSeconds: 0, realmId: realm.id });
    await client.query('Account');
    const budget = new InMemoryQboRateBudget({ perMinute: 100_000 });
    const quick = createQboClient({ baseUrl: fake.url, accessToken: fake.tokenFor(realm.id), realmId: realm.id, budget });
    await Promise.all(Array.from({ length: 30 }, (_, i) => quick.create('Customer', { DisplayName: `Parallel ${i}` }, `par-${i}`)));
    expect(realm.list('Customer')).toHaveLength(30);
    expect(fake.maxConcurrent.get(realm.id)).toBeLessThanOrEqual(10);
    expect(fake.requests.filter((r) => r.realmId === realm.id && r.status === 429)).toHaveLength(3);
  });

  it('the fake refuses an 11th request at once with 429', async () => {
    const realm = fake.createRealm('Crowded Co');
    const token = fake.tokenFor(realm.id);
    fake.hold();
    const answers = Promise.all(
      Array.from({ length: 14 }, () =>
        fetch(`${fake.url}/v3/company/${realm.id}/query?minorversion=75&query=${encodeURIComponent('select * from Account')}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status),
      ),
    );
    while (fake.requests.filter((r) => r.realmId === realm.id).length < 4 || fake.inFlight(realm.id) < 10) await new Promise((r) => setImmediate(r));
    fake.release();
    const statuses = await answers;
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  });

  it('CDC lists what changed since a moment', async () => {
    const { client } = clientFor('CDC Co');
    const since = new Date(Date.now() - 1000);
    await client.create('Customer', { DisplayName: 'Changed One' }, 'cdc-1');
    const changed = await client.changedSince(['Customer', 'Invoice'], since);
    expect(changed.Customer?.map((c) => c.DisplayName)).toContain('Changed One');
  });
});

describe('QuickBooks OAuth against the fake', () => {
  it('refuses a Purchase QuickBooks would refuse: no PaymentType, a payment account money cannot leave, no lines, a missing expense account, a negative total', async () => {
    const { realm, client } = clientFor('Expense Co');
    const account = (name: string) => realm.list('Account').find((a) => a.Name === name)!.Id;
    const good = {
      PaymentType: 'Cash' as const,
      AccountRef: { value: account('Undeposited Funds') },
      Line: [{ Amount: 40.82, DetailType: 'AccountBasedExpenseLineDetail' as const, AccountBasedExpenseLineDetail: { AccountRef: { value: account('Bank Charges') } } }],
    };
    const made = await client.create('Purchase', good, 'pu-good');
    expect(made).toMatchObject({ TotalAmt: 40.82, SyncToken: '0' });
    const refusal = async (body: Record<string, unknown>, id: string) => {
      const e = await caught(client.create('Purchase', body as never, id));
      return [e.kind, e.code];
    };
    const { PaymentType: _t, ...noType } = good;
    expect(await refusal(noType, 'pu-1')).toEqual(['invalid', '2020']);
    expect(await refusal({ ...good, PaymentType: 'Wire' }, 'pu-2')).toEqual(['invalid', '2010']);
    expect(await refusal({ ...good, AccountRef: { value: account('Bank Charges') } }, 'pu-3')).toEqual(['invalid', '6000']);
    expect(await refusal({ ...good, PaymentType: 'Check', AccountRef: { value: account('Undeposited Funds') } }, 'pu-4')).toEqual(['invalid', '6000']);
    expect(await refusal({ ...good, Line: [] }, 'pu-5')).toEqual(['invalid', '2020']);
    expect(await refusal({ ...good, Line: [{ ...good.Line[0], AccountBasedExpenseLineDetail: { AccountRef: { value: '99999' } } }] }, 'pu-6')).toEqual(['not_found', '610']);
    expect(await refusal({ ...good, Line: [{ ...good.Line[0], Amount: -1 }] }, 'pu-7')).toEqual(['invalid', '6000']);
    expect(await refusal({ ...good, Line: [{ ...good.Line[0], DetailType: 'SalesItemLineDetail' }] }, 'pu-8')).toEqual(['invalid', '2010']);
    expect(realm.list('Purchase')).toHaveLength(1);
  });

  it('exchanges a code, rotates the refresh token on every refresh, and answers invalid_grant for a spent or revoked one', async () => {
    const realm = fake.createRealm('OAuth Co');
    const app: QboOAuthApp = { authUrl: `${fake.url}/connect/oauth2`, tokenUrl: `${fake.url}/oauth2/v1/tokens/bearer`, revokeUrl: `${fake.url}/v2/oauth2/tokens/revoke`, clientId: fake.oauth.clientId, clientSecret: fake.oauth.clientSecret, redirectUri: 'http://picket.test/cb' };
    const consent = await fakeQboConsent(fake.url, { clientId: app.clientId, redirectUri: app.redirectUri, realmId: realm.id, state: 's1' });
    expect(consent.realmId).toBe(realm.id);
    const tokens = await exchangeQboCode(app, consent.code!);
    const next = await refreshQboToken(app, tokens.refreshToken);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    const spent = await caught(refreshQboToken(app, tokens.refreshToken));
    expect(spent.kind).toBe('unauthorized');
    expect(spent.message).toMatch(/invalid_grant/);
    expect(await revokeQboToken(app, next.refreshToken)).toBe(true);
    expect((await caught(refreshQboToken(app, next.refreshToken))).message).toMatch(/invalid_grant/);
  });
});

describe('QuickBooks webhooks from the fake', () => {
  it('signs each delivery over the exact body with the verifier token', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const sink = (await import('fastify')).default();
    sink.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
    sink.post('/hook', async (request) => {
      received.push({ body: request.body as string, signature: request.headers['intuit-signature'] as string | undefined });
      return {};
    });
    await sink.listen({ port: 0, host: '127.0.0.1' });
    const port = (sink.server.address() as { port: number }).port;
    fake.webhooks.url = `http://127.0.0.1:${port}/hook`;
    const { realm, client } = clientFor('Webhook Co');
    await client.create('Customer', { DisplayName: 'Hooked' }, 'hook-1');
    await fake.webhooks.flush();
    fake.webhooks.url = null;
    await sink.close();
    const delivery = received.find((r) => r.body.includes(realm.id))!;
    expect(verifyQboWebhook(delivery.body, delivery.signature, fake.webhooks.verifierToken)).toBe(true);
    expect(verifyQboWebhook(delivery.body, delivery.signature, 'another-token')).toBe(false);
    expect(JSON.parse(delivery.body).eventNotifications[0].dataChangeEvent.entities.some((e: { name: string }) => e.name === 'Customer')).toBe(true);
  });
});
