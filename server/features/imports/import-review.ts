// The review step of a customer import: every row's values through the mapping, its SPEC §5 problems, whether it
// repeats an existing customer or an earlier row (same email or phone), and what the run will do with it.
import { and, eq, isNull } from 'drizzle-orm';
import type { ColumnMapping } from '../../../core/imports/column-guess';
import { normaliseValues, rowValues, validateImportValues, type ImportCustomerValues, type RowError } from '../../../core/imports/customer-import-row';
import type { DuplicateOf, ImportDecision } from '../../../core/imports/imports.api';
import { phoneDigits } from '../../../core/customers/phone';
import type { Db } from '../../db/connection';
import { homeowners } from '../../db/schema/index';

export interface AnalysedRow {
  rowNumber: number;
  values: ImportCustomerValues;
  errors: RowError[];
  duplicateOf: DuplicateOf | null;
  choice: ImportDecision | null;
  decision: ImportDecision;
}

/** What the run does: a row with problems is skipped; a duplicate is merged if chosen, else skipped (never doubled). */
export function decide(errors: RowError[], duplicateOf: DuplicateOf | null, choice: ImportDecision | null): ImportDecision {
  if (errors.length > 0) return 'skip';
  if (duplicateOf) return choice === 'merge' ? 'merge' : 'skip';
  return choice === 'skip' ? 'skip' : 'import';
}

type Existing = { id: string; name: string };

/** The contractor's active customers by email and by phone digits (decrypted once per analysis). */
export async function existingContacts(db: Db, contractorId: string, exceptBatchId?: string) {
  const rows = await db
    .select({ id: homeowners.id, name: homeowners.name, email: homeowners.email, phone: homeowners.phone, importBatchId: homeowners.importBatchId })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, contractorId), isNull(homeowners.archivedAt)));
  const byEmail = new Map<string, Existing>();
  const byPhone = new Map<string, Existing>();
  for (const r of rows) {
    if (exceptBatchId && r.importBatchId === exceptBatchId) continue;
    const email = (r.email ?? '').trim().toLowerCase();
    const digits = phoneDigits(r.phone ?? '');
    if (email && !byEmail.has(email)) byEmail.set(email, { id: r.id, name: r.name });
    if (digits && !byPhone.has(digits)) byPhone.set(digits, { id: r.id, name: r.name });
  }
  return { byEmail, byPhone };
}
export type ExistingContacts = Awaited<ReturnType<typeof existingContacts>>;

const fullName = (v: ImportCustomerValues) => `${v.firstName} ${v.lastName}`.trim();

/** Analyses rows in file order (an earlier row is the one a later duplicate points at). */
export function analyseRows(
  rows: { rowNumber: number; values: ImportCustomerValues; choice: ImportDecision | null }[],
  existing: ExistingContacts,
): AnalysedRow[] {
  const seenEmail = new Map<string, { rowNumber: number; name: string }>();
  const seenPhone = new Map<string, { rowNumber: number; name: string }>();
  return rows.map((row) => {
    const values = row.values;
    const errors = validateImportValues(values);
    const email = values.email;
    const digits = phoneDigits(values.phone);
    const hit = (email && existing.byEmail.get(email)) || (digits.length === 10 && existing.byPhone.get(digits)) || null;
    let duplicateOf: DuplicateOf | null = hit ? { kind: 'existing', homeownerId: hit.id, rowNumber: null, name: hit.name } : null;
    if (!duplicateOf) {
      const earlier = (email && seenEmail.get(email)) || (digits.length === 10 && seenPhone.get(digits)) || null;
      if (earlier) duplicateOf = { kind: 'file', homeownerId: null, rowNumber: earlier.rowNumber, name: earlier.name };
    }
    // Only a row that will be stored can absorb a later one.
    if (!duplicateOf && errors.length === 0) {
      const me = { rowNumber: row.rowNumber, name: fullName(values) };
      if (email && !seenEmail.has(email)) seenEmail.set(email, me);
      if (digits.length === 10 && !seenPhone.has(digits)) seenPhone.set(digits, me);
    }
    return { rowNumber: row.rowNumber, values, errors, duplicateOf, choice: row.choice, decision: decide(errors, duplicateOf, row.choice) };
  });
}

export function valuesFromCells(cells: string[], mapping: ColumnMapping): ImportCustomerValues {
  return rowValues(cells, mapping);
}

export const fixedValues = (values: ImportCustomerValues) => normaliseValues(values);
