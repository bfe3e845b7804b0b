import { z } from 'zod';
import { daysBetween } from '../dates';
import { isValidIsoDate } from '../jobs/job.schema';

// GET /api/reports/summary: one contract for the route (400 with these messages) and the reports page.
export const MAX_REPORT_DAYS = 400;

export const reportMessages = {
  fromInvalid: 'Start date must be a valid date (YYYY-MM-DD)',
  toInvalid: 'End date must be a valid date (YYYY-MM-DD)',
  order: 'Start date must be on or before the end date',
  tooLong: 'A report covers at most 400 days',
} as const;

const day = (message: string) => z.string({ error: message }).refine(isValidIsoDate, message);

const bothValid = (r: { from: string; to: string }) => isValidIsoDate(r.from) && isValidIsoDate(r.to);

/** An inclusive range of calendar days, `from` ≤ `to`, at most MAX_REPORT_DAYS days counting both ends. */
export const reportSummaryQuerySchema = z
  .object({ from: day(reportMessages.fromInvalid), to: day(reportMessages.toInvalid) })
  // The range rules speak only once both dates are valid: a bad date has its own message.
  .refine((r) => !bothValid(r) || r.from <= r.to, { path: ['to'], message: reportMessages.order })
  .refine((r) => !bothValid(r) || r.from > r.to || daysBetween(r.from, r.to) + 1 <= MAX_REPORT_DAYS, { path: ['to'], message: reportMessages.tooLong });
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuerySchema>;

const cents = z.number().int();
const count = z.number().int().nonnegative();

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The contractor's today: outstanding and overdue are as of this day, not of the period. */
  asOf: z.string(),
  /** False while the contractor has no quote, job or payment at all (a new account): the page shows its empty state. */
  hasActivity: z.boolean(),
  quotes: z.object({
    /** Quotes first sent in the period, and their total. */
    sentCount: count,
    sentValueCents: cents,
    /** Of those, the ones won so far (approved, scheduled, completed, paid or converted to a job). */
    approvedCount: count,
    approvedValueCents: cents,
    /** approvedCount ÷ sentCount in percent (one decimal); null when nothing was sent. */
    winRatePercent: z.number().nullable(),
  }),
  money: z.object({
    /** Payments recorded with a payment date in the period. */
    collectedCents: cents,
    /** Unpaid milestone amounts (less partial payments) of jobs not cancelled, as of `asOf`. */
    outstandingCents: cents,
    /** The part of outstandingCents past due (a deposit after the contractor's reminder grace days). */
    overdueCents: cents,
  }),
  jobs: z.object({
    /** Jobs completed in the period, and their average contract total (null when none). */
    completedCount: count,
    averageValueCents: cents.nullable(),
  }),
  /** Every month the period touches, oldest first: value of quotes sent and payments collected that month. */
  months: z.array(z.object({ month: z.string(), quotedCents: cents, collectedCents: cents })),
  /** Customers who paid the most in the period, at most five. */
  topCustomers: z.array(z.object({ id: z.string(), name: z.string(), collectedCents: cents })),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
