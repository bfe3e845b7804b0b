// Customer imports (issue 26): upload → review (mapping, fixes, duplicate choices) → confirm → background run → undo.
// Nothing reaches `homeowners` before confirm; import_rows holds the sheet (encrypted) meanwhile.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { guessMapping, type ColumnMapping } from '../../../core/imports/column-guess';
import { importCustomerValuesSchema, type ImportCustomerValues, type RowError } from '../../../core/imports/customer-import-row';
import { IMPORT_MAX_ROWS, UNDO_DAYS, type DuplicateOf, type ImportBatch, type ImportDecision, type ImportKind, type ImportReview, type ReviewRow } from '../../../core/imports/imports.api';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { BulkInsert, BULK_INSERT_ROWS } from '../../db/bulk-insert';
import type { Db } from '../../db/connection';
import { importBatches, importRows } from '../../db/schema/index';
import { analyseRows, existingContacts, fixedValues, valuesFromCells } from './import-review';

export type BatchRow = typeof importBatches.$inferSelect;
// The sheet's rows go into import_rows a statement of this many at a time (bulk-insert.ts).
export const INSERT_CHUNK = BULK_INSERT_ROWS;

export const importNotFound = () => notFound(errorMessage('imports.errors.notFound'));

export function toImportBatch(b: BatchRow, now = new Date()): ImportBatch {
  const undoUntil = b.finishedAt ? b.finishedAt.getTime() + UNDO_DAYS * 86_400_000 : 0;
  return {
    id: b.id,
    kind: b.kind === 'work' ? 'work' : 'customers',
    fileName: b.fileName,
    status: b.status as ImportBatch['status'],
    totalRows: b.totalRows,
    processedRows: b.processedRows,
    importedCount: b.importedCount,
    mergedCount: b.mergedCount,
    skippedCount: b.skippedCount,
    announce: b.announce,
    createdAt: b.createdAt.toISOString(),
    finishedAt: b.finishedAt?.toISOString() ?? null,
    undoneAt: b.undoneAt?.toISOString() ?? null,
    canUndo: b.status === 'done' && now.getTime() < undoUntil,
  };
}

/** The contractor's batch (of the given kind, when given); another contractor's, or another kind's, is 404. */
export async function loadBatch(db: Db, contractorId: string, id: string, lock = false, kind?: ImportKind): Promise<BatchRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw importNotFound();
  const q = db.select().from(importBatches).where(and(eq(importBatches.id, id), eq(importBatches.contractorId, contractorId))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || (kind && row.kind !== kind)) throw importNotFound();
  return row;
}

/** Upload: the sheet's rows stored for review with the guessed mapping, analysed at once. */
export async function createCustomerImport(db: Db, args: { contractorId: string; fileName: string; headers: string[]; rows: string[][] }): Promise<string> {
  if (args.rows.length > IMPORT_MAX_ROWS) throw new AppError('PAYLOAD_TOO_LARGE', errorMessage('imports.errors.tooManyRows', { max: IMPORT_MAX_ROWS }));
  const mapping = guessMapping(args.headers);
  const existing = await existingContacts(db, args.contractorId);
  const analysed = analyseRows(args.rows.map((cells, i) => ({ rowNumber: i + 2, values: valuesFromCells(cells, mapping), choice: null })), existing);
  return storeUpload(db, { contractorId: args.contractorId, fileName: args.fileName, headers: JSON.stringify(args.headers), mapping, totalRows: args.rows.length }, args.rows, analysed);
}

/** One uploaded sheet stored for review in one transaction: its batch, then each row with its analysis (the cells as
 *  sent, the values as read, errors, duplicate, decision and, for work rows, the customer matched), one statement per
 *  INSERT_CHUNK rows, each row becoming its statement text at once. Both import kinds upload through it. */
export function storeUpload(
  db: Db,
  batch: typeof importBatches.$inferInsert,
  cells: string[][],
  analysed: { rowNumber: number; values: unknown; errors: unknown; duplicateOf: unknown; decision: string; homeownerId?: string | null }[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(importBatches).values(batch).returning({ id: importBatches.id });
    const writer = new BulkInsert(importRows);
    for (let i = 0; i < analysed.length; i++) {
      const r = analysed[i];
      writer.add({
        batchId: stored.id,
        contractorId: batch.contractorId,
        rowNumber: r.rowNumber,
        cells: JSON.stringify(cells[i]),
        values: JSON.stringify(r.values),
        errors: r.errors,
        duplicateOf: r.duplicateOf,
        ...(r.homeownerId === undefined ? {} : { homeownerId: r.homeownerId }),
        decision: r.decision,
      });
      if (writer.size === INSERT_CHUNK) await writer.insert(tx);
    }
    await writer.insert(tx);
    return stored.id;
  });
}

