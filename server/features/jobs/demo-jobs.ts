// Demo data for issue 6 (DESIGN §4): jobs with milestones, one overdue deposit, payments and notifications.
import { and, eq } from 'drizzle-orm';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import type { Db } from '../../db/connection';
import { jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { detectOverdueMilestones } from '../payments/overdue-detection';
import { recordPayment } from '../payments/payments.service';
import { todayInTimeZone } from './contractor-today';
import { createQuote, transitionQuote } from '../quotes/quotes.service';
import { changeJobStatus, convertQuoteToJob } from './jobs.service';
import { addDays } from '../../../core/dates';
import { type FenceType } from '../../../core/catalogue/fence-types';


type DemoYard = { fenceType: FenceType; style: string; heightFt: number; depthFt: number; widthFt: number };

/** A three-sided backyard drawn as the editor would: left, back and right runs sharing their corner posts, a 4 ft walk gate on the left. */
function demoYardLayout(yard: DemoYard) {
  const props = { fenceType: yard.fenceType, style: yard.style, heightFt: yard.heightFt };
  const { depthFt: d, widthFt: w } = yard;
  return layoutFromPolylines(
    [
      { points: [[0, d], [0, 0]], props, label: 'Left' },
      { points: [[0, 0], [w, 0]], props, label: 'Back' },
      { points: [[w, 0], [w, d]], props, label: 'Right' },
    ],
    [{ run: 0, segment: 0, offsetFt: 6, kind: 'single', widthFt: 4 }],
  );
}

/** A real, server-priced layout quote (so its quote page, homeowner page and PDF work), moved to the wanted status. */
async function demoQuote(db: Db, a: { contractorId: string; homeownerId: string; yard: DemoYard; title: string; scheduledDate: string; status: 'sent' | 'approved' }) {
  // The quote service takes the drawing off (takeoffForLayout → takeoffToPricingRuns) and prices it, as for the editor's quotes.
  const created = await createQuote(db, { contractorId: a.contractorId, input: { quoteType: 'layout', homeownerId: a.homeownerId, diagram: demoYardLayout(a.yard) } });
  await db.update(quotes).set({ title: a.title, scheduledDate: a.scheduledDate }).where(eq(quotes.id, created.id));
  await transitionQuote(db, { contractorId: a.contractorId, quoteId: created.id, status: 'sent' });
  if (a.status === 'approved') await transitionQuote(db, { contractorId: a.contractorId, quoteId: created.id, status: 'approved' });
  return created;
}

export async function seedDemoJobs(db: Db, { contractorId, customerIds, now = new Date() }: { contractorId: string; customerIds: string[]; now?: Date }) {
  const today = todayInTimeZone('America/Chicago', now);
  const customer = (i: number) => customerIds[i % Math.max(customerIds.length, 1)] ?? null;

  // 1. Converted quote whose deposit is 6 days late: the bell shows an overdue reminder with Send Reminder.
  const q1 = await demoQuote(db, { contractorId, homeownerId: customer(0), status: 'approved', title: 'Backyard vinyl privacy fence', scheduledDate: addDays(today, 9), yard: { fenceType: 'vinyl', style: 'privacy', heightFt: 6, depthFt: 60, widthFt: 110 } });
  const late = await convertQuoteToJob(db, { contractorId, quoteId: q1.id, now });
  await db.update(paymentMilestones).set({ dueDate: addDays(today, -6) }).where(and(eq(paymentMilestones.jobId, late.id), eq(paymentMilestones.milestoneType, 'deposit')));

  // 2. Job under way with its deposit paid: payment_received and milestone_completed notifications.
  const q2 = await demoQuote(db, { contractorId, homeownerId: customer(1), status: 'approved', title: 'Cedar picket front yard', scheduledDate: today, yard: { fenceType: 'cedar', style: 'picket', heightFt: 4, depthFt: 45, widthFt: 80 } });
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
  const q3 = await demoQuote(db, { contractorId, homeownerId: customer(2), status: 'sent', title: 'Chain link dog run', scheduledDate: addDays(today, 7), yard: { fenceType: 'chain', style: '', heightFt: 5, depthFt: 20, widthFt: 40 } });
  await convertQuoteToJob(db, { contractorId, quoteId: q3.id, now });

  await detectOverdueMilestones(db, now);
}
