// A job's payment schedule and payments recorded by hand (issue 6), one contract each.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { isoDateSchema } from '../jobs/job.schema';
import { milestoneNameSchema, milestoneTypes, milestoneUpdateSchema, percentageSchema } from './milestone.schema';
import { recordPaymentSchema } from './payment.schema';
import { milestoneViewSchema, paymentViewSchema, recordPaymentResultSchema } from './payment-view.schema';

const tags = ['payments'];

export const milestoneScheduleSchema = z.object({
  milestones: z
    .array(z.object({ id: z.string().optional(), name: milestoneNameSchema, percentage: percentageSchema, dueDate: isoDateSchema.nullable().optional(), milestoneType: z.enum(milestoneTypes).optional() }))
    .min(1)
    .max(20),
});

export const listJobMilestones = defineContract({ method: 'GET', path: '/api/jobs/:id/milestones', params: idParams, response: z.array(milestoneViewSchema), tags });

export const replaceJobMilestones = defineContract({
  method: 'PUT',
  path: '/api/jobs/:id/milestones',
  params: idParams,
  body: milestoneScheduleSchema,
  response: z.array(milestoneViewSchema),
  tags,
});

export const updateMilestone = defineContract({ method: 'PATCH', path: '/api/milestones/:id', params: idParams, body: milestoneUpdateSchema, response: milestoneViewSchema, tags });

export const listJobPayments = defineContract({ method: 'GET', path: '/api/jobs/:id/payments', params: idParams, response: z.array(paymentViewSchema), tags });

/** Idempotency-Key: a retried or double-clicked request answers the first payment (200, `replayed`) instead of recording twice. */
export const recordJobPayment = defineContract({
  method: 'POST',
  path: '/api/jobs/:id/payments',
  params: idParams,
  headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
  body: recordPaymentSchema,
  response: recordPaymentResultSchema,
  status: 201,
  errors: { 200: recordPaymentResultSchema.describe('A replay of the same Idempotency-Key: the payment recorded the first time') },
  tags,
});