/** What a re-analysis makes of one row: what import_rows stores for it (homeownerId: the customer a work row matched). */
export interface AnalysedRow<V, C> {
  rowNumber: number;
  values: V;
  choice: C | null;
  errors: unknown;
  duplicateOf: unknown;
  decision: string;
  homeownerId?: string | null;
}

/** A sheet kind's rules for re-analysis: cells → values under a mapping, a person's fix, and the whole-batch analysis. */
export interface ReanalyseRules<M, V, C extends string, A extends AnalysedRow<V, C>> {
  fromCells: (cells: string[], mapping: M) => V;
  fixed: (values: V) => V;
  analyse: (tx: Db, rows: { rowNumber: number; values: V; choice: C | null }[]) => Promise<A[]>;
}

/**
 * Re-analyses the whole batch (a new mapping, a fixed row, a new choice) and writes the rows that changed: a row edited
 * by hand keeps its values under a new mapping. Shared by the customer and the open work imports.
 */
export async function reanalyseBatch<M, V, C extends string, A extends AnalysedRow<V, C>>(
  tx: Db,
  batch: BatchRow,
  change: { mapping?: M; row?: { rowNumber: number; values?: V; choice?: C } },
  rules: ReanalyseRules<M, V, C, A>,
): Promise<A[]> {
  const stored = await tx
    .select({ rowNumber: importRows.rowNumber, cells: importRows.cells, values: importRows.values, edited: importRows.edited, choice: importRows.choice, errors: importRows.errors, duplicateOf: importRows.duplicateOf, decision: importRows.decision, homeownerId: importRows.homeownerId })
    .from(importRows)
    .where(eq(importRows.batchId, batch.id))
    .orderBy(asc(importRows.rowNumber));
  const inputs = stored.map((s) => {
    let values = JSON.parse(s.values) as V;
    let choice = s.choice as C | null;
    if (change.mapping && !s.edited) values = rules.fromCells(JSON.parse(s.cells) as string[], change.mapping);
    if (change.row?.rowNumber === s.rowNumber) {
      if (change.row.values) values = rules.fixed(change.row.values);
      if (change.row.choice) choice = change.row.choice;
    }
    return { rowNumber: s.rowNumber, values, choice };
  });
  const analysed = await rules.analyse(tx, inputs);
  for (let i = 0; i < analysed.length; i++) {
    const a = analysed[i];
    const s = stored[i];
    const valuesJson = JSON.stringify(a.values);
    const valuesChanged = valuesJson !== s.values;
    const homeownerChanged = a.homeownerId !== undefined && a.homeownerId !== s.homeownerId;
    const same =
      !valuesChanged &&
      !homeownerChanged &&
      a.choice === s.choice &&
      a.decision === s.decision &&
      JSON.stringify(a.errors) === JSON.stringify(s.errors) &&
      JSON.stringify(a.duplicateOf) === JSON.stringify(s.duplicateOf);
    if (same) continue;
    await tx
      .update(importRows)
      .set({
        ...(valuesChanged ? { values: valuesJson } : {}),
        ...(change.row?.rowNumber === a.rowNumber && change.row.values ? { edited: true } : {}),
        ...(a.homeownerId !== undefined ? { homeownerId: a.homeownerId } : {}),
        choice: a.choice,
        errors: a.errors,
        duplicateOf: a.duplicateOf,
        decision: a.decision,
      })
      .where(and(eq(importRows.batchId, batch.id), eq(importRows.rowNumber, a.rowNumber)));
  }
  return analysed;
}

/** The customer import's re-analysis. */
const reanalyse = (tx: Db, batch: BatchRow, change: { mapping?: ColumnMapping; row?: { rowNumber: number; values?: ImportCustomerValues; choice?: ImportDecision } }) =>
  reanalyseBatch(tx, batch, change, {
    fromCells: valuesFromCells,
    fixed: fixedValues,
    analyse: async (db, rows) => analyseRows(rows, await existingContacts(db, batch.contractorId)),
  });

export function assertInReview(batch: BatchRow) {
  if (batch.status !== 'review') throw new AppError('CONFLICT', errorMessage('imports.errors.alreadyConfirmed'));
}

