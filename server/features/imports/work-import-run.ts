// The background run of a confirmed open quotes and jobs import, chunk by chunk like the customer run (import-run.ts):
// each chunk is one transaction that locks the batch row, stores the chunk's quotes and jobs (with their milestones)
// and marks its rows done, so a crash redoes at most one chunk and a second runner finds the chunk done.
//
// Imports are history, not news. Unless the contractor ticked the opt-in on the last step (batch.announce):
// - no domain event is emitted, so no CRM sync, SMS campaign or QuickBooks invoice starts;
// - each quote and job gets a follow-up stop (follow_up_stops, the same stop a contractor sets by hand and can lift),
//   so the follow-up tick plans no quote follow-up or milestone reminder for them;
// - the imported milestones carry the batch id, and the overdue detection skips those of a quiet batch (no bell
//   notice, no milestone.overdue event).
// A quote or job another import stored since the review (work-import-identity.ts) is skipped, not doubled.
// What is already paid is the job's paid amount; the milestones it covers in order are marked paid. No payment row is
// invented (the method and dates are not known), so nothing goes to the books.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { validateWorkValues, type ImportWorkValues, type ParsedWork } from '../../../core/imports/work-import-row';
import { makeJobNumber } from '../../../core/jobs/job-number';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query-rows';
import { contractors, followUpStops, homeowners, importBatches, importRows, jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { refreshWorkReviews } from './work-import';
import { earlierImportOf, importedWorkIndex, workIdentity, type WorkIdentity } from './work-import-identity';

const todayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const percentage = (part: number, total: number) => (total === 0 ? 0 : Math.min(100, Math.round((part * 10_000) / total) / 100));

/**
 * The price breakdown of an imported quote: only its total is known, so no line, no cost and no tax is made up; the
 * quote pages show the total (the pricing schema's shape, core/quotes/quote-view.schema.ts).
 */
const importedPricing = (totalCents: number) => ({
  lines: [], runs: [], adjustments: [],
  materialsCents: 0, laborCents: 0, removalCents: 0, subtotalCents: totalCents, markupCents: 0, minimumUpliftCents: 0, minimumApplied: false,
  jobPriceCents: totalCents, adjustmentsCents: 0, taxRatePercent: 0, taxableCents: 0, taxCents: 0, shippingTier: null, shippingCents: 0,
  totalCents, depositCents: 0, paymentSchedule: [], fenceFeet: 0,
});

/** One chunk; false when the batch has nothing left (it is then marked done). */
export async function runWorkImportChunk(db: Db, batchId: string, chunk = 200): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(importBatches).where(eq(importBatches.id, batchId)).for('update');
    if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return false;
    const rows = await tx
      .select({ rowNumber: importRows.rowNumber, values: importRows.values, decision: importRows.decision, homeownerId: importRows.homeownerId })
      .from(importRows)
      .where(and(eq(importRows.batchId, batchId), eq(importRows.done, false)))
      .orderBy(asc(importRows.rowNumber))
      .limit(chunk);
    if (rows.length === 0) {
      await tx.update(importBatches).set({ status: 'done', finishedAt: new Date() }).where(eq(importBatches.id, batchId));
      await refreshWorkReviews(tx, batch.contractorId);
      return false;
    }
    const contractorId = batch.contractorId;
    const now = new Date();
    // Serialises numbering with quotes and jobs made by hand meanwhile (the job numbers' own lock).
    const [contractor] = await tx.select({ timezone: contractors.timezone }).from(contractors).where(eq(contractors.id, contractorId)).for('update');
    const today = todayIn(contractor?.timezone ?? 'America/Chicago', now);
    // The customers still there (one may have been removed or archived since the review): a row without one is skipped.
    const wanted = [...new Set(rows.map((r) => r.homeownerId).filter((id): id is string => id !== null))];
    const alive = new Set(
      wanted.length === 0
        ? []
        : (await tx.select({ id: homeowners.id }).from(homeowners).where(and(eq(homeowners.contractorId, contractorId), isNull(homeowners.archivedAt), inArray(homeowners.id, wanted)))).map((h) => h.id),
    );
    type Todo = { rowNumber: number; values: ImportWorkValues; parsed: ParsedWork; homeownerId: string; identity: WorkIdentity };
    const candidates: Todo[] = [];
    const outcomes: { rowNumber: number; outcome: 'imported' | 'skipped' }[] = [];
    for (const row of rows) {
      const values = JSON.parse(row.values) as ImportWorkValues;
      const { parsed } = validateWorkValues(values);
      if (row.decision !== 'import' || !parsed || !row.homeownerId || !alive.has(row.homeownerId)) outcomes.push({ rowNumber: row.rowNumber, outcome: 'skipped' });
      else candidates.push({ rowNumber: row.rowNumber, values, parsed, homeownerId: row.homeownerId, identity: workIdentity(parsed.kind, row.homeownerId, parsed.date, parsed.amountCents, values.reference) });
    }
    // Checked again under the contractor's lock: another import stored since the review (two files confirmed together)
    // must not double a quote or job. The batch's own earlier chunks are not "another import".
    const earlier = candidates.length === 0 ? null : await importedWorkIndex(tx, contractorId, { exceptBatchId: batchId, only: candidates.map((c) => c.identity) });
    const todo: Todo[] = [];
    for (const c of candidates) {
      if (earlier && earlierImportOf(earlier, c.identity)) outcomes.push({ rowNumber: c.rowNumber, outcome: 'skipped' });
      else todo.push(c);
    }
    const quoteRows = todo.filter((t) => t.parsed.kind === 'quote');
    const jobRows = todo.filter((t) => t.parsed.kind === 'job');
    const notesOf = (t: (typeof todo)[number]) => [t.values.reference ? `Imported from ${batch.fileName}, #${t.values.reference}` : `Imported from ${batch.fileName}`, t.values.notes].filter(Boolean).join('\n\n');

    const newQuotes: { id: string }[] = [];
    if (quoteRows.length > 0) {
      const [{ first }] = await queryRows<{ first: number }>(
        tx,
        sql`update contractors set next_quote_number = next_quote_number + ${quoteRows.length} where id = ${contractorId} returning next_quote_number - ${quoteRows.length} as first`,
      );
      newQuotes.push(
        ...(await tx
          .insert(quotes)
          .values(
            quoteRows.map((t, i) => {
              const at = t.parsed.date ? noonUtc(t.parsed.date) : now;
              return {
                contractorId,
                homeownerId: t.homeownerId,
                quoteNumber: Number(first) + i,
                status: t.parsed.status as 'draft' | 'sent' | 'approved',
                title: t.values.title || null,
                notes: notesOf(t),
                subtotalCents: t.parsed.amountCents,
                totalCents: t.parsed.amountCents,
                pricing: importedPricing(t.parsed.amountCents),
                sentAt: t.parsed.status === 'draft' ? null : at,
                approvedAt: t.parsed.status === 'approved' ? at : null,
                createdAt: at,
                updatedAt: now,
                importBatchId: batchId,
                importRef: t.identity.ref,
                importKey: t.identity.key,
              };
            }),
          )
          .returning({ id: quotes.id })),
      );
    }

    const newJobs: { id: string; status: string }[] = [];
    if (jobRows.length > 0) {
      const [{ max }] = await tx
        .select({ max: sql<number>`coalesce(max(nullif(regexp_replace(${jobs.jobNumber}, '\\D', '', 'g'), '')::bigint), 0)::int` })
        .from(jobs)
        .where(eq(jobs.contractorId, contractorId));
      const inserted = await tx
        .insert(jobs)
        .values(
          jobRows.map((t, i) => ({
            contractorId,
            homeownerId: t.homeownerId,
            jobNumber: makeJobNumber(Number(max) + 1 + i),
            name: (t.values.title || t.values.customer || 'Imported job').slice(0, 200),
            status: t.parsed.status as 'unscheduled' | 'scheduled' | 'in_progress' | 'paused' | 'completed',
            scheduledDate: t.parsed.scheduledDate,
            totalCents: t.parsed.amountCents,
            paidCents: t.parsed.paidCents,
            progressNotes: [{ at: now.toISOString(), text: notesOf(t) }],
            completedAt: t.parsed.status === 'completed' ? (t.parsed.date ? noonUtc(t.parsed.date) : now) : null,
            createdAt: t.parsed.date ? noonUtc(t.parsed.date) : now,
            updatedAt: now,
            importBatchId: batchId,
            importRef: t.identity.ref,
            importKey: t.identity.key,
          })),
        )
        .returning({ id: jobs.id, status: jobs.status });
      newJobs.push(...inserted);
      const milestones: (typeof paymentMilestones.$inferInsert)[] = [];
      jobRows.forEach((t, i) => {
        let covered = 0;
        t.parsed.milestones.forEach((m, order) => {
          covered += m.amountCents;
          const paid = covered <= t.parsed.paidCents;
          milestones.push({
            contractorId,
            jobId: inserted[i].id,
            name: m.name,
            percentage: percentage(m.amountCents, t.parsed.amountCents),
            amountCents: m.amountCents,
            status: paid ? 'paid' : 'pending',
            dueDate: m.dueDate,
            paidDate: paid ? (t.parsed.date ?? today) : null,
            sequenceOrder: order,
            milestoneType: m.milestoneType,
            importBatchId: batchId,
          });
        });
      });
      if (milestones.length > 0) await tx.insert(paymentMilestones).values(milestones);
    }

    for (const t of todo) outcomes.push({ rowNumber: t.rowNumber, outcome: 'imported' });
    const list = sql.join(outcomes.map((o) => sql`(${o.rowNumber}::int, ${o.outcome}::text)`), sql`, `);
    await tx.execute(sql`
      UPDATE import_rows r SET done = true, outcome = v.outcome
      FROM (VALUES ${list}) AS v(row_number, outcome)
      WHERE r.batch_id = ${batchId} AND r.row_number = v.row_number`);
    const imported = todo.length;
    await tx
      .update(importBatches)
      .set({
        status: 'running',
        processedRows: sql`${importBatches.processedRows} + ${outcomes.length}`,
        importedCount: sql`${importBatches.importedCount} + ${imported}`,
        skippedCount: sql`${importBatches.skippedCount} + ${outcomes.length - imported}`,
      })
      .where(eq(importBatches.id, batchId));

    if (batch.announce) {
      for (const q of newQuotes) await emitDomainEvent(tx, { type: 'quote.created', contractorId, quoteId: q.id, origin: 'contractor' });
      for (const j of newJobs) await emitDomainEvent(tx, { type: 'job.created', contractorId, jobId: j.id, quoteId: null, status: j.status, origin: 'contractor' });
    } else {
      const stops = [...newQuotes.map((q) => ({ contractorId, quoteId: q.id })), ...newJobs.map((j) => ({ contractorId, jobId: j.id }))];
      if (stops.length > 0) await tx.insert(followUpStops).values(stops).onConflictDoNothing();
    }
    return true;
  });
}

/** Runs a work batch to the end. */
export async function runWorkImportBatch(db: Db, batchId: string): Promise<void> {
  while (await runWorkImportChunk(db, batchId)) {
    // next chunk
  }
}

/**
 * Undo of a work batch (inside the caller's transaction): its quotes and jobs are deleted (their milestones and stops
 * with them), except a job with a payment recorded in Picket since the import and a quote made into a job since,
 * which are kept (deleting them would delete money the contractor recorded).
 */
export async function undoWorkImport(tx: Db, contractorId: string, batchId: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM jobs j WHERE j.contractor_id = ${contractorId} AND j.import_batch_id = ${batchId}
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.job_id = j.id)`);
  await tx.execute(sql`
    DELETE FROM quotes q WHERE q.contractor_id = ${contractorId} AND q.import_batch_id = ${batchId}
      AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.quote_id = q.id)`);
}
