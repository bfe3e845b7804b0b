// Issue 24: a contractor's suppliers and material prices. Every query is scoped by contractor_id; another tenant's
// supplier is "not found".
import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { fenceTypes, type FenceType } from '../../../core/catalogue/fence-types';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';
import { assemblyForFromSet, storedAssemblyFor, type AssemblySet } from '../../../core/materials/assembly-set';
import { storedAssemblySetSchema } from '../../../core/materials/fence-assembly.schema';
import { fenceAssemblySchema } from '../../../core/materials/fence-assembly.schema';
import { materialsForLayout } from '../../../core/materials/materials-for-layout';
import { catalogueMaterials, type CatalogueMaterial } from '../../../core/suppliers/catalogue-materials';
import { unpricedMaterial } from '../../../core/suppliers/material-price';
import type { CostSettingsInput, MaterialPriceInput, MaterialPriceRow, Supplier, SupplierInput } from '../../../core/suppliers/suppliers.schema';
import type { Db, DbOrTx } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { costSettings, materialPrices, materialStyles, quotes, styleAssemblies, suppliers } from '../../db/schema/index';
import { loadCostSettings, materialPriceOf } from '../../material-costs/material-prices';

type SupplierRow = typeof suppliers.$inferSelect;
const supplierNotFound = () => notFound(errorMessage('signedInErrors.suppliers.notFound'));

const supplierOf = (r: SupplierRow, materialCount: number): Supplier => ({
  id: r.id, name: r.name, contactName: r.contactName, email: r.email, phone: r.phone, accountNumber: r.accountNumber,
  leadTimeDays: r.leadTimeDays, yardAddress: r.yardAddress, archived: r.archivedAt !== null, materialCount,
});

async function materialCountOf(db: DbOrTx, contractorId: string, supplierId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(materialPrices).where(and(eq(materialPrices.contractorId, contractorId), eq(materialPrices.supplierId, supplierId)));
  return r?.n ?? 0;
}

export async function listSuppliers(db: Db, contractorId: string, archived: boolean): Promise<Supplier[]> {
  const counts = db
    .select({ supplierId: materialPrices.supplierId, n: count().as('n') })
    .from(materialPrices)
    .where(and(eq(materialPrices.contractorId, contractorId), isNotNull(materialPrices.supplierId)))
    .groupBy(materialPrices.supplierId)
    .as('counts');
  const rows = await db
    .select({ s: suppliers, n: counts.n })
    .from(suppliers)
    .leftJoin(counts, eq(counts.supplierId, suppliers.id))
    .where(and(eq(suppliers.contractorId, contractorId), archived ? isNotNull(suppliers.archivedAt) : isNull(suppliers.archivedAt)))
    .orderBy(sql`lower(${suppliers.name})`);
  return rows.map((r) => supplierOf(r.s, Number(r.n ?? 0)));
}

/** One of this contractor's suppliers, or "not found" (another tenant's id included). */
export async function loadSupplier(db: DbOrTx, contractorId: string, id: string): Promise<SupplierRow> {
  const [row] = await db.select().from(suppliers).where(and(eq(suppliers.id, id), eq(suppliers.contractorId, contractorId))).limit(1);
  if (!row) throw supplierNotFound();
  return row;
}

export async function createSupplier(db: Db, contractorId: string, input: SupplierInput): Promise<Supplier> {
  const [row] = await db.insert(suppliers).values({ contractorId, ...input }).returning();
  return supplierOf(row, 0);
}

export async function updateSupplier(db: Db, contractorId: string, id: string, input: SupplierInput): Promise<Supplier> {
  const [row] = await db.update(suppliers).set({ ...input, updatedAt: new Date() }).where(and(eq(suppliers.id, id), eq(suppliers.contractorId, contractorId))).returning();
  if (!row) throw supplierNotFound();
  return supplierOf(row, await materialCountOf(db, contractorId, id));
}

export async function setSupplierArchived(db: Db, contractorId: string, id: string, archived: boolean): Promise<Supplier> {
  const [row] = await db
    .update(suppliers)
    .set({ archivedAt: archived ? sql`coalesce(${suppliers.archivedAt}, now())` : null, updatedAt: new Date() })
    .where(and(eq(suppliers.id, id), eq(suppliers.contractorId, contractorId)))
    .returning();
  if (!row) throw supplierNotFound();
  return supplierOf(row, await materialCountOf(db, contractorId, id));
}

const RECENT_QUOTES = 25;

/**
 * The materials the contractor prices: what their assemblies make for every fence type and style (a sample of heights
 * and the default gates, core/suppliers/catalogue-materials.ts), plus what their 25 most recently changed drawn quotes
 * use (a 5 ft gate the sample does not make). Keyed by MaterialLine.key.
 */
