import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { quotes } from '../../db/schema/index';
import { type ApiClient, ApiClient as Client, makeTestApp, signedIn } from '../../test/api';
import { createTestDb } from '../../test/db';
import { makeContractor } from '../../test/factories';
import { searchResultSchema } from '../../../core/search/search.api';
import { quoteNumberFromQuery } from './search.service';

let database: Database;
let app: FastifyInstance;
let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;
const ids: Record<string, string> = {};

const base = { address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };

beforeAll(async () => {
  database = await createTestDb();
  app = await makeTestApp(database);
  const a = await makeContractor(database.db);
  const b = await makeContractor(database.db);
  aliceId = a.contractorId;
  alice = await signedIn(app, a);
  bob = await signedIn(app, b);
  const people = [
    ['ada', 'Ada', 'Lovelace', 'ada.lovelace@example.com', '512-555-0142'],
    ['adam', 'Adam', 'Smith', 'asmith@example.com', '512-555-0199'],
    ['grace', 'Grace', 'Hopper', 'grace@navy.example', '737-555-1234'],
    ['jose', 'José', 'Núñez', 'jose@example.com', '210-555-7788'],
  ];
  for (const [key, firstName, lastName, email, phone] of people) {
    ids[key] = (await alice.post('/api/homeowners', { ...base, firstName, lastName, email, phone })).json().id;
  }
  ids.bobAda = (await bob.post('/api/homeowners', { ...base, firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.com', phone: '512-555-0142' })).json().id;
  const [q] = await database.db
    .insert(quotes)
    .values({ contractorId: aliceId, homeownerId: ids.grace, quoteNumber: 1042, status: 'approved', totalCents: 123456 } as typeof quotes.$inferInsert)
    .returning({ id: quotes.id });
  ids.quote = q.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Result = { id: string; type: string; [k: string]: unknown };
const search = async (client: ApiClient, q: string): Promise<Result[]> => {
  const res = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  // The route serialises without checking (search.routes.ts): every answer of these tests is held to the schema here.
  const body = res.json();
  expect(() => searchResultSchema.array().max(20).parse(body)).not.toThrow();
  return body;
};

describe('GET /api/search (SPEC §7, §3)', () => {
  it('finds customers by name prefix, best match first', async () => {
    const r = await search(alice, 'ada');
    expect(r.map((x) => x.id)).toEqual([ids.ada, ids.adam]);
    expect(r[0]).toEqual({ id: ids.ada, type: 'customer', name: 'Ada Lovelace', email: 'ada.lovelace@example.com', phone: '512-555-0142' });
  });
  it('finds by last-name prefix and by two words', async () => {
    expect((await search(alice, 'hop')).map((x) => x.id)).toContain(ids.grace);
    expect((await search(alice, 'grace hop')).filter((x) => x.type === 'customer').map((x) => x.id)).toEqual([ids.grace]);
  });
  it('finds by email prefix but not by the middle of an email', async () => {
    expect((await search(alice, 'asmith@')).map((x) => x.id)).toEqual([ids.adam]);
    expect(await search(alice, 'navy')).toEqual([]);
  });
  it('finds by any 4 or more phone digits, formatted or not', async () => {
    expect((await search(alice, '7788')).map((x) => x.id)).toEqual([ids.jose]);
    expect((await search(alice, '(737) 555-1234')).map((x) => x.id)).toContain(ids.grace);
    expect((await search(alice, '555-0')).map((x) => x.id).sort()).toEqual([ids.ada, ids.adam].sort());
  });
  it('ignores accents', async () => expect((await search(alice, 'nunez')).map((x) => x.id)).toEqual([ids.jose]));
  it('finds a quote by number with the SPEC §3 shape', async () => {
    const r = await search(alice, '1042');
    expect(r[0]).toEqual({ id: ids.quote, type: 'quote', number: '1042', status: 'approved', customerName: 'Grace Hopper', totalCost: 1234.56 });
    expect((await search(alice, '#1042'))[0].id).toBe(ids.quote);
  });
  it('finds a quote through its customer', async () => {
    const r = await search(alice, 'grace');
    expect(r.map((x) => x.id)).toEqual([ids.grace, ids.quote]);
  });
  it('never returns another tenant’s rows', async () => {
    const r = await search(bob, 'ada');
    expect(r.map((x) => x.id)).toEqual([ids.bobAda]);
    expect(await search(bob, '1042')).toEqual([]);
    expect((await search(alice, 'byron'))).toEqual([]);
    expect((await search(alice, '0142')).map((x) => x.id)).toEqual([ids.ada]);
  });
  it('answers 400 below 2 characters and 401 when signed out', async () => {
    expect((await alice.get('/api/search?q=a')).statusCode).toBe(400);
    expect((await alice.get('/api/search?q=%20a%20')).statusCode).toBe(400);
    expect((await new Client(app).get('/api/search?q=ada')).statusCode).toBe(401);
  });
  it('looks wider when the first candidates are mostly strangers', async () => {
    // Name tokens stop at 12 letters, so these 35 share the query's token without matching it: they fill the first fetch.
    for (let i = 0; i < 35; i++) {
      await alice.post('/api/homeowners', { ...base, firstName: 'Stranger', lastName: `Fencebuilderx${String.fromCharCode(97 + (i % 26))}${i}`, email: `stranger${i}@example.com`, phone: `469-555-${String(2000 + i)}` });
    }
    const real = [];
    for (let i = 0; i < 3; i++) {
      real.push((await alice.post('/api/homeowners', { ...base, firstName: `Real${i}`, lastName: 'Fencebuilderson', email: `real${i}@example.com`, phone: `469-555-${String(3000 + i)}` })).json().id);
    }
    expect((await search(alice, 'fencebuilderson')).map((x) => x.id).sort()).toEqual([...real].sort());
    // The few real matches among many strangers still list their quotes.
    const [q] = await database.db
      .insert(quotes)
      .values({ contractorId: aliceId, homeownerId: real[1], quoteNumber: 2101, status: 'draft', totalCents: 1234 } as typeof quotes.$inferInsert)
      .returning({ id: quotes.id });
    const found = await search(alice, 'fencebuilderson');
    expect(found.filter((x) => x.type === 'quote')).toEqual([{ id: q.id, type: 'quote', number: '2101', status: 'draft', customerName: 'Real1 Fencebuilderson', totalCost: 12.34 }]);
  });

  it('shows a customer’s edits at once (decrypted candidates are kept per row version)', async () => {
    const id = (await alice.post('/api/homeowners', { ...base, firstName: 'Edith', lastName: 'Piaffe', email: 'edith.p@example.com', phone: '469-555-7101' })).json().id;
    expect((await search(alice, 'edith'))[0]).toMatchObject({ id, name: 'Edith Piaffe', phone: '469-555-7101' });
    expect((await alice.patch(`/api/homeowners/${id}`, { lastName: 'Piafferton', phone: '469-555-7102' })).statusCode).toBe(200);
    expect((await search(alice, 'edith'))[0]).toMatchObject({ id, name: 'Edith Piafferton', phone: '469-555-7102' });
    // The ranking follows the new values too: the old phone no longer finds her.
    expect((await search(alice, '469-555-7101')).map((x) => x.id)).not.toContain(id);
  });

  it('lists a narrowed customer’s quotes newest first', async () => {
    const id = (await alice.post('/api/homeowners', { ...base, firstName: 'Quotey', lastName: 'Manyquotes', email: 'quotey@example.com', phone: '469-555-7001' })).json().id;
    const made = [];
    for (let i = 0; i < 3; i++) {
      const [q] = await database.db
        .insert(quotes)
        .values({ contractorId: aliceId, homeownerId: id, quoteNumber: 2201 + i, status: 'sent', totalCents: 100 * (i + 1), createdAt: new Date(Date.UTC(2026, 0, 1 + i)) } as typeof quotes.$inferInsert)
        .returning({ id: quotes.id });
      made.push(q.id);
    }
    const found = await search(alice, 'quotey manyquotes');
    expect(found.map((x) => x.id)).toEqual([id, made[2], made[1], made[0]]);
    expect(found[1]).toMatchObject({ number: '2203', status: 'sent', customerName: 'Quotey Manyquotes', totalCost: 3 });
  });

  it('returns at most 20 results', async () => {
    for (let i = 0; i < 25; i++) {
      await alice.post('/api/homeowners', { ...base, firstName: `Manyname${i}`, lastName: 'Bulk', email: `bulk${i}@example.com`, phone: `312-555-${String(1000 + i)}` });
    }
    expect(await search(alice, 'bulk')).toHaveLength(20);
  });

  it('lists quotes once the search has narrowed to a few customers', async () => {
    const [bulk3] = (await search(alice, 'manyname3 bulk')).filter((x) => x.type === 'customer');
    const [q] = await database.db
      .insert(quotes)
      .values({ contractorId: aliceId, homeownerId: bulk3.id, quoteNumber: 2001, status: 'sent', totalCents: 50000 } as typeof quotes.$inferInsert)
      .returning({ id: quotes.id });
    expect((await search(alice, 'bulk')).filter((x) => x.type === 'quote')).toEqual([]);
    expect((await search(alice, 'manyname3 bulk')).map((x) => x.id)).toEqual([bulk3.id, q.id]);
  });
});

describe('search index', () => {
  it('has no pending list, so a search never scans unsorted recent entries', async () => {
    const [row] = await database.query<{ reloptions: string[] }>("select reloptions from pg_class where relname = 'homeowners_search_tokens_idx'");
    expect(row.reloptions).toEqual(['fastupdate=false']);
  });
});

describe('quoteNumberFromQuery', () => {
  it.each([
    ['1042', 1042],
    ['#1042', 1042],
    ['Quote #1042', 1042],
    ['Q-7', 7],
    ['ada', null],
    ['0', null],
    ['10 42', null],
  ])('%s → %s', (q, n) => expect(quoteNumberFromQuery(q)).toBe(n));
});
