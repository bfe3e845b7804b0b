// What a purchase order's PDF and email are made of, read once for both.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contractors, jobs, quotes, suppliers } from '../../db/schema/index';
import type { PurchaseOrderDocument } from './purchase-order-pdf';
import { loadOrder, orderView } from './purchase-orders.service';

export async function purchaseOrderDocument(db: Db, contractorId: string, orderId: string): Promise<PurchaseOrderDocument & { supplierEmail: string | null; supplierContact: string | null }> {
  const o = await loadOrder(db, contractorId, orderId);
  const [c] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  const [s] = o.supplierId ? await db.select().from(suppliers).where(and(eq(suppliers.id, o.supplierId), eq(suppliers.contractorId, contractorId))).limit(1) : [];
  const [job] = await db.select({ name: jobs.name }).from(jobs).where(and(eq(jobs.quoteId, o.quoteId), eq(jobs.contractorId, contractorId))).limit(1);
  const [q] = await db.select({ title: quotes.title }).from(quotes).where(and(eq(quotes.id, o.quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  return {
    order: await orderView(db, contractorId, o.id),
    contractor: c,
    supplier: s ? { name: s.name, accountNumber: s.accountNumber, yardAddress: s.yardAddress } : null,
    jobName: job?.name ?? q?.title ?? null,
    supplierEmail: s?.email ?? null,
    supplierContact: s ? s.contactName || s.name : null,
  };
}
