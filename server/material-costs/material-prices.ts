// Issue 24: the contractor's material prices and cost settings, read by the features that cost or order materials
// (suppliers, job costing, purchase orders). Lives below the features so each can import it.
import { and, eq, inArray } from 'drizzle-orm';
import { unpricedMaterial, type MaterialPrice } from '../../core/suppliers/material-price';
import type { DbOrTx } from '../db/connection';
import { costSettings, materialPrices } from '../db/schema/index';

type PriceRow = typeof materialPrices.$inferSelect;

export const materialPriceOf = (r: PriceRow): MaterialPrice => ({
  materialKey: r.materialKey,
  supplierId: r.supplierId,
  partNumber: r.partNumber,
  packName: r.packName,
  packSize: r.packSize,
  unitCostCents: r.unitCostCents,
  costChangedAt: r.costChangedAt ? r.costChangedAt.toISOString() : null,
});

/**
 * The prices of these materials (MaterialLine.key) for one contractor, one entry per key asked, in a Map. A key with no
 * row answers the unpriced default (sold each, no supplier, no cost): never missing, never another tenant's.
 */
export async function materialPricesFor(db: DbOrTx, contractorId: string, keys: readonly string[]): Promise<Map<string, MaterialPrice>> {
  const unique = [...new Set(keys)];
  const out = new Map<string, MaterialPrice>(unique.map((k) => [k, unpricedMaterial(k)]));
  if (unique.length === 0) return out;
  const rows = await db.select().from(materialPrices).where(and(eq(materialPrices.contractorId, contractorId), inArray(materialPrices.materialKey, unique)));
  for (const r of rows) out.set(r.materialKey, materialPriceOf(r));
  return out;
}

/** Every material cost the contractor set, by key (the editor prices a style from its materials list with them, issue 23). */
export async function materialCostsOf(db: DbOrTx, contractorId: string): Promise<Record<string, { unitCostCents: number | null; packSize: number }>> {
  const rows = await db
    .select({ key: materialPrices.materialKey, unitCostCents: materialPrices.unitCostCents, packSize: materialPrices.packSize })
    .from(materialPrices)
    .where(eq(materialPrices.contractorId, contractorId));
  return Object.fromEntries(rows.map((r) => [r.key, { unitCostCents: r.unitCostCents, packSize: r.packSize }]));
}

export interface CostSettings {
  laborCostPerFootCents: number;
  laborCostPerPostCents: number;
  laborCostPerGateCents: number;
  crewHourlyCostCents: number | null;
  minimumMarginPercent: number | null;
  /** False until the contractor saved labour costs once: the margin is incomplete without them. */
  saved: boolean;
}

export const defaultCostSettings: CostSettings = {
  laborCostPerFootCents: 0, laborCostPerPostCents: 0, laborCostPerGateCents: 0, crewHourlyCostCents: null, minimumMarginPercent: null, saved: false,
};

export async function loadCostSettings(db: DbOrTx, contractorId: string): Promise<CostSettings> {
  const [r] = await db.select().from(costSettings).where(eq(costSettings.contractorId, contractorId)).limit(1);
  if (!r) return defaultCostSettings;
  return {
    laborCostPerFootCents: r.laborCostPerFootCents, laborCostPerPostCents: r.laborCostPerPostCents, laborCostPerGateCents: r.laborCostPerGateCents,
    crewHourlyCostCents: r.crewHourlyCostCents, minimumMarginPercent: r.minimumMarginPercent, saved: true,
  };
}
