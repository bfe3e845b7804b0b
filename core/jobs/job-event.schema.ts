import { z } from 'zod';

// SPEC §9 event types; SPEC §5 "Events": job-related types require jobId, other types must not have one.
export const eventTypes = ['job', 'repair', 'quote', 'follow_up', 'appointment', 'reminder', 'job_start', 'job_milestone', 'job_complete'] as const;
export type EventType = (typeof eventTypes)[number];
export const jobEventTypes = ['job_start', 'job_milestone', 'job_complete'] as const satisfies readonly EventType[];

export const eventMessages = {
  jobIdRequired: 'Job-related events require a job',
  jobIdForbidden: 'Only job-related events can reference a job',
} as const;

export function isJobEventType(type: EventType): boolean {
  return (jobEventTypes as readonly EventType[]).includes(type);
}

export const eventRecordSchema = z
  .object({
    eventType: z.enum(eventTypes),
    quoteId: z.string().min(1).nullable().optional(),
    jobId: z.string().min(1).nullable().optional(),
    eventData: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((e, ctx) => {
    const hasJob = e.jobId != null;
    if (isJobEventType(e.eventType) && !hasJob) ctx.addIssue({ code: 'custom', path: ['jobId'], message: eventMessages.jobIdRequired });
    if (!isJobEventType(e.eventType) && hasJob) ctx.addIssue({ code: 'custom', path: ['jobId'], message: eventMessages.jobIdForbidden });
  });
