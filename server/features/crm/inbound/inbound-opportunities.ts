// OpportunityStageUpdate / OpportunityStatusUpdate: the linked quote follows the CRM through the contractor's status
// mapping read backwards (core/crm/status-mapping.ts), only along SPEC §4 transitions; anything else is written to the
// sync log and left alone.
import { eq } from 'drizzle-orm';
import { quoteStatusForOpportunity, type StatusMapping } from '../../../../core/crm/status-mapping';
import type { QuoteStatus } from '../../../../core/quotes/quote-transitions';
import type { Db } from '../../../db/connection';
import { ghlConnections, ghlStatusMappings } from '../../../db/schema/index';
import type { OpportunityEvent } from '../../../integrations/ghl/webhook-events';
import { convertQuoteToJob } from '../../jobs/jobs.service';
import { transitionQuote } from '../../quotes/quotes.service';
import { quoteForOpportunity } from './crm-links';
import { recordInboundSync } from './inbound-sync-log';

export type OpportunityOutcome =
  | { result: 'applied'; quoteId: string; from: QuoteStatus; to: QuoteStatus }
  | { result: 'unchanged' | 'refused' | 'unmapped' | 'other_pipeline'; quoteId: string }
  | { result: 'unlinked' };

export async function handleOpportunityEvent(db: Db, contractorId: string, event: OpportunityEvent): Promise<OpportunityOutcome> {
  const quote = await quoteForOpportunity(db, contractorId, event.id);
  const log = (status: 'done' | 'skipped', detail: Record<string, unknown>) =>
    recordInboundSync(db, { contractorId, entity: 'quote', entityId: quote?.id ?? null, crmId: event.id, action: event.type, status, detail });
  if (!quote) {
    await log('skipped', { result: 'not_linked' });
    return { result: 'unlinked' };
  }
  const [connection] = await db.select({ pipelineId: ghlConnections.pipelineId }).from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)).limit(1);
  // Quotes live in the connection's pipeline; the same contact's deal in another pipeline (a service plan) is not this quote.
  if (connection?.pipelineId && event.pipelineId && event.pipelineId !== connection.pipelineId) {
    await log('skipped', { result: 'other_pipeline', pipelineId: event.pipelineId });
    return { result: 'other_pipeline', quoteId: quote.id };
  }
  const mappings: StatusMapping[] = await db
    .select({ subject: ghlStatusMappings.subject, picketStatus: ghlStatusMappings.picketStatus, pipelineStageId: ghlStatusMappings.pipelineStageId, opportunityStatus: ghlStatusMappings.opportunityStatus })
    .from(ghlStatusMappings)
    .where(eq(ghlStatusMappings.contractorId, contractorId));
  const moved = event.type === 'OpportunityStageUpdate' ? 'stage' : 'status';
  const change = quoteStatusForOpportunity(mappings, { pipelineStageId: event.pipelineStageId ?? null, status: event.status ?? 'open' }, quote.status, moved);
  const stage = { stageId: event.pipelineStageId ?? null, opportunityStatus: event.status ?? null };

  switch (change.kind) {
    case 'unchanged':
      await log('done', { result: 'unchanged', ...stage });
      return { result: 'unchanged', quoteId: quote.id };
    case 'unmapped':
      await log('skipped', { result: 'unmapped', ...stage });
      return { result: 'unmapped', quoteId: quote.id };
    case 'forbidden':
      await log('skipped', { result: 'refused', from: quote.status, wanted: change.candidates, ...stage });
      return { result: 'refused', quoteId: quote.id };
    case 'change':
      // Converting makes the job too, as Convert to Job does; origin 'crm' keeps outbound sync from echoing it back.
      if (change.status === 'converted_to_job') await convertQuoteToJob(db, { contractorId, quoteId: quote.id, origin: 'crm' });
      else await transitionQuote(db, { contractorId, quoteId: quote.id, status: change.status, origin: 'crm' });
      await log('done', { result: 'applied', from: quote.status, to: change.status, ...stage });
      return { result: 'applied', quoteId: quote.id, from: quote.status, to: change.status };
  }
}
