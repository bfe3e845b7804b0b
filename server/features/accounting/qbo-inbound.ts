// QuickBooks → Picket. A webhook (or the CDC pass) names an entity; the queue reads it and acts: a Payment entered
// in QuickBooks against an invoice Picket sent marks that milestone paid (once: the payment's idempotency key is the
// QuickBooks payment, and it is linked so it is never sent back); a voided invoice is marked voided for the job.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { jobs, paymentMilestones, payments, qboConnections } from '../../db/schema/index';
import { isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import { fromQboAmount, type QboEntityName, type QboInvoice, type QboPayment } from '../../integrations/quickbooks/qbo-types';
import type { SyncContext } from './qbo-customers';
import { findLinkByQboId, saveLink, updateLink } from './qbo-links';
import { qboSyncDetailOf, queueQboInbound } from './qbo-outbox';
import { PICKET_PAYMENT_MARKER, type TxnOutcome } from './qbo-transactions';

/** The payments feature's recordPayment, passed in by the caller (features never import each other). */
export type RecordPayment = (
  db: Db,
  args: {
    contractorId: string;
    jobId: string;
    idempotencyKey: string;
    origin: 'accounting';
    input: { paymentType: 'job_deposit' | 'milestone'; jobId: string; milestoneId: string; amountCents: number; paymentDate: string; paymentMethod: 'cash' | 'check'; checkNumber?: string; notes: string };
  },
) => Promise<{ payment: { id: string }; replayed: boolean }>;

/** How far back the first pass looks (QuickBooks keeps 30 days of changes). */
const CDC_FIRST_LOOKBACK_MS = 29 * 86_400_000;
export const QBO_CDC_ENTITIES: QboEntityName[] = ['Invoice', 'Payment'];

async function readOrGone<N extends 'Payment' | 'Invoice'>(ctx: SyncContext, entity: N, id: string) {
  try {
    return await ctx.client.read(entity, id);
  } catch (error) {
    if (isQboApiError(error) && error.kind === 'not_found') return null;
    throw error;
  }
}

/** The milestone an invoice Picket sent stands for (a quote's deposit invoice: the deposit milestone of its job). */
async function milestoneOfInvoice(ctx: SyncContext, invoiceId: string) {
  const links = await findLinkByQboId(ctx.db, ctx.contractorId, ctx.client.realmId, 'invoice', invoiceId);
  if (links.length === 0) return null;
  const ids = links.map((l) => l.localId);
  const [direct] = await ctx.db
    .select()
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.contractorId, ctx.contractorId), inArray(paymentMilestones.id, ids)))
    .limit(1);
  if (direct) return direct;
  const [job] = await ctx.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.contractorId, ctx.contractorId), inArray(jobs.quoteId, ids))).limit(1);
  if (!job) return null;
  const milestones = await ctx.db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, job.id)).orderBy(asc(paymentMilestones.sequenceOrder));
  return milestones.find((m) => m.milestoneType === 'deposit') ?? milestones[0] ?? null;
}

async function paymentFromQuickBooks(ctx: SyncContext, qboId: string, recordPayment: RecordPayment): Promise<TxnOutcome> {
  const own = await findLinkByQboId(ctx.db, ctx.contractorId, ctx.client.realmId, 'payment', qboId);
  if (own.length) return { status: 'skipped', qboId, detail: { reason: own[0].detail.fromQuickBooks ? 'already_recorded' : 'sent_by_picket' } };
  const payment = await readOrGone(ctx, 'Payment', qboId);
  if (!payment) return { status: 'skipped', qboId, detail: { reason: 'deleted' } };
  const marker = PICKET_PAYMENT_MARKER.exec(payment.PrivateNote ?? '')?.[1];
  if (marker) {
    const [mine] = await ctx.db.select({ id: payments.id }).from(payments).where(and(eq(payments.id, marker.toLowerCase()), eq(payments.contractorId, ctx.contractorId))).limit(1);
    if (mine) return { status: 'skipped', qboId, detail: { reason: 'sent_by_picket' } };
  }
  let recorded = 0;
  for (const line of (payment as QboPayment).Line ?? []) {
    for (const txn of line.LinkedTxn ?? []) {
      if (txn.TxnType !== 'Invoice') continue;
      const milestone = await milestoneOfInvoice(ctx, txn.TxnId);
      if (!milestone) continue;
      const amountCents = fromQboAmount(line.Amount);
      if (amountCents < 1) continue;
      await ctx.db.transaction(async (tx) => {
        const result = await recordPayment(tx, {
          contractorId: ctx.contractorId,
          jobId: milestone.jobId,
          // QuickBooks' payment and invoice: a webhook repeated, or the CDC pass after it, records it once.
          idempotencyKey: `qbo:${ctx.client.realmId}:${payment.Id}:${txn.TxnId}`,
          origin: 'accounting',
          input: {
            paymentType: milestone.milestoneType === 'deposit' ? 'job_deposit' : 'milestone',
            jobId: milestone.jobId,
            milestoneId: milestone.id,
            amountCents,
            paymentDate: payment.TxnDate ?? new Date().toISOString().slice(0, 10),
            paymentMethod: payment.PaymentRefNum ? 'check' : 'cash',
            checkNumber: payment.PaymentRefNum ?? undefined,
            notes: 'Recorded in QuickBooks',
          },
        });
        await saveLink(tx, { contractorId: ctx.contractorId, realmId: ctx.client.realmId, kind: 'payment', localId: result.payment.id, qboId: payment.Id, syncToken: payment.SyncToken, detail: { amountCents, fromQuickBooks: true } });
        if (!result.replayed) recorded += 1;
      });
    }
  }
  return recorded ? { status: 'done', qboId, detail: { recorded } } : { status: 'skipped', qboId, detail: { reason: 'not_a_picket_invoice' } };
}

