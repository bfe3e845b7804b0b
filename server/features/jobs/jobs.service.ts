import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldValidationError, fieldValidationErrors, notFound } from '../../../core/errors';
import type { CreateJobDialogInput, JobUpdateInput } from '../../../core/jobs/job.schema';
import { displayJobNumber, makeJobNumber } from '../../../core/jobs/job-number';
import { canTransitionJob, statusNeedsDate, type JobStatus } from '../../../core/jobs/job-transitions';
import { canTransitionQuote, type QuoteStatus } from '../../../core/quotes/quote-transitions';
import type { Db, DbOrTx } from '../../db/connection';
import { contractors, homeowners, jobs, quotes } from '../../db/schema/index';
import { createMilestonesForJob, listMilestones, resyncMilestoneAmounts } from '../payments/milestones.service';
import { listPayments } from '../payments/payments.service';
import { carryQuotePaymentsToJob } from '../payments/card-fulfilment';
import { contractorToday } from './contractor-today';
import { recordJobEvent } from './job-events';
import { emitDomainEvent, type ChangeOrigin } from '../../domain-events/domain-events';

export type JobRow = typeof jobs.$inferSelect;
type HomeownerCols = { id: string | null; name: string | null; firstName: string | null; lastName: string | null } | null;

const customerName = (h: HomeownerCols) => (h && h.id ? h.name || [h.firstName, h.lastName].filter(Boolean).join(' ') : null);

export function jobSummary(j: JobRow, homeowner: HomeownerCols) {
  return {
    id: j.id,
    jobNumber: j.jobNumber,
    displayNumber: displayJobNumber(j.jobNumber),
    name: j.name,
    status: j.status,
    jobType: j.jobType,
    scheduledDate: j.scheduledDate,
    startTime: j.startTime,
    endTime: j.endTime,
    calendarColor: j.calendarColor,
    assignedTo: j.assignedTo,
    customerId: homeowner?.id ?? null,
    customerName: customerName(homeowner),
    quoteId: j.quoteId,
    totalCents: j.totalCents,
    paidCents: j.paidCents,
    balanceCents: j.totalCents - j.paidCents,
    completedAt: j.completedAt?.toISOString() ?? null,
    createdAt: j.createdAt.toISOString(),
    imported: j.importBatchId !== null,
  };
}

/** Next "JOB-000042" of a contractor; the contractor row lock serialises concurrent creations. */
async function nextJobNumber(tx: DbOrTx, contractorId: string): Promise<string> {
  await tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId)).for('update');
  const [{ max }] = await tx
    .select({ max: sql<number>`coalesce(max(nullif(regexp_replace(${jobs.jobNumber}, '\\D', '', 'g'), '')::bigint), 0)::int` })
    .from(jobs)
    .where(eq(jobs.contractorId, contractorId));
  return makeJobNumber(Number(max) + 1);
}

/** "Convert to Job" (SPEC §4: the quote moves to converted_to_job; other moves are 409). */
export async function convertQuoteToJob(db: Db, { contractorId, quoteId, now = new Date(), origin = 'contractor' }: { contractorId: string; quoteId: string; now?: Date; origin?: ChangeOrigin }) {
  const today = await contractorToday(db, contractorId, now);
  return db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId))).for('update').limit(1);
    if (!quote) throw notFound(errorMessage('errors.quotes.notFound'));
    if (!canTransitionQuote(quote.status as QuoteStatus, 'converted_to_job')) {
      throw new AppError('INVALID_TRANSITION', errorMessage('signedInErrors.quotes.cannotConvert', { status: quote.status }));
    }
    const scheduledDate = quote.scheduledDate && /^\d{4}-\d{2}-\d{2}$/.test(quote.scheduledDate) ? quote.scheduledDate : null;
    const jobNumber = await nextJobNumber(tx, contractorId);
    const [job] = await tx
      .insert(jobs)
      .values({
        contractorId,
        jobNumber,
        quoteId: quote.id,
        homeownerId: quote.homeownerId,
        name: quote.title?.trim() || `Quote #${quote.quoteNumber}`,
        status: scheduledDate ? 'scheduled' : 'unscheduled',
        scheduledDate,
        totalCents: quote.totalCents,
      })
      .returning();
    await tx.update(quotes).set({ status: 'converted_to_job', updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    await createMilestonesForJob(tx, { contractorId, jobId: job.id, totalCents: job.totalCents, createdDate: today, scheduledDate });
    await carryQuotePaymentsToJob(tx, { contractorId, quoteId: quote.id, jobId: job.id }); // a deposit paid by card on the quote
    await emitDomainEvent(tx, { type: 'quote.status_changed', contractorId, quoteId: quote.id, from: quote.status, to: 'converted_to_job', origin });
    await emitDomainEvent(tx, { type: 'job.created', contractorId, jobId: job.id, quoteId: quote.id, status: job.status, origin });
    return job;
  });
}

