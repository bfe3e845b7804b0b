// Open quotes and jobs from a CSV (issue 26, item 2), through the API: good and bad rows, nothing before confirm, two
// confirmations store once, undo as one batch, tenants apart (PGlite; PostgreSQL with TEST_DATABASE_URL). What does not
// fire for a quiet import is tested across features in server/imports-quiet.test.ts.
import { describe, expect, it } from 'vitest';
import { signedIn, type ApiClient } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { importRunOf, runImportBatch } from './import-run';

const t = useTestApp();

const HEADER = 'Type,Customer,Email,Phone,Title,Number,Total,Paid,Status,Date,Scheduled,Milestones,Notes';
const ROWS = [
  'quote,Ada Lovelace,ada@example.com,,Cedar fence,Q-1,"$4,500.00",,Sent,5/1/2026,,,Front yard', // 2: quote by email
  'job,,,512-555-0102,Vinyl fence,J-7,6000,3500,In progress,2026-04-01,2026-06-01,"Deposit: 1500 (2026-04-05); Materials: 2000 (2026-05-01); Final: 2500 (2020-01-01)",Back gate', // 3: job by phone
  'job,John Smith,,,,J-8,1000,,Scheduled,,2026-07-01,,', // 4: two John Smiths
  'job,Nobody Here,nobody@example.com,,Chain link,J-9,"1,000.50",,Scheduled,,2026-07-02,,', // 5: no such customer
  'quote,Ada Lovelace,ada@example.com,,Repeat,Q-1,100,,Sent,,,,', // 6: Q-1 again
  'quote,Grace Hopper,,,,Q-2,700,,Lost,,,,', // 7: not open
];
const csv = (lines: string[]) => `${HEADER}\n${lines.join('\n')}\n`;

