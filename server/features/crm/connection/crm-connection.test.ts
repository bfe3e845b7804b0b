// /api/crm/connection… through the app against the fake CRM (PGlite; PostgreSQL with TEST_DATABASE_URL): connecting
// with a private token (checked at once, stored encrypted, nothing stored when refused), the OAuth round trip bound to
// the session, refresh rotation, test, disconnect, and one contractor never reaching another's connection or location.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ghlConnections } from '../../../db/schema/index';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import { fakeChooseLocation } from '../../../integrations/ghl/fake-oauth-consent';
import { signedIn, type ApiClient } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { ghlClientFor } from './ghl-connection';

let fake: FakeGhl;
const t = useTestApp({
  config: async () => {
    fake = await startFakeGhl({ oauth: { clientId: 'picket-test-app', clientSecret: 'picket-test-secret', accessTokenTtlSeconds: 86_399 } });
    return { ghlApiUrl: fake.url, ghlMarketplaceUrl: fake.url, ghlClientId: 'picket-test-app', ghlClientSecret: 'picket-test-secret', publicUrl: 'http://127.0.0.1:5000' };
  },
});
afterAll(async () => {
  await fake?.close();
});

async function contractor(): Promise<{ contractorId: string; client: ApiClient }> {
  const c = await makeContractor(t.db);
  return { contractorId: c.contractorId, client: await signedIn(t.app, c) };
}
const rowsOf = (contractorId: string) => t.db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId));

/** Start → the fake's choose-location page (a person picks the location) → the callback, as the browser would go. */
async function oauthRoundTrip(client: ApiClient, locationId: string) {
  const start = await client.post('/api/crm/connection/oauth/start');
  expect(start.statusCode).toBe(200);
  const authorize = new URL(start.json().url);
  // GoHighLevel's documented authorization page (docs/oauth/Authorization.md); the fake serves only that path.
  expect(authorize.pathname).toBe('/v2/oauth/chooselocation');
  expect(authorize.searchParams.get('client_id')).toBe('picket-test-app');
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`value="${authorize.searchParams.get('state')}"`);
  const back = await fakeChooseLocation(fake.url, {
    clientId: 'picket-test-app',
    redirectUri: authorize.searchParams.get('redirect_uri')!,
    state: authorize.searchParams.get('state')!,
    locationId,
  });
  expect(back.redirect.pathname).toBe('/api/crm/connection/oauth/callback');
  return client.get(`${back.redirect.pathname}${back.redirect.search}`);
}

