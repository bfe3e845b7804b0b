// A purchase order's delivery → one QuickBooks Bill from the supplier as a Vendor (issue 27), against the strict fake
// QuickBooks, on PGlite and PostgreSQL: lines = received packs × the pack cost at that delivery, billable to the job's
// customer; a second delivery is a second Bill from the same Vendor; once under two workers, a rerun, "send again" and
// a crash between QuickBooks' answer and Picket's commit; a supplier name a customer already uses gets " (supplier)";
// nothing queued for a contractor without QuickBooks; never in another contractor's books.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderLines, purchaseOrders, qboLinks, suppliers } from '../../db/schema/index';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo';
import { signedIn, type ApiClient } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { approvedQuote, connectQboTenant, itemsOf, qboDeps, qboTestConfig, syncAll, type QboTenant } from '../../test/quickbooks';
import { useTestApp } from '../../test/use-test-app';
import { syncBill } from './qbo-bills';

let qbo: FakeQbo;
const t = useTestApp({
  config: async () => {
    qbo = await startFakeQbo({ webhook: { url: null } });
    return qboTestConfig(qbo);
  },
});

let alice: QboTenant;
let bob: QboTenant;
let poNumber = 2000;

const cents = (n: unknown) => Math.round(Number(n) * 100);
type BillLine = { Amount: number; DetailType: string; Description: string; AccountBasedExpenseLineDetail: { AccountRef: { value: string }; CustomerRef?: { value: string }; BillableStatus?: string } };

/** An approved quote's order to a supplier: 4 panels at $50 each, 3 bundles of 5 line posts at $100 a bundle. */
async function sentOrder(contractorId: string, supplierName: string, customerFirstName: string) {
  const { quote, homeowner } = await approvedQuote(t.db, contractorId, { firstName: customerFirstName, lastName: 'Reyes' });
  const [supplier] = await t.db.insert(suppliers).values({ contractorId, name: supplierName, email: `orders-${poNumber}@supply.test`, phone: '512-555-0100' }).returning();
  const [order] = await t.db.insert(purchaseOrders).values({ contractorId, quoteId: quote.id, supplierId: supplier.id, poNumber: ++poNumber, status: 'sent', totalCents: 50_000 }).returning();
  const [panels, posts] = await t.db
    .insert(purchaseOrderLines)
    .values([
      { contractorId, orderId: order.id, description: 'Vinyl panel 6 ft x 8 ft', partNumber: 'VP-68', packs: 4, packCostCents: 5_000, sortOrder: 0 },
      { contractorId, orderId: order.id, description: 'Line post 5x5 x 8 ft', partNumber: 'LP-55', packName: 'bundle', packSize: 5, packs: 3, packCostCents: 10_000, sortOrder: 1 },
    ])
    .returning();
  return { quote, homeowner, supplier, order, panels, posts };
}

/** The contractor records a delivery through the API (POST /api/purchase-orders/:id/receive). */
async function receive(api: ApiClient, orderId: string, body: { lines: { lineId: string; packs: number; packCostCents?: number }[]; receivedOn?: string }) {
  const res = await api.post(`/api/purchase-orders/${orderId}/receive`, body);
  expect(res.statusCode, res.body).toBe(200);
}

const billItems = async (contractorId: string) => (await itemsOf(t.db, contractorId)).filter((r) => r.action === 'bill.create');
const billsOf = (realm: QboTenant['realm'], poNumberOf: number) => realm.list('Bill').filter((b) => String(b.DocNumber).startsWith(`PO-${poNumberOf}-`));
const vendorsNamed = (realm: QboTenant['realm'], name: string) => realm.list('Vendor').filter((v) => String(v.DisplayName).startsWith(name));

beforeAll(async () => {
  alice = await connectQboTenant(t, qbo, 'Bill Fence');
  bob = await connectQboTenant(t, qbo, 'Other Bill Fence');
});
afterAll(async () => {
  await qbo?.close();
});

