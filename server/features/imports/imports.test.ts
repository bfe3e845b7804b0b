import { describe, expect, it } from 'vitest';
import { subscribeToDomainEvents, type DomainEvent } from '../../domain-events/domain-events';
import { signedIn, type ApiClient } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { runHousekeeping } from '../../housekeeping';
import { importRunOf, runImportBatch } from './import-run';

const t = useTestApp();

const HEADER = 'Name,Email,Phone,Street,City,State,ZIP,Tags,Notes';
const rows = [
  'Ada Lovelace,ada@example.com,+1 512 555 0101,1 Main St,Austin,Texas,78701-1234,vip,Gate code 12',
  'Grace Hopper,grace@example.com,512-555-0102,2 Main St,Austin,TX,78701,,',
  'Bad Row,not-an-email,555-0103,3 Main St,Austin,Tex,7870,,', // row 4: invalid
  'Ada Again,ADA@example.com,512-555-0199,9 Main St,Austin,TX,78701,fence,Second note', // row 5: same email as row 2
  'Old Friend,old@example.com,512-555-0100,5 Main St,Austin,TX,78701,,', // row 6: an existing customer's phone
];
const csv = (lines: string[]) => `${HEADER}\n${lines.join('\n')}\n`;

async function tenant() {
  const c = await makeContractor(t.db);
  return { ...c, api: await signedIn(t.app, c) };
}

async function upload(api: ApiClient, body: string | Buffer, fileName = 'customers.csv') {
  return api.raw('POST', `/api/imports/customers?fileName=${encodeURIComponent(fileName)}`, body, { headers: { 'content-type': 'text/csv' } });
}

async function customersOf(contractorId: string) {
  return t.database.query<{ id: string; import_batch_id: string | null }>('select id, import_batch_id from homeowners where contractor_id = $1', [contractorId]);
}

