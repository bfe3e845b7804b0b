// Issue 23 opt-in through the API: a style priced from its materials list at the contractor's material costs. The
// numbers are the hand-worked example of docs/estimating.md "Pricing from the materials list" (and
// core/materials/price-from-materials.test.ts): 100 ft of 6 ft vinyl with 6 ft panels.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import { defaultVinylAssembly } from '../../../core/materials/default-assemblies';
import { quotes } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();
let carol: ApiClient;
let dave: ApiClient;
const customers: Record<string, string> = {};

const homeowner = { firstName: 'Rosa', lastName: 'Luna', email: 'rosa.luna@example.com', phone: '512-555-0142', address: '7 Pecan St', city: 'Austin', state: 'TX', zipCode: '78704' };
const sixFootPanels = { ...defaultVinylAssembly, sectionLengthIn: 72 };
const costs: [key: string, unitCostCents: number, packSize: number][] = [
  ['vinyl/post-line/5x5 x 8 ft', 3200, 1],
  ['vinyl/post-terminal/5x5 x 8 ft', 3800, 1],
  ['any/concrete/50 lb', 650, 1],
  ['vinyl/panel/6 ft x 6 ft', 9500, 1],
  ['vinyl/cap/5x5', 300, 10],
];

type Line = { kind: string; totalCents: number; description: string; params: Record<string, string | number> };
type Pricing = { lines: Line[]; subtotalCents: number; markupCents: number; laborCents: number };

const vinyl100 = () => layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6 } }]);

