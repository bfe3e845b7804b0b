// Issue 24 through the API: suppliers, material prices, the price list import (all or nothing), the quote's cost and
// margin, tenant isolation of every new route, and a homeowner's quote without a cost field.
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let aliceCustomer: string;

const homeowner = { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' };
const yard = { name: 'Lone Star Fence Supply', contactName: 'Rosa Vega', email: 'Orders@LoneStar.example', phone: '5125550100', accountNumber: 'LS-4471', leadTimeDays: 3, yardAddress: '900 Industrial Blvd, Austin, TX 78745' };

beforeAll(async () => {
  alice = await signedIn(testApp.app, await makeContractor(testApp.db));
  bob = await signedIn(testApp.app, await makeContractor(testApp.db));
  aliceCustomer = (await alice.post('/api/homeowners', homeowner)).json().id;
});

async function addSupplier(client: ApiClient, body: Record<string, unknown> = yard) {
  const res = await client.post('/api/suppliers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

type PriceRow = { materialKey: string; unit: string; unitCostCents: number | null; supplierId: string | null; partNumber: string | null; costChangedAt: string | null };
const prices = async (client: ApiClient) => (await client.get('/api/suppliers/materials')).json() as PriceRow[];
const setPrice = (client: ApiClient, body: Record<string, unknown>) =>
  client.put('/api/suppliers/materials', { supplierId: null, partNumber: null, packName: 'each', packSize: 1, unitCostCents: null, ...body });

describe('suppliers', () => {
  it('adds, edits, archives and restores a supplier; the phone and email are tidied', async () => {
    const s = await addSupplier(alice);
    expect(s).toMatchObject({ name: 'Lone Star Fence Supply', email: 'orders@lonestar.example', phone: '512-555-0100', leadTimeDays: 3, archived: false, materialCount: 0 });
    const edited = await alice.put(`/api/suppliers/${s.id}`, { ...yard, leadTimeDays: 5, contactName: '' });
    expect(edited.json()).toMatchObject({ leadTimeDays: 5, contactName: null });
    expect((await alice.post(`/api/suppliers/${s.id}/archive`, {})).json().archived).toBe(true);
    expect((await alice.get('/api/suppliers')).json().map((x: { id: string }) => x.id)).not.toContain(s.id);
    expect((await alice.get('/api/suppliers?archived=true')).json().map((x: { id: string }) => x.id)).toContain(s.id);
    expect((await alice.post(`/api/suppliers/${s.id}/restore`, {})).json().archived).toBe(false);
  });

  it('refuses a bad supplier with every field\'s error at once, never a 500', async () => {
    const res = await alice.post('/api/suppliers', { name: ' ', email: 'nope', phone: '123', leadTimeDays: 400 });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { path: string; message: string }[]).map((e) => `${e.path}: ${e.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      'name: Supplier name is required', 'email: Invalid email address', 'phone: Please enter a valid 10-digit phone number', 'leadTimeDays: Lead time must be a whole number of days from 0 to 365',
    ]));
  });
});

describe('material prices', () => {
  it('lists the materials the assemblies make, unpriced until set; the cost date moves only when the cost does', async () => {
    const list = await prices(alice);
    const panel = list.find((p) => p.materialKey === 'vinyl/panel/6 ft x 8 ft');
    expect(panel).toMatchObject({ unit: 'each', unitCostCents: null, supplierId: null });
    expect(list.some((p) => p.materialKey === 'any/concrete/50 lb')).toBe(true);
    const s = await addSupplier(alice, { name: 'Panel Depot' });
    const first = await setPrice(alice, { materialKey: 'vinyl/panel/6 ft x 8 ft', supplierId: s.id, partNumber: 'VP-68', unitCostCents: 7_800 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().costChangedAt).not.toBeNull();
    const again = await setPrice(alice, { materialKey: 'vinyl/panel/6 ft x 8 ft', supplierId: s.id, partNumber: 'VP-68B', unitCostCents: 7_800 });
    expect(again.json().costChangedAt).toBe(first.json().costChangedAt);
    expect((await alice.get('/api/suppliers')).json().find((x: { id: string }) => x.id === s.id).materialCount).toBe(1);
  });

  it('refuses a material that is not on the list, a pack size of 0 and a negative cost', async () => {
    expect((await setPrice(alice, { materialKey: 'vinyl/unobtainium/1 ft', unitCostCents: 100 })).statusCode).toBe(404);
    const bad = await setPrice(alice, { materialKey: 'vinyl/panel/6 ft x 8 ft', packSize: 0, unitCostCents: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Pack size must be a whole number of 1 or more');
    expect(bad.body).toContain('Cost must be $0.00 or more');
  });
});

describe('price list import', () => {
  it('previews, then a file with one bad row imports nothing and names the row; the fixed file imports', async () => {
    const s = await addSupplier(alice, { name: 'Cedar Yard' });
    await setPrice(alice, { materialKey: 'any/concrete/50 lb', supplierId: s.id, partNumber: 'QK-50', unitCostCents: 600 });
    await setPrice(alice, { materialKey: 'cedar/picket/1x6 x 6 ft', supplierId: s.id, partNumber: 'CP-616', packName: 'bundle', packSize: 20, unitCostCents: 200 });
    const bad = 'Part Number,Description,Unit,Cost\nQK-50,Quikrete 50 lb,bag,6.25\nCP-616,Cedar picket 1x6 6ft,bundle,45.00\nXX-9,Something else,each,abc\n';
    const preview = await alice.post('/api/suppliers/price-list/preview', { supplierId: s.id, csv: bad });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ errorCount: 1, matchedCount: 2 });
    // The bundle of 20 at $45.00 is $2.25 a picket.
    expect(preview.json().rows[1].matches).toEqual([{ materialKey: 'cedar/picket/1x6 x 6 ft', oldUnitCostCents: 200, newUnitCostCents: 225 }]);
    expect(preview.json().rows[2].errors[0].message).toBe('Row 4: Cost must be an amount like 12.50');

    const refused = await alice.post('/api/suppliers/price-list/import', { supplierId: s.id, csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Nothing was imported: fix row 4 first (1 rows have errors)');
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'rows.4', message: 'Row 4: Cost must be an amount like 12.50' })]);
    const untouched = await prices(alice);
    expect(untouched.find((p) => p.materialKey === 'any/concrete/50 lb')?.unitCostCents).toBe(600);
    expect(untouched.find((p) => p.materialKey === 'cedar/picket/1x6 x 6 ft')?.unitCostCents).toBe(200);

    const ok = await alice.post('/api/suppliers/price-list/import', { supplierId: s.id, csv: bad.replace('each,abc', 'each,1.00') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ updated: 2 });
    const after = await prices(alice);
    expect(after.find((p) => p.materialKey === 'any/concrete/50 lb')?.unitCostCents).toBe(625);
    expect(after.find((p) => p.materialKey === 'cedar/picket/1x6 x 6 ft')?.unitCostCents).toBe(225);
  });

  it('a file without a cost column, a duplicate part number and an unknown unit are each named', async () => {
    const s = await addSupplier(alice, { name: 'Odd Lists' });
    const noCost = await alice.post('/api/suppliers/price-list/preview', { supplierId: s.id, csv: 'Part,Description\nA,B\n' });
    expect(noCost.statusCode).toBe(400);
    expect(noCost.json().message).toBe('The file needs a cost column');
    const dup = await alice.post('/api/suppliers/price-list/preview', { supplierId: s.id, csv: 'Part,Unit,Cost\nA,each,1\nA,crate,2\n' });
    expect(dup.json().rows[1].errors.map((e: { message: string }) => e.message)).toEqual([
      'Row 3: Part number A is also on row 2', expect.stringMatching(/^Row 3: Unit must be one of each, bundle, box, roll, pallet/),
    ]);
  });
});

describe('quote cost and margin', () => {
  it('is incomplete while a material has no cost or labour costs are unset, then adds up by hand', async () => {
    const diagram = layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'chain', heightFt: 4 } }]);
    const q = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: aliceCustomer, diagram, runs: [] })).json() as { id: string; totalCents: number };
    const first = await alice.get(`/api/quotes/${q.id}/costing`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ complete: false, incomplete: ['materialWithoutCost', 'laborCostsNotSet'] });

    // Every material at $1.00 a unit except the fabric, $60.00 a roll sold by the pallet of 3 rolls.
    const k = first.json();
    for (const m of k.materials as { key: string }[]) {
      const fabric = m.key.startsWith('chain/fabric/');
      const res = await setPrice(alice, { materialKey: m.key, unitCostCents: fabric ? 6_000 : 100, ...(fabric ? { packName: 'pallet', packSize: 3 } : {}) });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await alice.put('/api/suppliers/cost-settings', { laborCostPerFootCents: 500, laborCostPerPostCents: 700, laborCostPerGateCents: 3_000, crewHourlyCostCents: 4_000, minimumMarginPercent: 99 })).statusCode).toBe(200);
    const res = await alice.put(`/api/quotes/${q.id}/costing`, { crewHours: 2.5, paidByCard: false });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    const fabric = c.materials.find((m: { key: string }) => m.key.startsWith('chain/fabric/'));
    // 100 ft of fabric in 50 ft rolls (chain-link waste 0%) = 2 rolls → 1 pallet of 3 = 3 rolls × $60.00 = $180.00.
    expect(fabric).toMatchObject({ quantity: 2, packs: 1, units: 3, costCents: 18_000 });
    const others = c.materials.filter((m: { key: string }) => m !== fabric).reduce((s: number, m: { quantity: number }) => s + m.quantity * 100, 0);
    expect(c.materialsCents).toBe(18_000 + others);
    // Labour: 100 ft × $5.00 + posts × $7.00 + 2.5 crew-hours × $40.00 = $100.00.
    expect(c.labor).toMatchObject({ feet: 100, perFootCents: 50_000, perPostCents: c.labor.posts * 700, crewCents: 10_000 });
    expect(c.cardFeesCents).toBe(0);
    expect(c.priceCents + c.taxCents).toBe(q.totalCents);
    expect(c.costCents).toBe(c.materialsCents + c.laborCents);
    expect(c.marginCents).toBe(c.priceCents - c.costCents);
    expect(c).toMatchObject({ complete: true, incomplete: [], belowMinimum: true, minimumMarginPercent: 99 });

    // Paid by card: Stripe's 2.9% + 30¢ on each scheduled charge.
    const card = (await alice.put(`/api/quotes/${q.id}/costing`, { crewHours: 2.5, paidByCard: true })).json();
    expect(card.cardFeesCents).toBeGreaterThan(30);
    expect(card.marginCents).toBe(c.marginCents - card.cardFeesCents);

    // The contractor's margin report counts nothing yet: the quote has no job.
    const report = await alice.get('/api/reports/margins?months=3');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().months).toHaveLength(3);

    // The homeowner's page never carries a cost, a margin, a supplier or a part number.
    const sent = await alice.post(`/api/quotes/${q.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const token = new URL(sent.json().quote.publicLink.url).pathname.split('/')[3];
    const pub = await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`);
    expect(pub.statusCode).toBe(200);
    for (const word of ['unitCostCents', 'costCents', 'marginCents', 'marginPercent', 'cardFeesCents', 'supplier', 'partNumber', 'packSize', 'crewHours', 'Lone Star', 'CP-616']) {
      expect(pub.body, word).not.toContain(word);
    }
    for (const path of [`/api/public/quotes/${token}/costing`, `/api/quotes/${q.id}/costing`]) {
      expect((await new ApiClient(testApp.app).get(path)).statusCode).not.toBe(200);
    }

    // Approved and made a job: the margin report lists it with the quote's margin, in this month.
    const approved = await new ApiClient(testApp.app, '198.51.100.7').post(`/api/public/quotes/${token}/approve`, approvalBody('Dana Reyes'));
    expect(approved.statusCode, approved.body).toBe(200);
    const job = await alice.post(`/api/quotes/${q.id}/convert-to-job`, {});
    expect(job.statusCode, job.body).toBeLessThan(300);
    const after = (await alice.get('/api/reports/margins?months=2')).json();
    expect(after.jobs).toEqual([expect.objectContaining({ jobId: job.json().id, complete: true, priceCents: card.priceCents, marginCents: card.marginCents })]);
    expect(after.months[1]).toMatchObject({ jobs: 1, incompleteJobs: 0, priceCents: card.priceCents, marginCents: card.marginCents });
  });
});

describe('tenant isolation: another contractor reaches none of it', () => {
  it('every new route answers "not found" (or leaves them out) for another tenant', async () => {
    const s = await addSupplier(alice, { name: 'Alice Only Supply' });
    const diagram = layoutFromPolylines([{ points: [[0, 0], [40, 0]], props: { fenceType: 'cedar', heightFt: 6 } }]);
    const q = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: aliceCustomer, diagram, runs: [] })).json() as { id: string };
    expect((await bob.get('/api/suppliers')).json()).toEqual([]);
    expect((await bob.get('/api/suppliers?archived=true')).json()).toEqual([]);
    expect((await bob.put(`/api/suppliers/${s.id}`, yard)).statusCode).toBe(404);
    expect((await bob.post(`/api/suppliers/${s.id}/archive`, {})).statusCode).toBe(404);
    expect((await bob.post(`/api/suppliers/${s.id}/restore`, {})).statusCode).toBe(404);
    expect((await setPrice(bob, { materialKey: 'any/concrete/50 lb', supplierId: s.id, unitCostCents: 1 })).statusCode).toBe(404);
    expect((await bob.post('/api/suppliers/price-list/preview', { supplierId: s.id, csv: 'Part,Cost\nA,1\n' })).statusCode).toBe(404);
    expect((await bob.post('/api/suppliers/price-list/import', { supplierId: s.id, csv: 'Part,Cost\nA,1\n' })).statusCode).toBe(404);
    expect((await bob.get('/api/suppliers/materials')).json().every((p: PriceRow) => p.unitCostCents === null && p.supplierId === null)).toBe(true);
    expect((await bob.get('/api/suppliers/cost-settings')).json()).toMatchObject({ saved: false, laborCostPerFootCents: 0 });
    expect((await bob.get(`/api/quotes/${q.id}/costing`)).statusCode).toBe(404);
    expect((await bob.put(`/api/quotes/${q.id}/costing`, { crewHours: 1, paidByCard: false })).statusCode).toBe(404);
    expect((await bob.get('/api/reports/margins')).json().jobs).toEqual([]);
    // Alice's supplier is untouched.
    expect((await alice.get('/api/suppliers')).json().find((x: { id: string }) => x.id === s.id)).toMatchObject({ name: 'Alice Only Supply', archived: false });
  });

  it('a visitor gets 401 on every new route', async () => {
    const visitor = new ApiClient(testApp.app);
    for (const [method, path] of [['GET', '/api/suppliers'], ['GET', '/api/suppliers/materials'], ['GET', '/api/suppliers/cost-settings'], ['GET', '/api/reports/margins']] as const) {
      expect((await visitor.raw(method, path)).statusCode, path).toBe(401);
    }
  });
});
