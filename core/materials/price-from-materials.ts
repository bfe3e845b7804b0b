// Issue 23: a contractor may opt a style into pricing from its materials list instead of SPEC §9's per-foot rates.
// An opted-in run's materials (fence per foot, gates, concrete set) become the cost of its list at the contractor's
// material costs (Settings → Suppliers); labour (per foot, per post, per gate), excavation, removal, markup, tax and
// the minimum stay exactly as SPEC §9 prices them. Worked example: docs/estimating.md "Pricing from the materials list".
import type { PricingRun } from '../quotes/pricing.types';
import { allocateByWeights } from '../quotes/allocate-by-weights';
import type { AssemblyFor } from './fence-assembly';
import { MaterialTally, type MaterialLine } from './material-line';
import type { MaterialsList } from './materials-for-layout';
import { ceilUnits } from './post-footing';

/** What one unit of a materials line costs the contractor and how the supplier sells it (MaterialPrice's fields). */
export interface MaterialUnitCost {
  unitCostCents: number | null;
  /** Units per pack (≥ 1): an order buys whole packs. */
  packSize: number;
}

export type MaterialCostOf = (key: string) => MaterialUnitCost | undefined;

export interface RunMaterialsPricing {
  /** The run's share of the materials cost (cents); 0 when `missingKeys` is not empty. */
  costCents: number;
  /** Materials of the run without a cost: the run stays on per-foot rates and the quote says why. */
  missingKeys: string[];
}

const costed = (c: MaterialUnitCost | undefined): c is MaterialUnitCost & { unitCostCents: number } => c != null && c.unitCostCents !== null;

/** Cost of buying `quantity` units in whole packs. */
function packCost(quantity: number, c: MaterialUnitCost & { unitCostCents: number }): number {
  const size = Number.isInteger(c.packSize) && c.packSize >= 1 ? c.packSize : 1;
  return ceilUnits(quantity / size) * size * c.unitCostCents;
}

/**
 * The materials cost of each opted-in run. The runs priced from their lists are bought together: their needs are summed
 * and rounded up once to purchasable units (as the list's totals are), then to whole packs, and that cost is shared out
 * among the runs in proportion to each run's own list at unit cost (largest remainder, so the shares add up to the
 * cent). A run with any material lacking a cost is not priced from its list (never a silent zero).
 */
export function materialsPricingForRuns(list: Pick<MaterialsList, 'runs'>, optedIn: (runId: string) => boolean, costOf: MaterialCostOf): Map<string, RunMaterialsPricing> {
  const out = new Map<string, RunMaterialsPricing>();
  const priced: { runId: string; lines: MaterialLine[] }[] = [];
  for (const run of list.runs) {
    if (!optedIn(run.runId)) continue;
    const missingKeys = run.lines.filter((l) => !costed(costOf(l.key))).map((l) => l.key);
    if (missingKeys.length > 0) out.set(run.runId, { costCents: 0, missingKeys });
    else priced.push(run);
  }
  if (priced.length === 0) return out;
  const together = new MaterialTally();
  for (const run of priced) for (const { netQuantity: _n, quantity: _q, ...need } of run.lines) together.add(need);
  const totalCents = together.lines().reduce((sum, l) => sum + packCost(l.quantity, costOf(l.key) as MaterialUnitCost & { unitCostCents: number }), 0);
  const weights = priced.map((run) => run.lines.reduce((sum, l) => sum + l.quantity * (costOf(l.key)?.unitCostCents ?? 0), 0));
  const shares = allocateByWeights(totalCents, weights);
  priced.forEach((run, i) => out.set(run.runId, { costCents: shares[i], missingKeys: [] }));
  return out;
}

/** The pricing runs with each opted-in style's run carrying its materials cost (or the count of its uncosted materials). */
export function withMaterialsPricing(runs: PricingRun[], list: Pick<MaterialsList, 'runs'>, assemblyFor: AssemblyFor, costOf: MaterialCostOf): PricingRun[] {
  const opted = new Set(runs.filter((r) => assemblyFor(r.fenceType, r.style ?? '').priceFromMaterials === true).map((r) => r.id));
  if (opted.size === 0) return runs;
  const byRun = materialsPricingForRuns(list, (id) => opted.has(id), costOf);
  return runs.map((r) => {
    const p = byRun.get(r.id);
    if (!p) return r;
    return p.missingKeys.length > 0 ? { ...r, materialsMissing: p.missingKeys.length } : { ...r, materialsCostCents: p.costCents };
  });
}

/** Whether any style the assemblies name is opted in (the server loads material costs only then). */
export const anyPricedFromMaterials = (runs: readonly Pick<PricingRun, 'fenceType' | 'style'>[], assemblyFor: AssemblyFor) =>
  runs.some((r) => assemblyFor(r.fenceType, r.style ?? '').priceFromMaterials === true);
