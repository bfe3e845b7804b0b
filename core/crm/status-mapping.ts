// Which stage and status a quote's CRM opportunity should be in, from the contractor's status mappings, both ways.
import { jobStatuses, type JobStatus } from '../jobs/job-transitions';
import { canTransitionQuote, quoteStatuses, type QuoteStatus } from '../quotes/quote-transitions';

export const opportunityStatuses = ['open', 'won', 'lost', 'abandoned'] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];

export const mappingSubjects = ['quote', 'job'] as const;
export type MappingSubject = (typeof mappingSubjects)[number];

// SPEC §4's quote statuses in lifecycle order, plus 'viewed' (sent and opened by the homeowner) right after 'sent':
// a pipeline usually has an "Estimate viewed" stage, and the view is the moment a contractor calls.
export const mappableQuoteStatuses = ['draft', 'sent', 'viewed', 'approved', 'scheduled', 'completed', 'paid', 'converted_to_job', 'lost'] as const;
export const mappableJobStatuses = jobStatuses;

export function mappableStatuses(subject: MappingSubject): readonly string[] {
  return subject === 'quote' ? mappableQuoteStatuses : mappableJobStatuses;
}

/** One row of ghl_status_mappings. No opportunity status: deliberately unmapped. No stage: keep the current stage. */
export interface StatusMapping {
  subject: MappingSubject;
  picketStatus: string;
  pipelineStageId: string | null;
  opportunityStatus: OpportunityStatus | null;
}

export interface OpportunityTarget {
  subject: MappingSubject;
  picketStatus: string;
  pipelineStageId: string | null;
  status: OpportunityStatus;
}

export interface QuoteProgress {
  quoteStatus: QuoteStatus;
  /** The homeowner has opened the quote. */
  viewed: boolean;
  /** The status of the job made from this quote, if any. */
  jobStatus?: JobStatus | null;
}

/**
 * The stage and status for a quote's opportunity: the most specific mapped status wins (the job's status once the
 * quote became a job, then 'viewed' for a sent quote the homeowner opened, then the quote's own status). Null when none
 * of them is mapped: the opportunity is left as it is. A pure projection of Picket's state, so a retried or
 * out-of-order delivery converges on the same answer.
 */
export function opportunityTargetFor(mappings: readonly StatusMapping[], progress: QuoteProgress): OpportunityTarget | null {
  const candidates: { subject: MappingSubject; status: string }[] = [];
  if (progress.jobStatus && progress.quoteStatus !== 'lost') candidates.push({ subject: 'job', status: progress.jobStatus });
  if (progress.quoteStatus === 'sent' && progress.viewed) candidates.push({ subject: 'quote', status: 'viewed' });
  candidates.push({ subject: 'quote', status: progress.quoteStatus });
  for (const c of candidates) {
    const m = mappings.find((row) => row.subject === c.subject && row.picketStatus === c.status);
    if (m?.opportunityStatus) return { subject: m.subject, picketStatus: m.picketStatus, pipelineStageId: m.pipelineStageId, status: m.opportunityStatus };
  }
  return null;
}

export type InboundQuoteChange =
  | { kind: 'change'; status: QuoteStatus }
  | { kind: 'unchanged' }
  | { kind: 'unmapped' }
  | { kind: 'forbidden'; candidates: QuoteStatus[] };

/**
 * The mappings read backwards, for an opportunity moved in the CRM: the quote statuses mapped to this stage and status
 * (an exact stage before a "keep stage" row; 'viewed' reads as 'sent'), and of those the first in lifecycle order the
 * quote may move to under SPEC §4. Unchanged when the quote already has one of them.
 */
export function quoteStatusForOpportunity(
  mappings: readonly StatusMapping[],
  opportunity: { pipelineStageId: string | null; status: OpportunityStatus },
  current: QuoteStatus,
): InboundQuoteChange {
  const quoteRows = mappings.filter((m) => m.subject === 'quote' && m.opportunityStatus === opportunity.status);
  const exact = quoteRows.filter((m) => m.pipelineStageId !== null && m.pipelineStageId === opportunity.pipelineStageId);
  const rows = exact.length > 0 ? exact : quoteRows.filter((m) => m.pipelineStageId === null);
  const statuses = [...new Set(rows.map((m) => (m.picketStatus === 'viewed' ? 'sent' : m.picketStatus)))]
    .filter((s): s is QuoteStatus => (quoteStatuses as readonly string[]).includes(s))
    .sort((a, b) => quoteStatuses.indexOf(a) - quoteStatuses.indexOf(b));
  if (statuses.length === 0) return { kind: 'unmapped' };
  if (statuses.includes(current)) return { kind: 'unchanged' };
  const allowed = statuses.find((s) => canTransitionQuote(current, s));
  return allowed ? { kind: 'change', status: allowed } : { kind: 'forbidden', candidates: statuses };
}

/**
 * The opportunity status a contractor most likely wants once they pick a stage for a status: a lost quote is lost, a
 * cancelled job abandoned, an approved quote and every job a won deal, anything earlier still open.
 */
export function suggestedOpportunityStatus(subject: MappingSubject, picketStatus: string): OpportunityStatus {
  if (picketStatus === 'lost') return 'lost';
  if (subject === 'job') return picketStatus === 'cancelled' ? 'abandoned' : 'won';
  return ['draft', 'sent', 'viewed'].includes(picketStatus) ? 'open' : 'won';
}
