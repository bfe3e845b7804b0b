// A purchase order's delivery → one QuickBooks Bill from the supplier (issue 27, "as Dirt Face does"), so the job's
// cost reaches the books. The supplier becomes a Vendor once (link kind 'vendor': an existing link, then QuickBooks'
// vendors by display name, then a create whose requestid is the supplier's; a name a customer or employee already
// uses (6240) gets " (supplier)"). Each delivery (purchase_order_receipts row) is one Bill, exactly once: the link
// (kind 'bill', unique per delivery), the requestid `bill-<receipt id>`, and a search by its DocNumber (PO-<n>-<k>,
// the k-th delivery of PO-<n>) for the same vendor before creating (a crash after QuickBooks answered). Lines are the
// received packs × the pack cost at that delivery, to the mapped materials account, billable to the job's customer.
import { and, asc, eq } from 'drizzle-orm';
import { qboDisplayName } from '../../../core/quickbooks/invoice-lines';
import { purchaseOrderLines, purchaseOrderReceipts, purchaseOrders, quotes, suppliers } from '../../db/schema/index';
import { qboQuoted } from '../../integrations/quickbooks/qbo-client';
import { QboApiError, isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import { fromQboAmount, toQboAmount, type QboBill, type QboBillLine } from '../../integrations/quickbooks/qbo-types';
import { ensureCustomer, type SyncContext } from './qbo-customers';
import { findLink, saveLink } from './qbo-links';
import type { MappedContext, TxnOutcome } from './qbo-transactions';

/** The suffixes tried, in order, when QuickBooks says a customer or employee has the supplier's name. */
const VENDOR_NAME_SUFFIXES = [undefined, 'supplier', 'Picket supplier'] as const;
/** Picket's materials account when the mapping names none. */
export const JOB_MATERIALS_ACCOUNT = 'Job Materials';

export const billRequestId = (receiptId: string) => `bill-${receiptId}`;
export const billDocNumber = (poNumber: number, delivery: number) => `PO-${poNumber}-${delivery}`;

/** The supplier's QuickBooks Vendor, linked or created once. */
export async function ensureVendor(ctx: SyncContext, supplierId: string): Promise<{ qboId: string; created: boolean }> {
  const { db, client, contractorId } = ctx;
  const linked = await findLink(db, contractorId, client.realmId, 'vendor', supplierId);
  if (linked) return { qboId: linked.qboId, created: false };
  const [s] = await db.select().from(suppliers).where(and(eq(suppliers.id, supplierId), eq(suppliers.contractorId, contractorId))).limit(1);
  if (!s) throw new QboApiError('invalid', 'The supplier is no longer in Picket');
  const [match] = await client.query('Vendor', `DisplayName = ${qboQuoted(qboDisplayName(s.name))}`, { max: 1 });
  if (match) {
    const link = await saveLink(db, { contractorId, realmId: client.realmId, kind: 'vendor', localId: s.id, qboId: match.Id, syncToken: match.SyncToken, detail: { displayName: match.DisplayName, matched: true } });
    return { qboId: link.qboId, created: false };
  }
  const fields = {
    CompanyName: s.name.slice(0, 100),
    ...(s.email ? { PrimaryEmailAddr: { Address: s.email } } : {}),
    ...(s.phone ? { PrimaryPhone: { FreeFormNumber: s.phone } } : {}),
    ...(s.accountNumber ? { AcctNum: s.accountNumber.slice(0, 100) } : {}),
  };
  for (const [i, suffix] of VENDOR_NAME_SUFFIXES.entries()) {
    const displayName = qboDisplayName(s.name, suffix);
    try {
      const created = await client.create('Vendor', { DisplayName: displayName, ...fields }, `ve-${s.id}${i ? `-${i + 1}` : ''}`);
      const link = await saveLink(db, { contractorId, realmId: client.realmId, kind: 'vendor', localId: s.id, qboId: created.Id, syncToken: created.SyncToken, detail: { displayName } });
      return { qboId: link.qboId, created: link.qboId === created.Id };
    } catch (error) {
      if (!(isQboApiError(error) && error.kind === 'duplicate_name') || i === VENDOR_NAME_SUFFIXES.length - 1) throw error;
    }
  }
  throw new QboApiError('invalid', 'No vendor name QuickBooks accepts');
}

/** The mapped materials account, or Picket's "Job Materials" cost-of-goods account (found, or created once). */
async function materialsAccount(ctx: MappedContext): Promise<string> {
  if (ctx.mapping.materialsAccountId) return ctx.mapping.materialsAccountId;
  const [found] = await ctx.client.query('Account', `Name = ${qboQuoted(JOB_MATERIALS_ACCOUNT)}`, { max: 1 });
  if (found) return found.Id;
  const created = await ctx.client.create('Account', { Name: JOB_MATERIALS_ACCOUNT, AccountType: 'Cost of Goods Sold', AccountSubType: 'SuppliesMaterialsCogs' }, `acct-materials-${ctx.contractorId.slice(0, 8)}`);
  return created.Id;
}

export async function syncBill(ctx: MappedContext, receiptId: string): Promise<TxnOutcome> {
  const { db, client, contractorId } = ctx;
  const [receipt] = await db.select().from(purchaseOrderReceipts).where(and(eq(purchaseOrderReceipts.id, receiptId), eq(purchaseOrderReceipts.contractorId, contractorId))).limit(1);
  if (!receipt) return { status: 'skipped', qboId: null, detail: { reason: 'gone' } };
  const linked = await findLink(db, contractorId, client.realmId, 'bill', receipt.id);
  if (linked) return { status: 'skipped', qboId: linked.qboId, detail: { reason: 'already_sent', totalCents: Number(linked.detail.totalCents ?? 0) } };
  const [order] = await db.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, receipt.orderId), eq(purchaseOrders.contractorId, contractorId))).limit(1);
  if (!order) return { status: 'skipped', qboId: null, detail: { reason: 'gone' } };
  if (!order.supplierId) throw new QboApiError('invalid', `PO-${order.poNumber} has no supplier to bill from`);

  const orderLines = await db.select().from(purchaseOrderLines).where(and(eq(purchaseOrderLines.orderId, order.id), eq(purchaseOrderLines.contractorId, contractorId)));
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  const received = receipt.lines.filter((r) => r.packs > 0 && byId.has(r.lineId));
  if (received.length === 0) return { status: 'skipped', qboId: null, detail: { reason: 'nothing_received' } };

  // k: this delivery's place among the order's deliveries, oldest first.
  const deliveries = await db.select({ id: purchaseOrderReceipts.id }).from(purchaseOrderReceipts).where(and(eq(purchaseOrderReceipts.orderId, order.id), eq(purchaseOrderReceipts.contractorId, contractorId))).orderBy(asc(purchaseOrderReceipts.createdAt), asc(purchaseOrderReceipts.id));
  const docNumber = billDocNumber(order.poNumber, deliveries.findIndex((d) => d.id === receipt.id) + 1);

  const vendor = await ensureVendor(ctx, order.supplierId);
  const [quote] = await db.select({ homeownerId: quotes.homeownerId }).from(quotes).where(and(eq(quotes.id, order.quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  const customer = quote?.homeownerId ? await ensureCustomer(ctx, quote.homeownerId) : null;
  const accountId = await materialsAccount(ctx);

  let totalCents = 0;
  const lines: QboBillLine[] = received.map((r) => {
    const l = byId.get(r.lineId)!;
    const packCost = r.packCostCents !== undefined ? r.packCostCents : l.packCostCents;
    const amountCents = r.packs * (packCost ?? 0);
    totalCents += amountCents;
    const what = [l.partNumber, l.description].filter(Boolean).join(' ');
    const qty = `${r.packs} × ${l.packName}${l.packSize > 1 ? ` of ${l.packSize}` : ''}`;
    const price = packCost === null ? ', no cost recorded in Picket' : ` at ${toQboAmount(packCost).toFixed(2)} each`;
    return {
      Amount: toQboAmount(amountCents),
      DetailType: 'AccountBasedExpenseLineDetail',
      Description: `${what} – ${qty}${price}`.slice(0, 4000),
      AccountBasedExpenseLineDetail: { AccountRef: { value: accountId }, ...(customer ? { CustomerRef: { value: customer.qboId }, BillableStatus: 'Billable' as const } : {}) },
    };
  });

  const found = (await client.query('Bill', `DocNumber = ${qboQuoted(docNumber)}`, { max: 10 })).find((b) => b.VendorRef.value === vendor.qboId);
  const bill: QboBill =
    found
      ? found
      : await client.create(
          'Bill',
          { VendorRef: { value: vendor.qboId }, TxnDate: receipt.receivedOn, DocNumber: docNumber, PrivateNote: `Picket PO-${order.poNumber}, delivery ${receipt.id}`, Line: lines },
          billRequestId(receipt.id),
        );
  const billed = fromQboAmount(bill.TotalAmt ?? 0);
  const link = await saveLink(db, { contractorId, realmId: client.realmId, kind: 'bill', localId: receipt.id, qboId: bill.Id, syncToken: bill.SyncToken, detail: { totalCents: billed, docNumber } });
  if (billed !== totalCents) throw new QboApiError('invalid', `QuickBooks recorded ${toQboAmount(billed)} for bill ${docNumber}; Picket says ${toQboAmount(totalCents)}.`);
  return { status: 'done', qboId: link.qboId, detail: { totalCents, docNumber, vendor: vendor.qboId } };
}
