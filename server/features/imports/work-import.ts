// Open quotes and jobs from a CSV (issue 26, item 2): the customer import's machinery with its own rows. Upload →
// review (mapping, fixes, skip) → confirm → background run (work-import-run.ts) → undo. Nothing reaches quotes or jobs
// before confirm; import_rows holds the sheet (encrypted) meanwhile, with the customer each row was matched to.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { IMPORT_MAX_ROWS, type DuplicateOf, type WorkImportReview, type WorkReviewRow } from '../../../core/imports/imports.api';
import {
  foldName,
  guessWorkMapping,
  importWorkValuesSchema,
  matchCustomer,
  normaliseWorkValues,
  validateWorkValues,
  workRowValues,
  type CustomerIndex,
  type ImportWorkValues,
  type WorkColumnMapping,
  type WorkRowError,
} from '../../../core/imports/work-import-row';
import { phoneDigits } from '../../../core/customers/phone';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { homeowners, importBatches, importRows } from '../../db/schema/index';
import { earlierImportOf, importedWorkIndex, workIdentity, type ImportedWorkIndex } from './work-import-identity';
import { assertInReview, importNotFound, loadBatch, reanalyseBatch, storeUpload, toImportBatch, type BatchRow } from './imports.service';

type WorkDecision = 'import' | 'skip';

/** The contractor's active customers by email, phone digits and folded name (decrypted once per analysis). */
export async function customerIndex(db: Db, contractorId: string): Promise<CustomerIndex> {
  const rows = await db
    .select({ id: homeowners.id, name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName, email: homeowners.email, phone: homeowners.phone })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, contractorId), isNull(homeowners.archivedAt)));
  const index: CustomerIndex = { byEmail: new Map(), byPhone: new Map(), byName: new Map() };
  for (const r of rows) {
    const name = r.name || `${r.firstName} ${r.lastName}`.trim();
    const entry = { id: r.id, name };
    const email = (r.email ?? '').trim().toLowerCase();
    const digits = phoneDigits(r.phone ?? '');
    if (email && !index.byEmail.has(email)) index.byEmail.set(email, entry);
    if (digits && !index.byPhone.has(digits)) index.byPhone.set(digits, entry);
    const folded = foldName(name);
    if (folded) index.byName.set(folded, [...(index.byName.get(folded) ?? []), entry]);
  }
  return index;
}

interface AnalysedWorkRow {
  rowNumber: number;
  values: ImportWorkValues;
  errors: WorkRowError[];
  customer: { id: string; name: string } | null;
  duplicateOf: DuplicateOf | null;
  choice: WorkDecision | null;
  decision: WorkDecision;
}

/**
 * Rows in file order: problems (with the customer match), a number the file already had, a quote or job an earlier
 * import stored (work-import-identity.ts), what the run will do.
 */
export function analyseWorkRows(rows: { rowNumber: number; values: ImportWorkValues; choice: WorkDecision | null }[], index: CustomerIndex, earlier: ImportedWorkIndex): AnalysedWorkRow[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const { errors, parsed } = validateWorkValues(row.values);
    const match = matchCustomer(row.values, index);
    if (match.error && !errors.some((e) => e.field === 'customer')) errors.unshift(match.error);
    let duplicateOf: DuplicateOf | null = null;
    const ref = row.values.reference && row.values.kind ? `${row.values.kind}:${row.values.reference.toLowerCase()}` : '';
    if (ref && seen.has(ref)) duplicateOf = { kind: 'file', homeownerId: null, rowNumber: seen.get(ref)!, name: row.values.reference };
    if (ref && !seen.has(ref) && errors.length === 0) seen.set(ref, row.rowNumber);
    if (!duplicateOf && errors.length === 0 && parsed && match.customer) {
      const hit = earlierImportOf(earlier, workIdentity(parsed.kind, match.customer.id, parsed.date, parsed.amountCents, row.values.reference));
      if (hit) duplicateOf = { kind: 'import', homeownerId: match.customer.id, rowNumber: null, name: hit.fileName, batchId: hit.batchId, importedAt: hit.importedAt };
    }
    const decision: WorkDecision = errors.length > 0 || duplicateOf || row.choice === 'skip' ? 'skip' : 'import';
    return { rowNumber: row.rowNumber, values: row.values, errors, customer: match.customer, duplicateOf, choice: row.choice, decision };
  });
}

/** Upload: the sheet's rows stored for review with the guessed mapping, analysed at once. */
export async function createWorkImport(db: Db, args: { contractorId: string; fileName: string; headers: string[]; rows: string[][] }): Promise<string> {
  if (args.rows.length > IMPORT_MAX_ROWS) throw new AppError('PAYLOAD_TOO_LARGE', errorMessage('imports.errors.tooManyRows', { max: IMPORT_MAX_ROWS }));
  const mapping = guessWorkMapping(args.headers);
  const index = await customerIndex(db, args.contractorId);
  const analysed = analyseWorkRows(args.rows.map((cells, i) => ({ rowNumber: i + 2, values: workRowValues(cells, mapping), choice: null })), index, await importedWorkIndex(db, args.contractorId));
  return storeUpload(
    db,
    { contractorId: args.contractorId, kind: 'work', fileName: args.fileName, headers: JSON.stringify(args.headers), mapping, totalRows: args.rows.length },
    args.rows,
    analysed.map((r) => ({ ...r, homeownerId: r.customer?.id ?? null })),
  );
}