describe('a delivery becomes a Bill from the supplier', () => {
  it('one Vendor and one Bill with the received packs at the delivery\'s pack cost, billable to the job\'s customer; a second delivery is a second Bill from the same Vendor', async () => {
    const o = await sentOrder(alice.contractorId, 'Austin Vinyl Supply', 'Dana');
    // First delivery: 2 of 4 panels at $50; all 3 bundles, at $105 on the supplier's invoice (not the order's $100).
    await receive(alice.api, o.order.id, { lines: [{ lineId: o.panels.id, packs: 2 }, { lineId: o.posts.id, packs: 3, packCostCents: 10_500 }], receivedOn: '2026-11-20' });
    expect(await billItems(alice.contractorId)).toEqual([expect.objectContaining({ status: 'pending', entity: 'receipt' })]);
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));

    const [vendor, ...moreVendors] = vendorsNamed(alice.realm, 'Austin Vinyl Supply');
    expect(moreVendors).toHaveLength(0);
    expect(vendor).toMatchObject({ DisplayName: 'Austin Vinyl Supply', CompanyName: 'Austin Vinyl Supply', PrimaryPhone: { FreeFormNumber: '512-555-0100' } });
    const [bill, ...moreBills] = billsOf(alice.realm, o.order.poNumber);
    expect(moreBills).toHaveLength(0);
    // 2 × $50 + 3 × $105 = $100 + $315 = $415.
    expect(bill).toMatchObject({ DocNumber: `PO-${o.order.poNumber}-1`, TxnDate: '2026-11-20', VendorRef: { value: vendor.Id } });
    expect(cents(bill.TotalAmt)).toBe(41_500);
    const customerLink = (await t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, alice.contractorId), eq(qboLinks.kind, 'customer'), eq(qboLinks.localId, o.homeowner.id))))[0];
    const account = alice.realm.list('Account').find((a) => a.Name === 'Job Materials')!;
    expect(account).toMatchObject({ AccountType: 'Cost of Goods Sold' });
    const lines = bill.Line as BillLine[];
    expect(lines.map((l) => [l.Amount, l.Description])).toEqual([
      [100, 'VP-68 Vinyl panel 6 ft x 8 ft – 2 × each at 50.00 each'],
      [315, 'LP-55 Line post 5x5 x 8 ft – 3 × bundle of 5 at 105.00 each'],
    ]);
    for (const l of lines) expect(l.AccountBasedExpenseLineDetail).toEqual({ AccountRef: { value: account.Id }, CustomerRef: { value: customerLink.qboId }, BillableStatus: 'Billable' });

    // Second delivery: the other 2 panels, now $52 each: a second Bill, same Vendor, the first Bill untouched.
    await receive(alice.api, o.order.id, { lines: [{ lineId: o.panels.id, packs: 2, packCostCents: 5_200 }], receivedOn: '2026-11-24' });
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    expect(vendorsNamed(alice.realm, 'Austin Vinyl Supply')).toHaveLength(1);
    const bills = billsOf(alice.realm, o.order.poNumber);
    expect(bills.map((b) => [b.DocNumber, cents(b.TotalAmt), (b.VendorRef as { value: string }).value])).toEqual([
      [`PO-${o.order.poNumber}-1`, 41_500, vendor.Id],
      [`PO-${o.order.poNumber}-2`, 10_400, vendor.Id],
    ]);
    expect((await billItems(alice.contractorId)).map((r) => r.status)).toEqual(['done', 'done']);
    expect(await t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, alice.contractorId), eq(qboLinks.kind, 'vendor'), eq(qboLinks.localId, o.supplier.id)))).toHaveLength(1);
  });

  it('is one Bill under two workers at once, a rerun, "send again" and a crash between QuickBooks answering and Picket committing', async () => {
    const o = await sentOrder(alice.contractorId, 'Hill Country Posts', 'Luis');
    await receive(alice.api, o.order.id, { lines: [{ lineId: o.posts.id, packs: 1 }] });
    await Promise.all([syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config)), syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config))]);
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    expect(billsOf(alice.realm, o.order.poNumber)).toHaveLength(1);
    const [done] = (await billItems(alice.contractorId)).filter((r) => r.qboId === billsOf(alice.realm, o.order.poNumber)[0].Id);
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    expect((await alice.api.post(`/api/integrations/quickbooks/sync-log/${done.id}/retry`)).json()).toEqual({ status: 'pending' });
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    expect(billsOf(alice.realm, o.order.poNumber)).toHaveLength(1);
    expect(cents(billsOf(alice.realm, o.order.poNumber)[0].TotalAmt)).toBe(10_000);

    // The worker dies after QuickBooks created the bill, before Picket recorded it: the retry finds it, no second.
    await receive(alice.api, o.order.id, { lines: [{ lineId: o.posts.id, packs: 2 }] });
    let crashes = 0;
    const crashing: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (init?.method === 'POST' && /\/bill\?/.test(String(input)) && crashes < 1) {
        crashes += 1;
        throw new Error('worker died');
      }
      return res;
    };
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config, { fetchImpl: crashing }));
    expect(crashes).toBe(1);
    expect(billsOf(alice.realm, o.order.poNumber).map((b) => [b.DocNumber, cents(b.TotalAmt)])).toEqual([
      [`PO-${o.order.poNumber}-1`, 10_000],
      [`PO-${o.order.poNumber}-2`, 20_000],
    ]);
  });

  it('a supplier whose name a QuickBooks customer already has becomes "<name> (supplier)"', async () => {
    alice.realm.insert('Customer', { DisplayName: 'Cedar Mill', Active: true });
    const o = await sentOrder(alice.contractorId, 'Cedar Mill', 'Rosa');
    await receive(alice.api, o.order.id, { lines: [{ lineId: o.panels.id, packs: 4 }] });
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    const [vendor] = vendorsNamed(alice.realm, 'Cedar Mill');
    expect(vendor.DisplayName).toBe('Cedar Mill (supplier)');
    expect(billsOf(alice.realm, o.order.poNumber)).toEqual([expect.objectContaining({ VendorRef: { value: vendor.Id }, TotalAmt: 200 })]);
  });

  it("lands on the materials account the contractor mapped (one QuickBooks has), and a mapping to an account QuickBooks lacks is refused", async () => {
    const mine = alice.realm.insert('Account', { Name: 'Supplies & Materials - COGS', AccountType: 'Cost of Goods Sold', AccountSubType: 'SuppliesMaterialsCogs', Active: true });
    const options = (await alice.api.get('/api/integrations/quickbooks/mapping/options')).json();
    // The suggestion is a materials account of the company (Picket's "Job Materials", made by the first bill, or this one).
    const materialsAccounts = alice.realm.list('Account').filter((a) => /material/i.test(String(a.Name))).map((a) => a.Id);
    expect(materialsAccounts).toContain(mine.Id);
    expect(materialsAccounts).toContain(options.suggested.materialsAccountId);
    const mapping = (await alice.api.get('/api/integrations/quickbooks/connection')).json().connection.mapping;
    const refused = await alice.api.put('/api/integrations/quickbooks/mapping', { ...mapping, materialsAccountId: '999999' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'materialsAccountId' })]);
    const saved = await alice.api.put('/api/integrations/quickbooks/mapping', { ...mapping, materialsAccountId: mine.Id });
    expect(saved.statusCode, saved.body).toBe(200);
    const o = await sentOrder(alice.contractorId, 'Mapped Supply', 'Ivy');
    await receive(alice.api, o.order.id, { lines: [{ lineId: o.posts.id, packs: 3 }] });
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    const [bill] = billsOf(alice.realm, o.order.poNumber);
    expect((bill.Line as BillLine[]).map((l) => [l.Amount, l.AccountBasedExpenseLineDetail.AccountRef.value])).toEqual([[300, mine.Id]]);
    // Unset again: Picket's own "Job Materials" account.
    expect((await alice.api.put('/api/integrations/quickbooks/mapping', { ...mapping, materialsAccountId: null })).statusCode).toBe(200);
  });

  it('a line added with no cost goes at 0.00 and says so; the bill is the other lines\' total', async () => {
    const o = await sentOrder(alice.contractorId, 'No Cost Supply', 'Omar');
    const [hinges] = await t.db.insert(purchaseOrderLines).values({ contractorId: alice.contractorId, orderId: o.order.id, description: 'Gate hinges', packs: 2, packCostCents: null, sortOrder: 2 }).returning();
    await receive(alice.api, o.order.id, { lines: [{ lineId: hinges.id, packs: 2 }, { lineId: o.panels.id, packs: 1 }] });
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    const [bill] = billsOf(alice.realm, o.order.poNumber);
    expect((bill.Line as BillLine[]).map((l) => [l.Amount, l.Description])).toEqual([
      [0, 'Gate hinges – 2 × each, no cost recorded in Picket'],
      [50, 'VP-68 Vinyl panel 6 ft x 8 ft – 1 × each at 50.00 each'],
    ]);
    expect(cents(bill.TotalAmt)).toBe(5_000);
  });

  it('a contractor not connected to QuickBooks gets nothing queued', async () => {
    const carol = await makeContractor(t.db, { businessName: 'No Books Fence' });
    const carolApi = await signedIn(t.app, carol);
    const { quote } = await approvedQuote(t.db, carol.contractorId, { firstName: 'Carol' });
    const [order] = await t.db.insert(purchaseOrders).values({ contractorId: carol.contractorId, quoteId: quote.id, poNumber: 1001, status: 'sent' }).returning();
    const [line] = await t.db.insert(purchaseOrderLines).values({ contractorId: carol.contractorId, orderId: order.id, description: 'Gate kit', packs: 1, packCostCents: 9_000 }).returning();
    await receive(carolApi, order.id, { lines: [{ lineId: line.id, packs: 1 }] });
    expect(await itemsOf(t.db, carol.contractorId)).toEqual([]);
  });

  it("one contractor's delivery lands in their own books only, and another contractor's worker never reads it", async () => {
    const o = await sentOrder(bob.contractorId, 'Bob Lumber Yard', 'Bea');
    await receive(bob.api, o.order.id, { lines: [{ lineId: o.panels.id, packs: 1 }] });
    const [item] = await billItems(bob.contractorId);
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    expect(billsOf(bob.realm, o.order.poNumber)).toHaveLength(0);
    await syncAll(t.db, bob.contractorId, qboDeps(t, t.app.config));
    expect(billsOf(bob.realm, o.order.poNumber)).toHaveLength(1);
    expect(alice.realm.list('Bill').filter((b) => String(b.PrivateNote).includes(item.entityId!))).toHaveLength(0);
    expect(vendorsNamed(alice.realm, 'Bob Lumber Yard')).toHaveLength(0);
    // Alice's context asked for Bob's delivery: not found, nothing sent.
    const client = (await qboDeps(t, t.app.config).clientFor(t.db, alice.contractorId))!;
    const mapping = (await alice.api.get('/api/integrations/quickbooks/connection')).json().connection.mapping;
    expect(await syncBill({ db: t.db, client, contractorId: alice.contractorId, mapping }, item.entityId!)).toMatchObject({ status: 'skipped', detail: { reason: 'gone' } });
    expect(await t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, alice.contractorId), eq(qboLinks.localId, item.entityId!)))).toHaveLength(0);
  });
});
