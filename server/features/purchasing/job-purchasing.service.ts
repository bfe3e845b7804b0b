// Issue 24 on the job: deliveries against its orders, what is still missing before its date, estimated against actual
// costs (received packs at the costs recorded on delivery, plus extra costs entered by hand), and the bell's check.
import { and, asc, between, desc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { addDays } from '../../../core/dates';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { notYetOrdered } from '../../../core/purchasing/propose-purchase-orders';
import { receivableStatuses, statusAfterReceiving } from '../../../core/purchasing/purchase-order-status';
import type { JobPurchasingView, MaterialsMissingNotification, ReceivePurchaseOrderBody } from '../../../core/purchasing/purchase-order.schema';
import { materialCostLines } from '../../../core/costing/job-cost';
import type { Db } from '../../db/connection';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { materialPricesFor } from '../../material-costs/material-prices';
import { contractors, jobExtraCosts, jobs, notifications, purchaseOrderLines, purchaseOrderReceipts, purchaseOrders } from '../../db/schema/index';
import { listMaterials, refreshQuoteSummary } from './purchase-orders.service';
import type { PurchasingDeps } from './purchasing-context';

const jobNotFound = () => notFound(errorMessage('signedInErrors.jobs.notFound'));

/** A delivery: packs per line added to what came before; the order moves to partially received or received. */
export async function receiveOrder(db: Db, contractorId: string, orderId: string, body: ReceivePurchaseOrderBody, now = new Date()): Promise<void> {
  const [c] = await db.select({ timezone: contractors.timezone }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  const today = todayIn(c?.timezone ?? 'America/Chicago', now);
  await db.transaction(async (tx) => {
    const [o] = await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.contractorId, contractorId))).for('update');
    if (!o) throw notFound(errorMessage('purchasing.errors.orderNotFound'));
    if (!receivableStatuses.includes(o.status)) throw new AppError('INVALID_TRANSITION', errorMessage('purchasing.errors.transition'));
    const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, o.id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const r of body.lines) {
      const l = byId.get(r.lineId);
      if (!l) throw notFound(errorMessage('purchasing.errors.orderNotFound'));
      if (l.receivedPacks + r.packs > l.packs) throw new AppError('VALIDATION', errorMessage('purchasing.errors.tooMany', { line: l.description, max: l.packs - l.receivedPacks }));
      l.receivedPacks += r.packs;
      if (r.packCostCents !== undefined) l.packCostCents = r.packCostCents;
      await tx.update(purchaseOrderLines).set({ receivedPacks: l.receivedPacks, packCostCents: l.packCostCents }).where(eq(purchaseOrderLines.id, l.id));
    }
    // Each line's pack cost as it stood at this delivery: a later delivery may correct it, this one's bill keeps its own.
    const [receipt] = await tx
      .insert(purchaseOrderReceipts)
      .values({ contractorId, orderId: o.id, receivedOn: body.receivedOn ?? today, lines: body.lines.map((r) => ({ lineId: r.lineId, packs: r.packs, packCostCents: byId.get(r.lineId)!.packCostCents })) })
      .returning({ id: purchaseOrderReceipts.id });
    await tx.update(purchaseOrders).set({ status: statusAfterReceiving(lines), updatedAt: new Date() }).where(eq(purchaseOrders.id, o.id));
    await refreshQuoteSummary(tx, contractorId, o.quoteId);
    // The books (QuickBooks: a Bill from the supplier) hear of it in this transaction.
    await emitDomainEvent(tx, { type: 'purchase_order.received', contractorId, origin: 'contractor', orderId: o.id, receiptId: receipt.id });
  });
}

async function loadJob(db: Db, contractorId: string, jobId: string) {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).limit(1);
  if (!job) throw jobNotFound();
  return job;
}

/** Units still to come per order line, and list materials on no order. */
async function missingFor(db: Db, deps: PurchasingDeps, contractorId: string, quoteId: string, lang: 'en' | 'es') {
  const orders = await db.select().from(purchaseOrders).where(and(eq(purchaseOrders.contractorId, contractorId), eq(purchaseOrders.quoteId, quoteId), ne(purchaseOrders.status, 'cancelled')));
  const lines = orders.length ? await db.select().from(purchaseOrderLines).where(inArray(purchaseOrderLines.orderId, orders.map((o) => o.id))).orderBy(asc(purchaseOrderLines.sortOrder)) : [];
  const statusOf = new Map(orders.map((o) => [o.id, o]));
  const covered = new Map<string, number>();
  const missing: JobPurchasingView['missing'] = [];
  for (const l of lines) {
    const o = statusOf.get(l.orderId)!;
    // A closed order stopped waiting for its back-order: only what came covers the list.
    const packs = o.status === 'closed' ? l.receivedPacks : l.packs;
    if (l.materialKey) covered.set(l.materialKey, (covered.get(l.materialKey) ?? 0) + packs * l.packSize);
    const short = o.status === 'closed' ? 0 : l.packs - l.receivedPacks;
    if (short > 0) missing.push({ description: l.description, unit: l.unit, quantity: short * l.packSize, poNumber: o.poNumber });
  }
  const materials = await listMaterials(db, deps, contractorId, quoteId, lang);
  for (const m of notYetOrdered(materials, covered)) missing.push({ description: m.description, unit: m.unit, quantity: m.quantity, poNumber: null });
  return { orders, lines, materials, missing };
}

