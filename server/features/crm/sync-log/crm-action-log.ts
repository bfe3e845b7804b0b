// What Picket did on the CRM outside the customer/quote outbox (a lead rule's actions, a campaign text), in the sync log
// the contractor reads: one row per outcome, the CRM's own words kept in `error` for the page to quote.
import type { Db } from '../../../db/connection';
import { ghlSyncItems } from '../../../db/schema/index';

export const LEAD_ACTIONS = 'lead.actions';
export const CAMPAIGN_SMS = 'campaign.sms';

/** The CRM's words for a failure (a GhlApiError's message is "404: Contact not found"-like), never a stack. */
export const crmErrorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function recordCrmAction(
  db: Db,
  entry: { contractorId: string; homeownerId: string | null; crmId: string | null; action: typeof LEAD_ACTIONS | typeof CAMPAIGN_SMS; status: 'done' | 'failed'; error?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  const now = new Date();
  await db.insert(ghlSyncItems).values({
    contractorId: entry.contractorId,
    direction: 'out',
    entity: 'customer',
    entityId: entry.homeownerId,
    action: entry.action,
    status: entry.status,
    attempts: 1,
    crmId: entry.crmId,
    error: entry.error ?? null,
    detail: entry.detail ?? {},
    origin: 'system',
    completedAt: now,
  });
}