const existingCustomer = { firstName: 'Old', lastName: 'Friend', email: 'friend@example.com', phone: '512-555-0100', address: '5 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };

describe('customer import', () => {
  it('stores nothing before confirm, then exactly the good rows; fixes in place and merges on request', async () => {
    const { api, contractorId } = await tenant();
    expect((await api.post('/api/homeowners', existingCustomer)).statusCode).toBe(201);
    const res = await upload(api, csv(rows));
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review.counts).toMatchObject({ invalid: 1, duplicates: 2, toImport: 2, toMerge: 0, toSkip: 3 });
    expect(review.rows[0]).toMatchObject({ rowNumber: 2, decision: 'import', values: { firstName: 'Ada', lastName: 'Lovelace', phone: '512-555-0101', state: 'TX', zipCode: '78701', tags: ['vip'] } });
    expect(review.rows[2]).toMatchObject({
      rowNumber: 4,
      decision: 'skip',
      errors: [
        { field: 'email', message: 'Invalid email address' },
        { field: 'phone', message: 'Please enter a valid 10-digit phone number' },
        { field: 'state', message: 'State must be 2 characters (e.g., CA, NY)' },
        { field: 'zipCode', message: 'ZIP code must be 5 digits' },
      ],
    });
    expect(review.rows[3].duplicateOf).toMatchObject({ kind: 'file', rowNumber: 2, name: 'Ada Lovelace' });
    expect(review.rows[4].duplicateOf).toMatchObject({ kind: 'existing', name: 'Old Friend' });
    expect(await customersOf(contractorId)).toHaveLength(1);

    // Fix row 4 in place; merge row 5 into row 2's customer; skip the existing customer's duplicate.
    const fixed = await api.patch(`/api/imports/${review.batch.id}/rows/4`, { values: { ...review.rows[2].values, email: 'bad.row@example.com', phone: '512 555 0103', state: 'texas', zipCode: '78701' } });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ errors: [], decision: 'import', values: { phone: '512-555-0103', state: 'TX' } });
    expect((await api.patch(`/api/imports/${review.batch.id}/rows/5`, { decision: 'merge' })).json().decision).toBe('merge');
    const importDup = await api.patch(`/api/imports/${review.batch.id}/rows/6`, { decision: 'import' });
    expect(importDup.json().decision).toBe('skip');
    expect(await customersOf(contractorId)).toHaveLength(1);

    const confirmed = await api.post(`/api/imports/${review.batch.id}/confirm`, { announce: false });
    expect(confirmed.statusCode).toBe(200);
    await importRunOf(review.batch.id);
    const batch = (await api.get(`/api/imports/${review.batch.id}`)).json().batch;
    expect(batch).toMatchObject({ status: 'done', totalRows: 5, processedRows: 5, importedCount: 3, mergedCount: 1, skippedCount: 1, canUndo: true });
    const stored = await customersOf(contractorId);
    expect(stored).toHaveLength(4);
    expect(stored.filter((c) => c.import_batch_id === review.batch.id)).toHaveLength(3);

    // The merged row added its tag and note to Ada's customer; the search finds imported customers at once.
    const found = (await api.get('/api/homeowners?q=lovelace')).json();
    expect(found.items).toHaveLength(1);
    const [ada] = await t.database.query<{ id: string }>('select id from homeowners where import_batch_id = $1 order by created_at limit 1', [review.batch.id]);
    expect(ada).toBeDefined();
    const adaRow = (await api.get(`/api/homeowners/${found.items[0].id}`)).json();
    expect(adaRow.notes).toBe('Gate code 12\n\nSecond note');

    // Nothing can change a confirmed import's rows.
    expect((await api.patch(`/api/imports/${review.batch.id}/rows/4`, { decision: 'skip' })).statusCode).toBe(409);
  });

  it('stores a batch once however many times it is confirmed or run', async () => {
    const { api, contractorId } = await tenant();
    const review = (await upload(api, csv(rows.slice(0, 2)))).json();
    const [a, b] = await Promise.all([api.post(`/api/imports/${review.batch.id}/confirm`, {}), api.post(`/api/imports/${review.batch.id}/confirm`, {})]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // A second instance (or the sweep) running the same batch at the same time.
    await Promise.all([importRunOf(review.batch.id), runImportBatch(t.db, review.batch.id), runImportBatch(t.db, review.batch.id)]);
    expect((await api.post(`/api/imports/${review.batch.id}/confirm`, {})).json().status).toBe('done');
    expect(await customersOf(contractorId)).toHaveLength(2);
  });

  it('undo removes the batch and nothing else, and merged customers get their values back', async () => {
    const { api, contractorId } = await tenant();
    const kept = (await api.post('/api/homeowners', existingCustomer)).json();
    const review = (await upload(api, csv([...rows.slice(0, 2), 'Old Friend,new.friend@example.com,512-555-0100,5 Main St,Austin,TX,78701,regular,From the sheet']))).json();
    expect((await api.patch(`/api/imports/${review.batch.id}/rows/4`, { decision: 'merge' })).json().decision).toBe('merge');
    await api.post(`/api/imports/${review.batch.id}/confirm`, {});
    await importRunOf(review.batch.id);
    expect((await api.get(`/api/homeowners/${kept.id}`)).json().notes).toBe('From the sheet');
    const [{ tags }] = await t.database.query<{ tags: string[] }>('select tags from homeowners where id = $1', [kept.id]);
    expect(tags).toEqual(['regular']);
    const undone = await api.post(`/api/imports/${review.batch.id}/undo`, {});
    expect(undone.json()).toMatchObject({ status: 'undone', canUndo: false });
    const left = await customersOf(contractorId);
    expect(left.map((c) => c.id)).toEqual([kept.id]);
    expect((await api.get(`/api/homeowners/${kept.id}`)).json()).toMatchObject({ notes: null, email: 'friend@example.com' });
    const [after] = await t.database.query<{ tags: string[] }>('select tags from homeowners where id = $1', [kept.id]);
    expect(after.tags).toEqual([]);
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from import_rows where batch_id = $1', [review.batch.id]);
    expect(n).toBe(0);
  });

  it('fires no follow-up, SMS or CRM event for imported customers unless the contractor opts in', async () => {
    const seen: DomainEvent[] = [];
    const stop = subscribeToDomainEvents('imports-test', async (_db, e) => void seen.push(e));
    try {
      const { api, contractorId } = await tenant();
      const quiet = (await upload(api, csv(rows.slice(0, 1)))).json();
      await api.post(`/api/imports/${quiet.batch.id}/confirm`, { announce: false });
      await importRunOf(quiet.batch.id);
      expect(seen.filter((e) => e.contractorId === contractorId)).toEqual([]);
      const loud = (await upload(api, csv(rows.slice(1, 2)))).json();
      await api.post(`/api/imports/${loud.batch.id}/confirm`, { announce: true });
      await importRunOf(loud.batch.id);
      expect(seen.filter((e) => e.contractorId === contractorId).map((e) => e.type)).toEqual(['customer.created']);
    } finally {
      stop();
    }
  });

  it('housekeeping deletes the sheet rows (encrypted PII) once the 7-day undo window has passed, not before', async () => {
    const { api } = await tenant();
    const review = (await upload(api, csv(rows.slice(0, 2)))).json();
    const pending = (await upload(api, csv(rows.slice(1, 2)))).json(); // still in review: kept
    await api.post(`/api/imports/${review.batch.id}/confirm`, {});
    await importRunOf(review.batch.id);
    const rowsOf = async (id: string) => (await t.database.query<{ n: number }>('select count(*)::int as n from import_rows where batch_id = $1', [id]))[0].n;
    const finishedAt = Date.parse((await api.get(`/api/imports/${review.batch.id}`)).json().batch.finishedAt);
    const DAY = 86_400_000;
    await runHousekeeping(t.db, new Date(finishedAt + 7 * DAY - 60_000));
    expect(await rowsOf(review.batch.id)).toBe(2);
    const result = await runHousekeeping(t.db, new Date(finishedAt + 7 * DAY + 60_000));
    expect(result.importRows).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(review.batch.id)).toBe(0);
    expect(await rowsOf(pending.batch.id)).toBe(1);
    // The batch stays as the record of the import; it can no longer be undone, and its customers stay.
    const after = (await api.get(`/api/imports/${review.batch.id}`)).json();
    expect(after.batch).toMatchObject({ status: 'done', importedCount: 2 });
    expect((await api.get('/api/homeowners?q=lovelace')).json().items).toHaveLength(1);
  });

  it("keeps tenants apart: another contractor's import is not found", async () => {
    const alice = await tenant();
    const bob = await tenant();
    const review = (await upload(alice.api, csv(rows.slice(0, 1)))).json();
    for (const res of [
      await bob.api.get(`/api/imports/${review.batch.id}`),
      await bob.api.patch(`/api/imports/${review.batch.id}/rows/2`, { decision: 'skip' }),
      await bob.api.post(`/api/imports/${review.batch.id}/confirm`, {}),
      await bob.api.post(`/api/imports/${review.batch.id}/undo`, {}),
    ]) expect(res.statusCode).toBe(404);
    expect((await bob.api.get('/api/imports')).json()).toEqual([]);
    expect((await alice.api.get('/api/imports')).json()).toHaveLength(1);
  });

  it('refuses an empty or unreadable file with a message, and needs a session', async () => {
    const { api } = await tenant();
    const empty = await upload(api, `${HEADER}\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file has no rows to import');
    const broken = await upload(api, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx');
    expect(broken.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/imports' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/imports/customers?fileName=a.csv', payload: csv(rows), headers: { 'content-type': 'text/csv' } });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});
