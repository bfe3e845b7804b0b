import { describe, expect, it } from 'vitest';
import { everyMappableStatus, statusMappingMessages, statusMappingsBodySchema, type StatusMappingsBodyInput } from './status-mapping.schema';

const allUnmapped = () => everyMappableStatus().map((s) => ({ ...s, pipelineStageId: null, opportunityStatus: null }));
const messages = (body: StatusMappingsBodyInput) => {
  const r = statusMappingsBodySchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('statusMappingsBodySchema', () => {
  it('asks for every SPEC §4 quote status, viewed, and every job status', () => {
    const statuses = everyMappableStatus().map((s) => `${s.subject}:${s.picketStatus}`);
    for (const s of ['draft', 'sent', 'viewed', 'approved', 'scheduled', 'completed', 'paid', 'converted_to_job', 'lost']) expect(statuses).toContain(`quote:${s}`);
    for (const s of ['unscheduled', 'scheduled', 'in_progress', 'paused', 'completed', 'cancelled', 'rescheduled']) expect(statuses).toContain(`job:${s}`);
    expect(statuses).toHaveLength(16);
  });

  it('takes a set where every status is decided, "Not synced" included, without a pipeline when nothing syncs', () => {
    expect(statusMappingsBodySchema.parse({ pipelineId: null, mappings: allUnmapped() }).mappings).toHaveLength(16);
  });

  it('a missing status is not decided: every status needs a stage or Not synced', () => {
    expect(messages({ pipelineId: null, mappings: allUnmapped().slice(1) })).toEqual([statusMappingMessages.everyStatus]);
  });

  it('a synced status needs the pipeline', () => {
    const mappings = allUnmapped().map((m) => (m.picketStatus === 'sent' ? { ...m, pipelineStageId: 'st-1', opportunityStatus: 'open' as const } : m));
    expect(messages({ pipelineId: null, mappings })).toEqual([statusMappingMessages.choosePipeline]);
    expect(messages({ pipelineId: 'p-1', mappings })).toEqual([]);
  });

  it('refuses unknown and repeated statuses and opportunity statuses the CRM does not have', () => {
    expect(messages({ pipelineId: null, mappings: [...allUnmapped(), { subject: 'quote', picketStatus: 'invoiced', pipelineStageId: null, opportunityStatus: null }] })).toContain(
      statusMappingMessages.unknownStatus,
    );
    expect(messages({ pipelineId: null, mappings: [...allUnmapped(), allUnmapped()[0]] })).toContain(statusMappingMessages.duplicateStatus);
    expect(messages({ pipelineId: 'p', mappings: allUnmapped().map((m, i) => (i === 0 ? { ...m, opportunityStatus: 'closed' as never } : m)) })).toContain(
      statusMappingMessages.chooseOpportunityStatus,
    );
    // 'viewed' is a quote moment, not a job status.
    expect(messages({ pipelineId: null, mappings: [...allUnmapped(), { subject: 'job', picketStatus: 'viewed', pipelineStageId: null, opportunityStatus: null }] })).toContain(
      statusMappingMessages.unknownStatus,
    );
  });

  it('drops the stage of a status that is not synced; a synced one may keep its current stage', () => {
    const mappings = allUnmapped().map((m) =>
      m.picketStatus === 'draft' ? { ...m, pipelineStageId: 'st-1' } : m.picketStatus === 'lost' ? { ...m, opportunityStatus: 'lost' as const } : m,
    );
    const parsed = statusMappingsBodySchema.parse({ pipelineId: 'p-1', mappings });
    expect(parsed.mappings.find((m) => m.picketStatus === 'draft')).toMatchObject({ pipelineStageId: null, opportunityStatus: null });
    expect(parsed.mappings.find((m) => m.picketStatus === 'lost')).toMatchObject({ pipelineStageId: null, opportunityStatus: 'lost' });
  });
});
