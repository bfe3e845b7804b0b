import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { notifications, paymentMilestones } from '../../db/schema/index';
import { createTestDb } from '../../test/db';
import { makeContractor } from '../../test/factories';
import { todayInTimeZone } from '../jobs/contractor-today';
import { makeCustomer, makeQuote } from '../jobs/job-fixtures';
import { convertQuoteToJob } from '../jobs/jobs.service';
import { startOverdueQueue } from './overdue-queue';

let database: Database;
const quiet = { error: () => {}, info: () => {} };

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('overdue detection on pg-boss', () => {
  it('two workers on one database, several runs: one reminder per overdue milestone', async () => {
    const { contractorId } = await makeContractor(database.db);
    const customer = await makeCustomer(database.db, contractorId);
    const quote = await makeQuote(database.db, { contractorId, homeownerId: customer.id });
    const job = await convertQuoteToJob(database.db, { contractorId, quoteId: quote.id });
    const past = new Date(Date.parse(`${todayInTimeZone('America/Chicago')}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    await database.db.update(paymentMilestones).set({ dueDate: past }).where(eq(paymentMilestones.jobId, job.id));

    let runs = 0;
    let resolveRuns!: () => void;
    const fourRuns = new Promise<void>((r) => (resolveRuns = r));
    const onRun = () => {
      runs += 1;
      if (runs >= 4) resolveRuns();
    };
    const a = await startOverdueQueue(database, quiet, { pollingIntervalSeconds: 0.5, onRun });
    const b = await startOverdueQueue(database, quiet, { pollingIntervalSeconds: 0.5, onRun });
    try {
      await Promise.all([a.runNow(), b.runNow(), a.runNow()]);
      await fourRuns; // the start-up run (singleton) + three sent
      const rows = await database.db.select().from(notifications).where(eq(notifications.jobId, job.id));
      const overdue = rows.filter((n) => n.type === 'overdue_deposit' || n.type === 'overdue_reminder');
      // Deposit and final are both past due here (final due date was set above): one each.
      expect(overdue.map((n) => n.milestoneId).sort()).toEqual([...new Set(overdue.map((n) => n.milestoneId))].sort());
      expect(overdue).toHaveLength(2);
    } finally {
      await a.stop();
      await b.stop();
    }
  }, 120_000); // two queue instances start slowly when the machine is busy
});
