import { expect, it } from 'vitest';
import { rateLimitCounters, rateLimitEvents, sessions } from '../../db/schema/index';
import { makeContractor } from '../../test/factories';
import { useTestDb } from '../../test/use-test-app';
import { purgeExpiredAuthRows } from './auth-housekeeping';

const testDb = useTestDb();

it('removes expired sessions, day-old failed-login counters and ended rate-limit windows, and keeps live ones', async () => {
  const c = await makeContractor(testDb.db);
  const now = new Date('2026-06-01T12:00:00Z');
  await testDb.db.insert(sessions).values([
    { id: 'expired', userId: c.userId, expiresAt: new Date('2026-05-31T00:00:00Z') },
    { id: 'live', userId: c.userId, expiresAt: new Date('2026-06-20T00:00:00Z') },
  ]);
  await testDb.db.insert(rateLimitEvents).values([
    { key: 'ip:1.1.1.1', action: 'login_failed', createdAt: new Date('2026-05-30T00:00:00Z') },
    { key: 'ip:1.1.1.1', action: 'login_failed', createdAt: new Date('2026-06-01T11:55:00Z') },
  ]);
  await testDb.db.insert(rateLimitCounters).values([
    { key: 'POST/api/instant-quote/request-1.1.1.1', hits: 5, resetsAt: new Date('2026-06-01T11:59:59Z') },
    { key: 'POST/api/instant-quote/request-2.2.2.2', hits: 2, resetsAt: new Date('2026-06-01T12:30:00Z') },
  ]);
  expect(await purgeExpiredAuthRows(testDb.db, now)).toEqual({ sessions: 1, rateLimitEvents: 1, rateLimitCounters: 1 });
  expect((await testDb.db.select().from(sessions)).map((s) => s.id)).toEqual(['live']);
  expect(await testDb.db.select().from(rateLimitEvents)).toHaveLength(1);
  expect((await testDb.db.select().from(rateLimitCounters)).map((c) => c.key)).toEqual(['POST/api/instant-quote/request-2.2.2.2']);
});
