import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEventSchema } from '../../../core/calendar/calendar-event.schema';
import type { Database } from '../../db/connection';
import { configurePii, TEST_PII_KEY } from '../../db/pii';
import { createTestDb } from '../../test/db';
import { makeContractor } from '../../test/factories';
import { reencryptCalendarEvents } from './calendar-pii';
import { createEvent, getEvent } from './calendar.service';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  configurePii({ key: TEST_PII_KEY });
  await database.close();
});

describe('calendar event PII under key rotation (docs/operations.md)', () => {
  it('rewrites the customer fields under the new key; reads work without the old key afterwards', async () => {
    configurePii({ key: TEST_PII_KEY });
    const { contractorId } = await makeContractor(database.db);
    const input = calendarEventSchema.parse({ title: 'Repair', eventType: 'repair', startDate: '2027-05-01', isAnytime: true, customerName: 'Rosa Parks', customerPhone: '512-555-1955', address: '1 Bus Stop' });
    const created = await createEvent(database.db, { contractorId, input });
    const [before] = await database.query<{ customer_name: string }>('select customer_name from calendar_events where id = $1', [created.id]);

    const newKey = crypto.randomBytes(32).toString('base64');
    configurePii({ key: newKey, previousKeys: [TEST_PII_KEY] });
    expect(await reencryptCalendarEvents(database.db)).toBeGreaterThanOrEqual(1);

    configurePii({ key: newKey });
    const [after] = await database.query<{ customer_name: string }>('select customer_name from calendar_events where id = $1', [created.id]);
    expect(after.customer_name).not.toBe(before.customer_name);
    expect(await getEvent(database.db, { contractorId, id: created.id })).toMatchObject({ customerName: 'Rosa Parks', customerPhone: '512-555-1955', address: '1 Bus Stop' });
  });
});
