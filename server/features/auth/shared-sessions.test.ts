// Two app instances over one database, as behind a load balancer: what one instance changes about a session, the other
// honours too, although each keeps verified sessions in memory (server/plugins/session-cache.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPool, type Database } from '../../db/connection';
import { sessions } from '../../db/schema/index';
import { hashSessionToken, SESSION_COOKIE } from '../../plugins/session';
import { ApiClient, makeTestApp, signedIn } from '../../test/api';
import { createTestDb } from '../../test/db';
import { makeAdmin, makeContractor } from '../../test/factories';

let database: Database;
let second: Database;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await createTestDb();
  // On PostgreSQL the second instance has its own connections; PGlite is one process's database, so it shares it.
  second = database.pool ? wrapPool(new pg.Pool(database.pool.options), () => {}) : database;
  a = await makeTestApp(database);
  b = await makeTestApp(second);
});

afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== database) await second.close();
  await database.close();
});

/** Signs in through instance A and returns the session cookie, to be sent to either instance. */
async function session(account: { email: string; password: string }) {
  const client = new ApiClient(a);
  const login = await client.login(account.email, account.password);
  expect(login.statusCode).toBe(200);
  const token = (login.cookies as { name: string; value: string }[]).find((c) => c.name === SESSION_COOKIE)!.value;
  return { client, cookie: `${SESSION_COOKIE}=${token}`, token };
}

const status = async (app: FastifyInstance, url: string, cookie: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;

describe('sessions across instances', () => {
  it('keeps a verified session in memory: a row removed behind the app’s back still answers until the cache drops it', async () => {
    const account = await makeContractor(database.db);
    const { cookie, token } = await session(account);
    expect(await status(b, '/api/auth/me', cookie)).toBe(200);
    await database.db.delete(sessions).where(eq(sessions.id, hashSessionToken(token)));
    // The trade-off, stated: only announced changes take effect before the cache's TTL.
    expect(await status(b, '/api/auth/me', cookie)).toBe(200);
  });

  it('a logout on one instance ends the session on every instance', async () => {
    const account = await makeContractor(database.db);
    const { client, cookie } = await session(account);
    expect(await status(a, '/api/auth/me', cookie)).toBe(200);
    expect(await status(b, '/api/auth/me', cookie)).toBe(200);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await status(a, '/api/auth/me', cookie)).toBe(401);
    await expect.poll(() => status(b, '/api/auth/me', cookie)).toBe(401);
  });

  it('deactivating a contractor on one instance shuts its users out on every instance', async () => {
    const account = await makeContractor(database.db);
    const { cookie } = await session(account);
    expect(await status(b, '/api/search?q=ada', cookie)).toBe(200);
    const admin = await signedIn(a, await makeAdmin(database.db));
    expect((await admin.patch(`/api/admin/contractors/${account.contractorId}`, { isActive: false })).statusCode).toBe(200);
    expect(await status(a, '/api/search?q=ada', cookie)).toBe(403);
    await expect.poll(() => status(b, '/api/search?q=ada', cookie)).toBe(403);
  });

  it('finishing onboarding shows at once on the instance that did it and soon on the others', async () => {
    const account = await makeContractor(database.db, { onboardingComplete: false });
    const { client, cookie } = await session(account);
    expect((await b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().onboardingComplete).toBe(false);
    const onboarding = { businessName: 'Shared Fences', firstName: 'Sam', lastName: 'Shared', phone: '512-555-0100', serviceAreas: ['78701'], timezone: 'America/Chicago' };
    expect((await client.post('/api/onboarding', onboarding)).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().onboardingComplete).toBe(true);
    await expect.poll(async () => (await b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().onboardingComplete).toBe(true);
  });
});

