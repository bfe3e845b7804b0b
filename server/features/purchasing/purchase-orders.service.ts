// Issue 24: purchase orders of an approved quote (or its job): the proposal, edits, splits, cancel and close, and the
// quote's SPEC §3 summary. Every query is scoped by contractor_id; another tenant's order is "not found".
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { roundUpToPacks } from '../../../core/suppliers/packs';
import { notYetOrdered, orderTotalCents, proposePurchaseOrders, type MaterialSource, type ProposalMaterial } from '../../../core/purchasing/propose-purchase-orders';
import { canCancel, canClose, displayPoNumber, editableStatuses, supplierOrderSummary, type PurchaseOrderStatus } from '../../../core/purchasing/purchase-order-status';
import type { PurchaseOrderView, QuotePurchasingView, UpdatePurchaseOrderBody } from '../../../core/purchasing/purchase-order.schema';
import type { Db, DbOrTx } from '../../db/connection';
import { homeowners, jobs, materialPrices, purchaseOrderCounters, purchaseOrderLines, purchaseOrderSends, purchaseOrders, quotes, suppliers } from '../../db/schema/index';
import type { PurchasingDeps } from './purchasing-context';

type OrderRow = typeof purchaseOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;

/** Quotes whose materials may be ordered: the homeowner approved them (and what they became after). */
const orderableQuoteStatuses = ['approved', 'scheduled', 'completed', 'paid', 'converted_to_job'] as const;

const orderNotFound = () => notFound(errorMessage('purchasing.errors.orderNotFound'));
const quoteNotFound = () => notFound(errorMessage('errors.quotes.notFound'));

export async function loadQuote(db: DbOrTx, contractorId: string, quoteId: string) {
  const [q] = await db.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  if (!q) throw quoteNotFound();
  return q;
}

export async function loadOrder(db: DbOrTx, contractorId: string, orderId: string): Promise<OrderRow> {
  const [o] = await db.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.contractorId, contractorId))).limit(1);
  if (!o) throw orderNotFound();
  return o;
}

/** The list's lines as the proposal reads them, named in the contractor's page language. */
export async function listMaterials(db: Db, deps: PurchasingDeps, contractorId: string, quoteId: string, lang: 'en' | 'es' = 'en'): Promise<ProposalMaterial[]> {
  const list = await deps.quoteMaterials(db, contractorId, quoteId);
  return list.totals.map((l) => ({ key: l.key, quantity: l.quantity, unit: l.unit, description: deps.materialName(l, lang) }));
}

/** List units already on the quote's live (not cancelled) orders, by material key; a closed order counts what came. */
async function unitsOnOrder(db: DbOrTx, contractorId: string, quoteId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: purchaseOrderLines.materialKey, units: sql<number>`sum(case when ${purchaseOrders.status} = 'closed' then ${purchaseOrderLines.receivedPacks} else ${purchaseOrderLines.packs} end * ${purchaseOrderLines.packSize})::int` })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .where(and(eq(purchaseOrders.contractorId, contractorId), eq(purchaseOrders.quoteId, quoteId), ne(purchaseOrders.status, 'cancelled')))
    .groupBy(purchaseOrderLines.materialKey);
  return new Map(rows.filter((r) => r.key != null).map((r) => [r.key!, Number(r.units)]));
}

async function nextPoNumber(tx: DbOrTx, contractorId: string): Promise<number> {
  const [row] = await tx
    .insert(purchaseOrderCounters)
    .values({ contractorId, nextNumber: 1002 })
    .onConflictDoUpdate({ target: purchaseOrderCounters.contractorId, set: { nextNumber: sql`${purchaseOrderCounters.nextNumber} + 1` } })
    .returning({ next: purchaseOrderCounters.nextNumber });
  return row.next - 1;
}

/** The job site: the homeowner's address on the quote. */
async function siteAddress(tx: DbOrTx, contractorId: string, homeownerId: string | null): Promise<string | null> {
  if (!homeownerId) return null;
  const [h] = await tx.select().from(homeowners).where(and(eq(homeowners.id, homeownerId), eq(homeowners.contractorId, contractorId))).limit(1);
  if (!h) return null;
  return [h.address, h.city, [h.state, h.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
}

async function newDraft(tx: DbOrTx, q: typeof quotes.$inferSelect, supplierId: string) {
  const poNumber = await nextPoNumber(tx, q.contractorId);
  const deliveryAddress = await siteAddress(tx, q.contractorId, q.homeownerId);
  const [o] = await tx
    .insert(purchaseOrders)
    .values({ contractorId: q.contractorId, quoteId: q.id, supplierId, poNumber, deliveryAddress, deliveryDate: /^\d{4}-\d{2}-\d{2}$/.test(q.scheduledDate ?? '') ? q.scheduledDate : null })
    .returning();
  return o;
}

async function draftFor(tx: DbOrTx, q: typeof quotes.$inferSelect, supplierId: string) {
  const [have] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.contractorId, q.contractorId), eq(purchaseOrders.quoteId, q.id), eq(purchaseOrders.supplierId, supplierId), eq(purchaseOrders.status, 'draft')))
    .limit(1);
  return have ?? newDraft(tx, q, supplierId);
}

