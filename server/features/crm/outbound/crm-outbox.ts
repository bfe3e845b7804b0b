// Picket → CRM intents. The domain-event subscriber runs inside the transaction of the change and writes one pending
// ghl_sync_items row per thing to send (the unique pending index coalesces repeats: five edits before the queue runs
// are one call carrying the latest state). Nothing is written for a contractor without a connection, nor for a change
// that came from the CRM (no echo). The queue (crm-outbound-queue.ts) delivers the rows.
import { and, eq, or, sql } from 'drizzle-orm';
import { crmSyncItemDetailSchema, type CrmSyncItemDetail } from '../../../../core/crm/crm-sync-detail.schema';
import type { Db } from '../../../db/connection';
import { readJsonb } from '../../../db/jsonb';
import { ghlConnections, ghlCustomFieldMappings, ghlSyncItems, quotes } from '../../../db/schema/index';
import type { ChangeOrigin, DomainEvent } from '../../../domain-events/domain-events';
import { queryRows } from '../../../db/query-rows';
import { kickQueue } from '../../../queue/kick';

/**
 * A sync row's detail as stored, what an outcome merges into and the sync log shows: a key that does not hold its type
 * reads as absent, a value that is not an object as {} (the row is still delivered and listed).
 */
export const crmSyncDetailOf = (detail: unknown): CrmSyncItemDetail => readJsonb(crmSyncItemDetailSchema, detail ?? {}, 'ghl_sync_items.detail', { orElse: {} });

export const CONTACT_UPSERT = 'contact.upsert';
export const OPPORTUNITY_UPSERT = 'opportunity.upsert';
export type OutboundAction = typeof CONTACT_UPSERT | typeof OPPORTUNITY_UPSERT;

export interface OutboundIntent {
  contractorId: string;
  entity: 'customer' | 'quote';
  entityId: string;
  action: OutboundAction;
  origin: ChangeOrigin | 'resync';
  /** What caused it, for the log (an event type, never data). */
  cause: string;
}

/** Writes a pending delivery unless one is already waiting for the same thing. */
export async function queueOutbound(db: Db, intent: OutboundIntent): Promise<void> {
  await db
    .insert(ghlSyncItems)
    .values({
      contractorId: intent.contractorId,
      direction: 'out',
      entity: intent.entity,
      entityId: intent.entityId,
      action: intent.action,
      status: 'pending',
      origin: intent.origin,
      detail: { cause: intent.cause },
    })
    .onConflictDoNothing();
}

async function isConnected(db: Db, contractorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ghlConnections.id })
    .from(ghlConnections)
    .where(and(eq(ghlConnections.contractorId, contractorId), eq(ghlConnections.isActive, true)))
    .limit(1);
  return Boolean(row);
}

/** Contact custom fields that read a quote or job: a quote's change must refresh its customer's contact too. */
async function contactReadsQuotes(db: Db, contractorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ghlCustomFieldMappings.id })
    .from(ghlCustomFieldMappings)
    .where(
      and(
        eq(ghlCustomFieldMappings.contractorId, contractorId),
        eq(ghlCustomFieldMappings.ghlFieldModel, 'contact'),
        or(sql`${ghlCustomFieldMappings.localField} ~ '^(quote|job)\\.'`, sql`coalesce(${ghlCustomFieldMappings.formatRule}, '') ~ '\\{\\s*(quote|job)\\.'`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The quote an event is about, if it moves an opportunity. */
function quoteOf(event: DomainEvent): string | null {
  switch (event.type) {
    case 'quote.created':
    case 'quote.updated':
    case 'quote.status_changed':
    case 'quote.viewed':
      return event.quoteId;
    case 'job.created':
    case 'job.status_changed':
      return event.quoteId;
    default:
      return null;
  }
}

/** The domain-event subscriber: cheap, no calls out, same transaction as the change. */
export async function recordOutboundChange(db: Db, event: DomainEvent): Promise<void> {
  if (event.origin === 'crm') return;
  const base = { contractorId: event.contractorId, origin: event.origin, cause: event.type };
  if (event.type === 'customer.created' || event.type === 'customer.updated') {
    if (!(await isConnected(db, event.contractorId))) return;
    await queueOutbound(db, { ...base, entity: 'customer', entityId: event.homeownerId, action: CONTACT_UPSERT });
    await kickQueue('crm-outbound', db, event.contractorId);
    return;
  }
  // Only the first view moves a stage ("Estimate viewed"); later views change nothing the CRM holds.
  if (event.type === 'quote.viewed' && !event.first) return;
  const quoteId = quoteOf(event);
  if (!quoteId || !(await isConnected(db, event.contractorId))) return;
  await queueOutbound(db, { ...base, entity: 'quote', entityId: quoteId, action: OPPORTUNITY_UPSERT });
  if (await contactReadsQuotes(db, event.contractorId)) {
    const [q] = await db
      .select({ homeownerId: quotes.homeownerId })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, event.contractorId)))
      .limit(1);
    if (q?.homeownerId) await queueOutbound(db, { ...base, entity: 'customer', entityId: q.homeownerId, action: CONTACT_UPSERT });
  }
  // The drain job rides in the same transaction: a worker takes it the moment the change commits (issue 28 item 2).
  await kickQueue('crm-outbound', db, event.contractorId);
}

/**
 * Everything the contractor has, queued for the CRM: every active customer as a contact and every quote past draft as
 * an opportunity. For a newly connected location (and the benchmark). One INSERT … SELECT per kind; what is already
 * waiting is left as it is.
 */
export async function queueFullSync(db: Db, contractorId: string): Promise<{ customers: number; quotes: number }> {
  const customers = await queryRows(db, sql`
    INSERT INTO ghl_sync_items (contractor_id, direction, entity, entity_id, action, status, origin, detail)
    SELECT contractor_id, 'out', 'customer', id, ${CONTACT_UPSERT}, 'pending', 'resync', '{"cause":"resync"}'::jsonb
    FROM homeowners WHERE contractor_id = ${contractorId} AND archived_at IS NULL
    ORDER BY created_at
    ON CONFLICT DO NOTHING RETURNING id`);
  // A moment later: the oldest-first drain makes each contact before its opportunities.
  const opportunities = await queryRows(db, sql`
    INSERT INTO ghl_sync_items (contractor_id, direction, entity, entity_id, action, status, origin, detail, created_at)
    SELECT contractor_id, 'out', 'quote', id, ${OPPORTUNITY_UPSERT}, 'pending', 'resync', '{"cause":"resync"}'::jsonb,
           now() + interval '1 millisecond'
    FROM quotes WHERE contractor_id = ${contractorId} AND status <> 'draft'
    ON CONFLICT DO NOTHING RETURNING id`);
  return { customers: customers.length, quotes: opportunities.length };
}
