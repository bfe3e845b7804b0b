import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../../core/error-messages';
import * as api from '../../../core/payments/payments.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { assertUuid } from '../jobs/jobs.routes';
import { listMilestones, replaceMilestoneSchedule, updateMilestone } from './milestones.service';
import { assertJobOfContractor, listPayments, recordPayment } from './payments.service';
import { detectOverdueMilestones } from './overdue-detection';

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.listJobMilestones, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('signedInErrors.jobs.notFound'));
    await assertJobOfContractor(app.db, auth.contractorId, request.params.id);
    return listMilestones(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  registerContract(app, api.replaceJobMilestones, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('signedInErrors.jobs.notFound'));
    const schedule = await replaceMilestoneSchedule(app.db, { contractorId: auth.contractorId, jobId: request.params.id, entries: request.body.milestones });
    // A due date moved into the past is overdue now, not at the next hourly run (the bell offers Send Reminder at once).
    await detectOverdueMilestones(app.db, new Date(), { contractorId: auth.contractorId, jobId: request.params.id });
    return schedule;
  });

  registerContract(app, api.updateMilestone, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.payments.milestoneNotFound'));
    const milestone = await updateMilestone(app.db, { contractorId: auth.contractorId, milestoneId: request.params.id, input: request.body });
    if (request.body.dueDate !== undefined) await detectOverdueMilestones(app.db, new Date(), { contractorId: auth.contractorId, jobId: milestone.jobId });
    return milestone;
  });

  registerContract(app, api.listJobPayments, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('signedInErrors.jobs.notFound'));
    await assertJobOfContractor(app.db, auth.contractorId, request.params.id);
    return listPayments(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  // Idempotency-Key: a retried or double-clicked request returns the first payment (200) instead of recording twice.
  registerContract(app, api.recordJobPayment, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('signedInErrors.jobs.notFound'));
    const key = request.headers['idempotency-key'];
    const result = await recordPayment(app.db, {
      contractorId: auth.contractorId,
      jobId: request.params.id,
      input: request.body,
      idempotencyKey: typeof key === 'string' ? key : null,
    });
    return reply.code(result.replayed ? 200 : 201).send(result);
  });
}
