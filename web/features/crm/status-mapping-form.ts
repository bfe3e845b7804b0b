// The status mappings form's state: per status a stage choice (a stage, "keep the current stage", "Not synced", or not
// decided yet) and an opportunity status; read from and turned back into the API's set.
import { suggestedOpportunityStatus, type MappingSubject, type OpportunityStatus, type StatusMapping } from '../../../core/crm/status-mapping';
import { everyMappableStatus, type StatusMappingsBodyInput, type StatusMappingsSet } from '../../../core/crm/status-mapping.schema';

export const NOT_SYNCED = '__not_synced';
export const KEEP_STAGE = '__keep_stage';

export interface StatusRow {
  subject: MappingSubject;
  picketStatus: string;
  /** A stage id, KEEP_STAGE, NOT_SYNCED, or '' (not decided yet). */
  stage: string;
  opportunityStatus: OpportunityStatus;
}

export interface StatusMappingsForm {
  pipelineId: string | null;
  rows: StatusRow[];
}

export const rowKey = (row: Pick<StatusRow, 'subject' | 'picketStatus'>) => `${row.subject}.${row.picketStatus}`;

export function formFromSet(set: StatusMappingsSet): StatusMappingsForm {
  const saved = new Map(set.mappings.map((m) => [rowKey(m), m]));
  return {
    pipelineId: set.pipelineId,
    rows: everyMappableStatus().map(({ subject, picketStatus }) => {
      const m = saved.get(rowKey({ subject, picketStatus }));
      const stage = !m ? '' : m.opportunityStatus === null ? NOT_SYNCED : (m.pipelineStageId ?? KEEP_STAGE);
      return { subject, picketStatus, stage, opportunityStatus: m?.opportunityStatus ?? suggestedOpportunityStatus(subject, picketStatus) };
    }),
  };
}

/** The PUT body; an undecided status is left out, so the set is refused with "…for every status". */
export function bodyFromForm(form: StatusMappingsForm): StatusMappingsBodyInput {
  return {
    pipelineId: form.pipelineId,
    mappings: form.rows
      .filter((r) => r.stage !== '')
      .map(
        (r): StatusMapping => ({
          subject: r.subject,
          picketStatus: r.picketStatus,
          pipelineStageId: r.stage === NOT_SYNCED || r.stage === KEEP_STAGE ? null : r.stage,
          opportunityStatus: r.stage === NOT_SYNCED ? null : r.opportunityStatus,
        }),
      ),
  };
}

/** Another pipeline's stages mean nothing in this one: those statuses are undecided again. */
export function withPipeline(form: StatusMappingsForm, pipelineId: string): StatusMappingsForm {
  if (pipelineId === form.pipelineId) return form;
  return { pipelineId, rows: form.rows.map((r) => (r.stage === NOT_SYNCED || r.stage === KEEP_STAGE || r.stage === '' ? r : { ...r, stage: '' })) };
}

export function withRow(form: StatusMappingsForm, key: string, change: Partial<Pick<StatusRow, 'stage' | 'opportunityStatus'>>): StatusMappingsForm {
  return { ...form, rows: form.rows.map((r) => (rowKey(r) === key ? { ...r, ...change } : r)) };
}

/** "Not synced" for every status not decided yet. */
export function restNotSynced(form: StatusMappingsForm): StatusMappingsForm {
  return { ...form, rows: form.rows.map((r) => (r.stage === '' ? { ...r, stage: NOT_SYNCED } : r)) };
}

/** A stage a saved row names that the CRM no longer lists is shown as undecided, so the contractor picks again. */
export function withKnownStages(form: StatusMappingsForm, stageIds: ReadonlySet<string>): StatusMappingsForm {
  return { ...form, rows: form.rows.map((r) => (r.stage === '' || r.stage === NOT_SYNCED || r.stage === KEEP_STAGE || stageIds.has(r.stage) ? r : { ...r, stage: '' })) };
}

// Words a fence pipeline's stage names use for each status (GoHighLevel's own templates and contractors' boards).
const STAGE_WORDS: Record<string, string[]> = {
  'quote.draft': ['new lead', 'lead', 'new', 'draft'],
  'quote.sent': ['estimate sent', 'quote sent', 'proposal sent', 'sent'],
  'quote.viewed': ['estimate viewed', 'quote viewed', 'viewed', 'opened'],
  'quote.approved': ['approved', 'accepted', 'signed', 'won'],
  'quote.scheduled': ['install scheduled', 'scheduled'],
  'quote.completed': ['installed', 'completed', 'complete', 'done'],
  'quote.paid': ['paid'],
  'quote.lost': ['lost', 'closed lost'],
  'job.scheduled': ['install scheduled', 'scheduled'],
  'job.rescheduled': ['install scheduled', 'scheduled'],
  'job.in_progress': ['in progress', 'installing', 'install in progress'],
  'job.completed': ['installed', 'completed', 'complete', 'done'],
};

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Fills the undecided statuses whose stage is obvious from the pipeline's stage names; the rest stay undecided. */
export function suggestStages(form: StatusMappingsForm, stages: readonly { id: string; name: string }[]): StatusMappingsForm {
  const named = stages.map((s) => ({ id: s.id, name: ` ${normalise(s.name)} ` }));
  return {
    ...form,
    rows: form.rows.map((r) => {
      if (r.stage !== '') return r;
      for (const word of STAGE_WORDS[rowKey(r)] ?? []) {
        const hit = named.find((s) => s.name.includes(` ${word} `));
        if (hit) return { ...r, stage: hit.id };
      }
      return r;
    }),
  };
}