async function layoutQuote(client: ApiClient, homeownerId: string) {
  const res = await client.post('/api/quotes', { quoteType: 'layout', homeownerId, diagram: vinyl100(), runs: [] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalCents: number; pricing: Pricing };
}
const pricingOf = async (client: ApiClient, id: string) => (await client.get(`/api/quotes/${id}`)).json().pricing as Pricing;
const fenceOf = (p: Pricing) => p.lines.find((l) => l.kind === 'fence')!;

async function setCosts(client: ApiClient, skip: string[] = []) {
  for (const [materialKey, unitCostCents, packSize] of costs) {
    if (skip.includes(materialKey)) continue;
    const res = await client.put('/api/suppliers/materials', { materialKey, supplierId: null, partNumber: null, packName: packSize > 1 ? 'box' : 'each', packSize, unitCostCents });
    expect(res.statusCode, res.body).toBe(200);
  }
}

beforeAll(async () => {
  carol = await signedIn(testApp.app, await makeContractor(testApp.db));
  dave = await signedIn(testApp.app, await makeContractor(testApp.db));
  customers.carol = (await carol.post('/api/homeowners', homeowner)).json().id;
  customers.dave = (await dave.post('/api/homeowners', homeowner)).json().id;
  // Both use 6 ft panels and have the same costs; only Carol will opt in.
  for (const c of [carol, dave]) {
    expect((await c.put('/api/materials/assemblies', { fenceType: 'vinyl', style: '', assembly: sixFootPanels })).statusCode).toBe(200);
    await setCosts(c);
  }
});

describe('pricing a style from its materials list (opt-in)', () => {
  it('is off by default: SPEC §9 per-foot pricing, material costs or not', async () => {
    const q = await layoutQuote(carol, customers.carol);
    // 100 ft × $25 = $2,500; concrete set 18 posts × $12 = $216; labour 100 × $10 + 18 × $15 + 18 × $3 = $1,324.
    expect(fenceOf(q.pricing).totalCents).toBe(250_000);
    expect(q.pricing.lines.some((l) => l.params.fromMaterials)).toBe(false);
    expect(q.pricing.subtotalCents).toBe(404_000);
    const ctx = (await carol.get('/api/quotes/pricing-context')).json();
    expect(ctx.materialCosts).toBeUndefined();
    expect(ctx.assemblies['vinyl|'].priceFromMaterials).toBeUndefined();
  });

  it('opted in: the list at cost plus labour and markup, for that contractor only; the editor gets the costs it needs', async () => {
    const saved = await carol.put('/api/materials/assemblies', { fenceType: 'vinyl', style: '', assembly: { ...sixFootPanels, priceFromMaterials: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().assembly.priceFromMaterials).toBe(true);
    const mine = await layoutQuote(carol, customers.carol);
    // 16 × $32 + 2 × $38 + 72 × $6.50 + 17 × $95 + 2 boxes of 10 caps × $3 = $2,731.00.
    expect(fenceOf(mine.pricing)).toMatchObject({ totalCents: 273_100, description: '100 ft vinyl, 6 ft: materials list at cost $2,731.00' });
    expect(mine.pricing.lines.map((l) => l.kind).sort()).toEqual(['excavation', 'fence', 'labor_foot', 'labor_post']);
    expect(mine.pricing.laborCents).toBe(132_400);
    // Subtotal $4,055.00, markup 20 % $811.00.
    expect([mine.pricing.subtotalCents, mine.pricing.markupCents]).toEqual([405_500, 81_100]);
    const ctx = (await carol.get('/api/quotes/pricing-context')).json();
    expect(ctx.materialCosts['vinyl/cap/5x5']).toEqual({ unitCostCents: 300, packSize: 10 });
    // Dave, with the same costs and no opt-in, is priced per foot; he never gets Carol's costs.
    const theirs = await layoutQuote(dave, customers.dave);
    expect(fenceOf(theirs.pricing).totalCents).toBe(250_000);
    expect((await dave.get('/api/quotes/pricing-context')).json().materialCosts).toBeUndefined();
    expect((await dave.get(`/api/quotes/${mine.id}`)).statusCode).toBe(404);
  });

  it('the homeowner sees the fence, never the list\'s cost', async () => {
    const q = await layoutQuote(carol, customers.carol);
    const send = await carol.post(`/api/quotes/${q.id}/send`, {});
    expect(send.statusCode, send.body).toBe(200);
    const token = new URL(send.json().quote.publicLink.url).pathname.split('/')[3];
    const res = await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('materialsCents');
    expect(res.body).not.toContain('273100');
    expect(res.body).not.toContain('2,731');
  });

  it('a material without a cost keeps the run on per-foot rates, and the quote says so', async () => {
    await carol.put('/api/suppliers/materials', { materialKey: 'vinyl/cap/5x5', supplierId: null, partNumber: null, packName: 'each', packSize: 1, unitCostCents: null });
    const q = await layoutQuote(carol, customers.carol);
    expect(fenceOf(q.pricing)).toMatchObject({ totalCents: 250_000, description: '100 ft × $25.00 vinyl, 6 ft (per-foot rate: 1 material on the list without a cost)' });
    await setCosts(carol);
  });

  it('a sent quote keeps the opt-in it was built with after the contractor turns it off', async () => {
    const q = await layoutQuote(carol, customers.carol);
    await testApp.db.update(quotes).set({ status: 'sent' }).where(eq(quotes.id, q.id));
    expect((await carol.put('/api/materials/assemblies', { fenceType: 'vinyl', style: '', assembly: sixFootPanels })).statusCode).toBe(200);
    const edited = await carol.patch(`/api/quotes/${q.id}`, { notes: 'Side gate stays' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(fenceOf(await pricingOf(carol, q.id)).totalCents).toBe(273_100);
    expect(edited.json().totalCents).toBe(q.totalCents);
    // A new quote follows today's setting: per foot again.
    expect(fenceOf((await layoutQuote(carol, customers.carol)).pricing).totalCents).toBe(250_000);
  });

  it('refuses a priceFromMaterials that is not true or false', async () => {
    const res = await carol.put('/api/materials/assemblies', { fenceType: 'vinyl', style: '', assembly: { ...sixFootPanels, priceFromMaterials: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('priceFromMaterials');
  });
});
