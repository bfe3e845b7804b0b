import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { makeContractor } from '../test/factories';
import { useTestDb } from '../test/use-test-app';
import { configurePii, TEST_PII_KEY } from './pii';
import { encryptedColumnsByTable, reencryptColumns } from './reencrypt-columns';
import { calendarEvents, notifications, outboxEmails, smsLogs } from './schema/index';

const testDb = useTestDb();
afterAll(async () => {
  configurePii({ key: TEST_PII_KEY });
});

describe('key rotation of every encrypted column outside homeowners (docs/operations.md)', () => {
  it('rewrites them under the new key; they read back without the old key', async () => {
    configurePii({ key: TEST_PII_KEY });
    const { contractorId } = await makeContractor(testDb.db);
    await testDb.db.insert(calendarEvents).values({ contractorId, title: 'Repair', eventType: 'repair', startDate: '2027-05-01', customerName: 'Rosa Parks', address: '1 Bus Stop', description: 'Side gate' });
    await testDb.db.insert(notifications).values({ contractorId, type: 'quote_approved', message: 'Quote #1 approved by Rosa Parks' });
    await testDb.db.insert(outboxEmails).values({ contractorId, toAddress: 'rosa@example.test', subject: 'Your quote', body: 'Hello Rosa' });
    await testDb.db.insert(smsLogs).values({ contractorId, toPhone: '5125551955', message: 'Deposit overdue for Rosa Parks' });
    const before = await testDb.database.query<{ t: string }>(`select customer_name as t from calendar_events union all select message from notifications union all select to_address from outbox_emails union all select to_phone from sms_logs`);

    const newKey = crypto.randomBytes(32).toString('base64');
    configurePii({ key: newKey, previousKeys: [TEST_PII_KEY] });
    for (const { table, columns } of encryptedColumnsByTable) await reencryptColumns(testDb.db, table, columns);

    configurePii({ key: newKey });
    const after = await testDb.database.query<{ t: string }>(`select customer_name as t from calendar_events union all select message from notifications union all select to_address from outbox_emails union all select to_phone from sms_logs`);
    for (let i = 0; i < before.length; i++) expect(after[i].t).not.toBe(before[i].t);
    expect((await testDb.db.select().from(calendarEvents))[0]).toMatchObject({ customerName: 'Rosa Parks', address: '1 Bus Stop', description: 'Side gate' });
    expect((await testDb.db.select().from(notifications))[0].message).toBe('Quote #1 approved by Rosa Parks');
    expect((await testDb.db.select().from(outboxEmails))[0]).toMatchObject({ toAddress: 'rosa@example.test', body: 'Hello Rosa' });
    expect((await testDb.db.select().from(smsLogs))[0]).toMatchObject({ toPhone: '5125551955', message: 'Deposit overdue for Rosa Parks' });
  });
});