export async function contractorMaterials(db: Db, contractorId: string): Promise<Map<string, CatalogueMaterial>> {
  const assemblyRows = await db.select().from(styleAssemblies).where(eq(styleAssemblies.contractorId, contractorId));
  const set: AssemblySet = {};
  for (const row of assemblyRows) {
    const parsed = fenceAssemblySchema.safeParse(row.assembly);
    if (parsed.success) set[`${row.fenceType}|${row.styleKey}`] = parsed.data;
  }
  const styleRows = await db
    .select({ fenceType: materialStyles.fenceType, name: materialStyles.name })
    .from(materialStyles)
    .where(and(or(eq(materialStyles.contractorId, contractorId), isNull(materialStyles.contractorId)), eq(materialStyles.isActive, true)));
  const styles = [
    ...fenceTypes.map((fenceType) => ({ fenceType, style: '' })),
    ...styleRows.filter((s) => (fenceTypes as readonly string[]).includes(s.fenceType)).map((s) => ({ fenceType: s.fenceType as FenceType, style: s.name })),
    ...assemblyRows.filter((r) => r.styleKey !== '').map((r) => ({ fenceType: r.fenceType as FenceType, style: r.style })),
  ];
  const out = new Map(catalogueMaterials(assemblyForFromSet(set), styles).map((m) => [m.key, m]));
  const recent = await db
    .select({ diagram: quotes.diagram, assemblies: quotes.assemblies })
    .from(quotes)
    .where(and(eq(quotes.contractorId, contractorId), eq(quotes.quoteType, 'layout'), isNotNull(quotes.diagram)))
    .orderBy(desc(quotes.updatedAt))
    .limit(RECENT_QUOTES);
  for (const q of recent) {
    const assemblies = readJsonb(storedAssemblySetSchema.nullable(), q.assemblies, 'quotes.assemblies', { orElse: null });
    for (const l of materialsForLayout(migrateLayoutDocument(q.diagram), storedAssemblyFor(assemblies)).totals) {
      if (!out.has(l.key)) out.set(l.key, { key: l.key, category: l.category, material: l.material, size: l.size, fenceType: l.fenceType, unit: l.unit });
    }
  }
  return out;
}

export async function listMaterialPrices(db: Db, contractorId: string): Promise<MaterialPriceRow[]> {
  const materials = await contractorMaterials(db, contractorId);
  const rows = await db.select().from(materialPrices).where(eq(materialPrices.contractorId, contractorId));
  const priced = new Map(rows.map((r) => [r.materialKey, materialPriceOf(r)]));
  return [...materials.values()].map((m) => {
    const { materialKey: _key, ...p } = priced.get(m.key) ?? unpricedMaterial(m.key);
    return { materialKey: m.key, category: m.category, material: m.material, size: m.size, fenceType: m.fenceType, unit: m.unit, ...p };
  });
}

/** Sets one material's supplier, part number, pack and unit cost; cost_changed_at moves only when the cost does. */
export async function saveMaterialPrice(db: Db, contractorId: string, input: MaterialPriceInput): Promise<MaterialPriceRow> {
  const material = (await contractorMaterials(db, contractorId)).get(input.materialKey);
  if (!material) throw new AppError('NOT_FOUND', errorMessage('signedInErrors.suppliers.unknownMaterial'));
  return db.transaction(async (tx) => {
    if (input.supplierId) {
      const s = await loadSupplier(tx, contractorId, input.supplierId);
      if (s.archivedAt) throw new AppError('CONFLICT', errorMessage('signedInErrors.suppliers.archived'));
    }
    const values = { supplierId: input.supplierId, partNumber: input.partNumber, packName: input.packName, packSize: input.packSize, unitCostCents: input.unitCostCents };
    const [row] = await tx
      .insert(materialPrices)
      .values({ contractorId, materialKey: input.materialKey, ...values, costChangedAt: input.unitCostCents === null ? null : new Date() })
      .onConflictDoUpdate({
        target: [materialPrices.contractorId, materialPrices.materialKey],
        set: {
          ...values,
          costChangedAt: sql`CASE WHEN ${materialPrices.unitCostCents} IS NOT DISTINCT FROM excluded.unit_cost_cents THEN ${materialPrices.costChangedAt} ELSE excluded.cost_changed_at END`,
          updatedAt: new Date(),
        },
      })
      .returning();
    const { materialKey: _key, ...p } = materialPriceOf(row);
    return { materialKey: material.key, category: material.category, material: material.material, size: material.size, fenceType: material.fenceType, unit: material.unit, ...p };
  });
}

export async function getCostSettings(db: Db, contractorId: string) {
  const { saved, ...rest } = await loadCostSettings(db, contractorId);
  return { ...rest, saved };
}

export async function saveCostSettings(db: Db, contractorId: string, input: CostSettingsInput) {
  await db
    .insert(costSettings)
    .values({ contractorId, ...input })
    .onConflictDoUpdate({ target: costSettings.contractorId, set: { ...input, updatedAt: new Date() } });
  return getCostSettings(db, contractorId);
}