describe('connecting with a private integration token', () => {
  let a: { contractorId: string; client: ApiClient };
  beforeAll(async () => {
    a = await contractor();
  });

  it('starts with nothing connected and OAuth on offer', async () => {
    const res = await a.client.get('/api/crm/connection');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ oauthAvailable: true, connection: null });
  });

  it('refuses a bad token with a clear 400 and stores nothing', async () => {
    const { location } = fake.createLocation({ name: 'Bad Token Fencing' });
    const res = await a.client.post('/api/crm/connection', { locationId: location.id, token: 'pit-not-a-real-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('GoHighLevel refused this token. Check the private integration token and try again.');
    expect(await rowsOf(a.contractorId)).toEqual([]);
  });

  it("refuses a token for another location (no access) and stores nothing", async () => {
    const { token } = fake.createLocation({ name: 'Token Owner' });
    const { location: other } = fake.createLocation({ name: 'Someone Else' });
    const res = await a.client.post('/api/crm/connection', { locationId: other.id, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`no access to location ${other.id}`);
    expect(await rowsOf(a.contractorId)).toEqual([]);
  });

  it('validates the form at the edge in the schema\'s words', async () => {
    const res = await a.client.post('/api/crm/connection', { locationId: 'bad id!', token: '' });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Location ID can only contain letters, digits, - and _', 'Private integration token is required']));
  });

  it('connects with a good token: checked live, stored encrypted, health shown', async () => {
    const { location, token } = fake.createLocation({ name: 'Lone Star Fence Co.' });
    const res = await a.client.post('/api/crm/connection', { locationId: location.id, token });
    expect(res.statusCode).toBe(201);
    expect(res.json().connection).toMatchObject({ authType: 'private_token', locationId: location.id, locationName: 'Lone Star Fence Co.', lastError: null });
    const raw = await t.database.query<{ access_token_encrypted: string }>('select access_token_encrypted from ghl_connections where contractor_id = $1', [a.contractorId]);
    expect(raw[0].access_token_encrypted).toMatch(/^v1\./);
    expect(raw[0].access_token_encrypted).not.toContain(token);

    const test = await a.client.post('/api/crm/connection/test');
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ ok: true, locationName: 'Lone Star Fence Co.' });
    const view = (await a.client.get('/api/crm/connection')).json();
    expect(view.connection.lastSyncAt).not.toBeNull();

    // The lead rules' "assign to" picker reads the location's team through the connection.
    const users = await a.client.get('/api/crm/users');
    expect(users.statusCode).toBe(200);
    expect(users.json().users.map((u: { id: string }) => u.id)).toEqual(fake.store.users.get(location.id)!.map((u) => u.id));
  });

  it('a new connection queues the customers and sent quotes the contractor already has, once', async () => {
    const b = await contractor();
    const customer = await b.client.post('/api/homeowners', { firstName: 'Ana', lastName: 'Prior', email: 'ana.prior@example.com', phone: '512-555-0123', address: '4 Elm Street', city: 'Austin', state: 'TX', zipCode: '78704' });
    expect(customer.statusCode).toBe(201);
    const { location, token } = fake.createLocation({ name: 'Prior Book Fencing' });
    expect((await b.client.post('/api/crm/connection', { locationId: location.id, token })).statusCode).toBe(201);
    const queued = () =>
      t.database.query<{ entity_id: string }>(
        "select entity_id from ghl_sync_items where contractor_id = $1 and direction = 'out' and entity = 'customer'",
        [b.contractorId],
      );
    expect((await queued()).map((r) => r.entity_id)).toEqual([customer.json().id]);
    // Fresh tokens for the same location queue nothing new.
    expect((await b.client.post('/api/crm/connection', { locationId: location.id, token })).statusCode).toBeLessThan(300);
    expect(await queued()).toHaveLength(1);
  });

  it('will not switch to a different location while connected (409: disconnect first)', async () => {
    const { location, token } = fake.createLocation({ name: 'Second Yard' });
    const res = await a.client.post('/api/crm/connection', { locationId: location.id, token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Disconnect it first');
  });

  it('disconnect deletes the tokens; the test then says to connect first', async () => {
    const res = await a.client.delete('/api/crm/connection');
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(a.contractorId)).toEqual([]);
    expect((await a.client.get('/api/crm/connection')).json().connection).toBeNull();
    const test = await a.client.post('/api/crm/connection/test');
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toBe('Connect GoHighLevel first');
    expect((await a.client.get('/api/crm/users')).statusCode).toBe(409);
  });

  it('needs a signed-in contractor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/crm/connection' });
    expect(res.statusCode).toBe(401);
  });
});

