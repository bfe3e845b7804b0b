// Issue 24: what one material of the contractor's materials list costs them and where they buy it (server table
// material_prices, keyed by MaterialLine.key). Shared by Settings → Suppliers, job costing and purchase orders.
import type { PackName } from './packs';

export interface MaterialPrice {
  /** MaterialLine.key, e.g. "cedar/post/4x4 x 8 ft". */
  materialKey: string;
  supplierId: string | null;
  partNumber: string | null;
  packName: PackName;
  /** Units of the materials list per pack (≥ 1). */
  packSize: number;
  /** Per unit of the materials list, integer cents; null: no cost set (a margin using it is incomplete). */
  unitCostCents: number | null;
  /** ISO time the cost last changed; null when never set. */
  costChangedAt: string | null;
}

/** The default for a material nobody priced yet: sold each, no supplier, no cost. */
export const unpricedMaterial = (materialKey: string): MaterialPrice => ({
  materialKey, supplierId: null, partNumber: null, packName: 'each', packSize: 1, unitCostCents: null, costChangedAt: null,
});
