import { z } from 'zod';
import { milestoneViewSchema, paymentViewSchema } from '../payments/payment-view.schema';
import { jobTypes } from './job.schema';
import { jobStatuses } from './job-transitions';

// What the jobs API answers (and the web reads): one contract for both sides, also the OpenAPI document.
export const jobSummarySchema = z.object({
  id: z.string(),
  jobNumber: z.string(),
  displayNumber: z.string(),
  name: z.string(),
  status: z.enum(jobStatuses),
  jobType: z.enum(jobTypes),
  scheduledDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  calendarColor: z.string(),
  assignedTo: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  quoteId: z.string().nullable(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Brought in by an import of open quotes and jobs (issue 26): shown as "Imported". */
  imported: z.boolean(),
});

export const jobDetailSchema = jobSummarySchema.extend({
  notes: z.array(z.object({ at: z.string(), text: z.string() })),
  photoUrls: z.array(z.string()),
  progressPercent: z.number().int(),
  signatureName: z.string().nullable(),
  signatureData: z.string().nullable(),
  signedAt: z.string().nullable(),
  customer: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zipCode: z.string().nullable(),
    })
    .nullable(),
  quote: z
    .object({ id: z.string(), quoteNumber: z.number().int(), status: z.string(), totalCents: z.number().int(), fenceType: z.string().nullable(), linearFeet: z.number() })
    .nullable(),
  milestones: z.array(milestoneViewSchema),
  payments: z.array(paymentViewSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