async function refreshTotal(tx: DbOrTx, orderId: string) {
  const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId));
  await tx.update(purchaseOrders).set({ totalCents: orderTotalCents(lines), updatedAt: new Date() }).where(eq(purchaseOrders.id, orderId));
}

/** SPEC §3 quotes.supplier_order_id / supplier_order_status: the live orders' numbers and the least advanced status. */
export async function refreshQuoteSummary(tx: DbOrTx, contractorId: string, quoteId: string) {
  const rows = await tx
    .select({ poNumber: purchaseOrders.poNumber, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.contractorId, contractorId), eq(purchaseOrders.quoteId, quoteId)))
    .orderBy(asc(purchaseOrders.poNumber));
  const summary = supplierOrderSummary(rows.map((r) => r.status));
  const live = rows.filter((r) => r.status !== 'cancelled').map((r) => displayPoNumber(r.poNumber));
  await tx
    .update(quotes)
    .set({ supplierOrderId: summary ? live.join(',') || null : null, supplierOrderStatus: summary ? (summary.count === 0 ? 'cancelled' : `${summary.count}:${summary.status}`) : null })
    .where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId)));
}

const packsFor = (quantity: number, packSize: number) => roundUpToPacks(quantity, packSize).packs;

/** The contractor's price list by material key, and the suppliers that can take an order (not archived). */
async function priceList(db: DbOrTx, contractorId: string) {
  const prices = await db.select().from(materialPrices).where(eq(materialPrices.contractorId, contractorId));
  const sups = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.contractorId, contractorId), isNull(suppliers.archivedAt)));
  return { sources: new Map<string, MaterialSource>(prices.map((p) => [p.materialKey, p])), active: new Set(sups.map((x) => x.id)) };
}

/** "Order materials": one draft per supplier for what is not on an order yet. Asking twice adds nothing twice. */
export async function proposeOrders(db: Db, deps: PurchasingDeps, contractorId: string, quoteId: string, lang: 'en' | 'es' = 'en'): Promise<void> {
  const q = await loadQuote(db, contractorId, quoteId);
  if (!(orderableQuoteStatuses as readonly string[]).includes(q.status)) throw new AppError('CONFLICT', errorMessage('purchasing.errors.notApproved'));
  const materials = await listMaterials(db, deps, contractorId, quoteId, lang);
  const { sources, active } = await priceList(db, contractorId);
  await db.transaction(async (tx) => {
    // One proposal at a time per quote, so two clicks (or two instances) never order the same material twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase-orders:${quoteId}`}))`);
    const ordered = await unitsOnOrder(tx, contractorId, quoteId);
    const proposal = proposePurchaseOrders(materials, sources, active, packsFor, ordered);
    for (const { supplierId, lines } of proposal.orders) {
      const order = await draftFor(tx, q, supplierId);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id));
      await tx.insert(purchaseOrderLines).values(lines.map((l, i) => ({ ...l, contractorId, orderId: order.id, sortOrder: Number(n) + i })));
      await refreshTotal(tx, order.id);
    }
    await refreshQuoteSummary(tx, contractorId, quoteId);
  });
}

export async function orderViews(db: DbOrTx, contractorId: string, orders: OrderRow[]): Promise<PurchaseOrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const lines = await db.select().from(purchaseOrderLines).where(and(eq(purchaseOrderLines.contractorId, contractorId), inArray(purchaseOrderLines.orderId, ids))).orderBy(asc(purchaseOrderLines.sortOrder));
  const supplierIds = [...new Set(orders.map((o) => o.supplierId).filter((s): s is string => s != null))];
  const sups = supplierIds.length ? await db.select().from(suppliers).where(and(eq(suppliers.contractorId, contractorId), inArray(suppliers.id, supplierIds))) : [];
  const sends = await db.select().from(purchaseOrderSends).where(and(eq(purchaseOrderSends.contractorId, contractorId), inArray(purchaseOrderSends.orderId, ids)));
  return orders.map((o) => {
    const mine = lines.filter((l) => l.orderId === o.id);
    const s = sups.find((x) => x.id === o.supplierId);
    const send = sends.find((x) => x.orderId === o.id && x.revision === o.revision);
    return {
      id: o.id, quoteId: o.quoteId, poNumber: o.poNumber, status: o.status, revision: o.revision,
      supplier: s ? { id: s.id, name: s.name, email: s.email } : null,
      deliveryDate: o.deliveryDate, deliverTo: o.deliverTo, deliveryAddress: o.deliveryAddress, notes: o.notes,
      totalCents: o.totalCents, uncostedLines: mine.filter((l) => l.packCostCents == null && l.packs > 0).length,
      sentAt: o.sentAt?.toISOString() ?? null, mail: send?.status ?? null,
      lines: mine.map((l) => ({ ...lineView(l) })),
    };
  });
}

