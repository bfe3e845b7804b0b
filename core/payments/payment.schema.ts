import { z } from 'zod';
import { isValidIsoDate } from '../jobs/job.schema';
import { whenFieldsValid } from '../validation/when-fields-valid';

// SPEC §5 "Payment" and SPEC §9 accepted payment methods.
export const paymentTypes = ['quote_deposit', 'job_deposit', 'milestone', 'final'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const paymentMethods = ['cash', 'check', 'card', 'finance'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMessages = {
  type: 'Payment type must be quote_deposit, job_deposit, milestone or final',
  milestoneId: 'A milestone payment needs a milestone',
  jobId: 'This payment type needs a job',
  quoteId: 'A quote deposit needs a quote',
  amount: 'Amount must be at least $0.01',
  date: 'Enter a valid payment date',
  method: 'Select a payment method',
  checkNumber: 'Check number is required for check payments',
} as const;

export const recordPaymentSchema = z
  .object({
    paymentType: z.enum(paymentTypes, { error: paymentMessages.type }),
    jobId: z.string().min(1).nullish(),
    milestoneId: z.string().min(1).nullish(),
    quoteId: z.string().min(1).nullish(),
    amountCents: z.number({ error: paymentMessages.amount }).int(paymentMessages.amount).min(1, paymentMessages.amount),
    paymentDate: z.string({ error: paymentMessages.date }).refine(isValidIsoDate, paymentMessages.date),
    paymentMethod: z.enum(paymentMethods, { error: paymentMessages.method }),
    checkNumber: z.string().trim().max(50).nullish(),
    notes: z.string().trim().max(1000).nullish(),
  })
  .superRefine((p, ctx) => {
    if (p.paymentType === 'milestone' && !p.milestoneId) ctx.addIssue({ code: 'custom', path: ['milestoneId'], message: paymentMessages.milestoneId });
    if ((p.paymentType === 'job_deposit' || p.paymentType === 'final') && !p.jobId)
      ctx.addIssue({ code: 'custom', path: ['jobId'], message: paymentMessages.jobId });
    if (p.paymentType === 'quote_deposit' && !p.quoteId && !p.jobId) ctx.addIssue({ code: 'custom', path: ['quoteId'], message: paymentMessages.quoteId });
    if (p.paymentMethod === 'check' && !p.checkNumber) ctx.addIssue({ code: 'custom', path: ['checkNumber'], message: paymentMessages.checkNumber });
  }, whenFieldsValid('paymentType', 'paymentMethod', 'jobId', 'milestoneId', 'quoteId', 'checkNumber'));
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** "12.5" / "$1,000.01" → cents; null when it is not a money amount with at most 2 decimals. */
export function parseDollarInput(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, frac = ''] = clean.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
