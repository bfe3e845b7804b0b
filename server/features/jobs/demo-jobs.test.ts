import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PricingRun } from '../../../core/quotes/pricing.types';
import { quotes } from '../../db/schema/index';
import { makeContractor } from '../../test/factories';
import { useTestDb } from '../../test/use-test-app';
import { listPaymentNotifications, listPaymentReminders } from '../notifications/notifications.service';
import { seedDemoJobs } from './demo-jobs';
import { makeCustomer } from '../../test/job-fixtures';
import { listJobs } from './jobs.service';

const testDb = useTestDb();

describe('demo jobs seed', () => {
  it('gives the demo contractor jobs, an overdue deposit reminder and payment notifications', async () => {
    const { contractorId } = await makeContractor(testDb.db);
    const customers = [await makeCustomer(testDb.db, contractorId), await makeCustomer(testDb.db, contractorId)];
    await seedDemoJobs(testDb.db, { contractorId, customerIds: customers.map((c) => c.id) });
    expect(await listJobs(testDb.db, { contractorId })).toHaveLength(3);
    const reminders = await listPaymentReminders(testDb.db, contractorId);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ milestoneName: 'Deposit', reminderSent: false, daysUntilDue: -6 });
    expect((await listPaymentNotifications(testDb.db, contractorId)).map((n) => n.type).sort()).toEqual(['milestone_completed', 'payment_received']);
  });

  it("prices each job's quote from a drawn yard: shared corners are one post each, the gate takes its width off the fence", async () => {
    const { contractorId } = await makeContractor(testDb.db);
    await seedDemoJobs(testDb.db, { contractorId, customerIds: [(await makeCustomer(testDb.db, contractorId)).id] });
    const rows = await testDb.db.select().from(quotes).where(eq(quotes.contractorId, contractorId)).orderBy(quotes.quoteNumber);
    expect(rows.map((q) => [q.title, q.linearFeet, q.gates])).toEqual([
      ['Backyard vinyl privacy fence', 226, 1],
      ['Cedar picket front yard', 166, 1],
      ['Chain link dog run', 76, 1],
    ]);
    for (const q of rows) {
      expect(q.diagram).not.toBeNull();
      const runs = (q.takeoff as { runs: PricingRun[] }).runs;
      expect(runs.map((r) => r.label)).toEqual(['Left', 'Back', 'Right']);
      const posts = runs.reduce((sum, r) => ({ end: sum.end + r.posts.end, corner: sum.corner + r.posts.corner, gate: sum.gate + r.posts.gate }), { end: 0, corner: 0, gate: 0 });
      expect(posts).toEqual({ end: 2, corner: 2, gate: 2 });
      expect(q.totalCents).toBeGreaterThan(0);
    }
  });
});
