import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage, type LocalizedMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import {
  completeJobSchema,
  createJobDialogSchema,
  jobListQuerySchema,
  jobPhotoSchema,
  jobStatusChangeSchema,
  jobUpdateSchema,
  progressNoteSchema,
} from '../../../core/jobs/job.schema';
import { jobDetailSchema, jobSummarySchema } from '../../../core/jobs/job-view.schema';
import { requireContractor } from '../../plugins/session';
import { contractorToday } from './contractor-today';
import { addPhoto, addProgressNote, changeJobStatus, completeJob, convertQuoteToJob, createJob, getJob, listJobs, updateJob } from './jobs.service';
import { idParams } from '../../plugins/path-ids';

const tags = ['jobs'];
// Shape for the OpenAPI document; the SPEC rules run in the handler.
const createJobDialogBody = z.object({ customerId: z.string().optional(), name: z.string().optional(), scheduledDate: z.string().optional() });
/** A malformed id is as unknown as another tenant's: 404 (DESIGN §3). */
export function assertUuid(id: string, message: LocalizedMessage) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new AppError('NOT_FOUND', message);
}

export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/quotes/:id/convert-to-job', { schema: { tags, params: idParams, response: { 201: jobDetailSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.quotes.notFound'));
    const job = await convertQuoteToJob(app.db, { contractorId: auth.contractorId, quoteId: request.params.id });
    return reply.code(201).send(await getJob(app.db, { contractorId: auth.contractorId, jobId: job.id }));
  });

  r.post('/api/jobs', { schema: { tags, body: createJobDialogBody, response: { 201: jobDetailSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    // Parsed here, not in the route schema: every SPEC §5 message at once, and "not in the past" is the contractor's day.
    const input = createJobDialogSchema(await contractorToday(app.db, auth.contractorId)).parse(request.body);
    const job = await createJob(app.db, { contractorId: auth.contractorId, input });
    return reply.code(201).send(await getJob(app.db, { contractorId: auth.contractorId, jobId: job.id }));
  });

  r.get('/api/jobs', { schema: { tags, querystring: jobListQuerySchema, response: { 200: z.array(jobSummarySchema) } } }, async (request) => {
    const auth = await requireContractor(request);
    return listJobs(app.db, { contractorId: auth.contractorId, ...request.query });
  });

  r.get('/api/jobs/:id', { schema: { tags, params: idParams, response: { 200: jobDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  r.patch('/api/jobs/:id', { schema: { tags, params: idParams, body: jobUpdateSchema, response: { 200: jobDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    await updateJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id, input: request.body });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  r.post('/api/jobs/:id/status', { schema: { tags, params: idParams, body: jobStatusChangeSchema, response: { 200: jobDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    await changeJobStatus(app.db, { contractorId: auth.contractorId, jobId: request.params.id, ...request.body });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  r.post('/api/jobs/:id/complete', { schema: { tags, params: idParams, body: completeJobSchema, response: { 200: jobDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    await completeJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id, input: request.body });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  r.post('/api/jobs/:id/notes', { schema: { tags, params: idParams, body: progressNoteSchema, response: { 201: z.object({ notes: z.array(z.object({ at: z.string(), text: z.string() })) }) } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    const notes = await addProgressNote(app.db, { contractorId: auth.contractorId, jobId: request.params.id, note: request.body.note });
    return reply.code(201).send({ notes });
  });

  r.post('/api/jobs/:id/photos', { schema: { tags, params: idParams, body: jobPhotoSchema, response: { 201: z.object({ photoUrls: z.array(z.string()) }) } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    const photoUrls = await addPhoto(app.db, { contractorId: auth.contractorId, jobId: request.params.id, url: request.body.url });
    return reply.code(201).send({ photoUrls });
  });
}
