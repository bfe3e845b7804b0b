import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, paymentMilestones } from '../../db/schema/index';
import { makeContractor } from '../../test/factories';
import { useTestDb } from '../../test/use-test-app';
import { todayInTimeZone } from '../jobs/contractor-today';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { convertQuoteToJob } from '../jobs/jobs.service';
import { startBoss } from '../../queue/boss';
import { startOverdueQueue } from './overdue-queue';
import { addDays } from '../../../core/dates';

const testDb = useTestDb();
const quiet = { error: () => {}, info: () => {} };

describe('overdue detection on pg-boss', () => {
  it('two workers on one database, several runs: one reminder per overdue milestone', async () => {
    const { contractorId } = await makeContractor(testDb.db);
    const customer = await makeCustomer(testDb.db, contractorId);
    const quote = await makeQuote(testDb.db, { contractorId, homeownerId: customer.id });
    const job = await convertQuoteToJob(testDb.db, { contractorId, quoteId: quote.id });
    const past = addDays(todayInTimeZone('America/Chicago'), -10);
    await testDb.db.update(paymentMilestones).set({ dueDate: past }).where(eq(paymentMilestones.jobId, job.id));

    let runs = 0;
    let resolveRuns!: () => void;
    const fourRuns = new Promise<void>((r) => (resolveRuns = r));
    const onRun = () => {
      runs += 1;
      if (runs >= 4) resolveRuns();
    };
    const bosses = [await startBoss(testDb.database, quiet), await startBoss(testDb.database, quiet)];
    try {
      const a = await startOverdueQueue(bosses[0]!.boss, testDb.database, quiet, { pollingIntervalSeconds: 0.5, onRun });
      const b = await startOverdueQueue(bosses[1]!.boss, testDb.database, quiet, { pollingIntervalSeconds: 0.5, onRun });
      await Promise.all([a.runNow(), b.runNow(), a.runNow()]);
      await fourRuns; // the start-up run (singleton) + three sent
      const rows = await testDb.db.select().from(notifications).where(eq(notifications.jobId, job.id));
      const overdue = rows.filter((n) => n.type === 'overdue_deposit' || n.type === 'overdue_reminder');
      // Deposit and final are both past due here (final due date was set above): one each.
      expect(overdue.map((n) => n.milestoneId).sort()).toEqual([...new Set(overdue.map((n) => n.milestoneId))].sort());
      expect(overdue).toHaveLength(2);
    } finally {
      for (const started of bosses) await started.stop();
    }
  }, 120_000); // two queue instances start slowly when the machine is busy
});
