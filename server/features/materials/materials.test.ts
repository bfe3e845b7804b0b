// Issue 23 through the API: assemblies per contractor, a quote's list built with (and kept with) its assemblies.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import type { AssemblySet } from '../../../core/materials/assembly-set';
import { defaultVinylAssembly } from '../../../core/materials/default-assemblies';
import { quotes } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
const customers: Record<string, string> = {};

const homeowner = { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' };
const sixFootPanels = { ...defaultVinylAssembly, sectionLengthIn: 72 };

beforeAll(async () => {
  alice = await signedIn(testApp.app, await makeContractor(testApp.db));
  bob = await signedIn(testApp.app, await makeContractor(testApp.db));
  customers.alice = (await alice.post('/api/homeowners', homeowner)).json().id;
  customers.bob = (await bob.post('/api/homeowners', homeowner)).json().id;
});

const vinyl100 = () => layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6, style: 'Privacy' } }]);
const chain100 = () => layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'chain', heightFt: 4 } }]);

async function layoutQuote(client: ApiClient, homeownerId: string, diagram = vinyl100()) {
  const res = await client.post('/api/quotes', { quoteType: 'layout', homeownerId, diagram, runs: [] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalCents: number };
}

type Line = { key: string; quantity: number; why: string };
async function materials(client: ApiClient, quoteId: string) {
  const res = await client.get(`/api/quotes/${quoteId}/materials`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { totals: Line[]; runs: { sectionLengthIn: number }[] };
  return { ...body, qty: Object.fromEntries(body.totals.map((l) => [l.key, l.quantity])) };
}

const laborPostQuantity = async (client: ApiClient, id: string) =>
  ((await client.get(`/api/quotes/${id}`)).json().pricing.lines as { kind: string; quantity: number }[]).find((l) => l.kind === 'labor_post')?.quantity;

describe('style assemblies', () => {
  it('start as the platform defaults for every fence type', async () => {
    const res = await alice.get('/api/materials/assemblies');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.assemblies.map((a: { fenceType: string; isDefault: boolean; assembly: { sectionLengthIn: number } }) => [a.fenceType, a.isDefault, a.assembly.sectionLengthIn]))
      .toEqual([['vinyl', true, 96], ['cedar', true, 96], ['chain', true, 120]]);
  });

  it('refuses a bad assembly with every field\'s error at once, never a 500', async () => {
    const res = await alice.put('/api/materials/assemblies', { fenceType: 'vinyl', style: '', assembly: { ...sixFootPanels, sectionLengthIn: 6, wastePercent: -1, bagLb: 55 } });
    expect(res.statusCode).toBe(400);
    const text = res.body;
    for (const field of ['sectionLengthIn', 'wastePercent', 'bagLb']) expect(text).toContain(field);
    const mismatch = await alice.put('/api/materials/assemblies', { fenceType: 'chain', style: '', assembly: sixFootPanels });
    expect(mismatch.statusCode).toBe(400);
  });

  it('one contractor\'s 6 ft vinyl panels change only their own lists: 100 ft is 18 posts and 17 panels for them, 14 and 13 for the other', async () => {
    const saved = await alice.put('/api/materials/assemblies', { fenceType: 'vinyl', style: 'privacy ', assembly: sixFootPanels });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await layoutQuote(alice, customers.alice);
    const theirs = await layoutQuote(bob, customers.bob);
    const a = await materials(alice, mine.id);
    const b = await materials(bob, theirs.id);
    expect(a.qty).toMatchObject({ 'vinyl/panel/6 ft x 6 ft': 17, 'vinyl/post-line/5x5 x 8 ft': 16, 'vinyl/post-terminal/5x5 x 8 ft': 2 });
    expect(b.qty).toMatchObject({ 'vinyl/panel/6 ft x 8 ft': 13, 'vinyl/post-line/5x5 x 8 ft': 12, 'vinyl/post-terminal/5x5 x 8 ft': 2 });
    // The one intended pricing change: the section length sets the posts, so the per-post labour.
    expect(await laborPostQuantity(alice, mine.id)).toBe(18);
    expect(await laborPostQuantity(bob, theirs.id)).toBe(14);
    // Another tenant's quote is not found.
    expect((await bob.get(`/api/quotes/${mine.id}/materials`)).statusCode).toBe(404);
    expect((await bob.get('/api/materials/assemblies')).json().assemblies.every((x: { isDefault: boolean }) => x.isDefault)).toBe(true);
  });

  it('a saved quote\'s list and total are reproducible after the assembly changes; a new quote takes the change', async () => {
    await alice.put('/api/materials/assemblies', { fenceType: 'vinyl', style: 'Privacy', assembly: sixFootPanels });
    const q = await layoutQuote(alice, customers.alice);
    const before = await materials(alice, q.id);
    expect((await alice.delete('/api/materials/assemblies?fenceType=vinyl&style=Privacy')).json()).toEqual({ reset: true });
    const after = await materials(alice, q.id);
    expect(after.totals).toEqual(before.totals);
    expect(after.runs[0].sectionLengthIn).toBe(72);
    // Sent, then edited (a note): it keeps the assemblies it was built with, posts and total included.
    await testApp.db.update(quotes).set({ status: 'sent' }).where(eq(quotes.id, q.id));
    const edited = await alice.patch(`/api/quotes/${q.id}`, { notes: 'Gate code 1234' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().totalCents).toBe(q.totalCents);
    expect((await materials(alice, q.id)).totals).toEqual(before.totals);
    const pdf = await alice.get(`/api/quotes/${q.id}/materials/pdf?lang=es`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await bob.get(`/api/quotes/${q.id}/materials/pdf`)).statusCode).toBe(404);
    const fresh = await layoutQuote(alice, customers.alice);
    expect((await materials(alice, fresh.id)).qty).toMatchObject({ 'vinyl/panel/6 ft x 8 ft': 13 });
  });

  it('new chain-link quotes space line posts 10 ft: 100 ft is 11 posts; a quote saved before assemblies keeps 96 in', async () => {
    const q = await layoutQuote(alice, customers.alice, chain100());
    expect(await laborPostQuantity(alice, q.id)).toBe(11);
    await testApp.db.update(quotes).set({ assemblies: null }).where(eq(quotes.id, q.id));
    const legacy = await materials(alice, q.id);
    // ceil(100 / 8) = 13 sections: 12 line + 2 terminal posts, as it was priced before issue 23.
    expect(legacy.qty).toMatchObject({ 'chain/post/1-7/8 in x 6 ft': 12, 'chain/post/2-3/8 in x 6 ft': 2 });
  });

  it('a stored assembly an older build wrote that no longer parses is left out: that fence type keeps 96 in, the quote still opens', async () => {
    const q = await layoutQuote(alice, customers.alice, chain100());
    // What readJsonb(storedAssemblySetSchema, …) meets in an old row: a chain entry missing fields it has today.
    const oldShape = { 'chain|': { fenceType: 'chain', sectionLengthIn: 120 }, 'vinyl|': defaultVinylAssembly } as unknown as AssemblySet;
    await testApp.db.update(quotes).set({ assemblies: oldShape }).where(eq(quotes.id, q.id));
    const list = await materials(alice, q.id);
    expect(list.runs[0].sectionLengthIn).toBe(96);
    expect(list.qty).toMatchObject({ 'chain/post/1-7/8 in x 6 ft': 12, 'chain/post/2-3/8 in x 6 ft': 2 });
    expect((await alice.get(`/api/quotes/${q.id}`)).statusCode).toBe(200);
  });

  it('a job shows its quote\'s list; another tenant\'s job is not found', async () => {
    const q = await layoutQuote(alice, customers.alice, chain100());
    await testApp.db.update(quotes).set({ status: 'approved' }).where(eq(quotes.id, q.id));
    const job = await alice.post(`/api/quotes/${q.id}/convert-to-job`, {});
    expect(job.statusCode, job.body).toBe(201);
    const res = await alice.get(`/api/jobs/${job.json().id}/materials`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.fromEntries(res.json().totals.map((l: Line) => [l.key, l.quantity]))).toMatchObject({ 'chain/fabric/4 ft': 2, 'chain/top-rail/1-3/8 in': 5 });
    expect((await bob.get(`/api/jobs/${job.json().id}/materials`)).statusCode).toBe(404);
  });

  it('a cart quote keeps its own items: no drawing, no list', async () => {
    const q = await layoutQuote(alice, customers.alice);
    await testApp.db.update(quotes).set({ quoteType: 'cart', diagram: null }).where(eq(quotes.id, q.id));
    expect((await alice.get(`/api/quotes/${q.id}/materials`)).json()).toMatchObject({ hasDrawing: false, totals: [], runs: [] });
  });
});
