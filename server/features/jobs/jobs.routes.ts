import type { FastifyInstance } from 'fastify';
import { type LocalizedMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import * as api from '../../../core/jobs/jobs.api';
import { createJobDialogSchema } from '../../../core/jobs/job.schema';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { contractorToday } from './contractor-today';
import { addPhoto, addProgressNote, changeJobStatus, completeJob, convertQuoteToJob, createJob, getJob, listJobs, updateJob } from './jobs.service';

/** A malformed id is as unknown as another tenant's: 404 (DESIGN §3). */
export function assertUuid(id: string, message: LocalizedMessage) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new AppError('NOT_FOUND', message);
}

// A malformed job or quote id never reaches these handlers: server/plugins/path-ids.ts answers 404 first.
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.convertQuoteToJob, async (request) => {
    const auth = await requireContractor(request);
    const job = await convertQuoteToJob(app.db, { contractorId: auth.contractorId, quoteId: request.params.id });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: job.id });
  });

  registerContract(app, api.createJob, async (request) => {
    const auth = await requireContractor(request);
    // Parsed here, not in the route schema: every SPEC §5 message at once, and "not in the past" is the contractor's day.
    const input = createJobDialogSchema(await contractorToday(app.db, auth.contractorId)).parse(request.body);
    const job = await createJob(app.db, { contractorId: auth.contractorId, input });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: job.id });
  });

  registerContract(app, api.listJobs, async (request) => {
    const auth = await requireContractor(request);
    return listJobs(app.db, { contractorId: auth.contractorId, ...request.query });
  });

  registerContract(app, api.getJob, async (request) => {
    const auth = await requireContractor(request);
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  registerContract(app, api.updateJob, async (request) => {
    const auth = await requireContractor(request);
    await updateJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id, input: request.body });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  registerContract(app, api.changeJobStatus, async (request) => {
    const auth = await requireContractor(request);
    await changeJobStatus(app.db, { contractorId: auth.contractorId, jobId: request.params.id, ...request.body });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  registerContract(app, api.completeJob, async (request) => {
    const auth = await requireContractor(request);
    await completeJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id, input: request.body });
    return getJob(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  registerContract(app, api.addJobNote, async (request) => {
    const auth = await requireContractor(request);
    const notes = await addProgressNote(app.db, { contractorId: auth.contractorId, jobId: request.params.id, note: request.body.note });
    return { notes };
  });

  registerContract(app, api.addJobPhoto, async (request) => {
    const auth = await requireContractor(request);
    const photoUrls = await addPhoto(app.db, { contractorId: auth.contractorId, jobId: request.params.id, url: request.body.url });
    return { photoUrls };
  });
}