const lineView = (l: LineRow) => ({
  id: l.id, materialKey: l.materialKey, description: l.description, partNumber: l.partNumber, unit: l.unit, packName: l.packName, packSize: l.packSize,
  packs: l.packs, packCostCents: l.packCostCents, receivedPacks: l.receivedPacks, backOrderedPacks: Math.max(0, l.packs - l.receivedPacks),
});

export async function orderView(db: DbOrTx, contractorId: string, orderId: string): Promise<PurchaseOrderView> {
  const [view] = await orderViews(db, contractorId, [await loadOrder(db, contractorId, orderId)]);
  return view;
}

export async function quotePurchasing(db: Db, deps: PurchasingDeps, contractorId: string, quoteId: string, lang: 'en' | 'es' = 'en'): Promise<QuotePurchasingView> {
  const q = await loadQuote(db, contractorId, quoteId);
  const orders = await db.select().from(purchaseOrders).where(and(eq(purchaseOrders.contractorId, contractorId), eq(purchaseOrders.quoteId, quoteId))).orderBy(asc(purchaseOrders.poNumber));
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.contractorId, contractorId), eq(jobs.quoteId, quoteId))).limit(1);
  const sups = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(and(eq(suppliers.contractorId, contractorId), isNull(suppliers.archivedAt))).orderBy(asc(suppliers.name));
  const materials = await listMaterials(db, deps, contractorId, quoteId, lang);
  const ordered = await unitsOnOrder(db, contractorId, quoteId);
  const { sources, active } = await priceList(db, contractorId);
  const wouldAdd = proposePurchaseOrders(materials, sources, active, packsFor, ordered).orders.reduce((n, o) => n + o.lines.length, 0);
  return {
    quoteId: q.id, quoteNumber: q.quoteNumber, jobId: job?.id ?? null,
    canOrder: (orderableQuoteStatuses as readonly string[]).includes(q.status),
    toOrder: wouldAdd,
    orders: await orderViews(db, contractorId, orders),
    notOrdered: notYetOrdered(materials, ordered).map(({ key, description, unit, quantity }) => ({ key, description, unit, quantity })),
    suppliers: sups,
  };
}

/**
 * Changes an order. A draft changes in place; a sent (or partly received) order becomes the next revision and
 * `resend` is true: the caller queues the revision's email so the supplier is told.
 */
export async function updateOrder(db: Db, contractorId: string, orderId: string, body: UpdatePurchaseOrderBody): Promise<{ resend: boolean }> {
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.contractorId, contractorId))).for('update');
    if (!o) throw orderNotFound();
    if (!editableStatuses.includes(o.status)) throw new AppError('INVALID_TRANSITION', errorMessage('purchasing.errors.notEditable'));
    if (body.lines) await replaceLines(tx, contractorId, o, body.lines);
    const resend = o.status !== 'draft';
    await tx
      .update(purchaseOrders)
      .set({
        ...(body.deliveryDate !== undefined ? { deliveryDate: body.deliveryDate } : {}),
        ...(body.deliverTo !== undefined ? { deliverTo: body.deliverTo } : {}),
        ...(body.deliveryAddress !== undefined ? { deliveryAddress: body.deliveryAddress || null } : {}),
        ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
        ...(resend ? { revision: o.revision + 1 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(purchaseOrders.id, o.id));
    await refreshTotal(tx, o.id);
    if (resend) await tx.insert(purchaseOrderSends).values({ contractorId, orderId: o.id, revision: o.revision + 1, createdAt: new Date() }).onConflictDoNothing();
    return { resend };
  });
}

