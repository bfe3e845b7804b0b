// Issue 24: turn a quote's materials list into one purchase order per supplier. Every material of the list ends up on
// exactly one proposed order or in `notOrdered` (no supplier named for it, or its supplier archived), never dropped.

export interface ProposalMaterial {
  key: string;
  /** Units of the materials list to order (need + waste, already whole list units). */
  quantity: number;
  unit: string;
  description: string;
}

export interface MaterialSource {
  supplierId: string | null;
  partNumber: string | null;
  packName: string;
  packSize: number;
  unitCostCents: number | null;
}

export interface ProposedLine {
  materialKey: string;
  description: string;
  partNumber: string | null;
  unit: string;
  packName: string;
  packSize: number;
  /** Whole packs: the quantity rounded up to what the supplier sells. */
  packs: number;
  packCostCents: number | null;
}

export interface Proposal {
  orders: { supplierId: string; lines: ProposedLine[] }[];
  notOrdered: ProposalMaterial[];
}

/**
 * `sources` is the contractor's price list by material key; `activeSuppliers` the suppliers that can take an order;
 * `packsFor` rounds a quantity up to whole packs (the suppliers' rule in core); `alreadyOrdered` the list units
 * already on live orders of this quote (so asking again proposes only what is still to order).
 */
export function proposePurchaseOrders(
  materials: readonly ProposalMaterial[],
  sources: ReadonlyMap<string, MaterialSource>,
  activeSuppliers: ReadonlySet<string>,
  packsFor: (quantity: number, packSize: number) => number,
  alreadyOrdered: ReadonlyMap<string, number> = new Map(),
): Proposal {
  const bySupplier = new Map<string, ProposedLine[]>();
  const notOrdered: ProposalMaterial[] = [];
  for (const m of materials) {
    const remaining = m.quantity - (alreadyOrdered.get(m.key) ?? 0);
    if (remaining <= 0) continue;
    const src = sources.get(m.key);
    if (!src?.supplierId || !activeSuppliers.has(src.supplierId)) {
      notOrdered.push({ ...m, quantity: remaining });
      continue;
    }
    const packSize = Math.max(1, src.packSize);
    const line: ProposedLine = {
      materialKey: m.key,
      description: m.description,
      partNumber: src.partNumber,
      unit: m.unit,
      packName: src.packName,
      packSize,
      packs: packsFor(remaining, packSize),
      packCostCents: src.unitCostCents == null ? null : src.unitCostCents * packSize,
    };
    const lines = bySupplier.get(src.supplierId) ?? [];
    lines.push(line);
    bySupplier.set(src.supplierId, lines);
  }
  return { orders: [...bySupplier].map(([supplierId, lines]) => ({ supplierId, lines })), notOrdered };
}

/** A line's cost in cents; null when its pack has no cost yet. */
export const lineTotalCents = (l: { packs: number; packCostCents: number | null }) => (l.packCostCents == null ? null : l.packs * l.packCostCents);

/** An order's total: the lines that have a cost (the page says which have none). */
export const orderTotalCents = (lines: readonly { packs: number; packCostCents: number | null }[]) => lines.reduce((sum, l) => sum + (lineTotalCents(l) ?? 0), 0);

/** The list's materials no live order covers, with the units still to order ("not ordered" on the page). */
export function notYetOrdered(materials: readonly ProposalMaterial[], alreadyOrdered: ReadonlyMap<string, number>): ProposalMaterial[] {
  return materials.flatMap((m) => {
    const remaining = m.quantity - (alreadyOrdered.get(m.key) ?? 0);
    return remaining > 0 ? [{ ...m, quantity: remaining }] : [];
  });
}
