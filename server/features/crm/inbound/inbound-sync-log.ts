// What an inbound event did, in the CRM sync log the contractor reads (ghl_sync_items, direction 'in'), and for a quote
// also in the quote's own history, so its page says the CRM moved it or tried to.
import type { QuoteHistoryKind } from '../../../../core/quotes/quote-history';
import type { Db } from '../../../db/connection';
import { events, ghlSyncItems } from '../../../db/schema/index';

export interface InboundSyncEntry {
  contractorId: string;
  entity: 'customer' | 'quote' | 'message' | 'connection';
  /** The Picket row, when there is one. */
  entityId: string | null;
  /** The CRM's id of what the event was about (contact, opportunity, message). */
  crmId: string | null;
  /** The webhook type (ContactCreate, OpportunityStageUpdate, …). */
  action: string;
  status: 'done' | 'skipped' | 'failed';
  /** Codes and ids only, never names: {result: 'refused', from: 'approved', wanted: ['sent']}. */
  detail: Record<string, unknown>;
}

export async function recordInboundSync(db: Db, entry: InboundSyncEntry): Promise<void> {
  const now = new Date();
  await db.insert(ghlSyncItems).values({
    contractorId: entry.contractorId,
    direction: 'in',
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    status: entry.status,
    attempts: 1,
    crmId: entry.crmId,
    detail: entry.detail,
    origin: 'crm',
    completedAt: now,
  });
  // A deal already where the quote is changes nothing worth a line in the quote's history.
  if (entry.entity === 'quote' && entry.entityId && entry.detail.result !== 'unchanged') {
    const eventType: QuoteHistoryKind = entry.status === 'done' ? 'crm_status_applied' : 'crm_status_not_applied';
    await db.insert(events).values({
      contractorId: entry.contractorId,
      quoteId: entry.entityId,
      eventType,
      eventData: { source: 'ghl', action: entry.action, ...entry.detail },
    });
  }
}
