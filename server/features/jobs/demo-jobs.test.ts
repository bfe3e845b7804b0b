import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { createTestDb } from '../../test/db';
import { makeContractor } from '../../test/factories';
import { listPaymentNotifications, listPaymentReminders } from '../notifications/notifications.service';
import { seedDemoJobs } from './demo-jobs';
import { makeCustomer } from './job-fixtures';
import { listJobs } from './jobs.service';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('demo jobs seed', () => {
  it('gives the demo contractor jobs, an overdue deposit reminder and payment notifications', async () => {
    const { contractorId } = await makeContractor(database.db);
    const customers = [await makeCustomer(database.db, contractorId), await makeCustomer(database.db, contractorId)];
    await seedDemoJobs(database.db, { contractorId, customerIds: customers.map((c) => c.id) });
    expect(await listJobs(database.db, { contractorId })).toHaveLength(3);
    const reminders = await listPaymentReminders(database.db, contractorId);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ milestoneName: 'Deposit', reminderSent: false, daysUntilDue: -6 });
    expect((await listPaymentNotifications(database.db, contractorId)).map((n) => n.type).sort()).toEqual(['milestone_completed', 'payment_received']);
  });
});
