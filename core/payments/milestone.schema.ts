import { z } from 'zod';
import { isoDateSchema } from '../jobs/job.schema';

// SPEC §4 milestone statuses and SPEC §5 "Milestone" rules.
export const milestoneStatuses = ['pending', 'invoiced', 'paid'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];
export const milestoneTypes = ['deposit', 'materials', 'progress', 'final', 'custom'] as const;
export type MilestoneType = (typeof milestoneTypes)[number];

export const milestoneMessages = {
  name: 'Milestone name is required',
  percentage: 'Percentage must be between 0 and 100',
  amount: 'Amount must be 0 or more',
  sequenceOrder: 'Sequence order must be a whole number of 0 or more',
  paidDate: 'A paid milestone needs a paid date',
} as const;

export const milestoneNameSchema = z.string({ error: milestoneMessages.name }).trim().min(1, milestoneMessages.name).max(100);
export const percentageSchema = z
  .number({ error: milestoneMessages.percentage })
  .min(0, milestoneMessages.percentage)
  .max(100, milestoneMessages.percentage);
export const amountCentsSchema = z.number({ error: milestoneMessages.amount }).int().min(0, milestoneMessages.amount);
export const sequenceOrderSchema = z.number({ error: milestoneMessages.sequenceOrder }).int(milestoneMessages.sequenceOrder).min(0, milestoneMessages.sequenceOrder);

const paidNeedsPaidDate = (m: { status?: MilestoneStatus; paidDate?: string | null }, ctx: z.RefinementCtx) => {
  if (m.status === 'paid' && !m.paidDate) ctx.addIssue({ code: 'custom', path: ['paidDate'], message: milestoneMessages.paidDate });
};

export const milestoneSchema = z
  .object({
    name: milestoneNameSchema,
    percentage: percentageSchema,
    amountCents: amountCentsSchema,
    sequenceOrder: sequenceOrderSchema,
    status: z.enum(milestoneStatuses).default('pending'),
    dueDate: isoDateSchema.nullable().default(null),
    paidDate: isoDateSchema.nullable().default(null),
    milestoneType: z.enum(milestoneTypes),
  })
  .superRefine(paidNeedsPaidDate);

/** PATCH of one milestone: the amount follows from the percentage on the server unless given. */
export const milestoneUpdateSchema = z
  .object({
    name: milestoneNameSchema,
    percentage: percentageSchema,
    amountCents: amountCentsSchema,
    sequenceOrder: sequenceOrderSchema,
    status: z.enum(milestoneStatuses),
    dueDate: isoDateSchema.nullable(),
    paidDate: isoDateSchema.nullable(),
  })
  .partial()
  .superRefine(paidNeedsPaidDate)
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type MilestoneUpdate = z.infer<typeof milestoneUpdateSchema>;