/** Create → Job dialog (SPEC §2): customer, name, date. Milestones come once a contract amount is set. */
export async function createJob(db: Db, { contractorId, input }: { contractorId: string; input: CreateJobDialogInput }) {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: homeowners.id })
      .from(homeowners)
      .where(and(eq(homeowners.id, input.customerId), eq(homeowners.contractorId, contractorId)))
      .limit(1);
    if (!customer) throw fieldValidationError('customerId', errorMessage('validation.please_select_a_customer'));
    const jobNumber = await nextJobNumber(tx, contractorId);
    const [job] = await tx
      .insert(jobs)
      .values({ contractorId, jobNumber, homeownerId: customer.id, name: input.name, status: 'scheduled', scheduledDate: input.scheduledDate })
      .returning();
    await emitDomainEvent(tx, { type: 'job.created', contractorId, jobId: job.id, quoteId: null, status: job.status, origin: 'contractor' });
    return job;
  });
}

async function jobWithHomeowner(db: Db, contractorId: string, jobId: string) {
  const [row] = await db
    .select({ job: jobs, homeowner: { id: homeowners.id, name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName } })
    .from(jobs)
    .leftJoin(homeowners, eq(homeowners.id, jobs.homeownerId))
    .where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId)))
    .limit(1);
  if (!row) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
  return row;
}

/** Job list with status filter and search over number, name and customer (names are decrypted, so matched here). */
export async function listJobs(db: Db, { contractorId, status, search }: { contractorId: string; status?: JobStatus; search?: string }) {
  const rows = await db
    .select({ job: jobs, homeowner: { id: homeowners.id, name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName } })
    .from(jobs)
    .leftJoin(homeowners, eq(homeowners.id, jobs.homeownerId))
    .where(and(eq(jobs.contractorId, contractorId), status ? eq(jobs.status, status) : undefined))
    .orderBy(asc(sql`${jobs.scheduledDate} is null`), desc(jobs.scheduledDate), desc(jobs.createdAt));
  const list = rows.map((r) => jobSummary(r.job, r.homeowner));
  const q = search?.trim().toLowerCase();
  if (!q) return list;
  const digits = q.replace(/^#|^job-?/i, '');
  return list.filter(
    (j) =>
      j.name.toLowerCase().includes(q) ||
      (j.customerName ?? '').toLowerCase().includes(q) ||
      j.jobNumber.toLowerCase().includes(q) ||
      (digits !== '' && j.displayNumber === digits.replace(/^0+(?=\d)/, '')),
  );
}

/** Everything about a job: schedule, customer, quote, progress, milestones, payments. */
export async function getJob(db: Db, { contractorId, jobId }: { contractorId: string; jobId: string }) {
  const { job, homeowner } = await jobWithHomeowner(db, contractorId, jobId);
  const [customer] = job.homeownerId ? await db.select().from(homeowners).where(and(eq(homeowners.id, job.homeownerId), eq(homeowners.contractorId, contractorId))).limit(1) : [];
  const [quote] = job.quoteId
    ? await db
        .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, status: quotes.status, totalCents: quotes.totalCents, fenceType: quotes.fenceType, linearFeet: quotes.linearFeet })
        .from(quotes)
        .where(and(eq(quotes.id, job.quoteId), eq(quotes.contractorId, contractorId)))
        .limit(1)
    : [];
  return {
    ...jobSummary(job, homeowner),
    notes: job.progressNotes,
    photoUrls: job.photoUrls,
    progressPercent: job.progressPercent,
    signatureName: job.signatureName,
    signatureData: job.signatureData,
    signedAt: job.signedAt?.toISOString() ?? null,
    customer: customer
      ? { id: customer.id, name: customerName({ ...customer }), email: customer.email, phone: customer.phone, address: customer.address, city: customer.city, state: customer.state, zipCode: customer.zipCode }
      : null,
    quote: quote ?? null,
    milestones: await listMilestones(db, { contractorId, jobId }),
    payments: await listPayments(db, { contractorId, jobId }),
  };
}

