// ghl_sync_items.detail (server/db/schema/crm-sync.ts): ids, stages, statuses and amounts, never names; read back with
// readJsonb. Every key is optional (a row holds those of its direction and outcome), every key Picket has written is
// typed, and unknown keys ride along so the outcome's merge (`{ ...detail, more }`) never drops what is stored. A key
// that does not hold its type (a hand edit) reads as absent; a value that is not an object reads as {}.
import { z } from 'zod';

const optional = <T extends z.ZodType>(t: T) => t.optional().catch(undefined);

/**
 * Outbound (the outbox, server/features/crm/outbound): why queued (cause: the change's, resync, mappings_saved), then
 * the outcome: why skipped (reason, superseded included), new when the CRM made the contact or opportunity, and an
 * opportunity's picketStatus, pipelineStageId, opportunityStatus and monetaryValue (dollars, as sent). A lead rule's
 * actions: rule (its name) and reason. Inbound (server/features/crm/inbound): result, or reason when it failed; an
 * opportunity's pipelineId, stageId, opportunityStatus, and the quote's from, to or wanted statuses.
 */
export const crmSyncItemDetailSchema = z.looseObject({
  cause: optional(z.string()),
  reason: optional(z.string()),
  new: optional(z.boolean()),
  picketStatus: optional(z.string().nullable()),
  pipelineStageId: optional(z.string().nullable()),
  opportunityStatus: optional(z.string().nullable()),
  monetaryValue: optional(z.number()),
  rule: optional(z.string()),
  result: optional(z.string()),
  pipelineId: optional(z.string()),
  stageId: optional(z.string().nullable()),
  from: optional(z.string()),
  to: optional(z.string()),
  wanted: optional(z.array(z.string())),
});
export type CrmSyncItemDetail = z.output<typeof crmSyncItemDetailSchema>;
