// A line of the materials list and the tally that turns needs into purchasable units (issue 23).
import type { FenceType } from '../catalogue/fence-types';
import { ceilUnits } from './post-footing';

// Printed in this order: what goes in the ground first, then what hangs on it.
export const materialCategories = ['posts', 'concrete', 'rails', 'pickets', 'panels', 'fabric', 'gates', 'hardware', 'caps', 'fasteners'] as const;
export type MaterialCategory = (typeof materialCategories)[number];

export const materialUnits = ['each', 'bag', 'roll', 'stick', 'box', 'coil'] as const;
export type MaterialUnit = (typeof materialUnits)[number];

/** The rule a quantity comes from; each has a "why" sentence (explain-material-line.ts, web materials.why.*). */
export type MaterialRule =
  | 'posts' | 'concrete' | 'rails' | 'pickets' | 'panels' | 'caps' | 'nails' | 'screws' | 'stiffeners'
  | 'fabric' | 'topRail' | 'tensionWire' | 'tensionBars' | 'tensionBands' | 'braceBands' | 'railEndCups' | 'fabricTies'
  | 'gates' | 'hinges' | 'latches' | 'dropRods';

export interface MaterialLine {
  /**
   * Stable across quotes and versions: `<fence type or "any">/<material>/<size>`, e.g. "cedar/post/4x4 x 8 ft",
   * "any/concrete/50 lb". Suppliers and costs attach to it (issue 24).
   */
  key: string;
  category: MaterialCategory;
  /** What it is (web: materials.item.<material>), e.g. "post", "picket", "fabric". */
  material: string;
  /** Size as the yard sells it, e.g. "4x4 x 8 ft", "6 ft x 8 ft", "50 lb". */
  size: string;
  fenceType: FenceType | null;
  unit: MaterialUnit;
  /** What one purchasable unit holds, in the rule's base unit (50 ft of fabric per roll, 1000 nails per box); 1 for pieces. */
  perUnit: number;
  /** The need before waste, in the base unit (feet, pieces, nails). */
  need: number;
  /** Purchasable units without waste, rounded up. */
  netQuantity: number;
  /** Purchasable units to order: need plus waste, rounded up (never down). */
  quantity: number;
  wastePercent: number;
  rule: MaterialRule;
  /** The working the sentence quotes; numbers add up across runs (e.g. posts by role, feet of fence). */
  basis: Record<string, number>;
}

export type MaterialNeed = Omit<MaterialLine, 'netQuantity' | 'quantity'>;

/** Sums needs by key; `lines()` rounds each up to purchasable units. */
export class MaterialTally {
  private readonly byKey = new Map<string, MaterialNeed>();

  add(need: MaterialNeed): void {
    if (need.need <= 0) return;
    const have = this.byKey.get(need.key);
    if (!have) {
      this.byKey.set(need.key, { ...need, basis: { ...need.basis } });
      return;
    }
    have.need += need.need;
    for (const [k, v] of Object.entries(need.basis)) have.basis[k] = (have.basis[k] ?? 0) + v;
  }

  addAll(other: MaterialTally): void {
    for (const need of other.byKey.values()) this.add(need);
  }

  lines(): MaterialLine[] {
    const order = (c: MaterialCategory) => materialCategories.indexOf(c);
    return [...this.byKey.values()]
      .map((n) => ({ ...n, netQuantity: ceilUnits(n.need / n.perUnit), quantity: ceilUnits((n.need * (1 + n.wastePercent / 100)) / n.perUnit) }))
      .sort((a, b) => order(a.category) - order(b.category) || a.key.localeCompare(b.key));
  }
}
