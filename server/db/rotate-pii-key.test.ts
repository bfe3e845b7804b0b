import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCustomerBodySchema } from '../../core/customers/customer.schema';
import { createHomeowner, getHomeowner } from '../features/customers/customers.service';
import { searchEverything } from '../features/search/search.service';
import { makeContractor } from '../test/factories';
import { useTestDb } from '../test/use-test-app';
import { configurePii, TEST_PII_KEY } from './pii';
import { reencryptHomeowners } from './rotate-pii-key';

const testDb = useTestDb();
afterAll(async () => {
  configurePii({ key: TEST_PII_KEY });
});

describe('PII key rotation (docs/operations.md)', () => {
  it('rewrites every customer under the new key; search and reads work without the old key afterwards', async () => {
    configurePii({ key: TEST_PII_KEY });
    const { contractorId } = await makeContractor(testDb.db);
    const input = createCustomerBodySchema.parse({ firstName: 'Rotor', lastName: 'Keyes', email: 'rotor@example.com', phone: '512-555-4242', address: '1 Rotation Rd', city: 'Austin', state: 'TX', zipCode: '78701' });
    const created = await createHomeowner(testDb.db, { contractorId, input });
    const [before] = await testDb.database.query<{ email: string; search_tokens: string[] }>('select email, search_tokens from homeowners where id = $1', [created.id]);

    const newKey = crypto.randomBytes(32).toString('base64');
    configurePii({ key: newKey, previousKeys: [TEST_PII_KEY] });
    expect(await reencryptHomeowners(testDb.db)).toBeGreaterThanOrEqual(1);

    configurePii({ key: newKey });
    const [after] = await testDb.database.query<{ email: string; search_tokens: string[] }>('select email, search_tokens from homeowners where id = $1', [created.id]);
    expect(after.email).not.toBe(before.email);
    expect(after.search_tokens).not.toEqual(before.search_tokens);
    expect((await getHomeowner(testDb.db, { contractorId, id: created.id })).email).toBe('rotor@example.com');
    expect((await searchEverything(testDb.db, { contractorId, q: 'keyes' })).map((r) => r.id)).toEqual([created.id]);
  });
});