async function replaceLines(tx: DbOrTx, contractorId: string, o: OrderRow, lines: NonNullable<UpdatePurchaseOrderBody['lines']>) {
  const existing = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, o.id));
  const byId = new Map(existing.map((l) => [l.id, l]));
  const kept = new Set(lines.map((l) => l.id).filter(Boolean));
  // A line something was received against stays (its quantity may go down to what came, not below).
  const problems = existing.filter((l) => l.receivedPacks > 0 && !kept.has(l.id));
  if (problems.length) throw new AppError('CONFLICT', errorMessage('purchasing.errors.lineReceived', { line: problems[0].description }));
  for (const l of lines) {
    const had = l.id ? byId.get(l.id) : undefined;
    if (l.id && !had) throw orderNotFound();
    if (had && l.packs < had.receivedPacks) throw new AppError('CONFLICT', errorMessage('purchasing.errors.belowReceived', { line: had.description }));
  }
  // Lines nothing was received against are written again (same ids); received ones were checked above and are updated.
  await tx.delete(purchaseOrderLines).where(and(eq(purchaseOrderLines.orderId, o.id), eq(purchaseOrderLines.receivedPacks, 0)));
  for (const [i, l] of lines.entries()) {
    const had = l.id ? byId.get(l.id) : undefined;
    const values = {
      contractorId, orderId: o.id, materialKey: l.materialKey ?? had?.materialKey ?? null, description: l.description, partNumber: l.partNumber || null, unit: l.unit,
      packName: l.packName, packSize: l.packSize, packs: l.packs, packCostCents: l.packCostCents ?? null, sortOrder: i,
    };
    if (had && had.receivedPacks > 0) await tx.update(purchaseOrderLines).set(values).where(eq(purchaseOrderLines.id, had.id));
    else await tx.insert(purchaseOrderLines).values({ ...values, ...(had ? { id: had.id } : {}) });
  }
}

/** Moves `packs` of a draft's line to the other supplier's draft for the same quote (made when there is none). */
export async function splitLine(db: Db, contractorId: string, orderId: string, body: { lineId: string; supplierId: string; packs: number }): Promise<string> {
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.contractorId, contractorId))).for('update');
    if (!o) throw orderNotFound();
    if (o.status !== 'draft') throw new AppError('INVALID_TRANSITION', errorMessage('purchasing.errors.notEditable'));
    const [line] = await tx.select().from(purchaseOrderLines).where(and(eq(purchaseOrderLines.id, body.lineId), eq(purchaseOrderLines.orderId, o.id))).limit(1);
    if (!line) throw orderNotFound();
    const [sup] = await tx.select().from(suppliers).where(and(eq(suppliers.id, body.supplierId), eq(suppliers.contractorId, contractorId), isNull(suppliers.archivedAt))).limit(1);
    if (!sup) throw notFound(errorMessage('purchasing.errors.supplierNotFound'));
    if (sup.id === o.supplierId || body.packs > line.packs) throw new AppError('VALIDATION', errorMessage('purchasing.errors.badSplit'));
    const q = await loadQuote(tx, contractorId, o.quoteId);
    const target = await draftFor(tx, q, sup.id);
    // The other supplier's part number and pack cost when the price list names them for this material.
    const [price] = line.materialKey
      ? await tx.select().from(materialPrices).where(and(eq(materialPrices.contractorId, contractorId), eq(materialPrices.materialKey, line.materialKey), eq(materialPrices.supplierId, sup.id))).limit(1)
      : [];
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, target.id));
    await tx.insert(purchaseOrderLines).values({
      contractorId, orderId: target.id, materialKey: line.materialKey, description: line.description, unit: line.unit, packName: line.packName, packSize: line.packSize,
      packs: body.packs, partNumber: price?.partNumber ?? null, packCostCents: price?.unitCostCents != null && price.packSize === line.packSize ? price.unitCostCents * line.packSize : line.packCostCents, sortOrder: Number(n),
    });
    if (body.packs === line.packs) await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.id, line.id));
    else await tx.update(purchaseOrderLines).set({ packs: line.packs - body.packs }).where(eq(purchaseOrderLines.id, line.id));
    await refreshTotal(tx, o.id);
    await refreshTotal(tx, target.id);
    await refreshQuoteSummary(tx, contractorId, o.quoteId);
    return o.quoteId;
  });
}

async function moveStatus(db: Db, contractorId: string, orderId: string, allowed: (s: PurchaseOrderStatus) => boolean, to: PurchaseOrderStatus) {
  await db.transaction(async (tx) => {
    const [o] = await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.contractorId, contractorId))).for('update');
    if (!o) throw orderNotFound();
    if (!allowed(o.status)) throw new AppError('INVALID_TRANSITION', errorMessage('purchasing.errors.transition'));
    await tx.update(purchaseOrders).set({ status: to, updatedAt: new Date() }).where(eq(purchaseOrders.id, o.id));
    await refreshQuoteSummary(tx, contractorId, o.quoteId);
  });
}

export const cancelOrder = (db: Db, contractorId: string, orderId: string) => moveStatus(db, contractorId, orderId, canCancel, 'cancelled');
export const closeOrder = (db: Db, contractorId: string, orderId: string) => moveStatus(db, contractorId, orderId, canClose, 'closed');
