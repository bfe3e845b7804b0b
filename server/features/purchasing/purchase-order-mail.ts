// Issue 24: a purchase order (each revision) reaches its supplier once. The row queued with the send is claimed by
// one sender (UPDATE … WHERE status …), whichever instance or request gets there first; every attempt carries the same
// Message-ID, so a retry after a lost answer is the same message to the supplier's mail server.
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { displayPoNumber } from '../../../core/purchasing/purchase-order-status';
import type { Db } from '../../db/connection';
import { outboxEmails, purchaseOrderLines, purchaseOrderSends, purchaseOrders } from '../../db/schema/index';
import { purchaseOrderDocument } from './purchase-order-document';
import { renderPurchaseOrderPdf, dayText } from './purchase-order-pdf';
import { purchaseOrderWords } from './purchase-order-words';
import type { PurchaseOrderMailer } from './purchasing-context';

/** A sender that died mid-send leaves its row `sending`; another takes it over after this lease. */
export const PURCHASE_ORDER_LEASE_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;

/** `<po-{send id}@{the sender's domain}>`: one per order revision. */
export function purchaseOrderMessageId(sendId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'picket.local';
  return `<po-${sendId}@${domain}>`;
}

async function compose(db: Db, send: typeof purchaseOrderSends.$inferSelect) {
  const [o] = await db.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, send.orderId), eq(purchaseOrders.contractorId, send.contractorId))).limit(1);
  if (!o) return null;
  const d = await purchaseOrderDocument(db, o.contractorId, o.id);
  if (!d.supplierEmail) return { to: null };
  const c = d.contractor;
  const w = purchaseOrderWords[o.language];
  const po = displayPoNumber(o.poNumber);
  const biz = c.businessName || c.name || 'Picket';
  const where = o.deliverTo === 'yard' ? d.supplier?.yardAddress || [c.address, c.city, c.state, c.zipCode].filter(Boolean).join(', ') : o.deliveryAddress;
  const deliver = w.deliverLine(o.deliveryDate ? dayText(o.deliveryDate, w.locale) : w.noDate, `${o.deliverTo === 'yard' ? w.yard : w.site}${where ? ` (${where})` : ''}`);
  const contact = [c.phone, c.email].filter(Boolean).join(' · ');
  // The PDF shows the order as it is now: this row's revision (a later change has its own row and its own email).
  const pdf = await renderPurchaseOrderPdf(d, o.language);
  return {
    to: d.supplierEmail,
    subject: w.subject(po, biz, send.revision),
    text: w.body(d.supplierContact ?? '', po, biz, send.revision, deliver, contact ? `\n${contact}` : ''),
    replyTo: c.email,
    attachment: { filename: `${po}${send.revision > 1 ? `-rev${send.revision}` : ''}.pdf`, content: pdf, contentType: 'application/pdf' },
  };
}

/** Sends one order revision if nobody else is sending or has sent it. Safe from any instance, any number of times. */
export async function deliverPurchaseOrder(db: Db, mailer: PurchaseOrderMailer, sendId: string, now = new Date(), leaseMs = PURCHASE_ORDER_LEASE_MS) {
  const [claimed] = await db
    .update(purchaseOrderSends)
    .set({ status: 'sending', claimedAt: new Date(Math.max(now.getTime(), Date.now())), attempts: sql`${purchaseOrderSends.attempts} + 1` })
    .where(
      and(
        eq(purchaseOrderSends.id, sendId),
        or(
          eq(purchaseOrderSends.status, 'queued'),
          and(eq(purchaseOrderSends.status, 'failed'), lt(purchaseOrderSends.attempts, MAX_ATTEMPTS)),
          and(eq(purchaseOrderSends.status, 'sending'), lt(purchaseOrderSends.claimedAt, new Date(now.getTime() - leaseMs))),
        ),
      ),
    )
    .returning();
  if (!claimed) return 'skipped' as const;
  const mail = await compose(db, claimed);
  if (!mail?.to) {
    await db.update(purchaseOrderSends).set({ status: 'no_address' }).where(eq(purchaseOrderSends.id, claimed.id));
    return 'no_address' as const;
  }
  let status: 'sent' | 'outbox' | 'failed' = 'outbox';
  let error: string | null = null;
  if (mailer.transport) {
    try {
      await mailer.transport.sendMail({
        from: mailer.from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, attachments: [mail.attachment],
        messageId: purchaseOrderMessageId(claimed.id, mailer.from),
      });
      status = 'sent';
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e.message.slice(0, 500) : 'SMTP error';
    }
  }
  await db.update(purchaseOrderSends).set({ status, lastError: error, sentAt: status === 'sent' ? new Date() : null }).where(eq(purchaseOrderSends.id, claimed.id));
  // The contractor sees it among the mail the product sent.
  if (status !== 'failed' || claimed.attempts >= MAX_ATTEMPTS) {
    await db.insert(outboxEmails).values({ contractorId: claimed.contractorId, toAddress: mail.to, subject: mail.subject, body: mail.text, status, error, sentAt: status === 'sent' ? new Date() : null });
  }
  return status;
}