describe('connecting through OAuth', () => {
  it('exchanges the code at /oauth/token and stores the grant; a refresh rotates the refresh token', async () => {
    const a = await contractor();
    const { location } = fake.createLocation({ name: 'Marketplace Fencing' });
    const back = await oauthRoundTrip(a.client, location.id);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/settings?tab=crm&crm=connected');
    const [row] = await rowsOf(a.contractorId);
    expect(row).toMatchObject({ authType: 'oauth', locationId: location.id, locationName: 'Marketplace Fencing' });
    expect(row.refreshTokenEncrypted).toMatch(/^fake-refresh-/);
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 86_000_000);

    // A day later the access token is about to expire: the next client refreshes and keeps the new refresh token.
    const client = await ghlClientFor(t.db, t.app.clients.ghl, a.contractorId, { now: () => new Date(Date.now() + 86_399_000 - 60_000) });
    expect((await client!.getLocation()).name).toBe('Marketplace Fencing');
    const [after] = await rowsOf(a.contractorId);
    expect(after.refreshTokenEncrypted).not.toBe(row.refreshTokenEncrypted);
    expect(after.accessTokenEncrypted).not.toBe(row.accessTokenEncrypted);
    // The stored (rotated) refresh token is the live one: a forced refresh with it succeeds.
    await t.db.update(ghlConnections).set({ tokenExpiresAt: new Date(0) }).where(eq(ghlConnections.id, after.id));
    const again = await ghlClientFor(t.db, t.app.clients.ghl, a.contractorId);
    expect((await again!.getLocation()).id).toBe(location.id);
  });

  it("refuses a callback whose state belongs to another session (CSRF), storing nothing", async () => {
    const a = await contractor();
    const b = await contractor();
    const { location } = fake.createLocation({ name: 'Phished Fencing' });
    // B starts the flow and lures A onto B's callback link.
    const start = await b.client.post('/api/crm/connection/oauth/start');
    const authorize = new URL(start.json().url);
    const back = await fakeChooseLocation(fake.url, {
      clientId: 'picket-test-app',
      redirectUri: authorize.searchParams.get('redirect_uri')!,
      state: authorize.searchParams.get('state')!,
      locationId: location.id,
    });
    const res = await a.client.get(`${back.redirect.pathname}${back.redirect.search}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/settings?tab=crm&crmError=state');
    expect(await rowsOf(a.contractorId)).toEqual([]);
    expect(await rowsOf(b.contractorId)).toEqual([]);
  });

  it('reports a declined consent without connecting, back in the language it started in', async () => {
    const a = await contractor();
    const { location } = fake.createLocation({ name: 'Declined Fencing' });
    const start = await a.client.post('/api/crm/connection/oauth/start', { lang: 'es' });
    const authorize = new URL(start.json().url);
    const back = await fakeChooseLocation(fake.url, {
      clientId: 'picket-test-app',
      redirectUri: authorize.searchParams.get('redirect_uri')!,
      state: authorize.searchParams.get('state')!,
      locationId: location.id,
      decision: 'deny',
    });
    const res = await a.client.get(`${back.redirect.pathname}${back.redirect.search}`);
    expect(res.headers.location).toBe('/settings?tab=crm&crmError=denied&lang=es');
    expect(await rowsOf(a.contractorId)).toEqual([]);
  });
});

describe('tenant isolation', () => {
  let a: { contractorId: string; client: ApiClient };
  let b: { contractorId: string; client: ApiClient };
  let held: { id: string; token: string };
  beforeAll(async () => {
    a = await contractor();
    b = await contractor();
    const { location, token } = fake.createLocation({ name: 'Held By A' });
    held = { id: location.id, token };
    expect((await a.client.post('/api/crm/connection', { locationId: location.id, token })).statusCode).toBe(201);
  });

  it("B sees none of A's connection and cannot test or disconnect it", async () => {
    expect((await b.client.get('/api/crm/connection')).json().connection).toBeNull();
    expect((await b.client.post('/api/crm/connection/test')).statusCode).toBe(400);
    expect((await b.client.delete('/api/crm/connection')).statusCode).toBe(204);
    expect(await rowsOf(a.contractorId)).toHaveLength(1);
    expect((await a.client.get('/api/crm/connection')).json().connection.locationId).toBe(held.id);
  });

  it("a location held by A cannot be taken by B, with the token or through OAuth (409, nothing changes)", async () => {
    const res = await b.client.post('/api/crm/connection', { locationId: held.id, token: held.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Location ${held.id} is already connected to another Picket account.`);
    const back = await oauthRoundTrip(b.client, held.id);
    expect(back.headers.location).toBe('/settings?tab=crm&crmError=location_taken');
    expect(await rowsOf(b.contractorId)).toEqual([]);
    const [row] = await rowsOf(a.contractorId);
    expect(row.accessTokenEncrypted).toBe(held.token);
  });

  it('two contractors racing for one free location: one gets it, the other a 409', async () => {
    const { location, token } = fake.createLocation({ name: 'Contested Yard' });
    const c = await contractor();
    const d = await contractor();
    const results = await Promise.all([c, d].map((x) => x.client.post('/api/crm/connection', { locationId: location.id, token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const holders = await t.db.select().from(ghlConnections).where(eq(ghlConnections.locationId, location.id));
    expect(holders).toHaveLength(1);
  });
});