const customer = (firstName: string, lastName: string, email: string, phone: string) => ({ firstName, lastName, email, phone, address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' });

async function tenant() {
  const c = await makeContractor(t.db);
  const api = await signedIn(t.app, c);
  const ids: Record<string, string> = {};
  for (const [key, body] of Object.entries({
    ada: customer('Ada', 'Lovelace', 'ada@example.com', '512-555-0101'),
    grace: customer('Grace', 'Hopper', 'grace@example.com', '512-555-0102'),
    john1: customer('John', 'Smith', 'john1@example.com', '512-555-0103'),
    john2: customer('John', 'Smith', 'john2@example.com', '512-555-0104'),
  })) {
    const res = await api.post('/api/homeowners', body);
    expect(res.statusCode).toBe(201);
    ids[key] = res.json().id;
  }
  return { ...c, api, ids };
}

async function upload(api: ApiClient, body: string, fileName = 'open-work.csv') {
  return api.raw('POST', `/api/imports/work?fileName=${encodeURIComponent(fileName)}`, body, { headers: { 'content-type': 'text/csv' } });
}

const countOf = async (table: 'quotes' | 'jobs' | 'payment_milestones', contractorId: string) =>
  (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table} where contractor_id = $1`, [contractorId]))[0].n;

describe('open quotes and jobs import', () => {
  it('reviews every row (customer matched or why not), stores nothing before confirm, then exactly the good rows, once', async () => {
    const { api, contractorId, ids } = await tenant();
    const res = await upload(api, csv(ROWS));
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review.batch).toMatchObject({ kind: 'work', status: 'review', totalRows: 6 });
    expect(review.mapping).toMatchObject({ kind: 0, customer: 1, customerEmail: 2, customerPhone: 3, title: 4, reference: 5, amount: 6, paid: 7, status: 8, date: 9, scheduledDate: 10, milestones: 11, notes: 12 });
    expect(review.counts).toMatchObject({ invalid: 3, duplicates: 1, toImport: 2, toSkip: 4, quotes: 1, jobs: 1 });
    const [q1, j7, j8, j9, q1again, q2] = review.rows;
    expect(q1).toMatchObject({ rowNumber: 2, decision: 'import', errors: [], customer: { id: ids.ada, name: 'Ada Lovelace' }, values: { kind: 'quote', amount: '4500.00', status: 'sent', date: '2026-05-01' } });
    expect(j7).toMatchObject({ rowNumber: 3, decision: 'import', customer: { id: ids.grace }, values: { status: 'in_progress', paid: '3500.00' } });
    expect(j8).toMatchObject({ rowNumber: 4, decision: 'skip', customer: null, errors: [{ field: 'customer', message: 'More than one customer has this name: add their email or phone' }] });
    expect(j9.errors).toEqual([{ field: 'customer', message: 'No customer matches this name, email or phone: import the customer first' }]);
    expect(q1again).toMatchObject({ decision: 'skip', duplicateOf: { kind: 'file', rowNumber: 2 } });
    expect(q2.errors).toEqual([{ field: 'status', message: 'Only open quotes and jobs can be imported' }]);
    expect(await countOf('quotes', contractorId)).toBe(0);
    expect(await countOf('jobs', contractorId)).toBe(0);

    // Fix row 5 in place (the customer's email), and the filter lists what is left to fix.
    const fixed = await api.patch(`/api/imports/${review.batch.id}/work-rows/5`, { values: { ...j9.values, customerEmail: 'john2@example.com' } });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ decision: 'import', errors: [], customer: { id: ids.john2, name: 'John Smith' } });
    const invalid = (await api.get(`/api/imports/${review.batch.id}/work?filter=invalid`)).json();
    expect(invalid.rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([4, 7]);
    expect((await api.patch(`/api/imports/${review.batch.id}/work-rows/4`, { decision: 'import' })).statusCode).toBe(409);
    expect(await countOf('jobs', contractorId)).toBe(0);

    // Two confirmations at once and three runners: stored once.
    const [a, b] = await Promise.all([api.post(`/api/imports/${review.batch.id}/confirm`, {}), api.post(`/api/imports/${review.batch.id}/confirm`, {})]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await Promise.all([importRunOf(review.batch.id), runImportBatch(t.db, review.batch.id), runImportBatch(t.db, review.batch.id)]);
    const done = (await api.get(`/api/imports/${review.batch.id}/work`)).json().batch;
    expect(done).toMatchObject({ status: 'done', processedRows: 6, importedCount: 3, skippedCount: 3, canUndo: true });
    expect(await countOf('quotes', contractorId)).toBe(1);
    expect(await countOf('jobs', contractorId)).toBe(2);

    // As stored: money in cents, the customer, the status, dates, milestones and what is paid; each says it was imported.
    const [quote] = await t.database.query<Record<string, unknown>>('select * from quotes where contractor_id = $1', [contractorId]);
    expect(quote).toMatchObject({ homeowner_id: ids.ada, status: 'sent', total_cents: 450000, title: 'Cedar fence', import_batch_id: review.batch.id });
    expect(String(quote.notes)).toContain('#Q-1');
    const jobs = await t.database.query<Record<string, unknown>>('select * from jobs where contractor_id = $1 order by job_number', [contractorId]);
    expect(jobs[0]).toMatchObject({ homeowner_id: ids.grace, name: 'Vinyl fence', status: 'in_progress', total_cents: 600000, paid_cents: 350000, import_batch_id: review.batch.id });
    expect(jobs[1]).toMatchObject({ homeowner_id: ids.john2, name: 'Chain link', status: 'scheduled', total_cents: 100050, paid_cents: 0 });
    const milestones = await t.database.query<{ name: string; amount_cents: number; status: string; percentage: number }>(
      'select name, amount_cents, status, percentage from payment_milestones where job_id = $1 order by sequence_order',
      [jobs[0].id],
    );
    expect(milestones.map((m) => [m.name, m.amount_cents, m.status, Number(m.percentage)])).toEqual([
      ['Deposit', 150000, 'paid', 25],
      ['Materials', 200000, 'paid', 33.33],
      ['Final', 250000, 'pending', 41.67],
    ]);
    const job = (await api.get(`/api/jobs/${String(jobs[0].id)}`)).json();
    expect(job).toMatchObject({ totalCents: 600000, paidCents: 350000, balanceCents: 250000, imported: true });
    const shownQuote = (await api.get(`/api/quotes/${String(quote.id)}`)).json();
    expect(shownQuote).toMatchObject({ totalCents: 450000, imported: true });
    // The export says so too (last column).
    const exported = (await api.get('/api/exports/csv/jobs?lang=en')).body.trim().split(/\r?\n/);
    expect(exported[0].endsWith(',Imported')).toBe(true);
    expect(exported.slice(1).every((line) => line.endsWith(',yes'))).toBe(true);
    // Nothing changes a confirmed import's rows.
    expect((await api.patch(`/api/imports/${review.batch.id}/work-rows/4`, { decision: 'skip' })).statusCode).toBe(409);
  });

  it('undo removes the batch’s quotes, jobs and milestones and nothing else', async () => {
    const { api, contractorId, ids } = await tenant();
    const own = await api.post('/api/quotes', { quoteType: 'layout', homeownerId: ids.ada, runs: [] });
    expect(own.statusCode).toBe(201);
    const review = (await upload(api, csv(ROWS.slice(0, 2)))).json();
    await api.post(`/api/imports/${review.batch.id}/confirm`, {});
    await importRunOf(review.batch.id);
    expect(await countOf('quotes', contractorId)).toBe(2);
    expect(await countOf('payment_milestones', contractorId)).toBe(3);
    const undone = await api.post(`/api/imports/${review.batch.id}/undo`, {});
    expect(undone.json()).toMatchObject({ status: 'undone', canUndo: false });
    const left = await t.database.query<{ id: string }>('select id from quotes where contractor_id = $1', [contractorId]);
    expect(left.map((q) => q.id)).toEqual([own.json().id]);
    expect(await countOf('jobs', contractorId)).toBe(0);
    expect(await countOf('payment_milestones', contractorId)).toBe(0);
    expect((await api.get(`/api/homeowners/${ids.grace}`)).statusCode).toBe(200);
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from import_rows where batch_id = $1', [review.batch.id]);
    expect(n).toBe(0);
  });

  it("keeps tenants apart, and a customer import's calls do not reach a work import", async () => {
    const alice = await tenant();
    const bob = await tenant();
    const review = (await upload(alice.api, csv(ROWS.slice(0, 1)))).json();
    const id = review.batch.id;
    for (const res of [
      await bob.api.get(`/api/imports/${id}/work`),
      await bob.api.put(`/api/imports/${id}/work-mapping`, { mapping: review.mapping }),
      await bob.api.patch(`/api/imports/${id}/work-rows/2`, { decision: 'skip' }),
      await bob.api.post(`/api/imports/${id}/confirm`, {}),
      await bob.api.post(`/api/imports/${id}/undo`, {}),
      await alice.api.get(`/api/imports/${id}`),
      await alice.api.patch(`/api/imports/${id}/rows/2`, { decision: 'skip' }),
    ]) expect(res.statusCode).toBe(404);
    // Bob's file naming Alice's customer matches none of Bob's.
    const bobs = (await upload(bob.api, csv(['quote,,ada.only@example.com,,,,100,,Sent,,,,']))).json();
    expect(bobs.rows[0].errors[0].field).toBe('customer');
    // A mapping change re-reads the rows: no amount column, every row says so.
    const remapped = await alice.api.put(`/api/imports/${id}/work-mapping`, { mapping: { ...review.mapping, amount: null } });
    expect(remapped.statusCode).toBe(200);
    expect((await alice.api.get(`/api/imports/${id}/work`)).json().rows[0].errors).toEqual([{ field: 'amount', message: 'Required' }]);
  });

  it('recognises a quote or job an earlier import stored (same number, else customer + date + amount), for this contractor only; undo makes it importable again', async () => {
    const alice = await tenant();
    const bob = await tenant();
    const first = [
      ROWS[0], // Q-1, Ada, $4,500, 2026-05-01
      ROWS[1], // J-7, Grace
      'quote,Ada Lovelace,ada@example.com,,Gate,,900,,Sent,2026-05-02,,,', // no number
    ];
    const a = (await upload(alice.api, csv(first), 'first.csv')).json();
    await alice.api.post(`/api/imports/${a.batch.id}/confirm`, {});
    await importRunOf(a.batch.id);
    expect(await countOf('quotes', alice.contractorId)).toBe(2);

    // Another contractor's imports never count: Bob's same file is all new.
    const bobs = (await upload(bob.api, csv(first), 'first.csv')).json();
    expect(bobs.counts).toMatchObject({ duplicates: 0, toImport: 3 });

    const second = [
      'quote,Ada Lovelace,ada@example.com,,Other title,q-1,5000,,Sent,2026-06-01,,,', // 2: same number (any case): repeat
      'job,Grace Hopper,grace@example.com,,,J-7,6000,,Scheduled,2026-04-01,2026-06-01,,', // 3: repeat of J-7
      'quote,,ada@example.com,,,,900,,Sent,5/2/2026,,,', // 4: no number; same customer, date, amount: repeat
      'quote,Ada Lovelace,ada@example.com,,,Q-99,4500,,Sent,2026-05-01,,,', // 5: Q-1's customer, date and amount, another number: new
      'quote,Ada Lovelace,ada@example.com,,,,900,,Sent,2026-05-03,,,', // 6: another date: new
      'job,Grace Hopper,grace@example.com,,,,6000,,Scheduled,2026-04-01,2026-06-01,,', // 7: no number, J-7's customer, date, amount: repeat
      'quote,Grace Hopper,grace@example.com,,,J-7,6000,,Sent,2026-04-01,,,', // 8: a quote never repeats a job
    ];
    const b = (await upload(alice.api, csv(second), 'second.csv')).json();
    expect(b.counts).toMatchObject({ duplicates: 4, toImport: 3, toSkip: 4 });
    const earlier = { kind: 'import', name: 'first.csv', batchId: a.batch.id, rowNumber: null };
    expect(b.rows.map((r: { rowNumber: number; decision: string; duplicateOf: unknown }) => [r.rowNumber, r.decision, r.duplicateOf === null ? null : 'repeat'])).toEqual([
      [2, 'skip', 'repeat'], [3, 'skip', 'repeat'], [4, 'skip', 'repeat'], [5, 'import', null], [6, 'import', null], [7, 'skip', 'repeat'], [8, 'import', null],
    ]);
    expect(b.rows[0].duplicateOf).toMatchObject({ ...earlier, homeownerId: alice.ids.ada });
    expect(Date.parse(b.rows[0].duplicateOf.importedAt)).not.toBeNaN();
    expect(b.rows[1].duplicateOf).toMatchObject({ ...earlier, homeownerId: alice.ids.grace });
    expect((await alice.api.get(`/api/imports/${b.batch.id}/work?filter=duplicates`)).json().rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([2, 3, 4, 7]);
    // A repeat cannot be chosen for import.
    expect((await alice.api.patch(`/api/imports/${b.batch.id}/work-rows/2`, { decision: 'import' })).json()).toMatchObject({ decision: 'skip' });
    await alice.api.post(`/api/imports/${b.batch.id}/confirm`, {});
    await importRunOf(b.batch.id);
    expect((await alice.api.get(`/api/imports/${b.batch.id}/work`)).json().batch).toMatchObject({ importedCount: 3, skippedCount: 4 });
    expect(await countOf('quotes', alice.contractorId)).toBe(5);
    expect(await countOf('jobs', alice.contractorId)).toBe(1);

    // A file in review when the earlier import is undone is read again: its repeat is importable now.
    const c = (await upload(alice.api, csv([second[0], second[4]]), 'third.csv')).json();
    expect(c.rows.map((r: { decision: string }) => r.decision)).toEqual(['skip', 'skip']);
    expect(c.rows[1].duplicateOf).toMatchObject({ kind: 'import', name: 'second.csv' });
    expect((await alice.api.post(`/api/imports/${a.batch.id}/undo`, {})).json()).toMatchObject({ status: 'undone' });
    const again = (await alice.api.get(`/api/imports/${c.batch.id}/work`)).json();
    expect(again.rows.map((r: { decision: string; duplicateOf: { name: string } | null }) => [r.decision, r.duplicateOf?.name ?? null])).toEqual([['import', null], ['skip', 'second.csv']]);
    await alice.api.post(`/api/imports/${c.batch.id}/confirm`, {});
    await importRunOf(c.batch.id);
    const refs = await t.database.query<{ import_ref: string | null }>('select import_ref from quotes where contractor_id = $1 and import_ref is not null order by import_ref', [alice.contractorId]);
    expect(refs.map((r) => r.import_ref)).toEqual(['j-7', 'q-1', 'q-99']);
  });

  it('two files confirmed before either ran store a repeated quote once', async () => {
    const { api, contractorId } = await tenant();
    const row = 'quote,Ada Lovelace,ada@example.com,,,Q-5,100,,Sent,2026-05-01,,,';
    const x = (await upload(api, csv([row]), 'x.csv')).json();
    const y = (await upload(api, csv([row, 'quote,Ada Lovelace,ada@example.com,,,Q-6,100,,Sent,2026-05-01,,,']), 'y.csv')).json();
    expect([x.counts.toImport, y.counts.toImport]).toEqual([1, 2]);
    await api.post(`/api/imports/${x.batch.id}/confirm`, {});
    await api.post(`/api/imports/${y.batch.id}/confirm`, {});
    await Promise.all([runImportBatch(t.db, x.batch.id), runImportBatch(t.db, y.batch.id)]);
    const refs = await t.database.query<{ import_ref: string; import_batch_id: string }>('select import_ref, import_batch_id from quotes where contractor_id = $1 order by import_ref', [contractorId]);
    expect(refs.map((r) => r.import_ref)).toEqual(['q-5', 'q-6']);
    const batches = await Promise.all([x, y].map(async (r) => (await api.get(`/api/imports/${r.batch.id}/work`)).json().batch));
    expect(batches.map((bt) => bt.importedCount + bt.skippedCount)).toEqual([1, 2]);
    expect(batches[0].importedCount + batches[1].importedCount).toBe(2);
  });
});