/** The queue's sweep: sends left queued (a crash between commit and send), failed (SMTP down) or abandoned mid-send. */
export async function deliverPendingPurchaseOrders(db: Db, mailer: PurchaseOrderMailer, now = new Date(), leaseMs = PURCHASE_ORDER_LEASE_MS): Promise<number> {
  const rows = await db
    .select({ id: purchaseOrderSends.id })
    .from(purchaseOrderSends)
    .where(
      or(
        and(eq(purchaseOrderSends.status, 'queued'), lt(purchaseOrderSends.createdAt, new Date(now.getTime() - 30_000))),
        and(eq(purchaseOrderSends.status, 'failed'), lt(purchaseOrderSends.attempts, MAX_ATTEMPTS)),
        and(eq(purchaseOrderSends.status, 'sending'), lt(purchaseOrderSends.claimedAt, new Date(now.getTime() - leaseMs))),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const r of rows) if ((await deliverPurchaseOrder(db, mailer, r.id, now, leaseMs)) === 'sent') sent++;
  return sent;
}

/**
 * "Send": a draft becomes sent and its revision's email is queued, in one transaction; then this request tries it at
 * once. Sending again (or from a second tab or instance) finds the row already there and emails nothing more.
 */
export async function sendOrder(db: Db, mailer: PurchaseOrderMailer, contractorId: string, orderId: string, lang: 'en' | 'es'): Promise<void> {
  const sendId = await db.transaction(async (tx) => {
    const [o] = await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.contractorId, contractorId))).for('update');
    if (!o) throw notFound(errorMessage('purchasing.errors.orderNotFound'));
    if (o.status === 'cancelled' || o.status === 'closed') throw new AppError('INVALID_TRANSITION', errorMessage('purchasing.errors.transition'));
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(purchaseOrderLines).where(and(eq(purchaseOrderLines.orderId, o.id), gt(purchaseOrderLines.packs, 0)));
    if (Number(n) === 0) throw new AppError('VALIDATION', errorMessage('purchasing.errors.emptyOrder'));
    if (o.status === 'draft') await tx.update(purchaseOrders).set({ status: 'sent', sentAt: new Date(), language: lang, updatedAt: new Date() }).where(eq(purchaseOrders.id, o.id));
    // created_at on the app's clock: the sweep (deliverPendingPurchaseOrders) compares it with the app's time.
    const [row] = await tx.insert(purchaseOrderSends).values({ contractorId, orderId: o.id, revision: o.revision, createdAt: new Date() }).onConflictDoNothing().returning({ id: purchaseOrderSends.id });
    return row?.id ?? 'already';
  });
  if (sendId !== 'already') await deliverPurchaseOrder(db, mailer, sendId);
}

/** Emails a changed order's new revision (queued by updateOrder) right away; the sweep retries it otherwise. */
export async function sendRevision(db: Db, mailer: PurchaseOrderMailer, contractorId: string, orderId: string): Promise<void> {
  const [o] = await db.select({ revision: purchaseOrders.revision }).from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.contractorId, contractorId))).limit(1);
  if (!o) return;
  const [row] = await db.select({ id: purchaseOrderSends.id }).from(purchaseOrderSends).where(and(eq(purchaseOrderSends.orderId, orderId), eq(purchaseOrderSends.revision, o.revision))).limit(1);
  if (row) await deliverPurchaseOrder(db, mailer, row.id);
}
