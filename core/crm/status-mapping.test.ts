import { describe, expect, it } from 'vitest';
import { opportunityTargetFor, quoteStatusForOpportunity, suggestedOpportunityStatus, type StatusMapping } from './status-mapping';

const q = (picketStatus: string, pipelineStageId: string | null, opportunityStatus: StatusMapping['opportunityStatus']): StatusMapping => ({
  subject: 'quote',
  picketStatus,
  pipelineStageId,
  opportunityStatus,
});
const j = (picketStatus: string, pipelineStageId: string | null, opportunityStatus: StatusMapping['opportunityStatus']): StatusMapping => ({
  subject: 'job',
  picketStatus,
  pipelineStageId,
  opportunityStatus,
});

const mappings: StatusMapping[] = [
  q('draft', null, null), // deliberately unmapped
  q('sent', 'st-sent', 'open'),
  q('viewed', 'st-viewed', 'open'),
  q('approved', 'st-won', 'won'),
  q('converted_to_job', 'st-won', 'won'),
  q('lost', null, 'lost'), // keep the stage, mark lost
  j('in_progress', 'st-install', 'won'),
  j('completed', 'st-done', 'won'),
  j('cancelled', null, 'abandoned'),
  j('paused', null, null),
];

describe('opportunityTargetFor', () => {
  it('maps a quote status to its stage and status', () => {
    expect(opportunityTargetFor(mappings, { quoteStatus: 'sent', viewed: false })).toEqual({ subject: 'quote', picketStatus: 'sent', pipelineStageId: 'st-sent', status: 'open' });
    expect(opportunityTargetFor(mappings, { quoteStatus: 'approved', viewed: true })?.pipelineStageId).toBe('st-won');
  });

  it('a sent quote the homeowner opened goes to the viewed stage; without one mapped it stays at sent', () => {
    expect(opportunityTargetFor(mappings, { quoteStatus: 'sent', viewed: true })?.pipelineStageId).toBe('st-viewed');
    const noViewed = mappings.filter((m) => m.picketStatus !== 'viewed');
    expect(opportunityTargetFor(noViewed, { quoteStatus: 'sent', viewed: true })?.pipelineStageId).toBe('st-sent');
  });

  it('once a job exists its status decides, unmapped job statuses fall back to the quote’s', () => {
    expect(opportunityTargetFor(mappings, { quoteStatus: 'converted_to_job', viewed: true, jobStatus: 'in_progress' })?.pipelineStageId).toBe('st-install');
    expect(opportunityTargetFor(mappings, { quoteStatus: 'converted_to_job', viewed: true, jobStatus: 'paused' })?.pipelineStageId).toBe('st-won');
    expect(opportunityTargetFor(mappings, { quoteStatus: 'converted_to_job', viewed: true, jobStatus: 'scheduled' })?.pipelineStageId).toBe('st-won');
    expect(opportunityTargetFor(mappings, { quoteStatus: 'converted_to_job', viewed: true, jobStatus: 'cancelled' })).toMatchObject({ pipelineStageId: null, status: 'abandoned' });
  });

  it('a lost quote is lost whatever its job says', () => {
    expect(opportunityTargetFor(mappings, { quoteStatus: 'lost', viewed: true, jobStatus: 'in_progress' })).toMatchObject({ picketStatus: 'lost', status: 'lost', pipelineStageId: null });
  });

  it('nothing mapped: no target (the opportunity is not created or is left as it is)', () => {
    expect(opportunityTargetFor(mappings, { quoteStatus: 'draft', viewed: false })).toBeNull();
    expect(opportunityTargetFor([], { quoteStatus: 'sent', viewed: false })).toBeNull();
  });
});

describe('quoteStatusForOpportunity', () => {
  it('reads a stage back to the quote status that maps to it', () => {
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-won', status: 'won' }, 'sent')).toEqual({ kind: 'change', status: 'approved' });
  });

  it('picks the first status in lifecycle order the quote may move to (SPEC §4)', () => {
    // approved and converted_to_job both map to st-won; from draft only converted_to_job is allowed.
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-won', status: 'won' }, 'draft')).toEqual({ kind: 'change', status: 'converted_to_job' });
  });

  it('already there: unchanged', () => {
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-won', status: 'won' }, 'approved')).toEqual({ kind: 'unchanged' });
    // The viewed stage reads as sent.
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-viewed', status: 'open' }, 'sent')).toEqual({ kind: 'unchanged' });
  });

  it('a "keep stage" row matches any stage with its status', () => {
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-anything', status: 'lost' }, 'sent')).toEqual({ kind: 'change', status: 'lost' });
  });

  it('a move SPEC §4 forbids is reported, not applied', () => {
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-sent', status: 'open' }, 'approved')).toEqual({ kind: 'forbidden', candidates: ['sent'] });
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-won', status: 'won' }, 'lost')).toEqual({ kind: 'forbidden', candidates: ['approved', 'converted_to_job'] });
  });

  it('a card dragged to a mapped stage moves the quote though its status is still open (OpportunityStageUpdate)', () => {
    // GoHighLevel keeps the status when a card is dragged: "approved" is mapped to st-won as won, the event says open.
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-won', status: 'open' }, 'sent', 'stage')).toEqual({ kind: 'change', status: 'approved' });
    // An exact stage and status still wins over the stage alone; a status change alone still needs its status mapped.
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-viewed', status: 'open' }, 'sent', 'stage')).toEqual({ kind: 'unchanged' });
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-won', status: 'open' }, 'sent', 'status')).toEqual({ kind: 'unmapped' });
    // A stage nothing maps to falls back to the "keep stage" rows for its status.
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-anything', status: 'lost' }, 'sent', 'stage')).toEqual({ kind: 'change', status: 'lost' });
  });

  it('a stage no quote status maps to is unmapped', () => {
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-install', status: 'won' }, 'approved')).toEqual({ kind: 'unmapped' });
    expect(quoteStatusForOpportunity(mappings, { pipelineStageId: 'st-sent', status: 'abandoned' }, 'sent')).toEqual({ kind: 'unmapped' });
  });
});

describe('suggestedOpportunityStatus', () => {
  it('open before approval, won after, lost when lost; a job is a won deal unless cancelled', () => {
    expect(suggestedOpportunityStatus('quote', 'draft')).toBe('open');
    expect(suggestedOpportunityStatus('quote', 'viewed')).toBe('open');
    expect(suggestedOpportunityStatus('quote', 'approved')).toBe('won');
    expect(suggestedOpportunityStatus('quote', 'converted_to_job')).toBe('won');
    expect(suggestedOpportunityStatus('quote', 'lost')).toBe('lost');
    expect(suggestedOpportunityStatus('job', 'unscheduled')).toBe('won');
    expect(suggestedOpportunityStatus('job', 'cancelled')).toBe('abandoned');
  });
});