/** Re-analyses the whole batch (a new mapping, a fixed row, a new choice): each row keeps the customer it matched. */
const reanalyseWork = (tx: Db, batch: BatchRow, change: { mapping?: WorkColumnMapping; row?: { rowNumber: number; values?: ImportWorkValues; choice?: WorkDecision } }) =>
  reanalyseBatch(tx, batch, change, {
    fromCells: workRowValues,
    fixed: normaliseWorkValues,
    analyse: async (db, rows) =>
      analyseWorkRows(rows, await customerIndex(db, batch.contractorId), await importedWorkIndex(db, batch.contractorId)).map((a) => ({ ...a, homeownerId: a.customer?.id ?? null })),
  });

/**
 * The contractor's other work imports still in review are read again (an earlier import was undone, or a run stored
 * quotes and jobs): their rows' repeats of earlier imports then say what is in Picket now.
 */
export async function refreshWorkReviews(tx: Db, contractorId: string): Promise<void> {
  const open = await tx
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(and(eq(importBatches.contractorId, contractorId), eq(importBatches.kind, 'work'), eq(importBatches.status, 'review')))
    .orderBy(asc(importBatches.createdAt));
  for (const { id } of open) {
    const batch = await loadBatch(tx, contractorId, id, true, 'work');
    if (batch.status === 'review') await reanalyseWork(tx, batch, {});
  }
}

export async function setWorkImportMapping(db: Db, args: { contractorId: string; id: string; mapping: WorkColumnMapping }) {
  return db.transaction(async (tx) => {
    const batch = await loadBatch(tx, args.contractorId, args.id, true, 'work');
    assertInReview(batch);
    await reanalyseWork(tx, batch, { mapping: args.mapping });
    const [row] = await tx.update(importBatches).set({ mapping: args.mapping }).where(eq(importBatches.id, batch.id)).returning();
    return toImportBatch(row);
  });
}

/** Fix a row in place and/or choose to skip it (or import it again). */
export async function updateWorkImportRow(db: Db, args: { contractorId: string; id: string; rowNumber: number; values?: ImportWorkValues; decision?: WorkDecision }): Promise<WorkReviewRow> {
  return db.transaction(async (tx) => {
    const batch = await loadBatch(tx, args.contractorId, args.id, true, 'work');
    assertInReview(batch);
    const [exists] = await tx.select({ n: importRows.rowNumber }).from(importRows).where(and(eq(importRows.batchId, batch.id), eq(importRows.rowNumber, args.rowNumber)));
    if (!exists) throw importNotFound();
    const analysed = await reanalyseWork(tx, batch, { row: { rowNumber: args.rowNumber, values: args.values, choice: args.decision } });
    const row = analysed.find((a) => a.rowNumber === args.rowNumber)!;
    if (args.decision === 'import' && row.errors.length > 0) throw new AppError('CONFLICT', errorMessage('imports.errors.fixFirst'));
    return { rowNumber: row.rowNumber, values: row.values, errors: row.errors, customer: row.customer, duplicateOf: row.duplicateOf, decision: row.decision };
  });
}

export async function getWorkImportReview(db: Db, args: { contractorId: string; id: string; filter: 'all' | 'invalid' | 'duplicates'; page: number; pageSize: number }): Promise<WorkImportReview> {
  const batch = await loadBatch(db, args.contractorId, args.id, false, 'work');
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
        toSkip: sql<number>`count(*) filter (where ${importRows.decision} = 'skip')`,
      })
      .from(importRows)
      .where(scope),
    db
      .select({ rowNumber: importRows.rowNumber, values: importRows.values, errors: importRows.errors, duplicateOf: importRows.duplicateOf, decision: importRows.decision, homeownerId: importRows.homeownerId })
      .from(importRows)
      .where(where)
      .orderBy(asc(importRows.rowNumber))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
  ]);
  // Quotes and jobs among the rows to import: the kind is inside the encrypted values, so it is counted here.
  const kinds = await db.select({ values: importRows.values }).from(importRows).where(and(scope, eq(importRows.decision, 'import')));
  let quotes = 0;
  for (const k of kinds) if ((JSON.parse(k.values) as ImportWorkValues).kind === 'quote') quotes += 1;
  const ids = [...new Set(rows.map((r) => r.homeownerId).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: homeowners.id, name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName })
      .from(homeowners)
      .where(and(eq(homeowners.contractorId, args.contractorId), inArray(homeowners.id, ids)));
    for (const h of found) names.set(h.id, h.name || `${h.firstName} ${h.lastName}`.trim());
  }
  const n = (v: unknown) => Number(v ?? 0);
  return {
    batch: toImportBatch(batch),
    headers: JSON.parse(batch.headers) as string[],
    mapping: batch.mapping as WorkColumnMapping,
    counts: { ready: n(counts.ready), invalid: n(counts.invalid), duplicates: n(counts.duplicates), toImport: n(counts.toImport), toSkip: n(counts.toSkip), quotes, jobs: kinds.length - quotes },
    rows: rows.map((r) => ({
      rowNumber: r.rowNumber,
      values: importWorkValuesSchema.parse(JSON.parse(r.values)),
      errors: r.errors as WorkRowError[],
      customer: r.homeownerId && names.has(r.homeownerId) ? { id: r.homeownerId, name: names.get(r.homeownerId)! } : null,
      duplicateOf: (r.duplicateOf as DuplicateOf | null) ?? null,
      decision: r.decision as WorkDecision,
    })),
    total: n(counts.total),
    page: args.page,
    pageSize: args.pageSize,
  };
}
