// The QuickBooks sync log as the contractor reads it (qbo_sync_items, both directions, newest first; errors in
// QuickBooks' own words), and "retry" / "send again" of one entry. The rows hold ids and amounts, never PII.
import { and, count, desc, eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { QboSyncLogItem } from '../../../core/quickbooks/quickbooks.schema';
import type { Db } from '../../db/connection';
import { qboSyncItems } from '../../db/schema/index';
import { QBO_ACTIONS, qboSyncDetailOf, queueQboInbound } from './qbo-outbox';

const isScalar = (v: unknown): v is string | number | boolean | null => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The detail's scalars as stored; a row whose detail is not an object shows none. */
function cleanDetail(detail: unknown): QboSyncLogItem['detail'] {
  const out: QboSyncLogItem['detail'] = {};
  for (const [k, v] of Object.entries(qboSyncDetailOf(detail))) if (isScalar(v)) out[k] = v;
  return out;
}

export async function listQboSyncLog(db: Db, args: { contractorId: string; page: number; pageSize: number; status?: QboSyncLogItem['status'] }) {
  const where = and(eq(qboSyncItems.contractorId, args.contractorId), args.status ? eq(qboSyncItems.status, args.status) : undefined);
  const rows = await db
    .select()
    .from(qboSyncItems)
    .where(where)
    .orderBy(desc(qboSyncItems.createdAt), desc(qboSyncItems.id))
    .limit(args.pageSize)
    .offset((args.page - 1) * args.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(qboSyncItems).where(where);
  return {
    items: rows.map(
      (r): QboSyncLogItem => ({
        id: r.id,
        direction: r.direction,
        entity: r.entity,
        entityId: r.entityId,
        action: r.action,
        status: r.status,
        attempts: r.attempts,
        qboId: r.qboId,
        error: r.error,
        detail: cleanDetail(r.detail),
        createdAt: r.createdAt.toISOString(),
        completedAt: r.completedAt?.toISOString() ?? null,
        canRetry: r.status === 'failed' || (r.direction === 'out' && r.status === 'done'),
      }),
    ),
    total: Number(total),
    page: args.page,
    pageSize: args.pageSize,
  };
}

/**
 * Retry a failed entry, or "send again" a done one: a new pending entry for the same thing (what is already linked
 * is not duplicated: the send finds its link, and an amount changed since is updated).
 */
export async function retryQboSyncItem(db: Db, args: { contractorId: string; id: string }): Promise<{ status: 'pending' | 'skipped' }> {
  const [item] = await db.select().from(qboSyncItems).where(and(eq(qboSyncItems.id, args.id), eq(qboSyncItems.contractorId, args.contractorId))).limit(1);
  if (!item) throw new AppError('NOT_FOUND', errorMessage('signedInErrors.quickbooks.syncItemNotFound'));
  if (!(item.status === 'failed' || (item.direction === 'out' && item.status === 'done'))) throw new AppError('CONFLICT', errorMessage('signedInErrors.quickbooks.syncItemNotFailed'));
  if (item.direction === 'in' && item.action === QBO_ACTIONS.inbound && item.qboId) {
    await queueQboInbound(db, { contractorId: item.contractorId, entity: item.entity, qboId: item.qboId, operation: qboSyncDetailOf(item.detail).operation ?? 'Update', source: 'webhook' });
  } else {
    await db
      .insert(qboSyncItems)
      .values({ contractorId: item.contractorId, direction: item.direction, entity: item.entity, entityId: item.entityId, action: item.action, status: 'pending', origin: 'resend', detail: { cause: item.status === 'failed' ? 'retry' : 'send_again' }, serialKey: item.serialKey })
      .onConflictDoNothing();
  }
  return { status: 'pending' };
}
