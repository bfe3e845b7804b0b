import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import { milestoneNameSchema, milestoneTypes, milestoneUpdateSchema, percentageSchema } from '../../../core/payments/milestone.schema';
import { recordPaymentSchema } from '../../../core/payments/payment.schema';
import { isoDateSchema } from '../../../core/jobs/job.schema';
import { milestoneViewSchema, paymentViewSchema, recordPaymentResultSchema } from '../../../core/payments/payment-view.schema';
import { requireContractor } from '../../plugins/session';
import { assertUuid } from '../jobs/jobs.routes';
import { listMilestones, replaceMilestoneSchedule, updateMilestone } from './milestones.service';
import { assertJobOfContractor, listPayments, recordPayment } from './payments.service';
import { detectOverdueMilestones } from './overdue-detection';
import { idParams } from '../../plugins/path-ids';

const tags = ['payments'];
const scheduleBody = z.object({
  milestones: z
    .array(z.object({ id: z.string().optional(), name: milestoneNameSchema, percentage: percentageSchema, dueDate: isoDateSchema.nullable().optional(), milestoneType: z.enum(milestoneTypes).optional() }))
    .min(1)
    .max(20),
});
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/jobs/:id/milestones', { schema: { tags, params: idParams, response: { 200: z.array(milestoneViewSchema) } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    await assertJobOfContractor(app.db, auth.contractorId, request.params.id);
    return listMilestones(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  r.put('/api/jobs/:id/milestones', { schema: { tags, params: idParams, body: scheduleBody, response: { 200: z.array(milestoneViewSchema) } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    const schedule = await replaceMilestoneSchedule(app.db, { contractorId: auth.contractorId, jobId: request.params.id, entries: request.body.milestones });
    // A due date moved into the past is overdue now, not at the next hourly run (the bell offers Send Reminder at once).
    await detectOverdueMilestones(app.db, new Date(), { contractorId: auth.contractorId, jobId: request.params.id });
    return schedule;
  });

  r.patch('/api/milestones/:id', { schema: { tags, params: idParams, body: milestoneUpdateSchema, response: { 200: milestoneViewSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.payments.milestoneNotFound'));
    const milestone = await updateMilestone(app.db, { contractorId: auth.contractorId, milestoneId: request.params.id, input: request.body });
    if (request.body.dueDate !== undefined) await detectOverdueMilestones(app.db, new Date(), { contractorId: auth.contractorId, jobId: milestone.jobId });
    return milestone;
  });

  r.get('/api/jobs/:id/payments', { schema: { tags, params: idParams, response: { 200: z.array(paymentViewSchema) } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    await assertJobOfContractor(app.db, auth.contractorId, request.params.id);
    return listPayments(app.db, { contractorId: auth.contractorId, jobId: request.params.id });
  });

  // Idempotency-Key: a retried or double-clicked request returns the first payment (200) instead of recording twice.
  r.post('/api/jobs/:id/payments', { schema: { tags, params: idParams, headers: idempotencyHeaders, body: recordPaymentSchema, response: { 200: recordPaymentResultSchema, 201: recordPaymentResultSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.jobs.notFound'));
    const result = await recordPayment(app.db, {
      contractorId: auth.contractorId,
      jobId: request.params.id,
      input: request.body,
      idempotencyKey: request.headers['idempotency-key'] ?? null,
    });
    return reply.code(result.replayed ? 200 : 201).send(result);
  });
}
