import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { quotes } from '../../db/schema/index';
import { ApiClient, makeTestApp, signedIn } from '../../test/api';
import { createTestDb } from '../../test/db';
import { makeAdmin, makeContractor } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let alice: ApiClient;
let bob: ApiClient;
let admin: ApiClient;
let aliceTenant: { contractorId: string };
let bobTenant: { contractorId: string };

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '(512) 555-0142',
  address: '1843 Analytical Engine Way',
  city: 'Austin',
  state: 'tx',
  zipCode: '78701',
};

beforeAll(async () => {
  database = await createTestDb();
  app = await makeTestApp(database);
  const a = await makeContractor(database.db);
  const b = await makeContractor(database.db);
  aliceTenant = a;
  bobTenant = b;
  alice = await signedIn(app, a);
  bob = await signedIn(app, b);
  admin = await signedIn(app, await makeAdmin(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function homeownerCount(): Promise<number> {
  const [row] = await database.query<{ n: string }>('select count(*)::text as n from homeowners');
  return Number(row.n);
}

describe('POST /api/homeowners (SPEC §7, §5)', () => {
  it('creates a customer and answers its id with plain, normalised values', async () => {
    const res = await alice.post('/api/homeowners', ada);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', phone: '512-555-0142', state: 'TX', contractorId: aliceTenant.contractorId });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 with every field message and writes no row', async () => {
    const before = await homeownerCount();
    const res = await alice.post('/api/homeowners', { firstName: '', lastName: '', email: 'nope', phone: '123', address: '', city: '', state: 'Texas', zipCode: '7870' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Invalid email address',
        'Please enter a valid 10-digit phone number',
        'Address is required',
        'City is required',
        'State must be 2 characters (e.g., CA, NY)',
        'ZIP code must be 5 digits',
      ]),
    );
    expect(await homeownerCount()).toBe(before);
  });

  it('answers "Phone number is required" for a missing phone', async () => {
    const { phone: _phone, ...rest } = ada;
    const res = await alice.post('/api/homeowners', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'phone', message: 'Phone number is required' });
  });

  it('needs a signed-in contractor', async () => {
    const res = await new ApiClient(app).post('/api/homeowners', ada);
    expect(res.statusCode).toBe(401);
  });
});

describe('duplicate detection', () => {
  it('answers 409 DUPLICATE_CUSTOMER naming the existing customer for the same email', async () => {
    const first = (await alice.post('/api/homeowners', { ...ada, email: 'dup@example.com', phone: '512-555-7001' })).json();
    const res = await alice.post('/api/homeowners', { ...ada, firstName: 'Other', email: 'DUP@example.com', phone: '512-555-7002' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_CUSTOMER', existing: { id: first.id, name: 'Ada Lovelace' } });
  });
  it('answers 409 for the same phone written differently', async () => {
    await alice.post('/api/homeowners', { ...ada, email: 'p1@example.com', phone: '512-555-7100' });
    const res = await alice.post('/api/homeowners', { ...ada, email: 'p2@example.com', phone: '(512) 5557100' });
    expect(res.statusCode).toBe(409);
  });
  it('creates the second record when allowDuplicate is true', async () => {
    const res = await alice.post('/api/homeowners', { ...ada, email: 'dup@example.com', phone: '512-555-7003', allowDuplicate: true });
    expect(res.statusCode).toBe(201);
  });
  it('does not see another tenant’s customers as duplicates', async () => {
    const res = await bob.post('/api/homeowners', { ...ada, email: 'dup@example.com', phone: '512-555-7001' });
    expect(res.statusCode).toBe(201);
  });
});

describe('tenant isolation (DESIGN §3)', () => {
  let aliceCustomerId: string;
  beforeAll(async () => {
    aliceCustomerId = (await alice.post('/api/homeowners', { ...ada, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '512-555-7300' })).json().id;
  });
  it('another contractor gets 404 for read, update, delete and schedule', async () => {
    expect((await bob.get(`/api/homeowners/${aliceCustomerId}`)).statusCode).toBe(404);
    expect((await bob.patch(`/api/homeowners/${aliceCustomerId}`, { city: 'Dallas' })).statusCode).toBe(404);
    expect((await bob.delete(`/api/homeowners/${aliceCustomerId}`)).statusCode).toBe(404);
    expect((await bob.post(`/api/homeowners/${aliceCustomerId}/schedule-visit`, { scheduledDate: '2030-01-02' })).statusCode).toBe(404);
    expect((await alice.get(`/api/homeowners/${aliceCustomerId}`)).json().city).toBe('Austin');
  });
  it('answers "Customer not found" for a missing or malformed id', async () => {
    const res = await alice.get('/api/homeowners/00000000-0000-0000-0000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Customer not found');
    expect((await alice.get('/api/homeowners/not-a-uuid')).statusCode).toBe(404);
  });
  it('GET /api/contractors/{id}/homeowners: own id only for a contractor, any id for an admin', async () => {
    expect((await bob.get(`/api/contractors/${aliceTenant.contractorId}/homeowners`)).statusCode).toBe(404);
    const own = await alice.get(`/api/contractors/${aliceTenant.contractorId}/homeowners`);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((c: { id: string }) => c.id)).toContain(aliceCustomerId);
    const asAdmin = await admin.get(`/api/contractors/${aliceTenant.contractorId}/homeowners`);
    expect(asAdmin.json().map((c: { id: string }) => c.id)).toContain(aliceCustomerId);
    const bobs = await admin.get(`/api/contractors/${bobTenant.contractorId}/homeowners`);
    expect(bobs.json().map((c: { id: string }) => c.id)).not.toContain(aliceCustomerId);
  });
  it('the list never shows another tenant’s customers', async () => {
    const list = (await bob.get('/api/homeowners?pageSize=100')).json();
    expect(list.items.map((c: { id: string }) => c.id)).not.toContain(aliceCustomerId);
    expect(list.items.every((c: { contractorId: string }) => c.contractorId === bobTenant.contractorId)).toBe(true);
  });
});

describe('PII at rest (DESIGN §3)', () => {
  it('a raw SQL dump of homeowners shows no email, phone digits, street or name in clear text', async () => {
    const secret = { ...ada, firstName: 'Zebulon', lastName: 'Quixotic', email: 'zebulon.q@plaintext-check.test', phone: '737-555-9876', address: '4242 Ciphertext Boulevard', allowDuplicate: true };
    expect((await alice.post('/api/homeowners', secret)).statusCode).toBe(201);
    const rows = await database.query<Record<string, unknown>>('select * from homeowners');
    const dump = JSON.stringify(rows);
    for (const needle of ['zebulon', 'Zebulon', 'Quixotic', 'plaintext-check', '7375559876', '737-555-9876', '5559876', '4242 Ciphertext', 'Ciphertext Boulevard']) {
      expect(dump).not.toContain(needle);
    }
    // The row is there and readable through the API.
    const list = (await alice.get('/api/homeowners?q=zebulon')).json();
    expect(list.items.map((c: { email: string }) => c.email)).toContain('zebulon.q@plaintext-check.test');
  });
});

describe('list, read, update, delete', () => {
  let ids: string[] = [];
  let carol: ApiClient;
  let carolTenant: { contractorId: string };
  beforeAll(async () => {
    const c = await makeContractor(database.db);
    carolTenant = c;
    carol = await signedIn(app, c);
    ids = [];
    for (const [i, [first, last, city]] of [['Zoe', 'Adams', 'Boise'], ['amy', 'Young', 'Austin'], ['Mark', 'Lee', 'Chicago']].entries()) {
      ids.push((await carol.post('/api/homeowners', { ...ada, firstName: first, lastName: last, city, email: `l${i}@example.com`, phone: `512-555-80${i}0` })).json().id);
    }
  });
  it('pages newest first by default', async () => {
    const page = (await carol.get('/api/homeowners?pageSize=2')).json();
    expect(page).toMatchObject({ total: 3, pageSize: 2 });
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    const page2 = (await carol.get(`/api/homeowners?pageSize=2&cursor=${encodeURIComponent(page.nextCursor)}`)).json();
    expect(page2.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(page2.nextCursor).toBeNull();
  });
  it('sorts by name case-insensitively, both ways', async () => {
    const asc = (await carol.get('/api/homeowners?sort=name')).json().items.map((c: { name: string }) => c.name);
    expect(asc).toEqual(['amy Young', 'Mark Lee', 'Zoe Adams']);
    const desc = (await carol.get('/api/homeowners?sort=-name')).json().items.map((c: { name: string }) => c.name);
    expect(desc).toEqual(['Zoe Adams', 'Mark Lee', 'amy Young']);
  });
  it('sorts by city', async () => {
    const cities = (await carol.get('/api/homeowners?sort=city')).json().items.map((c: { city: string }) => c.city);
    expect(cities).toEqual(['Austin', 'Boise', 'Chicago']);
  });
  it('filters by a search term', async () => {
    const found = (await carol.get('/api/homeowners?q=you')).json();
    expect(found.total).toBe(1);
    expect(found.items[0].name).toBe('amy Young');
  });
  it('GET /api/contractors/{id}/homeowners narrows for a picker: limit keeps the newest, q matches best names first', async () => {
    const path = `/api/contractors/${carolTenant.contractorId}/homeowners`;
    const names = async (query: string) => (await carol.get(`${path}${query}`)).json().map((c: { name: string }) => c.name);
    expect(await names('')).toEqual(['Mark Lee', 'amy Young', 'Zoe Adams']);
    expect(await names('?limit=2')).toEqual(['Mark Lee', 'amy Young']);
    expect(await names('?q=you')).toEqual(['amy Young']);
    expect(await names('?q=l0@exa')).toEqual(['Zoe Adams']); // email prefix
    expect(await names('?q=555-8020&limit=5')).toEqual(['Mark Lee']);
    expect(await names('?q=nobody')).toEqual([]);
    expect((await carol.get(`${path}?limit=500`)).statusCode).toBe(400);
    // Another contractor's id stays not found, whatever the query.
    expect((await alice.get(`${path}?q=you`)).statusCode).toBe(404);
  });
  it('rejects a bad page size with 400', async () => {
    expect((await carol.get('/api/homeowners?pageSize=500')).statusCode).toBe(400);
  });
  it('updates fields with the schema rules and keeps search in step', async () => {
    const res = await carol.patch(`/api/homeowners/${ids[2]}`, { lastName: 'Twain', zipCode: '60601' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Mark Twain', zipCode: '60601' });
    expect((await carol.get('/api/homeowners?q=twain')).json().total).toBe(1);
    expect((await carol.get('/api/homeowners?q=lee')).json().total).toBe(0);
    const bad = await carol.patch(`/api/homeowners/${ids[2]}`, { zipCode: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('ZIP code must be 5 digits');
  });
  it('schedules a quote visit as a calendar event linked to the customer', async () => {
    const res = await carol.post(`/api/homeowners/${ids[0]}/schedule-visit`, { scheduledDate: '2031-05-06', scheduledStartTime: '10:00', scheduledEndTime: '11:30', isAnytime: false, notes: 'Gate code 1234' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ eventType: 'quote', startDate: '2031-05-06', startTime: '10:00', endTime: '11:30', linkedHomeownerId: ids[0] });
    const activity = (await carol.get(`/api/homeowners/${ids[0]}/activity`)).json();
    expect(activity.visits).toHaveLength(1);
    const bad = await carol.post(`/api/homeowners/${ids[0]}/schedule-visit`, { scheduledDate: '2031-05-06', scheduledStartTime: '12:00', scheduledEndTime: '11:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('End time must be after start time');
  });
  it('destroys a customer without quotes or jobs', async () => {
    const res = await carol.delete(`/api/homeowners/${ids[1]}`);
    expect(res.json()).toEqual({ archived: false });
    expect((await carol.get(`/api/homeowners/${ids[1]}`)).statusCode).toBe(404);
  });
  it('archives a customer with a quote: gone from the list, still readable', async () => {
    await database.db.insert(quotes).values({ contractorId: carolTenant.contractorId, homeownerId: ids[0], quoteNumber: 1 } as typeof quotes.$inferInsert);
    const res = await carol.delete(`/api/homeowners/${ids[0]}`);
    expect(res.json()).toEqual({ archived: true });
    const detail = (await carol.get(`/api/homeowners/${ids[0]}`)).json();
    expect(detail.archivedAt).not.toBeNull();
    const list = (await carol.get('/api/homeowners')).json();
    expect(list.items.map((c: { id: string }) => c.id)).not.toContain(ids[0]);
  });
  it('lists the archived customers apart, searchable, and restores one to the list and search', async () => {
    const listIds = async (query: string) => (await carol.get(`/api/homeowners${query}`)).json().items.map((c: { id: string }) => c.id);
    expect(await listIds('?archived=true')).toEqual([ids[0]]);
    expect(await listIds('?archived=true&q=zoe')).toEqual([ids[0]]);
    expect(await listIds('?archived=true&q=mark')).toEqual([]);
    expect(await listIds('?q=zoe')).toEqual([]);
    expect((await carol.get('/api/search?q=zoe')).json()).toEqual([]);
    expect((await carol.get('/api/homeowners?archived=maybe')).statusCode).toBe(400);

    // Another contractor can neither see nor restore them.
    expect((await alice.get('/api/homeowners?archived=true')).json().items).toEqual([]);
    expect((await alice.post(`/api/homeowners/${ids[0]}/restore`, {})).statusCode).toBe(404);
    expect((await carol.get(`/api/homeowners/${ids[0]}`)).json().archivedAt).not.toBeNull();

    const restored = await carol.post(`/api/homeowners/${ids[0]}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: ids[0], archivedAt: null });
    expect(await listIds('?archived=true')).toEqual([]);
    expect(await listIds('?q=zoe')).toEqual([ids[0]]);
    expect((await carol.get('/api/search?q=zoe')).json().map((r: { id: string }) => r.id)).toContain(ids[0]);
    // Restoring an active customer changes nothing.
    expect((await carol.post(`/api/homeowners/${ids[0]}/restore`, {})).json()).toMatchObject({ archivedAt: null });
  });
});
