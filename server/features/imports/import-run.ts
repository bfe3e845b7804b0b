// The background run of a confirmed customer import: chunks of rows, each in one transaction that locks the batch row,
// stores the customers and marks the rows done together. So a crash loses at most the chunk in flight (it is redone),
// and two runners (a double click, two instances, the sweep) never store a row twice: the second waits for the lock,
// then finds the chunk done.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportCustomerValues } from '../../../core/imports/customer-import-row';
import type { DuplicateOf } from '../../../core/imports/imports.api';
import { phoneDigits } from '../../../core/customers/phone';
import type { Db } from '../../db/connection';
import { homeowners, importBatches, importRows } from '../../db/schema/index';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { BulkInsert } from '../../db/bulk-insert';
import { derivedHomeownerColumns } from '../../db/homeowner-columns';
import { existingContacts, type ExistingContacts } from './import-review';
import { mergeIntoCustomer } from './import-merge';
import { runWorkImportBatch } from './work-import-run';

export const RUN_CHUNK = 500;

/** One chunk; false when the batch has nothing left (it is then marked done). */
export async function runImportChunk(db: Db, batchId: string, existing: ExistingContacts, chunk = RUN_CHUNK): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(importBatches).where(eq(importBatches.id, batchId)).for('update');
    if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return false;
    const rows = await tx
      .select({ rowNumber: importRows.rowNumber, values: importRows.values, decision: importRows.decision, duplicateOf: importRows.duplicateOf })
      .from(importRows)
      .where(and(eq(importRows.batchId, batchId), eq(importRows.done, false)))
      .orderBy(asc(importRows.rowNumber))
      .limit(chunk);
    if (rows.length === 0) {
      await tx.update(importBatches).set({ status: 'done', finishedAt: new Date() }).where(eq(importBatches.id, batchId));
      return false;
    }
    const contractorId = batch.contractorId;
    const inserts = new BulkInsert(homeowners);
    const outcomes: { rowNumber: number; outcome: 'imported' | 'merged' | 'skipped'; homeownerId: string | null }[] = [];
    const merges: { rowNumber: number; values: ImportCustomerValues; target: DuplicateOf }[] = [];
    for (const row of rows) {
      const values = JSON.parse(row.values) as ImportCustomerValues;
      if (row.decision === 'merge' && row.duplicateOf) {
        merges.push({ rowNumber: row.rowNumber, values, target: row.duplicateOf as DuplicateOf });
        continue;
      }
      const email = values.email;
      const digits = phoneDigits(values.phone);
      // A customer added since the review with the same email or phone: skipped, never doubled.
      const taken = (email && existing.byEmail.get(email)) || (digits && existing.byPhone.get(digits));
      if (row.decision !== 'import' || taken) {
        outcomes.push({ rowNumber: row.rowNumber, outcome: 'skipped', homeownerId: null });
        continue;
      }
      const id = randomUUID();
      const { tags, notes, ...fields } = values;
      inserts.add({ id, contractorId, ...fields, notes: notes || null, tags, importBatchId: batchId, ...derivedHomeownerColumns(contractorId, fields) });
      const name = `${values.firstName} ${values.lastName}`.trim();
      if (email) existing.byEmail.set(email, { id, name });
      if (digits) existing.byPhone.set(digits, { id, name });
      outcomes.push({ rowNumber: row.rowNumber, outcome: 'imported', homeownerId: id });
    }
    // One statement for the chunk's customers (encrypted columns, tokens and hash as any customer write stores them).
    await inserts.insert(tx);
    for (const m of merges) {
      const targetId = await mergeTarget(tx, batchId, m.target, outcomes);
      const merged = targetId ? await mergeIntoCustomer(tx, { contractorId, homeownerId: targetId, values: m.values }) : null;
      if (merged) await tx.update(importRows).set({ mergedPrevious: JSON.stringify(merged.previous) }).where(and(eq(importRows.batchId, batchId), eq(importRows.rowNumber, m.rowNumber)));
      outcomes.push({ rowNumber: m.rowNumber, outcome: merged ? 'merged' : 'skipped', homeownerId: merged ? targetId : null });
    }
    const marks = JSON.stringify(outcomes.map((o) => ({ row_number: o.rowNumber, outcome: o.outcome, homeowner_id: o.homeownerId })));
    await tx.execute(sql`
      UPDATE import_rows r SET done = true, outcome = v.outcome, homeowner_id = v.homeowner_id
      FROM jsonb_to_recordset(${marks}::jsonb) AS v(row_number int, outcome text, homeowner_id uuid)
      WHERE r.batch_id = ${batchId} AND r.row_number = v.row_number`);
    const count = (o: string) => outcomes.filter((x) => x.outcome === o).length;
    await tx
      .update(importBatches)
      .set({
        status: 'running',
        processedRows: sql`${importBatches.processedRows} + ${outcomes.length}`,
        importedCount: sql`${importBatches.importedCount} + ${count('imported')}`,
        mergedCount: sql`${importBatches.mergedCount} + ${count('merged')}`,
        skippedCount: sql`${importBatches.skippedCount} + ${count('skipped')}`,
      })
      .where(eq(importBatches.id, batchId));
    // Imports are history, not news: follow-ups, SMS campaigns and CRM/books sync hear of them only when opted in.
    if (batch.announce) {
      for (const o of outcomes) {
        if (o.outcome === 'imported') await emitDomainEvent(tx, { type: 'customer.created', contractorId, homeownerId: o.homeownerId!, origin: 'contractor' });
        if (o.outcome === 'merged') await emitDomainEvent(tx, { type: 'customer.updated', contractorId, homeownerId: o.homeownerId!, origin: 'contractor' });
      }
    }
    return true;
  });
}

