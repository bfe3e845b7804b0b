// Demo data for issue 6 (DESIGN §4): jobs with milestones, one overdue deposit, payments and notifications.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { jobs, paymentMilestones } from '../../db/schema/index';
import { detectOverdueMilestones } from '../payments/overdue-detection';
import { recordPayment } from '../payments/payments.service';
import { todayInTimeZone } from './contractor-today';
import { makeQuote } from './job-fixtures';
import { changeJobStatus, convertQuoteToJob } from './jobs.service';

const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoJobs(db: Db, { contractorId, customerIds, now = new Date() }: { contractorId: string; customerIds: string[]; now?: Date }) {
  const today = todayInTimeZone('America/Chicago', now);
  const customer = (i: number) => customerIds[i % Math.max(customerIds.length, 1)] ?? null;

  // 1. Converted quote whose deposit is 6 days late: the bell shows an overdue reminder with Send Reminder.
  const q1 = await makeQuote(db, { contractorId, homeownerId: customer(0), status: 'approved', totalCents: 845000, title: 'Backyard vinyl privacy fence', scheduledDate: shift(today, 9) });
  const late = await convertQuoteToJob(db, { contractorId, quoteId: q1.id, now });
  await db.update(paymentMilestones).set({ dueDate: shift(today, -6) }).where(and(eq(paymentMilestones.jobId, late.id), eq(paymentMilestones.milestoneType, 'deposit')));

  // 2. Job under way with its deposit paid: payment_received and milestone_completed notifications.
  const q2 = await makeQuote(db, { contractorId, homeownerId: customer(1), status: 'approved', totalCents: 512050, title: 'Cedar picket front yard', scheduledDate: today });
  const running = await convertQuoteToJob(db, { contractorId, quoteId: q2.id, now });
  await changeJobStatus(db, { contractorId, jobId: running.id, status: 'in_progress' });
  const [deposit] = await db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, running.id)).orderBy(paymentMilestones.sequenceOrder).limit(1);
  await recordPayment(db, {
    contractorId,
    jobId: running.id,
    input: { paymentType: 'job_deposit', jobId: running.id, amountCents: deposit.amountCents, paymentDate: today, paymentMethod: 'check', checkNumber: '2041' },
    idempotencyKey: 'demo-deposit-1',
  });
  await db.update(jobs).set({ startTime: '08:00', endTime: '16:00', assignedTo: 'Crew A' }).where(eq(jobs.id, running.id));

  // 3. A scheduled chain-link job next week.
  const q3 = await makeQuote(db, { contractorId, homeownerId: customer(2), status: 'sent', totalCents: 289900, title: 'Chain link dog run', scheduledDate: shift(today, 7) });
  await convertQuoteToJob(db, { contractorId, quoteId: q3.id, now });

  await detectOverdueMilestones(db, now);
}
