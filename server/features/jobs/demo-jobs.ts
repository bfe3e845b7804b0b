// Demo data for issue 6 (DESIGN §4): jobs with milestones, one overdue deposit, payments and notifications.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { detectOverdueMilestones } from '../payments/overdue-detection';
import { recordPayment } from '../payments/payments.service';
import { todayInTimeZone } from './contractor-today';
import { createQuote, transitionQuote } from '../quotes/quotes.service';
import { changeJobStatus, convertQuoteToJob } from './jobs.service';

const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type DemoRun = { fenceType: 'vinyl' | 'cedar' | 'chain'; heightFt: number; sides: number[]; gates: number };

/** A real, server-priced layout quote (so its quote page, homeowner page and PDF work), moved to the wanted status. */
async function demoQuote(db: Db, a: { contractorId: string; homeownerId: string; run: DemoRun; title: string; scheduledDate: string; status: 'sent' | 'approved' }) {
  const runs = a.run.sides.map((feet, i) => {
    const sections = Math.ceil(feet / 8);
    const gates = i === 0 ? Array.from({ length: a.run.gates }, () => ({ kind: 'single' as const, widthFt: 4 })) : [];
    return {
      id: `side-${i + 1}`,
      label: ['Back', 'Left', 'Right', 'Front'][i] ?? `Side ${i + 1}`,
      fenceType: a.run.fenceType,
      heightFt: a.run.heightFt,
      fenceFeet: feet - gates.length * 4,
      posts: { end: i === 0 || i === a.run.sides.length - 1 ? 1 : 0, corner: i > 0 ? 1 : 0, line: Math.max(sections - 1, 0), gate: gates.length * 2 },
      gates,
      removalFeet: 0,
    };
  });
  const created = await createQuote(db, { contractorId: a.contractorId, input: { quoteType: 'layout', homeownerId: a.homeownerId, runs } });
  await db.update(quotes).set({ title: a.title, scheduledDate: a.scheduledDate }).where(eq(quotes.id, created.id));
  await transitionQuote(db, { contractorId: a.contractorId, quoteId: created.id, status: 'sent' });
  if (a.status === 'approved') await transitionQuote(db, { contractorId: a.contractorId, quoteId: created.id, status: 'approved' });
  return created;
}

export async function seedDemoJobs(db: Db, { contractorId, customerIds, now = new Date() }: { contractorId: string; customerIds: string[]; now?: Date }) {
  const today = todayInTimeZone('America/Chicago', now);
  const customer = (i: number) => customerIds[i % Math.max(customerIds.length, 1)] ?? null;

  // 1. Converted quote whose deposit is 6 days late: the bell shows an overdue reminder with Send Reminder.
  const q1 = await demoQuote(db, { contractorId, homeownerId: customer(0), status: 'approved', title: 'Backyard vinyl privacy fence', scheduledDate: shift(today, 9), run: { fenceType: 'vinyl', heightFt: 6, sides: [60, 110, 60], gates: 1 } });
  const late = await convertQuoteToJob(db, { contractorId, quoteId: q1.id, now });
  await db.update(paymentMilestones).set({ dueDate: shift(today, -6) }).where(and(eq(paymentMilestones.jobId, late.id), eq(paymentMilestones.milestoneType, 'deposit')));

  // 2. Job under way with its deposit paid: payment_received and milestone_completed notifications.
  const q2 = await demoQuote(db, { contractorId, homeownerId: customer(1), status: 'approved', title: 'Cedar picket front yard', scheduledDate: today, run: { fenceType: 'cedar', heightFt: 4, sides: [45, 80, 45], gates: 1 } });
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
  const q3 = await demoQuote(db, { contractorId, homeownerId: customer(2), status: 'sent', title: 'Chain link dog run', scheduledDate: shift(today, 7), run: { fenceType: 'chain', heightFt: 5, sides: [20, 40, 20], gates: 1 } });
  await convertQuoteToJob(db, { contractorId, quoteId: q3.id, now });

  await detectOverdueMilestones(db, now);
}
