// The sync log as the contractor reads it (ghl_sync_items, both directions, newest first), retrying a failed outbound
// item, and sending everything again. Names are joined in at read time: the log rows themselves hold no PII.
import { aliasedTable, and, count, desc, eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../../core/error-messages';
import { AppError } from '../../../../core/errors';
import type { SyncLogItem, SyncLogPage, SyncLogQuery } from '../../../../core/crm/sync-log.schema';
import type { Db } from '../../../db/connection';
import { ghlConnections, ghlSyncItems, homeowners, quotes } from '../../../db/schema/index';
import { CONTACT_UPSERT, OPPORTUNITY_UPSERT, queueFullSync } from '../outbound/crm-outbox';

/** Only the outbox's own deliveries can be sent again; a lead rule's actions or a campaign text are done once. */
const retriable = (item: { direction: string; status: string; action: string }) =>
  item.direction === 'out' && item.status === 'failed' && (item.action === CONTACT_UPSERT || item.action === OPPORTUNITY_UPSERT);

const quoteOwner = aliasedTable(homeowners, 'quote_owner');

function cleanDetail(detail: Record<string, unknown> | null): SyncLogItem['detail'] {
  const out: SyncLogItem['detail'] = {};
  for (const [k, v] of Object.entries(detail ?? {})) {
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (Array.isArray(v)) out[k] = v.filter((x) => typeof x === 'string').join(', ');
  }
  return out;
}

export async function listSyncLog(db: Db, args: { contractorId: string; query: SyncLogQuery }): Promise<SyncLogPage> {
  const { page, pageSize, direction, status } = args.query;
  const where = and(
    eq(ghlSyncItems.contractorId, args.contractorId),
    direction ? eq(ghlSyncItems.direction, direction) : undefined,
    status ? eq(ghlSyncItems.status, status) : undefined,
  );
  const rows = await db
    .select({
      item: ghlSyncItems,
      customerName: homeowners.name,
      quoteNumber: quotes.quoteNumber,
      quoteOwnerName: quoteOwner.name,
    })
    .from(ghlSyncItems)
    .leftJoin(homeowners, and(eq(ghlSyncItems.entity, 'customer'), eq(homeowners.id, ghlSyncItems.entityId), eq(homeowners.contractorId, args.contractorId)))
    .leftJoin(quotes, and(eq(ghlSyncItems.entity, 'quote'), eq(quotes.id, ghlSyncItems.entityId), eq(quotes.contractorId, args.contractorId)))
    .leftJoin(quoteOwner, and(eq(quoteOwner.id, quotes.homeownerId), eq(quoteOwner.contractorId, args.contractorId)))
    .where(where)
    .orderBy(desc(ghlSyncItems.createdAt), desc(ghlSyncItems.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(ghlSyncItems).where(where);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    items: rows.map(({ item, customerName, quoteNumber, quoteOwnerName }) => ({
      id: item.id,
      direction: item.direction,
      entity: item.entity,
      entityId: item.entityId,
      subject: customerName ?? quoteOwnerName ?? null,
      quoteNumber,
      action: item.action,
      status: item.status,
      attempts: item.attempts,
      crmId: item.crmId,
      error: item.error,
      detail: cleanDetail(item.detail),
      createdAt: item.createdAt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
      completedAt: iso(item.completedAt),
      nextAttemptAt: iso(item.nextAttemptAt),
      canRetry: retriable(item),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Sends a failed outbound item again: back to pending with fresh attempts, picked up by the queue's next tick. When a
 * newer delivery of the same thing is already waiting, that one carries the latest state and this one is marked so.
 */
export async function retrySyncItem(db: Db, args: { contractorId: string; id: string }): Promise<{ status: 'pending' | 'skipped' }> {
  const [item] = await db
    .select()
    .from(ghlSyncItems)
    .where(and(eq(ghlSyncItems.id, args.id), eq(ghlSyncItems.contractorId, args.contractorId)))
    .limit(1);
  if (!item) throw new AppError('NOT_FOUND', errorMessage('signedInErrors.crm.syncItemNotFound'));
  if (!retriable(item)) throw new AppError('CONFLICT', errorMessage('signedInErrors.crm.syncItemNotFailed'));
  const now = new Date();
  try {
    const [row] = await db
      .update(ghlSyncItems)
      .set({ status: 'pending', attempts: 0, error: null, nextAttemptAt: null, completedAt: null, updatedAt: now })
      .where(
        and(
          eq(ghlSyncItems.id, item.id),
          eq(ghlSyncItems.status, 'failed'),
          sql`not exists (select 1 from ghl_sync_items o where o.contractor_id = ${item.contractorId} and o.direction = 'out'
                and o.action = ${item.action} and o.entity_id = ${item.entityId} and o.status = 'pending')`,
        ),
      )
      .returning({ id: ghlSyncItems.id });
    if (row) return { status: 'pending' };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  await db
    .update(ghlSyncItems)
    .set({ status: 'skipped', detail: { ...(item.detail ?? {}), reason: 'superseded' }, updatedAt: now })
    .where(and(eq(ghlSyncItems.id, item.id), eq(ghlSyncItems.status, 'failed')));
  return { status: 'skipped' };
}

/** "Send everything again": every active customer and every quote past draft, queued for the CRM. */
export async function resyncEverything(db: Db, contractorId: string): Promise<{ customers: number; quotes: number }> {
  const [connection] = await db
    .select({ id: ghlConnections.id })
    .from(ghlConnections)
    .where(and(eq(ghlConnections.contractorId, contractorId), eq(ghlConnections.isActive, true)))
    .limit(1);
  if (!connection) throw new AppError('CONFLICT', errorMessage('signedInErrors.crm.notConnected'));
  return queueFullSync(db, contractorId);
}
