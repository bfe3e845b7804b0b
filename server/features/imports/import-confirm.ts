// Confirm (once, whatever the number of clicks or instances) and undo (the whole batch, within UNDO_DAYS).
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { UNDO_DAYS, type ImportBatch } from '../../../core/imports/imports.api';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { homeowners, importBatches, importRows, jobs, quotes } from '../../db/schema/index';
import { unmergeCustomer, type MergedPrevious } from './import-merge';
import { loadBatch, toImportBatch } from './imports.service';
import { refreshWorkReviews } from './work-import';
import { undoWorkImport } from './work-import-run';

/** review → queued under the batch's row lock; any later confirmation answers the batch as it is. */
export async function confirmCustomerImport(db: Db, args: { contractorId: string; id: string; announce: boolean }): Promise<{ batch: ImportBatch; start: boolean }> {
  return db.transaction(async (tx) => {
    const batch = await loadBatch(tx, args.contractorId, args.id, true);
    if (batch.status !== 'review') return { batch: toImportBatch(batch), start: batch.status === 'queued' || batch.status === 'running' };
    const [row] = await tx
      .update(importBatches)
      .set({ status: 'queued', announce: args.announce, confirmedAt: new Date() })
      .where(eq(importBatches.id, batch.id))
      .returning();
    return { batch: toImportBatch(row), start: true };
  });
}

/**
 * Undo (either kind; a work batch: work-import-run.ts undoWorkImport). Customers: the batch's customers are removed (archived instead when the contractor has since given them quotes or jobs, as
 * Delete does), merged customers get their previous values back, and the sheet's rows are deleted. A batch still in
 * review is simply discarded.
 */
export async function undoCustomerImport(db: Db, args: { contractorId: string; id: string; now?: Date }): Promise<ImportBatch> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const batch = await loadBatch(tx, args.contractorId, args.id, true);
    if (batch.status === 'undone') return toImportBatch(batch, now);
    if (batch.status === 'queued' || batch.status === 'running') throw new AppError('CONFLICT', errorMessage('imports.errors.stillRunning'));
    if (batch.status === 'done' && (!batch.finishedAt || now.getTime() > batch.finishedAt.getTime() + UNDO_DAYS * 86_400_000)) {
      throw new AppError('CONFLICT', errorMessage('imports.errors.undoExpired', { days: UNDO_DAYS }));
    }
    if (batch.kind === 'work') {
      await undoWorkImport(tx, args.contractorId, batch.id);
      await tx.delete(importRows).where(eq(importRows.batchId, batch.id));
      const [row] = await tx.update(importBatches).set({ status: 'undone', undoneAt: now }).where(eq(importBatches.id, batch.id)).returning();
      // The quotes and jobs just removed are importable again: a file in review that repeated them says so now.
      await refreshWorkReviews(tx, args.contractorId);
      return toImportBatch(row, now);
    }
    const merged = await tx
      .select({ homeownerId: importRows.homeownerId, mergedPrevious: importRows.mergedPrevious })
      .from(importRows)
      .where(and(eq(importRows.batchId, batch.id), eq(importRows.outcome, 'merged')));
    // Latest merge first, so a customer merged twice ends with the values it had before the import.
    for (const m of merged.reverse()) {
      if (m.homeownerId && m.mergedPrevious) await unmergeCustomer(tx, { contractorId: args.contractorId, homeownerId: m.homeownerId, previous: JSON.parse(m.mergedPrevious) as MergedPrevious });
    }
    const mine = and(eq(homeowners.contractorId, args.contractorId), eq(homeowners.importBatchId, batch.id));
    const imported = await tx.select({ id: homeowners.id }).from(homeowners).where(mine);
    const ids = imported.map((r) => r.id);
    const inUse = new Set<string>();
    for (let i = 0; i < ids.length; i += 1000) {
      const part = ids.slice(i, i + 1000);
      // One after the other: a transaction is one client, and pg refuses overlapping queries on it.
      const q = await tx.selectDistinct({ id: quotes.homeownerId }).from(quotes).where(and(eq(quotes.contractorId, args.contractorId), inArray(quotes.homeownerId, part)));
      const j = await tx.selectDistinct({ id: jobs.homeownerId }).from(jobs).where(and(eq(jobs.contractorId, args.contractorId), inArray(jobs.homeownerId, part)));
      for (const r of [...q, ...j]) if (r.id) inUse.add(r.id);
    }
    if (inUse.size > 0) await tx.update(homeowners).set({ archivedAt: now, updatedAt: now }).where(and(mine, inArray(homeowners.id, [...inUse])));
    const removable = ids.filter((id) => !inUse.has(id));
    for (let i = 0; i < removable.length; i += 1000) await tx.delete(homeowners).where(and(mine, inArray(homeowners.id, removable.slice(i, i + 1000))));
    await tx.delete(importRows).where(eq(importRows.batchId, batch.id));
    const [row] = await tx.update(importBatches).set({ status: 'undone', undoneAt: now }).where(eq(importBatches.id, batch.id)).returning();
    return toImportBatch(row, now);
  });
}


/**
 * Housekeeping (nightly): once a finished import's undo window has passed, its sheet rows (encrypted PII, the values
 * merges replaced) are no longer needed and are deleted; the batch row stays as the record of the import (counts,
 * file name). Returns how many rows were deleted.
 */
export async function purgeExpiredImportRows(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNDO_DAYS * 86_400_000);
  const expired = db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(and(eq(importBatches.status, 'done'), isNotNull(importBatches.finishedAt), lt(importBatches.finishedAt, cutoff)));
  const deleted = await db.delete(importRows).where(inArray(importRows.batchId, expired)).returning({ n: sql<number>`1` });
  return deleted.length;
}
