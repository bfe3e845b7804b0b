import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { rateLimitEvents, sessions } from '../../db/schema/index';
import { createTestDb } from '../../test/db';
import { makeContractor } from '../../test/factories';
import { purgeExpiredAuthRows } from './auth-housekeeping';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

it('removes expired sessions and day-old failed-login counters, and keeps live ones', async () => {
  const c = await makeContractor(database.db);
  const now = new Date('2026-06-01T12:00:00Z');
  await database.db.insert(sessions).values([
    { id: 'expired', userId: c.userId, expiresAt: new Date('2026-05-31T00:00:00Z') },
    { id: 'live', userId: c.userId, expiresAt: new Date('2026-06-20T00:00:00Z') },
  ]);
  await database.db.insert(rateLimitEvents).values([
    { key: 'ip:1.1.1.1', action: 'login_failed', createdAt: new Date('2026-05-30T00:00:00Z') },
    { key: 'ip:1.1.1.1', action: 'login_failed', createdAt: new Date('2026-06-01T11:55:00Z') },
  ]);
  expect(await purgeExpiredAuthRows(database.db, now)).toEqual({ sessions: 1, rateLimitEvents: 1 });
  expect((await database.db.select().from(sessions)).map((s) => s.id)).toEqual(['live']);
  expect(await database.db.select().from(rateLimitEvents)).toHaveLength(1);
});
