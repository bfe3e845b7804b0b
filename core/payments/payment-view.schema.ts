import { z } from 'zod';
import { milestoneStatuses, milestoneTypes } from './milestone.schema';
import { paymentMethods, paymentTypes } from './payment.schema';

// What the payments API answers (and the web reads); amounts in cents.
export const milestoneViewSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  name: z.string(),
  percentage: z.number(),
  amountCents: z.number().int(),
  status: z.enum(milestoneStatuses),
  dueDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  sequenceOrder: z.number().int(),
  milestoneType: z.enum(milestoneTypes),
  reminderSent: z.boolean(),
  /** Unpaid past its due date in the contractor's calendar (a deposit after its reminder grace): core isMilestoneOverdue. */
  overdue: z.boolean(),
});
export type MilestoneView = z.infer<typeof milestoneViewSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  milestoneId: z.string().nullable(),
  quoteId: z.string().nullable(),
  amountCents: z.number().int(),
  paymentType: z.enum(paymentTypes),
  paymentMethod: z.enum(paymentMethods),
  paymentDate: z.string(),
  checkNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** Refunded through Stripe so far (card payments); the job's paid amount is already net of it. */
  refundedCents: z.number().int(),
  createdAt: z.string(),
});

export const recordPaymentResultSchema = z.object({ payment: paymentViewSchema, milestone: milestoneViewSchema.nullable(), replayed: z.boolean() });

export const sendReminderResultSchema = z.object({
  milestoneId: z.string(),
  reminderSent: z.literal(true),
  channels: z.array(z.object({ channel: z.enum(['email', 'sms']), status: z.enum(['sent', 'logged', 'failed']), error: z.string().optional() })),
});
