import { describe, expect, it } from 'vitest';
import { crmSyncItemDetailSchema } from './crm-sync-detail.schema';

// Every shape the writers have written (server/features/crm: outbound/crm-outbox, outbound/outbound-sync,
// outbound/outbound-delivery, sync-log, lead-rules/lead-assignment-delivery, inbound/*), as jsonb gives it back.
const shapes = {
  queued: { cause: 'quote.updated' },
  resync: { cause: 'resync' },
  mappingsSaved: { cause: 'mappings_saved' },
  skipped: { cause: 'quote.updated', reason: 'no_pipeline' },
  superseded: { cause: 'customer.updated', reason: 'superseded' },
  notConnected: { reason: 'not_connected' },
  contactDone: { cause: 'customer.created', new: true },
  opportunityDone: { cause: 'quote.sent', new: false, picketStatus: 'sent', pipelineStageId: 'st-1', opportunityStatus: 'open', monetaryValue: 4656.94 },
  opportunityUnmapped: { new: true, picketStatus: null, pipelineStageId: null, opportunityStatus: null, monetaryValue: 0 },
  leadActions: { rule: 'Big fences to Maria' },
  leadActionsNotConnected: { rule: 'Big fences to Maria', reason: 'not_connected' },
  campaignFailed: {},
  contactIn: { result: 'created' },
  messageIn: { result: 'message_stored' },
  disconnected: { result: 'disconnected' },
  inboundFailed: { reason: 'bad_payload' },
  otherPipeline: { result: 'other_pipeline', pipelineId: 'p-2' },
  unchanged: { result: 'unchanged', stageId: 'st-1', opportunityStatus: 'open' },
  unmapped: { result: 'unmapped', stageId: null, opportunityStatus: null },
  refused: { result: 'refused', from: 'approved', wanted: ['sent'], stageId: 'st-1', opportunityStatus: 'open' },
  applied: { result: 'applied', from: 'sent', to: 'approved', stageId: 'st-2', opportunityStatus: 'won' },
};

describe('crmSyncItemDetailSchema (ghl_sync_items.detail)', () => {
  it.each(Object.entries(shapes))('reads %s back as written', (_name, shape) => {
    expect(crmSyncItemDetailSchema.parse(shape)).toEqual(shape);
  });

  it('keeps keys it does not know, so the outcome merge writes them back', () => {
    expect(crmSyncItemDetailSchema.parse({ cause: 'resync', addedLater: [1, { a: 2 }] })).toEqual({ cause: 'resync', addedLater: [1, { a: 2 }] });
  });

  it('a key that does not hold its type reads as absent; the rest is kept', () => {
    const read = crmSyncItemDetailSchema.parse({ result: 'refused', wanted: 'sent', monetaryValue: '12', note: 'kept' });
    expect(JSON.parse(JSON.stringify(read))).toEqual({ result: 'refused', note: 'kept' });
  });

  it('a value that is not an object does not parse (the server reads it as {})', () => {
    for (const odd of ['x', 3, [1, 2], null]) expect(crmSyncItemDetailSchema.safeParse(odd).success).toBe(false);
  });
});