export async function setImportMapping(db: Db, args: { contractorId: string; id: string; mapping: ColumnMapping }): Promise<ImportBatch> {
  return db.transaction(async (tx) => {
    const batch = await loadBatch(tx, args.contractorId, args.id, true, 'customers');
    assertInReview(batch);
    await reanalyse(tx, batch, { mapping: args.mapping });
    const [row] = await tx.update(importBatches).set({ mapping: args.mapping }).where(eq(importBatches.id, batch.id)).returning();
    return toImportBatch(row);
  });
}

/** Fix a row in place and/or choose what happens to it. */
export async function updateImportRow(db: Db, args: { contractorId: string; id: string; rowNumber: number; values?: ImportCustomerValues; decision?: ImportDecision }): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const batch = await loadBatch(tx, args.contractorId, args.id, true, 'customers');
    assertInReview(batch);
    const [exists] = await tx.select({ n: importRows.rowNumber }).from(importRows).where(and(eq(importRows.batchId, batch.id), eq(importRows.rowNumber, args.rowNumber)));
    if (!exists) throw importNotFound();
    const analysed = await reanalyse(tx, batch, { row: { rowNumber: args.rowNumber, values: args.values, choice: args.decision } });
    const row = analysed.find((a) => a.rowNumber === args.rowNumber)!;
    if (args.decision === 'merge' && !row.duplicateOf) throw new AppError('CONFLICT', errorMessage('imports.errors.mergeNeedsDuplicate'));
    if (args.decision === 'import' && row.errors.length > 0) throw new AppError('CONFLICT', errorMessage('imports.errors.fixFirst'));
    return { rowNumber: row.rowNumber, values: row.values, errors: row.errors, duplicateOf: row.duplicateOf, decision: row.decision };
  });
}

export async function getImportReview(db: Db, args: { contractorId: string; id: string; filter: 'all' | 'invalid' | 'duplicates'; page: number; pageSize: number }): Promise<ImportReview> {
  const batch = await loadBatch(db, args.contractorId, args.id, false, 'customers');
  const scope = eq(importRows.batchId, batch.id);
  const invalid = sql`jsonb_array_length(${importRows.errors}) > 0`;
  const duplicate = sql`${importRows.duplicateOf} is not null`;
  const where = args.filter === 'invalid' ? and(scope, invalid) : args.filter === 'duplicates' ? and(scope, duplicate) : scope;
  const [[counts], rows] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*) filter (where ${args.filter === 'all' ? sql`true` : args.filter === 'invalid' ? invalid : duplicate})`,
        ready: sql<number>`count(*) filter (where not ${invalid} and not ${duplicate})`,
        invalid: sql<number>`count(*) filter (where ${invalid})`,
        duplicates: sql<number>`count(*) filter (where ${duplicate})`,
        toImport: sql<number>`count(*) filter (where ${importRows.decision} = 'import')`,
        toMerge: sql<number>`count(*) filter (where ${importRows.decision} = 'merge')`,
        toSkip: sql<number>`count(*) filter (where ${importRows.decision} = 'skip')`,
      })
      .from(importRows)
      .where(scope),
    db
      .select({ rowNumber: importRows.rowNumber, values: importRows.values, errors: importRows.errors, duplicateOf: importRows.duplicateOf, decision: importRows.decision })
      .from(importRows)
      .where(where)
      .orderBy(asc(importRows.rowNumber))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
  ]);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    batch: toImportBatch(batch),
    headers: JSON.parse(batch.headers) as string[],
    mapping: batch.mapping as ColumnMapping,
    counts: { ready: n(counts.ready), invalid: n(counts.invalid), duplicates: n(counts.duplicates), toImport: n(counts.toImport), toMerge: n(counts.toMerge), toSkip: n(counts.toSkip) },
    rows: rows.map((r) => ({
      rowNumber: r.rowNumber,
      values: importCustomerValuesSchema.parse(JSON.parse(r.values)),
      errors: r.errors as RowError[],
      duplicateOf: (r.duplicateOf as DuplicateOf | null) ?? null,
      decision: r.decision as ImportDecision,
    })),
    total: n(counts.total),
    page: args.page,
    pageSize: args.pageSize,
  };
}

export async function listImportBatches(db: Db, contractorId: string): Promise<ImportBatch[]> {
  const rows = await db.select().from(importBatches).where(eq(importBatches.contractorId, contractorId)).orderBy(desc(importBatches.createdAt)).limit(50);
  return rows.map((r) => toImportBatch(r));
}
