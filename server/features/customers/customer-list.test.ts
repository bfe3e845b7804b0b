// Issue 26 item 5: the customers list's filters, sorts, keyset pages and bulk actions, with tenant isolation
// (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { homeowners, jobs, quotes } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { ApiClient, makeTestApp, signedIn } from '../../test/api';
import { createTestDb } from '../../test/db';
import { makeContractor } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let dana: ApiClient;
let eve: ApiClient;
let danaTenant: { contractorId: string };
let eveTenant: { contractorId: string };
const ids: Record<string, string> = {};

const person = (first: string, last: string, i: number) => ({
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}.${i}@list.example.com`,
  phone: `512-555-${String(1000 + i)}`,
  address: `${i} Oak St`,
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
});

type Item = { id: string; name: string; status: string; openBalanceCents: number; tags: string[]; lastActivityAt: string };
const names = (page: { items: Item[] }) => page.items.map((c) => c.name);

beforeAll(async () => {
  database = await createTestDb();
  app = await makeTestApp(database);
  danaTenant = await makeContractor(database.db);
  eveTenant = await makeContractor(database.db);
  dana = await signedIn(app, danaTenant as never);
  eve = await signedIn(app, eveTenant as never);
  // Lead: nothing. Quoted: a sent quote. Owing: a job with $1,500 of $4,000 paid. Paid: a paid-up job. Lost: a lost quote only.
  for (const [i, [first, last]] of [['Lena', 'Lead'], ['Quinn', 'Quoted'], ['Owen', 'Owing'], ['Paula', 'Paid'], ['Lars', 'Lost']].entries()) {
    ids[first] = (await dana.post('/api/homeowners', person(first, last, i))).json().id;
  }
  const c = danaTenant.contractorId;
  const [q1] = await database.db.insert(quotes).values({ contractorId: c, homeownerId: ids.Quinn, quoteNumber: 1001, status: 'sent', totalCents: 250000 } as never).returning();
  await database.db.insert(quotes).values({ contractorId: c, homeownerId: ids.Lars, quoteNumber: 1002, status: 'lost', totalCents: 90000 } as never);
  await database.db.insert(jobs).values({ contractorId: c, homeownerId: ids.Owen, jobNumber: 'JOB-001', name: 'Owen fence', totalCents: 400000, paidCents: 150000 });
  await database.db.insert(jobs).values({ contractorId: c, homeownerId: ids.Paula, jobNumber: 'JOB-002', name: 'Paula fence', totalCents: 300000, paidCents: 300000 });
  // Quinn's quote was touched last: the latest activity of all.
  await database.db.update(quotes).set({ updatedAt: new Date(Date.now() + 60_000) }).where(eq(quotes.id, q1.id));
  // Eve has a customer who owes money too, tagged like Dana's: never in Dana's answers.
  ids.Eve = (await eve.post('/api/homeowners', person('Evan', 'Elsewhere', 9))).json().id;
  await database.db.insert(jobs).values({ contractorId: eveTenant.contractorId, homeownerId: ids.Eve, jobNumber: 'JOB-001', name: 'Evan fence', totalCents: 999900, paidCents: 0 });
  await eve.post('/api/homeowners/bulk-tag', { ids: [ids.Eve], tag: 'VIP' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/homeowners filters', () => {
  it('status: lead, quoted, job (a lost quote leaves a lead)', async () => {
    expect(names((await dana.get('/api/homeowners?status=lead&sort=name')).json())).toEqual(['Lars Lost', 'Lena Lead']);
    expect(names((await dana.get('/api/homeowners?status=quoted')).json())).toEqual(['Quinn Quoted']);
    expect(names((await dana.get('/api/homeowners?status=job&sort=name')).json())).toEqual(['Owen Owing', 'Paula Paid']);
  });

  it('open balance: what the jobs still owe, in cents, filtered and sorted', async () => {
    const owing = (await dana.get('/api/homeowners?openBalance=true')).json();
    expect(owing.items.map((c: Item) => [c.name, c.openBalanceCents])).toEqual([['Owen Owing', 250000]]);
    expect(owing.total).toBe(1);
    expect((await dana.get('/api/homeowners?openBalance=false')).json().total).toBe(4);
    const byBalance = (await dana.get('/api/homeowners?sort=-openBalance&pageSize=2')).json();
    expect(byBalance.items[0]).toMatchObject({ name: 'Owen Owing', openBalanceCents: 250000, status: 'job' });
  });

  it('last activity: a quote changed later puts its customer first', async () => {
    const page = (await dana.get('/api/homeowners?sort=-lastActivity')).json();
    expect(page.items[0].name).toBe('Quinn Quoted');
    expect(Date.parse(page.items[0].lastActivityAt)).toBeGreaterThan(Date.parse(page.items[1].lastActivityAt));
  });

  it('created: days in the contractor’s time zone, both ends included', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    expect((await dana.get(`/api/homeowners?createdFrom=${yesterday}&createdTo=${tomorrow}`)).json().total).toBe(5);
    expect((await dana.get(`/api/homeowners?createdFrom=${tomorrow}`)).json().total).toBe(0);
    expect((await dana.get(`/api/homeowners?createdTo=${yesterday}`)).json().total).toBe(0);
    expect((await dana.get(`/api/homeowners?createdFrom=${today}&createdTo=${today}`)).json().total).toBe(5);
  });

  it('answers 400 with every field’s message at once', async () => {
    const res = await dana.get('/api/homeowners?status=vip&createdFrom=2026-02-30&cursor=nope&sort=sideways');
    expect(res.statusCode).toBe(400);
    const fields = JSON.stringify(res.json());
    for (const field of ['status', 'createdFrom', 'cursor', 'sort']) expect(fields).toContain(field);
    const order = await dana.get('/api/homeowners?createdFrom=2026-03-02&createdTo=2026-03-01');
    expect(order.statusCode).toBe(400);
    expect(JSON.stringify(order.json())).toContain('End date must be on or after the start date');
    const numeric = await dana.get(`/api/homeowners?sort=-createdAt&cursor=${ids.Lena}.abc`);
    expect(numeric.statusCode).toBe(400);
  });
});

describe('keyset pages', () => {
  for (const sort of ['-createdAt', 'createdAt', '-lastActivity', 'lastActivity', '-openBalance', 'openBalance', 'name', '-name', 'city', '-city']) {
    it(`${sort}: pages of 2 walk every customer once, in the order of one big page`, async () => {
      const whole = (await dana.get(`/api/homeowners?sort=${sort}&pageSize=100`)).json();
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 10; guard++) {
        const page: { total: number; items: Item[]; nextCursor: string | null } = (await dana.get(`/api/homeowners?sort=${sort}&pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json();
        expect(page.total).toBe(5);
        walked.push(...page.items.map((c: Item) => c.id));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(walked).toEqual(whole.items.map((c: Item) => c.id));
      expect(new Set(walked).size).toBe(5);
    });
  }

  it('customers added in the same millisecond are neither skipped nor repeated', async () => {
    const frank = await makeContractor(database.db);
    const client = await signedIn(app, frank as never);
    const at = new Date('2026-06-01T12:00:00.123Z');
    const rows = Array.from({ length: 7 }, (_, i) => ({ contractorId: frank.contractorId, name: `Same ${i}`, firstName: 'Same', lastName: String(i), createdAt: at }));
    await database.db.insert(homeowners).values(rows);
    // Microseconds apart on top of the same millisecond.
    await database.query(`update homeowners set created_at = created_at + (random() * 900)::int * interval '1 microsecond' where contractor_id = '${frank.contractorId}'`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Item[]; nextCursor: string | null } = (await client.get(`/api/homeowners?pageSize=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json();
      seen.push(...page.items.map((c: Item) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('a search keeps its filters and pages', async () => {
    const res = await dana.get('/api/homeowners?q=owen&status=job');
    const page = res.json();
    expect(res.statusCode, res.body).toBe(200);
    expect(names(page)).toEqual(['Owen Owing']);
    expect((await dana.get('/api/homeowners?q=owen&status=lead')).json().total).toBe(0);
  });
});

describe('bulk tag and bulk archive', () => {
  it('tags the chosen customers once, lists the tags, filters by tag, removes it', async () => {
    const res = await dana.post('/api/homeowners/bulk-tag', { ids: [ids.Lena, ids.Quinn], tag: '  VIP ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    // Again, in another case: nobody gets it twice.
    expect((await dana.post('/api/homeowners/bulk-tag', { ids: [ids.Lena, ids.Quinn, ids.Owen], tag: 'vip' })).json()).toEqual({ updated: 1 });
    const tagged = (await dana.get('/api/homeowners?tag=VIP&sort=name')).json();
    expect(names(tagged)).toEqual(['Lena Lead', 'Quinn Quoted']);
    expect(tagged.items[0].tags).toEqual(['VIP']);
    expect((await dana.get('/api/homeowners/tags')).json()).toEqual([
      { tag: 'VIP', count: 2 },
      { tag: 'vip', count: 1 },
    ]);
    expect((await dana.post('/api/homeowners/bulk-tag', { ids: [ids.Lena, ids.Quinn, ids.Owen], tag: 'VIP', remove: true })).json()).toEqual({ updated: 3 });
    expect((await dana.get('/api/homeowners/tags')).json()).toEqual([]);
  });

  it('never touches another contractor’s customers, nor lists their tags', async () => {
    expect((await dana.post('/api/homeowners/bulk-tag', { ids: [ids.Eve], tag: 'mine' })).json()).toEqual({ updated: 0 });
    expect((await dana.post('/api/homeowners/bulk-archive', { ids: [ids.Eve] })).json()).toEqual({ updated: 0 });
    const [eveRow] = await database.db.select().from(homeowners).where(eq(homeowners.id, ids.Eve));
    expect(eveRow.tags).toEqual(['VIP']);
    expect(eveRow.archivedAt).toBeNull();
    expect((await dana.get('/api/homeowners/tags')).json()).toEqual([]);
    expect((await dana.get('/api/homeowners?tag=VIP')).json().total).toBe(0);
    expect((await dana.get('/api/homeowners?openBalance=true')).json().items.map((c: Item) => c.id)).not.toContain(ids.Eve);
    expect((await eve.get('/api/homeowners?openBalance=true')).json().items.map((c: Item) => c.id)).toEqual([ids.Eve]);
  });

  it('answers 400 with every field’s message', async () => {
    const res = await dana.post('/api/homeowners/bulk-tag', { ids: [], tag: ' ' });
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.json());
    expect(text).toContain('Choose at least one customer');
    expect(text).toContain('Tag is required');
    expect((await dana.post('/api/homeowners/bulk-archive', { ids: Array.from({ length: 501 }, () => ids.Lena) })).statusCode).toBe(400);
    expect((await dana.post('/api/homeowners/bulk-archive', { ids: ['not-a-uuid'] })).statusCode).toBe(400);
  });

  it('archives the chosen customers: out of the list, into the archived one, restorable', async () => {
    const res = await dana.post('/api/homeowners/bulk-archive', { ids: [ids.Lena, ids.Lars] });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await dana.post('/api/homeowners/bulk-archive', { ids: [ids.Lena] })).json()).toEqual({ updated: 0 });
    expect((await dana.get('/api/homeowners')).json().total).toBe(3);
    expect(names((await dana.get('/api/homeowners?archived=true&sort=name')).json())).toEqual(['Lars Lost', 'Lena Lead']);
    expect((await dana.post(`/api/homeowners/${ids.Lena}/restore`)).statusCode).toBe(200);
    expect((await dana.get('/api/homeowners')).json().total).toBe(4);
  });

  it('needs a signed-in contractor', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/homeowners/tags' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/homeowners/bulk-archive', payload: { ids: [ids.Paula] } })).statusCode).toBeGreaterThanOrEqual(401);
    expect((await dana.get('/api/homeowners?status=job')).json().total).toBe(2);
  });
});
