// The jobs feature's API calls (SPEC §7 jobs), one contract each.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { completeJobSchema, jobListQuerySchema, jobPhotoSchema, jobStatusChangeSchema, jobUpdateSchema, progressNoteSchema } from './job.schema';
import { jobDetailSchema, jobSummarySchema } from './job-view.schema';

const tags = ['jobs'];

export const convertQuoteToJob = defineContract({ method: 'POST', path: '/api/quotes/:id/convert-to-job', params: idParams, response: jobDetailSchema, status: 201, tags });

/** The Create Job dialog. The body is parsed in the handler (createJobDialogSchema needs the contractor's today, and
 * every SPEC §5 message comes at once); this shape is what the OpenAPI document shows. */
export const createJob = defineContract({
  method: 'POST',
  path: '/api/jobs',
  body: z.object({ customerId: z.string().optional(), name: z.string().optional(), scheduledDate: z.string().optional() }),
  response: jobDetailSchema,
  status: 201,
  tags,
});

export const listJobs = defineContract({ method: 'GET', path: '/api/jobs', query: jobListQuerySchema, response: z.array(jobSummarySchema), tags });
export const getJob = defineContract({ method: 'GET', path: '/api/jobs/:id', params: idParams, response: jobDetailSchema, tags });
export const updateJob = defineContract({ method: 'PATCH', path: '/api/jobs/:id', params: idParams, body: jobUpdateSchema, response: jobDetailSchema, tags });
export const changeJobStatus = defineContract({ method: 'POST', path: '/api/jobs/:id/status', params: idParams, body: jobStatusChangeSchema, response: jobDetailSchema, tags });
export const completeJob = defineContract({ method: 'POST', path: '/api/jobs/:id/complete', params: idParams, body: completeJobSchema, response: jobDetailSchema, tags });

export const addJobNote = defineContract({
  method: 'POST',
  path: '/api/jobs/:id/notes',
  params: idParams,
  body: progressNoteSchema,
  response: z.object({ notes: z.array(z.object({ at: z.string(), text: z.string() })) }),
  status: 201,
  tags,
});

export const addJobPhoto = defineContract({ method: 'POST', path: '/api/jobs/:id/photos', params: idParams, body: jobPhotoSchema, response: z.object({ photoUrls: z.array(z.string()) }), status: 201, tags });
