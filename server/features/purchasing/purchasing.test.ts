// Issue 24 through the API: "Order materials" groups an approved quote's list by supplier and loses no line; sending
// emails the supplier once (twice in a row or at the same time); a change after sending is a new revision the supplier
// gets; partial then full deliveries move the statuses; the job says what is missing and the bell does three days out;
// every route answers another tenant "not found".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/dates';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import { jobs, materialPrices, quotes, suppliers } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { useTestApp } from '../../test/use-test-app';
import { detectMissingMaterials } from './job-purchasing.service';
import type { PurchasingDeps } from './purchasing-context';
import { purchaseOrderMessageId } from './purchase-order-mail';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const testApp = useTestApp({
  config: async () => {
    smtp = await startSmtpSink();
    return { smtpUrl: smtp.url, mailFrom: 'Picket <no-reply@picket.example>' };
  },
});
afterAll(async () => {
  await smtp?.close();
});

let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;
const ids = { quote: '', yardA: '', yardB: '', orderA: '', orderB: '', job: '' };
const homeowner = { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' };

type Line = { id: string; materialKey: string | null; packs: number; packSize: number; receivedPacks: number; backOrderedPacks: number; partNumber: string | null; packCostCents: number | null };
type Order = { id: string; poNumber: number; status: string; revision: number; totalCents: number; mail: string | null; supplier: { id: string; name: string } | null; lines: Line[] };
type Purchasing = { orders: Order[]; notOrdered: { key: string; quantity: number }[]; canOrder: boolean };

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

beforeAll(async () => {
  const a = await makeContractor(testApp.db, { businessName: 'Lone Star Fence' });
  aliceId = a.contractorId;
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, await makeContractor(testApp.db));
  const customer = (await alice.post('/api/homeowners', homeowner)).json().id;
  const diagram = layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6, style: 'Privacy' } }]);
  const quote = await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customer, diagram, runs: [] });
  expect(quote.statusCode, quote.body).toBe(201);
  ids.quote = quote.json().id;
  const [yardA, yardB] = await testApp.db
    .insert(suppliers)
    .values([
      { contractorId: aliceId, name: 'Austin Vinyl Supply', email: 'orders@vinyl-supply.test', contactName: 'Marta' },
      { contractorId: aliceId, name: 'Hill Country Posts', email: 'sales@posts.test', yardAddress: '9 Yard Rd, Austin TX' },
    ])
    .returning();
  ids.yardA = yardA.id;
  ids.yardB = yardB.id;
  // Panels each from A; line posts in bundles of 5 and terminal posts each from B; everything else has no supplier.
  await testApp.db.insert(materialPrices).values([
    { contractorId: aliceId, materialKey: 'vinyl/panel/6 ft x 8 ft', supplierId: yardA.id, partNumber: 'VP-68', packName: 'each', packSize: 1, unitCostCents: 5_000 },
    { contractorId: aliceId, materialKey: 'vinyl/post-line/5x5 x 8 ft', supplierId: yardB.id, partNumber: 'LP-55', packName: 'bundle', packSize: 5, unitCostCents: 2_000 },
    { contractorId: aliceId, materialKey: 'vinyl/post-terminal/5x5 x 8 ft', supplierId: yardB.id, partNumber: 'TP-55', packName: 'each', packSize: 1, unitCostCents: 2_500 },
  ]);
});

