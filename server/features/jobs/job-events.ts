import { eventRecordSchema } from '../../../core/jobs/job-event.schema';
import type { DbOrTx } from '../../db/connection';
import { events } from '../../db/schema/index';

/** Appends a job event; SPEC §5: job_start, job_milestone and job_complete always carry the job id. */
export async function recordJobEvent(db: DbOrTx, contractorId: string, jobId: string, eventType: 'job_start' | 'job_milestone' | 'job_complete', eventData: Record<string, unknown> = {}) {
  const e = eventRecordSchema.parse({ eventType, jobId, eventData });
  await db.insert(events).values({ contractorId, eventType: e.eventType, jobId: e.jobId, eventData: e.eventData ?? {} });
}