export async function jobPurchasing(db: Db, deps: PurchasingDeps, contractorId: string, jobId: string, lang: 'en' | 'es' = 'en'): Promise<JobPurchasingView> {
  const job = await loadJob(db, contractorId, jobId);
  const extras = await db.select().from(jobExtraCosts).where(and(eq(jobExtraCosts.contractorId, contractorId), eq(jobExtraCosts.jobId, job.id))).orderBy(asc(jobExtraCosts.createdAt));
  const extraCostsCents = extras.reduce((s, e) => s + e.amountCents, 0);
  let orderCount = 0;
  let hasMaterials = false;
  let missing: JobPurchasingView['missing'] = [];
  let estimatedMaterialsCents = 0;
  let estimateComplete = true;
  let receivedMaterialsCents = 0;
  if (job.quoteId) {
    const found = await missingFor(db, deps, contractorId, job.quoteId, lang);
    orderCount = found.orders.length;
    hasMaterials = found.materials.length > 0 || found.lines.length > 0;
    missing = found.missing;
    const live = new Set(found.orders.map((o) => o.id));
    for (const l of found.lines) if (live.has(l.orderId)) receivedMaterialsCents += l.receivedPacks * (l.packCostCents ?? 0);
    // Estimated: the list at the suppliers' pack costs, whole packs: the quote's own costing (core/costing).
    const prices = await materialPricesFor(db, contractorId, found.materials.map((m) => m.key));
    for (const line of materialCostLines(found.materials, prices)) {
      if (line.costCents === null) estimateComplete = false;
      else estimatedMaterialsCents += line.costCents;
    }
  }
  const actualCents = receivedMaterialsCents + extraCostsCents;
  return {
    jobId: job.id, quoteId: job.quoteId, scheduledDate: job.scheduledDate, hasMaterials, orderCount, missing,
    costs: { estimatedMaterialsCents, estimateComplete, receivedMaterialsCents, extraCostsCents, actualCents, differenceCents: actualCents - estimatedMaterialsCents },
    extraCosts: extras.map((e) => ({ id: e.id, description: e.description, amountCents: e.amountCents, spentOn: e.spentOn })),
  };
}

export async function addExtraCost(db: Db, contractorId: string, jobId: string, body: { description: string; amountCents: number; spentOn?: string | null }) {
  const job = await loadJob(db, contractorId, jobId);
  await db.insert(jobExtraCosts).values({ contractorId, jobId: job.id, description: body.description, amountCents: body.amountCents, spentOn: body.spentOn ?? null });
}

export async function deleteExtraCost(db: Db, contractorId: string, jobId: string, costId: string) {
  const job = await loadJob(db, contractorId, jobId);
  const gone = await db.delete(jobExtraCosts).where(and(eq(jobExtraCosts.id, costId), eq(jobExtraCosts.jobId, job.id), eq(jobExtraCosts.contractorId, contractorId))).returning({ id: jobExtraCosts.id });
  if (gone.length === 0) throw notFound(errorMessage('purchasing.errors.costNotFound'));
}

/** Today (YYYY-MM-DD) on the contractor's calendar. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export const MISSING_NOTICE_DAYS = 3;

/**
 * The bell's check (hourly, any instance): a job scheduled within the next three days of its contractor's calendar that
 * still misses materials gets one "materials missing" item per scheduled date (the dedupe key makes repeats no-ops).
 */
export async function detectMissingMaterials(db: Db, deps: PurchasingDeps, now = new Date()): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  const rows = await db
    .select({ job: jobs, timezone: contractors.timezone })
    .from(jobs)
    .innerJoin(contractors, eq(contractors.id, jobs.contractorId))
        .where(
      and(
        notInArray(jobs.status, ['completed', 'cancelled']),
        eq(contractors.isActive, true),
        // A day either side of UTC's: every time zone's "today … today + 3" lies inside.
        between(jobs.scheduledDate, addDays(utcToday, -1), addDays(utcToday, MISSING_NOTICE_DAYS + 1)),
      ),
    );
  let created = 0;
  for (const { job, timezone } of rows) {
    if (!job.scheduledDate || !job.quoteId) continue;
    const today = todayIn(timezone, now);
    if (job.scheduledDate < today || job.scheduledDate > addDays(today, MISSING_NOTICE_DAYS)) continue;
    const { missing } = await missingFor(db, deps, job.contractorId, job.quoteId, 'en');
    if (missing.length === 0) continue;
    const [row] = await db
      .insert(notifications)
      .values({
        contractorId: job.contractorId, type: 'materials_missing', jobId: job.id, quoteId: job.quoteId,
        message: `Job ${job.jobNumber}: ${missing.length} material(s) not here yet for ${job.scheduledDate}`,
        data: { missingCount: missing.length, scheduledDate: job.scheduledDate }, dedupeKey: `materials_missing:${job.id}:${job.scheduledDate}`,
      })
      .onConflictDoNothing({ target: [notifications.contractorId, notifications.dedupeKey] })
      .returning({ id: notifications.id });
    if (row) created++;
  }
  return created;
}

/** The bell's unread "materials missing" items, newest first. */
export async function listMaterialsMissing(db: Db, contractorId: string): Promise<MaterialsMissingNotification[]> {
  const rows = await db
    .select({ n: notifications, jobNumber: jobs.jobNumber })
    .from(notifications)
    .innerJoin(jobs, eq(jobs.id, notifications.jobId))
    .where(and(eq(notifications.contractorId, contractorId), eq(notifications.type, 'materials_missing'), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(200);
  return rows.map(({ n, jobNumber }) => ({
    id: n.id, jobId: n.jobId!, jobNumber, scheduledDate: String(n.data.scheduledDate ?? ''), missingCount: Number(n.data.missingCount ?? 0), timestamp: n.createdAt.toISOString(),
  }));
}
