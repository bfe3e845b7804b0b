// ghlClientFor against the fake CRM and a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): tokens decrypted
// from ciphertext, OAuth tokens refreshed before expiry with the rotated refresh token kept, one refresh however many
// callers race, health recorded on the connection.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config';
import { ghlConnections } from '../../../db/schema/index';
import { ghlSetupFrom, type GhlSetup } from '../../../integrations/clients';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import { fakeChooseLocation } from '../../../integrations/ghl/fake-oauth-consent';
import { exchangeGhlCode } from '../../../integrations/ghl/ghl-oauth';
import { makeContractor } from '../../../test/factories';
import { useTestDb } from '../../../test/use-test-app';
import { ghlClientFor } from './ghl-connection';

const t = useTestDb();
let fake: FakeGhl;
let ghl: GhlSetup;

beforeAll(async () => {
  fake = await startFakeGhl();
  ghl = ghlSetupFrom(testConfig({ ghlApiUrl: fake.url, ghlMarketplaceUrl: fake.url, ghlClientId: fake.oauth.clientId, ghlClientSecret: fake.oauth.clientSecret }));
});
afterAll(async () => {
  await fake?.close();
});

async function oauthConnection(expiresInMs: number) {
  const { contractorId } = await makeContractor(t.db);
  const { location } = fake.createLocation({ name: 'OAuth Fence Co' });
  const app = ghl.oauthApp!;
  const { code } = await fakeChooseLocation(fake.url, { ...app, locationId: location.id });
  const tokens = await exchangeGhlCode(app, code!);
  await t.db.insert(ghlConnections).values({
    contractorId,
    authType: 'oauth',
    locationId: location.id,
    accessTokenEncrypted: tokens.accessToken,
    refreshTokenEncrypted: tokens.refreshToken,
    tokenExpiresAt: new Date(Date.now() + expiresInMs),
  });
  return { contractorId, locationId: location.id, tokens };
}

const connectionOf = async (contractorId: string) => (await t.db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)))[0];

describe('ghlClientFor', () => {
  it('is null for a contractor with no connection', async () => {
    const { contractorId } = await makeContractor(t.db);
    expect(await ghlClientFor(t.db, ghl, contractorId)).toBeNull();
  });

  it('calls the location with the private token stored as ciphertext, and records the success', async () => {
    const { contractorId } = await makeContractor(t.db);
    const { location, token } = fake.createLocation({ name: 'Private Fence Co' });
    await t.db.insert(ghlConnections).values({ contractorId, locationId: location.id, accessTokenEncrypted: token });
    const raw = await t.database.query<{ access_token_encrypted: string }>('select access_token_encrypted from ghl_connections where contractor_id = $1', [contractorId]);
    expect(raw[0].access_token_encrypted).toMatch(/^v1\./);
    expect(raw[0].access_token_encrypted).not.toContain(token);

    const client = await ghlClientFor(t.db, ghl, contractorId);
    expect((await client!.getLocation()).name).toBe('Private Fence Co');
    expect((await connectionOf(contractorId)).lastSyncAt).toBeInstanceOf(Date);
  });

  it('records a refused token as the last error', async () => {
    const { contractorId } = await makeContractor(t.db);
    const { location } = fake.createLocation({ name: 'Revoked Fence Co' });
    await t.db.insert(ghlConnections).values({ contractorId, locationId: location.id, accessTokenEncrypted: 'pit-revoked' });
    const client = await ghlClientFor(t.db, ghl, contractorId);
    await expect(client!.getLocation()).rejects.toMatchObject({ kind: 'unauthorized' });
    const row = await connectionOf(contractorId);
    expect(row.lastError).toContain('401');
    expect(row.lastErrorAt).toBeInstanceOf(Date);
  });

  it('refreshes an OAuth token about to expire and keeps the rotated refresh token', async () => {
    const { contractorId, tokens } = await oauthConnection(60_000);
    const client = await ghlClientFor(t.db, ghl, contractorId);
    expect((await client!.getLocation()).name).toBe('OAuth Fence Co');
    const row = await connectionOf(contractorId);
    expect(row.accessTokenEncrypted).not.toBe(tokens.accessToken);
    expect(row.refreshTokenEncrypted).not.toBe(tokens.refreshToken);
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 86_000_000);
    // The old refresh token is spent at the CRM; the stored one still works.
    const again = await ghlClientFor(t.db, ghl, contractorId, { now: () => new Date(Date.now() + 2 * 86_400_000) });
    expect((await again!.getLocation()).id).toBe(row.locationId);
  });

  it('refreshes once when several callers find the token expiring together', async () => {
    const { contractorId } = await oauthConnection(0);
    const before = fake.requests.length;
    const clients = await Promise.all(Array.from({ length: 5 }, () => ghlClientFor(t.db, ghl, contractorId)));
    const names = await Promise.all(clients.map((c) => c!.getLocation().then((l) => l.name)));
    expect(names).toEqual(Array(5).fill('OAuth Fence Co'));
    // Every caller got the same fresh token: no 401 (a second refresh with the spent token would have broken it).
    expect(fake.requests.slice(before).every((r) => r.status === 200)).toBe(true);
    expect(new Set((await t.db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId))).map((r) => r.accessTokenEncrypted)).size).toBe(1);
  });

  it('refreshes once more when the CRM refuses an access token before its known expiry', async () => {
    const { contractorId } = await oauthConnection(3_600_000);
    await t.db.update(ghlConnections).set({ accessTokenEncrypted: 'fake-oauth-revoked' }).where(eq(ghlConnections.contractorId, contractorId));
    const client = await ghlClientFor(t.db, ghl, contractorId);
    expect((await client!.getLocation()).name).toBe('OAuth Fence Co');
    expect((await connectionOf(contractorId)).accessTokenEncrypted).not.toBe('fake-oauth-revoked');
  });

  it('records a refused refresh (revoked in the CRM) as the last error and throws unauthorized', async () => {
    const { contractorId } = await oauthConnection(0);
    await t.db.update(ghlConnections).set({ refreshTokenEncrypted: 'fake-refresh-revoked' }).where(eq(ghlConnections.contractorId, contractorId));
    await expect(ghlClientFor(t.db, ghl, contractorId)).rejects.toMatchObject({ kind: 'unauthorized' });
    const row = await connectionOf(contractorId);
    expect(row.lastError).toBe('Invalid refresh token');
    expect(row.refreshTokenEncrypted).toBe('fake-refresh-revoked');
  });
});
