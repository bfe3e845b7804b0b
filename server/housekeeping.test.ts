import { expect, it } from 'vitest';
import { daysAfter } from '../core/dates';
import { ghlWebhookDeliveries, sessions } from './db/schema/index';
import { runHousekeeping } from './housekeeping';
import { makeContractor } from './test/factories';
import { useTestDb } from './test/use-test-app';

const testDb = useTestDb();

it('drops settled GoHighLevel webhook deliveries after 30 days (docs/decisions.md) along with expired sessions', async () => {
  const c = await makeContractor(testDb.db);
  const now = new Date('2026-06-01T12:00:00Z');
  const delivery = (webhookId: string, status: 'received' | 'processed' | 'ignored' | 'failed', ageDays: number) => ({
    webhookId,
    contractorId: c.contractorId,
    locationId: 'loc-1',
    eventType: 'ContactCreate',
    status,
    signedAt: daysAfter(now, -ageDays),
    receivedAt: daysAfter(now, -ageDays),
  });
  await testDb.db.insert(ghlWebhookDeliveries).values([
    delivery('old-processed', 'processed', 31),
    delivery('old-ignored', 'ignored', 30.5),
    delivery('old-failed', 'failed', 45),
    delivery('old-unsettled', 'received', 31), // still to be handled: never purged
    delivery('recent-processed', 'processed', 29),
  ]);
  await testDb.db.insert(sessions).values({ id: 'expired', userId: c.userId, expiresAt: daysAfter(now, -1) });

  expect(await runHousekeeping(testDb.db, now)).toEqual({ sessions: 1, rateLimitEvents: 0, rateLimitCounters: 0, webhookDeliveries: 3, closedAccounts: 0, importRows: 0 });
  const left = await testDb.db.select({ webhookId: ghlWebhookDeliveries.webhookId }).from(ghlWebhookDeliveries);
  expect(left.map((d) => d.webhookId).sort()).toEqual(['old-unsettled', 'recent-processed']);
  expect(await testDb.db.select().from(sessions)).toHaveLength(0);
});