const purchasing = async (client: ApiClient = alice) => {
  const res = await client.get(`/api/quotes/${ids.quote}/purchase-orders`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Purchasing;
};

describe('ordering an approved quote\'s materials', () => {
  it('is refused before the homeowner approves', async () => {
    expect(await purchasing()).toMatchObject({ canOrder: false, toOrder: 3, orders: [] });
    const res = await alice.post(`/api/quotes/${ids.quote}/purchase-orders/propose`);
    expect(res.statusCode).toBe(409);
  });

  it('proposes one order per supplier in whole packs, and every material of the list is on one order or "not ordered"', async () => {
    await testApp.db.update(quotes).set({ status: 'approved' }).where(eq(quotes.id, ids.quote));
    const list = (await alice.get(`/api/quotes/${ids.quote}/materials`)).json().totals as { key: string; quantity: number }[];
    const res = await alice.post(`/api/quotes/${ids.quote}/purchase-orders/propose`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as Purchasing;
    expect(p.orders.map((o) => o.supplier?.name).sort()).toEqual(['Austin Vinyl Supply', 'Hill Country Posts']);
    const a = p.orders.find((o) => o.supplier?.id === ids.yardA)!;
    const b = p.orders.find((o) => o.supplier?.id === ids.yardB)!;
    ids.orderA = a.id;
    ids.orderB = b.id;
    // 100 ft of 8 ft vinyl panels: 13 panels, 12 line posts (3 bundles of 5 = 15), 2 terminal posts (materials.test.ts).
    expect(a.lines.map((l) => [l.materialKey, l.packs, l.partNumber])).toEqual([['vinyl/panel/6 ft x 8 ft', 13, 'VP-68']]);
    expect(b.lines.map((l) => [l.materialKey, l.packs, l.packSize])).toEqual([['vinyl/post-line/5x5 x 8 ft', 3, 5], ['vinyl/post-terminal/5x5 x 8 ft', 2, 1]]);
    expect(a.totalCents).toBe(13 * 5_000);
    expect(b.totalCents).toBe(3 * 5 * 2_000 + 2 * 2_500);
    // No line lost: every key of the list exactly once, on an order or not ordered.
    const placed = [...p.orders.flatMap((o) => o.lines.map((l) => l.materialKey)), ...p.notOrdered.map((n) => n.key)];
    expect(placed.sort()).toEqual(list.map((l) => l.key).sort());
    expect(new Set(placed).size).toBe(placed.length);
    expect(p.notOrdered.map((n) => n.key)).toContain('any/concrete/50 lb');
    // Numbers run per contractor, one after the other.
    expect([a.poNumber, b.poNumber].sort()).toEqual([1001, 1002]);
    // Asking again orders nothing twice.
    const again = (await alice.post(`/api/quotes/${ids.quote}/purchase-orders/propose`)).json() as Purchasing & { toOrder: number };
    expect(again.orders.flatMap((o) => o.lines).length).toBe(3);
    expect(again.toOrder).toBe(0);
    const [q] = await testApp.db.select().from(quotes).where(eq(quotes.id, ids.quote));
    expect(q.supplierOrderStatus).toBe('2:draft');
  });

  it('splits a line across suppliers and edits a draft: nothing is lost, totals stay in cents', async () => {
    const b = (await alice.get(`/api/purchase-orders/${ids.orderB}`)).json() as Order;
    const terminal = b.lines.find((l) => l.materialKey === 'vinyl/post-terminal/5x5 x 8 ft')!;
    const split = await alice.post(`/api/purchase-orders/${ids.orderB}/split`, { lineId: terminal.id, supplierId: ids.yardA, packs: 1 });
    expect(split.statusCode, split.body).toBe(200);
    const p = split.json() as Purchasing;
    const units = (key: string) => p.orders.flatMap((o) => o.lines).filter((l) => l.materialKey === key).reduce((s, l) => s + l.packs * l.packSize, 0);
    expect(units('vinyl/post-terminal/5x5 x 8 ft')).toBe(2);
    expect(p.orders.find((o) => o.id === ids.orderA)!.lines).toHaveLength(2);
    // A bad split says why, never a 500.
    expect((await alice.post(`/api/purchase-orders/${ids.orderB}/split`, { lineId: terminal.id, supplierId: ids.yardA, packs: 5 })).statusCode).toBe(400);
    // Change a quantity and add a line by hand.
    const a = p.orders.find((o) => o.id === ids.orderA)!;
    const body = { deliverTo: 'site', deliveryDate: '2031-05-02', lines: [...a.lines.map((l) => ({ ...l, packs: l.materialKey === 'vinyl/panel/6 ft x 8 ft' ? 14 : l.packs })), { description: 'Gate hardware kit', packs: 1, packCostCents: 4_599 }] };
    const edited = await alice.put(`/api/purchase-orders/${ids.orderA}`, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ revision: 1, status: 'draft', totalCents: 14 * 5_000 + 2_500 + 4_599 });
    const bad = await alice.put(`/api/purchase-orders/${ids.orderA}`, { lines: [{ description: '', packs: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['lines.0.description', 'lines.0.packs']);
  });

  it('emails the supplier the PDF once when sent twice in a row or at the same time, with one Message-ID', async () => {
    const first = await alice.post(`/api/purchase-orders/${ids.orderA}/send`, { lang: 'en' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'sent', mail: 'sent' });
    expect((await alice.post(`/api/purchase-orders/${ids.orderA}/send`, { lang: 'en' })).statusCode).toBe(200);
    const toA = mailsTo('orders@vinyl-supply.test');
    expect(toA).toHaveLength(1);
    expect(toA[0].raw).toContain('Purchase order PO-');
    expect(toA[0].raw).toContain('Content-Type: application/pdf');
    const [sendRow] = (await testApp.db.query.purchaseOrderSends.findMany({ where: (s, { eq: e }) => e(s.orderId, ids.orderA) }));
    expect(toA[0].raw).toMatch(new RegExp(`^Message-ID: ${purchaseOrderMessageId(sendRow.id, 'Picket <no-reply@picket.example>')}\\r?$`, 'mi'));
    // Two at once (two tabs, two instances): one email.
    const both = await Promise.all([alice.post(`/api/purchase-orders/${ids.orderB}/send`, { lang: 'es' }), alice.post(`/api/purchase-orders/${ids.orderB}/send`, { lang: 'es' })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const toB = mailsTo('sales@posts.test');
    expect(toB).toHaveLength(1);
    expect(toB[0].raw).toContain('Orden de compra PO-');
  });

  it('a change to a sent order is a new revision and the supplier gets it', async () => {
    const a = (await alice.get(`/api/purchase-orders/${ids.orderA}`)).json() as Order;
    const res = await alice.put(`/api/purchase-orders/${ids.orderA}`, { lines: a.lines.map((l) => ({ ...l, description: (l as unknown as { description: string }).description, packs: l.partNumber === 'VP-68' ? 15 : l.packs })) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revision: 2, status: 'sent', mail: 'sent' });
    const toA = mailsTo('orders@vinyl-supply.test');
    expect(toA).toHaveLength(2);
    expect(toA[1].raw).toContain('(revision 2)');
  });

  it('a partial delivery leaves a back-order; the rest makes it received; the quote\'s summary follows', async () => {
    const b = (await alice.get(`/api/purchase-orders/${ids.orderB}`)).json() as Order;
    const lineOf = (key: string) => b.lines.find((l) => l.materialKey === key)!;
    const part = await alice.post(`/api/purchase-orders/${ids.orderB}/receive`, { lines: [{ lineId: lineOf('vinyl/post-line/5x5 x 8 ft').id, packs: 2, packCostCents: 10_500 }] });
    expect(part.statusCode, part.body).toBe(200);
    const after = part.json() as Order;
    expect(after.status).toBe('partially_received');
    expect(after.lines.find((l) => l.materialKey === 'vinyl/post-line/5x5 x 8 ft')).toMatchObject({ receivedPacks: 2, backOrderedPacks: 1, packCostCents: 10_500 });
    // More than was ordered is refused with the line's name.
    const over = await alice.post(`/api/purchase-orders/${ids.orderB}/receive`, { lines: [{ lineId: lineOf('vinyl/post-line/5x5 x 8 ft').id, packs: 2 }] });
    expect(over.statusCode).toBe(400);
    let [q] = await testApp.db.select().from(quotes).where(eq(quotes.id, ids.quote));
    expect(q.supplierOrderStatus).toBe('2:sent');
    const rest = await alice.post(`/api/purchase-orders/${ids.orderB}/receive`, { lines: b.lines.map((l) => ({ lineId: l.id, packs: l.materialKey === 'vinyl/post-line/5x5 x 8 ft' ? 1 : l.packs })) });
    expect(rest.json().status).toBe('received');
    const a = (await alice.get(`/api/purchase-orders/${ids.orderA}`)).json() as Order;
    await alice.post(`/api/purchase-orders/${ids.orderA}/receive`, { lines: [{ lineId: a.lines[0].id, packs: 1 }] });
    [q] = await testApp.db.select().from(quotes).where(eq(quotes.id, ids.quote));
    expect(q.supplierOrderStatus).toBe('2:partially_received');
    expect((await alice.post(`/api/purchase-orders/${ids.orderB}/close`)).json().status).toBe('closed');
    expect((await alice.post(`/api/purchase-orders/${ids.orderB}/cancel`)).statusCode).toBe(409);
  });

  it('the job says what is missing, compares estimated with actual, and the bell says so three days out', async () => {
    const conv = await alice.post(`/api/quotes/${ids.quote}/convert-to-job`);
    expect(conv.statusCode, conv.body).toBeLessThan(300);
    ids.job = conv.json().id;
    const today = new Date().toISOString().slice(0, 10);
    await testApp.db.update(jobs).set({ scheduledDate: addDays(today, 2), status: 'scheduled' }).where(eq(jobs.id, ids.job));
    const extra = await alice.post(`/api/jobs/${ids.job}/extra-costs`, { description: 'Dumpster', amountCents: 35_000 });
    expect(extra.statusCode, extra.body).toBe(201);
    const view = extra.json();
    // Order A is still short of 14 panels and the hardware kit; concrete etc. are on no order.
    expect(view.missing.find((m: { description: string; poNumber: number | null }) => m.description.startsWith('Panel'))).toMatchObject({ quantity: 14 });
    expect(view.missing.some((m: { poNumber: number | null }) => m.poNumber === null)).toBe(true);
    // Actual: received packs at the cost recorded on delivery (3 bundles at $105, not the list's $100; 1 terminal post;
    // 1 panel) + the extra cost.
    expect(view.costs.receivedMaterialsCents).toBe(3 * 10_500 + 2_500 + 5_000);
    expect(view.costs.extraCostsCents).toBe(35_000);
    expect(view.costs.actualCents).toBe(view.costs.receivedMaterialsCents + 35_000);
    // Estimated: the list at pack costs; concrete and the rest have no cost, so it says incomplete.
    expect(view.costs.estimatedMaterialsCents).toBe(13 * 5_000 + 15 * 2_000 + 2 * 2_500);
    expect(view.costs.estimateComplete).toBe(false);
    // The queue's check, handed the materials list the way the app composes it (here through Alice's own API: hers is
    // the only job in the window).
    const deps: PurchasingDeps = { quoteMaterials: async (_db, _c, quoteId) => (await alice.get(`/api/quotes/${quoteId}/materials`)).json(), materialName: (l) => l.material };
    expect(await detectMissingMaterials(testApp.db, deps)).toBe(1);
    expect(await detectMissingMaterials(testApp.db, deps)).toBe(0);
    const bell = (await alice.get('/api/materials-missing-notifications')).json().notifications;
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ jobId: ids.job, scheduledDate: addDays(today, 2) });
    expect((await bob.get('/api/materials-missing-notifications')).json().notifications).toEqual([]);
  });
});

describe('tenant isolation: another contractor finds nothing', () => {
  it('on every purchasing route', async () => {
    const costId = (await alice.get(`/api/jobs/${ids.job}/purchasing`)).json().extraCosts[0].id;
    const lineId = ((await alice.get(`/api/purchase-orders/${ids.orderA}`)).json() as Order).lines[0].id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/quotes/${ids.quote}/purchase-orders`],
      ['POST', `/api/quotes/${ids.quote}/purchase-orders/propose`, {}],
      ['GET', `/api/purchase-orders/${ids.orderA}`],
      ['PUT', `/api/purchase-orders/${ids.orderA}`, { notes: 'mine now' }],
      ['POST', `/api/purchase-orders/${ids.orderA}/split`, { lineId, supplierId: ids.yardB, packs: 1 }],
      ['POST', `/api/purchase-orders/${ids.orderA}/send`, { lang: 'en' }],
      ['POST', `/api/purchase-orders/${ids.orderA}/receive`, { lines: [{ lineId, packs: 1 }] }],
      ['POST', `/api/purchase-orders/${ids.orderA}/cancel`, {}],
      ['POST', `/api/purchase-orders/${ids.orderA}/close`, {}],
      ['GET', `/api/purchase-orders/${ids.orderA}/pdf`],
      ['GET', `/api/jobs/${ids.job}/purchasing`],
      ['POST', `/api/jobs/${ids.job}/extra-costs`, { description: 'x', amountCents: 100 }],
      ['DELETE', `/api/jobs/${ids.job}/extra-costs/${costId}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await bob.raw(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing of Alice's changed and nobody was emailed again.
    const a = (await alice.get(`/api/purchase-orders/${ids.orderA}`)).json();
    expect(a.notes).toBeNull();
    expect(mailsTo('orders@vinyl-supply.test')).toHaveLength(2);
    // Signed out: 401.
    expect((await new ApiClient(testApp.app).get(`/api/purchase-orders/${ids.orderA}`)).statusCode).toBe(401);
  });

  it('the PDF carries the PO number and the contractor\'s name', async () => {
    const res = await alice.get(`/api/purchase-orders/${ids.orderA}/pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