/** The customer a merge row goes into: an existing one, or the one an earlier row of the file became. */
async function mergeTarget(tx: Db, batchId: string, target: DuplicateOf, thisChunk: { rowNumber: number; homeownerId: string | null }[]): Promise<string | null> {
  if (target.kind === 'existing') return target.homeownerId;
  const local = thisChunk.find((o) => o.rowNumber === target.rowNumber);
  if (local) return local.homeownerId;
  const [row] = await tx.select({ homeownerId: importRows.homeownerId }).from(importRows).where(and(eq(importRows.batchId, batchId), eq(importRows.rowNumber, target.rowNumber!)));
  return row?.homeownerId ?? null;
}

/** Runs a batch to the end. */
export async function runImportBatch(db: Db, batchId: string): Promise<void> {
  const [batch] = await db.select({ contractorId: importBatches.contractorId, kind: importBatches.kind }).from(importBatches).where(eq(importBatches.id, batchId));
  if (!batch) return;
  if (batch.kind === 'work') return runWorkImportBatch(db, batchId);
  const existing = await existingContacts(db, batch.contractorId, batchId);
  while (await runImportChunk(db, batchId, existing)) {
    // next chunk
  }
}

const running = new Map<string, Promise<void>>();

/** Starts a batch's run in this process unless it already runs here; the queue's sweep resumes one a crash stopped. */
export function startImportRun(db: Db, batchId: string, onError: (error: unknown) => void): Promise<void> {
  const current = running.get(batchId);
  if (current) return current;
  const run = runImportBatch(db, batchId)
    .catch(onError)
    .finally(() => running.delete(batchId));
  running.set(batchId, run);
  return run;
}

/** The run of a batch started in this process, if any (tests wait for it). */
export const importRunOf = (batchId: string) => running.get(batchId) ?? Promise.resolve();

/** Batches confirmed but not finished (after a restart, or whose runner died). */
export async function unfinishedImports(db: Db): Promise<string[]> {
  const rows = await db.select({ id: importBatches.id }).from(importBatches).where(inArray(importBatches.status, ['queued', 'running']));
  return rows.map((r) => r.id);
}
