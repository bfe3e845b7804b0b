// Issue 26: a quote or job a contractor already imported from an earlier file is recognised when a later file repeats
// it. Its identity, as a contractor would expect (docs/import-export.md):
// - the old tool's number (Number column), when both rows have one: Q-104 again is a repeat, Q-105 is another quote;
// - otherwise the customer it was matched to, the Date and the amount (cents), with a blank date counting as blank.
// Quotes and jobs never match each other. Only quotes and jobs still in Picket count, so undoing the earlier import (or
// deleting the record by hand) makes the row importable again; only the contractor's own records are read.
import { and, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { importBatches, jobs, quotes } from '../../db/schema/index';

export type WorkKind = 'quote' | 'job';
export interface WorkIdentity {
  kind: WorkKind;
  /** The old tool's number, trimmed and in lower case; null when the row has none. */
  ref: string | null;
  /** customer id | date (YYYY-MM-DD or blank) | amount in cents. */
  key: string;
}
export interface EarlierImport {
  batchId: string;
  fileName: string;
  importedAt: string;
}
export interface ImportedWorkIndex {
  byRef: Map<string, EarlierImport>;
  byKey: Map<string, { ref: string | null; earlier: EarlierImport }[]>;
}

export const workIdentity = (kind: WorkKind, homeownerId: string, date: string | null, amountCents: number, reference: string): WorkIdentity => ({
  kind,
  ref: reference.trim().toLowerCase() || null,
  key: `${homeownerId}|${date ?? ''}|${amountCents}`,
});

/**
 * The contractor's imported quotes and jobs by identity, with the import each came from. `exceptBatchId` leaves out a
 * batch's own records (the run of a batch checks its later chunks against other imports only); `only` narrows the read
 * to the identities of a chunk.
 */
export async function importedWorkIndex(db: Db, contractorId: string, opts: { exceptBatchId?: string; only?: WorkIdentity[] } = {}): Promise<ImportedWorkIndex> {
  const index: ImportedWorkIndex = { byRef: new Map(), byKey: new Map() };
  for (const [kind, table] of [['quote', quotes], ['job', jobs]] as const) {
    const wanted = opts.only?.filter((i) => i.kind === kind);
    if (wanted && wanted.length === 0) continue;
    const conditions: (SQL | undefined)[] = [eq(table.contractorId, contractorId), isNotNull(table.importKey)];
    if (opts.exceptBatchId) conditions.push(ne(table.importBatchId, opts.exceptBatchId));
    if (wanted) {
      const refs = [...new Set(wanted.map((w) => w.ref).filter((r): r is string => r !== null))];
      const keys = [...new Set(wanted.map((w) => w.key))];
      conditions.push(refs.length > 0 ? or(inArray(table.importKey, keys), inArray(table.importRef, refs)) : inArray(table.importKey, keys));
    }
    const rows = await db
      .select({ ref: table.importRef, key: table.importKey, batchId: importBatches.id, fileName: importBatches.fileName, createdAt: importBatches.createdAt, finishedAt: importBatches.finishedAt })
      .from(table)
      .innerJoin(importBatches, eq(importBatches.id, table.importBatchId))
      .where(and(...conditions))
      .orderBy(importBatches.createdAt);
    for (const r of rows) {
      const earlier = { batchId: r.batchId, fileName: r.fileName, importedAt: (r.finishedAt ?? r.createdAt).toISOString() };
      if (r.ref && !index.byRef.has(`${kind}:${r.ref}`)) index.byRef.set(`${kind}:${r.ref}`, earlier);
      const key = `${kind}:${r.key}`;
      index.byKey.set(key, [...(index.byKey.get(key) ?? []), { ref: r.ref, earlier }]);
    }
  }
  return index;
}

/** The earlier import a row repeats, or null: the same number, else (when either has no number) customer, date and amount. */
export function earlierImportOf(index: ImportedWorkIndex, identity: WorkIdentity): EarlierImport | null {
  if (identity.ref) {
    const hit = index.byRef.get(`${identity.kind}:${identity.ref}`);
    if (hit) return hit;
  }
  for (const e of index.byKey.get(`${identity.kind}:${identity.key}`) ?? []) if (!identity.ref || !e.ref) return e.earlier;
  return null;
}
