import { describe, expect, it } from 'vitest';
import { everyMappableStatus, statusMappingMessages, statusMappingsBodySchema } from '../../../core/crm/status-mapping.schema';
import { bodyFromForm, formFromSet, KEEP_STAGE, NOT_SYNCED, restNotSynced, suggestStages, withKnownStages, withPipeline, withRow } from './status-mapping-form';

describe('the status mappings form', () => {
  it('a new contractor starts with every status undecided, and saving it as is asks for every status', () => {
    const form = formFromSet({ pipelineId: null, mappings: [] });
    expect(form.rows).toHaveLength(everyMappableStatus().length);
    expect(form.rows.every((r) => r.stage === '')).toBe(true);
    const parsed = statusMappingsBodySchema.safeParse(bodyFromForm(form));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(statusMappingMessages.everyStatus);
  });

  it('reads a saved set back as chosen: a stage, keep the stage, Not synced', () => {
    const form = formFromSet({
      pipelineId: 'p1',
      mappings: [
        { subject: 'quote', picketStatus: 'sent', pipelineStageId: 's1', opportunityStatus: 'open' },
        { subject: 'quote', picketStatus: 'lost', pipelineStageId: null, opportunityStatus: 'lost' },
        { subject: 'job', picketStatus: 'paused', pipelineStageId: null, opportunityStatus: null },
      ],
    });
    const row = (key: string) => form.rows.find((r) => `${r.subject}.${r.picketStatus}` === key)!;
    expect(row('quote.sent')).toMatchObject({ stage: 's1', opportunityStatus: 'open' });
    expect(row('quote.lost')).toMatchObject({ stage: KEEP_STAGE, opportunityStatus: 'lost' });
    expect(row('job.paused')).toMatchObject({ stage: NOT_SYNCED });
    expect(row('job.cancelled')).toMatchObject({ stage: '', opportunityStatus: 'abandoned' });
  });

  it('round trip: choose, fill the rest with Not synced, and the body is a valid whole set', () => {
    let form = formFromSet({ pipelineId: null, mappings: [] });
    form = withPipeline(form, 'p1');
    form = withRow(form, 'quote.sent', { stage: 's1' });
    form = withRow(form, 'quote.approved', { stage: 's2', opportunityStatus: 'won' });
    form = restNotSynced(form);
    const body = statusMappingsBodySchema.parse(bodyFromForm(form));
    expect(body.mappings.find((m) => m.picketStatus === 'sent')).toEqual({ subject: 'quote', picketStatus: 'sent', pipelineStageId: 's1', opportunityStatus: 'open' });
    expect(body.mappings.filter((m) => m.opportunityStatus === null)).toHaveLength(everyMappableStatus().length - 2);
    expect(formFromSet(body)).toEqual(form);
  });

  it("another pipeline's stages are undecided again; a stage the CRM no longer lists too", () => {
    let form = withRow(withRow(formFromSet({ pipelineId: 'p1', mappings: [] }), 'quote.sent', { stage: 's1' }), 'quote.lost', { stage: KEEP_STAGE });
    form = withPipeline(form, 'p2');
    expect(form.rows.find((r) => r.picketStatus === 'sent')!.stage).toBe('');
    expect(form.rows.find((r) => r.picketStatus === 'lost')!.stage).toBe(KEEP_STAGE);
    const again = withKnownStages(withRow(form, 'quote.sent', { stage: 'gone' }), new Set(['s9']));
    expect(again.rows.find((r) => r.picketStatus === 'sent')!.stage).toBe('');
  });
});

describe('suggestStages', () => {
  const stages = ['New Lead', 'Estimate Sent', 'Estimate Viewed', 'Won - Approved', 'Install Scheduled', 'Installed', 'Lost'].map((name, i) => ({ id: `s${i}`, name }));
  const stageOf = (form: ReturnType<typeof formFromSet>, key: string) => form.rows.find((r) => `${r.subject}.${r.picketStatus}` === key)!.stage;

  it('fills undecided statuses from a fence pipeline’s stage names and leaves the unclear ones undecided', () => {
    const form = suggestStages(withPipeline(formFromSet({ pipelineId: null, mappings: [] }), 'p1'), stages);
    expect(stageOf(form, 'quote.draft')).toBe('s0');
    expect(stageOf(form, 'quote.sent')).toBe('s1');
    expect(stageOf(form, 'quote.viewed')).toBe('s2');
    expect(stageOf(form, 'quote.approved')).toBe('s3');
    expect(stageOf(form, 'job.scheduled')).toBe('s4');
    expect(stageOf(form, 'job.completed')).toBe('s5');
    expect(stageOf(form, 'quote.lost')).toBe('s6');
    // "Estimate Sent" holds no "new"; nothing says paused or paid here.
    expect(stageOf(form, 'job.paused')).toBe('');
    expect(stageOf(form, 'quote.paid')).toBe('');
  });

  it('never changes a status already decided', () => {
    const decided = withRow(withPipeline(formFromSet({ pipelineId: null, mappings: [] }), 'p1'), 'quote.sent', { stage: NOT_SYNCED });
    expect(stageOf(suggestStages(decided, stages), 'quote.sent')).toBe(NOT_SYNCED);
  });
});