async function invoiceFromQuickBooks(ctx: SyncContext, qboId: string, operation: string): Promise<TxnOutcome> {
  const links = await findLinkByQboId(ctx.db, ctx.contractorId, ctx.client.realmId, 'invoice', qboId);
  if (!links.length) return { status: 'skipped', qboId, detail: { reason: 'not_a_picket_invoice' } };
  const invoice = (await readOrGone(ctx, 'Invoice', qboId)) as QboInvoice | null;
  const voided = operation === 'Void' || Boolean(invoice && (invoice.void || (invoice.TotalAmt === 0 && /voided/i.test(invoice.PrivateNote ?? ''))));
  const deleted = !invoice;
  if (!voided && !deleted) return { status: 'skipped', qboId, detail: { reason: 'no_change_for_picket' } };
  // When QuickBooks says it changed (a deleted invoice cannot say: then when Picket learnt it); the job page shows it.
  const at = (invoice as { MetaData?: { LastUpdatedTime?: string } } | null)?.MetaData?.LastUpdatedTime ?? new Date().toISOString();
  for (const link of links) {
    await updateLink(ctx.db, link.id, { detail: { ...link.detail, voided: voided || undefined, deleted: deleted || undefined, changedInQboAt: link.detail.changedInQboAt ?? at } });
  }
  return { status: 'done', qboId, detail: { voided, deleted } };
}

export async function readFromQuickBooks(ctx: SyncContext, item: { entity: string; qboId: string | null; detail: unknown }, recordPayment: RecordPayment): Promise<TxnOutcome> {
  if (!item.qboId) return { status: 'skipped', qboId: null, detail: { reason: 'no_id' } };
  if (item.entity === 'Payment') return paymentFromQuickBooks(ctx, item.qboId, recordPayment);
  if (item.entity === 'Invoice') return invoiceFromQuickBooks(ctx, item.qboId, qboSyncDetailOf(item.detail).operation ?? '');
  return { status: 'skipped', qboId: item.qboId, detail: { reason: 'not_needed' } };
}

/** What changed in QuickBooks since the last pass, queued to be read like webhooks (which it backs up). */
export async function runCdcPass(ctx: SyncContext, now: Date = new Date()): Promise<TxnOutcome> {
  const [row] = await ctx.db.select({ id: qboConnections.id, lastCdcAt: qboConnections.lastCdcAt }).from(qboConnections).where(eq(qboConnections.contractorId, ctx.contractorId)).limit(1);
  if (!row) return { status: 'skipped', qboId: null, detail: { reason: 'not_connected' } };
  const floor = now.getTime() - CDC_FIRST_LOOKBACK_MS;
  const since = new Date(Math.max(floor, (row.lastCdcAt?.getTime() ?? floor) - 60_000));
  const changed = await ctx.client.changedSince(QBO_CDC_ENTITIES, since);
  let queued = 0;
  for (const entity of QBO_CDC_ENTITIES) {
    for (const e of changed[entity] ?? []) {
      if (await queueQboInbound(ctx.db, { contractorId: ctx.contractorId, entity, qboId: e.Id, operation: 'Update', source: 'cdc' })) queued += 1;
    }
  }
  await ctx.db.update(qboConnections).set({ lastCdcAt: now }).where(eq(qboConnections.id, row.id));
  return { status: 'done', qboId: null, detail: { queued, since: since.toISOString() } };
}