/** Scheduling, crew and contract amount. A new date on a scheduled job makes it rescheduled. */
export async function updateJob(db: Db, { contractorId, jobId, input, now = new Date() }: { contractorId: string; jobId: string; input: JobUpdateInput; now?: Date }) {
  const today = await contractorToday(db, contractorId, now);
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).for('update').limit(1);
    if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
    const { scheduledStartTime, scheduledEndTime, crew, notes: _notes, totalCents, ...rest } = input;
    const patch: Partial<typeof jobs.$inferInsert> = { ...rest, updatedAt: new Date() };
    if (scheduledStartTime !== undefined) patch.startTime = scheduledStartTime;
    if (scheduledEndTime !== undefined) patch.endTime = scheduledEndTime;
    if (crew !== undefined && input.assignedTo === undefined) patch.assignedTo = crew.join(', ');
    // Both refusals at once, so the form marks both fields.
    const refused = [
      ...(input.scheduledDate === null && job.scheduledDate !== null && statusNeedsDate(job.status) ? [['scheduledDate', errorMessage('signedInErrors.jobs.scheduledDateRequired')] as const] : []),
      ...(totalCents !== undefined && totalCents !== job.totalCents && totalCents < job.paidCents ? [['totalCents', errorMessage('signedInErrors.jobs.amountBelowPaid')] as const] : []),
    ];
    if (refused.length > 0) throw fieldValidationErrors(refused);
    if (input.scheduledDate !== undefined && input.scheduledDate !== job.scheduledDate) {
      if (job.status === 'scheduled' && job.scheduledDate) patch.status = 'rescheduled';
      if (job.status === 'unscheduled' && input.scheduledDate) patch.status = 'scheduled';
    }
    const [updated] = await tx.update(jobs).set(patch).where(eq(jobs.id, jobId)).returning();
    if (updated.status !== job.status) await emitDomainEvent(tx, { type: 'job.status_changed', contractorId, jobId, quoteId: job.quoteId, from: job.status, to: updated.status, origin: 'contractor' });
    if (totalCents !== undefined && totalCents !== job.totalCents) {
      await tx.update(jobs).set({ totalCents }).where(eq(jobs.id, jobId));
      const count = await resyncMilestoneAmounts(tx, { contractorId, jobId, totalCents });
      if (count === 0) await createMilestonesForJob(tx, { contractorId, jobId, totalCents, createdDate: today, scheduledDate: updated.scheduledDate });
    }
    return updated;
  });
}

/** SPEC §4 statuses, moves per core/jobs/job-transitions.ts; completion goes through completeJob. */
export async function changeJobStatus(db: Db, { contractorId, jobId, status, scheduledDate }: { contractorId: string; jobId: string; status: JobStatus; scheduledDate?: string }) {
  if (status === 'completed') throw fieldValidationError('status', errorMessage('signedInErrors.jobs.useComplete'));
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).for('update').limit(1);
    if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
    if (!canTransitionJob(job.status, status)) throw new AppError('INVALID_TRANSITION', errorMessage('signedInErrors.jobs.transitionForbidden', { from: job.status, to: status }));
    const date = scheduledDate ?? job.scheduledDate;
    if (statusNeedsDate(status) && !date) throw fieldValidationError('scheduledDate', errorMessage('signedInErrors.jobs.scheduledDateRequired'));
    const [updated] = await tx.update(jobs).set({ status, scheduledDate: date, updatedAt: new Date() }).where(eq(jobs.id, jobId)).returning();
    if (status === 'in_progress' && job.status !== 'paused') await recordJobEvent(tx, contractorId, jobId, 'job_start');
    if (status !== job.status) await emitDomainEvent(tx, { type: 'job.status_changed', contractorId, jobId, quoteId: job.quoteId, from: job.status, to: status, origin: 'contractor' });
    return updated;
  });
}

export async function completeJob(
  db: Db,
  { contractorId, jobId, input, now = new Date() }: { contractorId: string; jobId: string; input: { signatureDataUrl?: string; signedBy?: string; completionDate?: string }; now?: Date },
) {
  const today = await contractorToday(db, contractorId, now);
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).for('update').limit(1);
    if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
    if (!canTransitionJob(job.status, 'completed')) throw new AppError('INVALID_TRANSITION', errorMessage('signedInErrors.jobs.cannotComplete', { status: job.status }));
    const completionDate = input.completionDate ?? today;
    const [updated] = await tx
      .update(jobs)
      .set({
        status: 'completed',
        completedAt: new Date(`${completionDate}T12:00:00Z`),
        progressPercent: 100,
        signatureData: input.signatureDataUrl ?? null,
        signatureName: input.signedBy ?? null,
        signedAt: input.signatureDataUrl ? now : null,
        updatedAt: now,
      })
      .where(eq(jobs.id, jobId))
      .returning();
    // The final payment falls due on completion (docs/decisions.md).
    await tx.execute(sql`update payment_milestones set due_date = ${completionDate} where job_id = ${jobId} and milestone_type = 'final' and due_date is null and status <> 'paid'`);
    await recordJobEvent(tx, contractorId, jobId, 'job_complete', { completionDate, signed: Boolean(input.signatureDataUrl) });
    await emitDomainEvent(tx, { type: 'job.status_changed', contractorId, jobId, quoteId: job.quoteId, from: job.status, to: 'completed', origin: 'contractor' });
    return updated;
  });
}

export async function addProgressNote(db: Db, { contractorId, jobId, note }: { contractorId: string; jobId: string; note: string }) {
  const entry = { at: new Date().toISOString(), text: note };
  const [row] = await db
    .update(jobs)
    .set({ progressNotes: sql`${jobs.progressNotes} || ${JSON.stringify([entry])}::jsonb`, updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId)))
    .returning({ progressNotes: jobs.progressNotes });
  if (!row) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
  return row.progressNotes;
}

export async function addPhoto(db: Db, { contractorId, jobId, url }: { contractorId: string; jobId: string; url: string }) {
  const [row] = await db
    .update(jobs)
    .set({ photoUrls: sql`array_append(${jobs.photoUrls}, ${url})`, updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId)))
    .returning({ photoUrls: jobs.photoUrls });
  if (!row) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
  return row.photoUrls;
}
