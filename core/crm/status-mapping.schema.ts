// The contractor's status mappings as one set (issue #12 item 4): the pipeline every quote's opportunity lives in, and
// for every quote status (SPEC §4, plus 'viewed') and job status a stage and an opportunity status, or "Not synced".
// One contract for the Settings → CRM form and GET/PUT /api/crm/status-mappings (CONVENTIONS habit 1).
import { z } from 'zod';
import { mappableStatuses, mappingSubjects, opportunityStatuses, type MappingSubject, type StatusMapping } from './status-mapping';

export const statusMappingMessages = {
  choosePipeline: 'Choose a pipeline',
  unknownStatus: 'Unknown status',
  duplicateStatus: 'Each status can be mapped only once',
  everyStatus: 'Choose a stage or Not synced for every status',
  chooseOpportunityStatus: 'Choose open, won, lost or abandoned',
} as const;

const crmId = z.string().trim().min(1, 'Required').max(100, 'Must be 100 characters or less');

export const statusMappingRowSchema = z.object({
  subject: z.enum(mappingSubjects, { error: statusMappingMessages.unknownStatus }),
  picketStatus: z.string({ error: statusMappingMessages.unknownStatus }).max(40, statusMappingMessages.unknownStatus),
  /** null: the opportunity keeps the stage it is in (only the status changes). */
  pipelineStageId: crmId.nullable().default(null),
  /** null: deliberately not synced. */
  opportunityStatus: z.enum(opportunityStatuses, { error: statusMappingMessages.chooseOpportunityStatus }).nullable(),
});

/** Every status the form must decide, in lifecycle order. */
export function everyMappableStatus(): { subject: MappingSubject; picketStatus: string }[] {
  return mappingSubjects.flatMap((subject) => mappableStatuses(subject).map((picketStatus) => ({ subject, picketStatus })));
}

/** PUT /api/crm/status-mappings: the whole set, replaced at once. */
export const statusMappingsBodySchema = z
  .object({
    pipelineId: crmId.nullable().default(null),
    mappings: z.array(statusMappingRowSchema).max(40),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.mappings.forEach((m, i) => {
      if (!mappableStatuses(m.subject).includes(m.picketStatus)) {
        ctx.addIssue({ code: 'custom', path: ['mappings', i, 'picketStatus'], message: statusMappingMessages.unknownStatus });
        return;
      }
      const key = `${m.subject}:${m.picketStatus}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['mappings', i, 'picketStatus'], message: statusMappingMessages.duplicateStatus });
      seen.add(key);
    });
    if (everyMappableStatus().some((s) => !seen.has(`${s.subject}:${s.picketStatus}`))) {
      ctx.addIssue({ code: 'custom', path: ['mappings'], message: statusMappingMessages.everyStatus });
    }
    if (body.pipelineId === null && body.mappings.some((m) => m.opportunityStatus !== null)) {
      ctx.addIssue({ code: 'custom', path: ['pipelineId'], message: statusMappingMessages.choosePipeline });
    }
  })
  // A status that is not synced has no stage either.
  .transform((body) => ({
    pipelineId: body.pipelineId,
    mappings: body.mappings.map((m): StatusMapping => ({ ...m, pipelineStageId: m.opportunityStatus === null ? null : m.pipelineStageId })),
  }));
export type StatusMappingsBodyInput = z.input<typeof statusMappingsBodySchema>;
export type StatusMappingsBody = z.output<typeof statusMappingsBodySchema>;

/** GET /api/crm/status-mappings: the stored set; a status without a row has not been decided yet. */
export const statusMappingsSetSchema = z.object({
  pipelineId: z.string().nullable(),
  mappings: z.array(
    z.object({ subject: z.enum(mappingSubjects), picketStatus: z.string(), pipelineStageId: z.string().nullable(), opportunityStatus: z.enum(opportunityStatuses).nullable() }),
  ),
});
export type StatusMappingsSet = z.output<typeof statusMappingsSetSchema>;
