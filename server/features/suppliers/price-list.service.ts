// Issue 24: a supplier's price list (CSV) sets the unit cost of the contractor's materials that carry its part numbers
// for that supplier. The preview stores nothing; the import re-reads the same file in one transaction and is all or
// nothing: one row with an error imports nothing, and the answer names the row.
import { and, eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldError } from '../../../core/errors';
import { parsePriceList, unitCostFromRow } from '../../../core/suppliers/price-list';
import type { PriceListPreview } from '../../../core/suppliers/suppliers.schema';
import type { Db, DbOrTx } from '../../db/connection';
import { materialPrices } from '../../db/schema/index';
import { contractorMaterials, loadSupplier } from './suppliers.service';

async function previewIn(db: DbOrTx, contractorId: string, supplierId: string, csv: string, unitOf: (key: string) => string): Promise<PriceListPreview> {
  await loadSupplier(db, contractorId, supplierId);
  const lines = parsePriceList(csv);
  const linked = await db
    .select()
    .from(materialPrices)
    .where(and(eq(materialPrices.contractorId, contractorId), eq(materialPrices.supplierId, supplierId)));
  const byPart = new Map<string, (typeof linked)[number][]>();
  for (const r of linked) {
    if (!r.partNumber) continue;
    const k = r.partNumber.toLowerCase();
    byPart.set(k, [...(byPart.get(k) ?? []), r]);
  }
  const rows = lines.map((l) => {
    const errors = [...l.errors];
    const matches: PriceListPreview['rows'][number]['matches'] = [];
    if (errors.length === 0 && l.costCents !== null) {
      for (const m of byPart.get(l.partNumber.toLowerCase()) ?? []) {
        const unitCost = unitCostFromRow(l.costCents, l.unit, { unit: unitOf(m.materialKey), packName: m.packName, packSize: m.packSize });
        if (unitCost === null) errors.push(errorMessage('signedInErrors.suppliers.priceList.packMismatch', { row: l.row, unit: l.unit, material: m.materialKey, pack: m.packName }));
        else matches.push({ materialKey: m.materialKey, oldUnitCostCents: m.unitCostCents, newUnitCostCents: unitCost });
      }
    }
    return {
      row: l.row, partNumber: l.partNumber, description: l.description, unit: l.unit, costCents: l.costCents,
      errors: errors.map((e) => ({ message: e.text, key: e.key, ...(e.params ? { params: e.params as Record<string, string | number> } : {}) })),
      matches: errors.length > 0 ? [] : matches,
    };
  });
  return {
    rows,
    errorCount: rows.filter((r) => r.errors.length > 0).length,
    matchedCount: rows.filter((r) => r.matches.length > 0).length,
    unmatchedCount: rows.filter((r) => r.errors.length === 0 && r.matches.length === 0).length,
  };
}

async function unitLookup(db: Db, contractorId: string): Promise<(key: string) => string> {
  const materials = await contractorMaterials(db, contractorId);
  return (key) => materials.get(key)?.unit ?? 'each';
}

export async function previewPriceList(db: Db, contractorId: string, input: { supplierId: string; csv: string }): Promise<PriceListPreview> {
  return previewIn(db, contractorId, input.supplierId, input.csv, await unitLookup(db, contractorId));
}

export async function importPriceList(db: Db, contractorId: string, input: { supplierId: string; csv: string }): Promise<{ updated: number }> {
  const unitOf = await unitLookup(db, contractorId);
  return db.transaction(async (tx) => {
    const preview = await previewIn(tx, contractorId, input.supplierId, input.csv, unitOf);
    const bad = preview.rows.filter((r) => r.errors.length > 0);
    if (bad.length > 0) {
      throw new AppError(
        'VALIDATION',
        errorMessage('signedInErrors.suppliers.priceList.hasErrors', { row: bad[0].row, count: bad.length }),
        bad.flatMap((r) => r.errors.map((e) => fieldError(`rows.${r.row}`, { text: e.message, key: e.key as never, ...(e.params ? { params: e.params } : {}) }))),
      );
    }
    let updated = 0;
    for (const r of preview.rows) {
      for (const m of r.matches) {
        await tx
          .update(materialPrices)
          .set({
            unitCostCents: m.newUnitCostCents,
            costChangedAt: sql`CASE WHEN ${materialPrices.unitCostCents} IS NOT DISTINCT FROM ${m.newUnitCostCents} THEN ${materialPrices.costChangedAt} ELSE now() END`,
            updatedAt: new Date(),
          })
          .where(and(eq(materialPrices.contractorId, contractorId), eq(materialPrices.materialKey, m.materialKey)));
        updated += 1;
      }
    }
    return { updated };
  });
}
