// Pricing a style from its materials list (issue 23 opt-in): every number below is worked by hand in the comments, from
// the list's rules (docs/estimating.md) and SPEC §9's labour, excavation and markup defaults; the same example is written
// out in docs/estimating.md "Pricing from the materials list".
import { describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../layout/layout-from-polylines';
import { takeoffForLayout } from '../layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../layout/takeoff-to-pricing';
import { defaultContractorRates } from '../quotes/contractor-rates';
import { priceLayoutQuote } from '../quotes/price-layout-quote';
import type { ContractorRates } from '../quotes/pricing.types';
import { contractorLineText } from '../quotes/contractor-line-text';
import { homeownerLineText } from '../quotes/homeowner-line-text';
import { defaultAssemblyFor, defaultVinylAssembly } from './default-assemblies';
import type { AssemblyFor } from './fence-assembly';
import type { MaterialLine } from './material-line';
import { materialsFromTakeoff, takeoffOptionsFor } from './materials-for-layout';
import { materialsPricingForRuns, withMaterialsPricing, type MaterialUnitCost } from './price-from-materials';

const rates: ContractorRates = { ...defaultContractorRates, taxEnabled: false };

/** 6 ft vinyl panels, opted in to pricing from the list; every other type as the platform ships it (off). */
const optedInVinyl: AssemblyFor = (t) => (t === 'vinyl' ? { ...defaultVinylAssembly, sectionLengthIn: 72, priceFromMaterials: true } : defaultAssemblyFor(t));
const notOptedIn: AssemblyFor = (t) => (t === 'vinyl' ? { ...defaultVinylAssembly, sectionLengthIn: 72 } : defaultAssemblyFor(t));

// The contractor's costs (Settings → Suppliers), per unit of the list; caps come in boxes of 10.
const costs: Record<string, MaterialUnitCost> = {
  'vinyl/post-line/5x5 x 8 ft': { unitCostCents: 3200, packSize: 1 },
  'vinyl/post-terminal/5x5 x 8 ft': { unitCostCents: 3800, packSize: 1 },
  'any/concrete/50 lb': { unitCostCents: 650, packSize: 1 },
  'vinyl/panel/6 ft x 6 ft': { unitCostCents: 9500, packSize: 1 },
  'vinyl/cap/5x5': { unitCostCents: 300, packSize: 10 },
};

function price(assemblyFor: AssemblyFor, costOf: (key: string) => MaterialUnitCost | undefined) {
  const doc = layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6 } }], []);
  const takeoff = takeoffForLayout(doc, takeoffOptionsFor(assemblyFor));
  const list = materialsFromTakeoff(takeoff, assemblyFor);
  const runs = withMaterialsPricing(takeoffToPricingRuns(takeoff), list, assemblyFor, costOf);
  return priceLayoutQuote({ runs, rates });
}

describe('pricing from the materials list: 100 ft of 6 ft vinyl, 6 ft panels (worked in docs/estimating.md)', () => {
  it('opted in: the list at cost, plus SPEC §9 labour and excavation, plus 20 % markup', () => {
    const q = price(optedInVinyl, (k) => costs[k]);
    // List (materials-for-layout.test.ts #4): 16 line posts, 2 end posts, 72 bags, 17 panels, 18 caps.
    // 16 × $32 = $512; 2 × $38 = $76; 72 × $6.50 = $468; 17 × $95 = $1,615; 18 caps → 2 boxes of 10 = 20 × $3 = $60.
    // Materials: 512 + 76 + 468 + 1615 + 60 = $2,731.00.
    const fence = q.lines.find((l) => l.key.endsWith(':fence'))!;
    expect(fence.totalCents).toBe(273_100);
    expect(fence.params).toMatchObject({ fromMaterials: 1, materialsCents: 273_100 });
    expect(fence.description).toBe('100 ft vinyl, 6 ft: materials list at cost $2,731.00');
    // The list holds the concrete and gates: no per-post concrete set, no per-foot rate.
    expect(q.lines.map((l) => l.kind).sort()).toEqual(['excavation', 'fence', 'labor_foot', 'labor_post']);
    // Labour: 100 ft × $10 = $1,000; 18 posts × $15 = $270; excavation 18 × $3 = $54.
    expect(q.laborCents).toBe(100_000 + 27_000 + 5_400);
    // Subtotal 2,731 + 1,000 + 270 + 54 = $4,055.00; markup 20 % = $811.00; total $4,866.00 (tax off).
    expect(q.subtotalCents).toBe(405_500);
    expect(q.markupCents).toBe(81_100);
    expect(q.totalCents).toBe(486_600);
  });

  it('not opted in (the default): SPEC §9 per-foot pricing, to the cent as before', () => {
    const q = price(notOptedIn, (k) => costs[k]);
    // 100 ft × $25 = $2,500; concrete set 18 × $12 = $216; labour $1,324 as above.
    // Subtotal 2,500 + 216 + 1,324 = $4,040.00; markup $808.00; total $4,848.00.
    expect(q.lines.find((l) => l.key.endsWith(':fence'))!.totalCents).toBe(250_000);
    expect(q.subtotalCents).toBe(404_000);
    expect(q.totalCents).toBe(484_800);
    expect(q.lines.some((l) => l.params.fromMaterials)).toBe(false);
  });

  it('a material without a cost keeps the run on per-foot rates and says how many', () => {
    const q = price(optedInVinyl, (k) => (k === 'vinyl/cap/5x5' ? { unitCostCents: null, packSize: 1 } : costs[k]));
    const fence = q.lines.find((l) => l.key.endsWith(':fence'))!;
    expect(fence.totalCents).toBe(250_000);
    expect(fence.params.materialsMissing).toBe(1);
    expect(fence.description).toBe('100 ft × $25.00 vinyl, 6 ft (per-foot rate: 1 material on the list without a cost)');
    expect(q.totalCents).toBe(484_800);
  });

  it('the contractor reads it in Spanish; the homeowner sees the fence, never the cost', () => {
    const fence = price(optedInVinyl, (k) => costs[k]).lines.find((l) => l.key.endsWith(':fence'))!;
    expect(contractorLineText(fence, 'es')).toBe('100 pies vinilo, 6 pies: lista de materiales al costo $2,731.00');
    expect(homeownerLineText(fence, 'en')).toBe('100 ft of vinyl fence, 6 ft tall');
  });
});

describe('materialsPricingForRuns: runs bought together', () => {
  const line = (key: string, need: number, perUnit: number): MaterialLine => ({
    key, category: 'fabric', material: 'x', size: '', fenceType: 'chain', unit: perUnit > 1 ? 'coil' : 'each', perUnit, need,
    netQuantity: Math.ceil(need / perUnit), quantity: Math.ceil(need / perUnit), wastePercent: 0, rule: 'tensionWire', basis: {},
  });
  const wire = { unitCostCents: 5000, packSize: 1 };
  const bar = { unitCostCents: 1000, packSize: 1 };

  it('a coil started on one run finishes the other: charged once, shared by each run\'s own list', () => {
    // Run A: 30 ft of wire (1 coil of 100 ft on its own) + 2 bars; run B: 30 ft (1 coil) + 1 bar.
    // Together: 60 ft → 1 coil = $50.00, 3 bars = $30.00 → $80.00 (not $110.00 for two coils).
    // Shares by own lists at cost: A 1 × 50 + 2 × 10 = $70, B 50 + 10 = $60 → 8000 × 70/130 = 4307.69, × 60/130 = 3692.31
    // → floors 4307 + 3692 = 7999; the cent left goes to the larger remainder (B: .31 < A: .69) → A 4308, B 3692.
    const list = { runs: [
      { runId: 'a', label: 'A', lines: [line('chain/tension-wire/coil', 30, 100), line('chain/tension-bar/4 ft', 2, 1)] },
      { runId: 'b', label: 'B', lines: [line('chain/tension-wire/coil', 30, 100), line('chain/tension-bar/4 ft', 1, 1)] },
    ] };
    const byRun = materialsPricingForRuns(list, () => true, (k) => (k.includes('wire') ? wire : bar));
    expect(byRun.get('a')).toEqual({ costCents: 4308, missingKeys: [] });
    expect(byRun.get('b')).toEqual({ costCents: 3692, missingKeys: [] });
  });

  it('runs not opted in are left alone; an uncosted run is not bought with the others', () => {
    const list = { runs: [
      { runId: 'a', label: 'A', lines: [line('chain/tension-wire/coil', 30, 100)] },
      { runId: 'b', label: 'B', lines: [line('chain/tension-bar/4 ft', 1, 1)] },
      { runId: 'c', label: 'C', lines: [line('chain/tension-wire/coil', 30, 100)] },
    ] };
    const byRun = materialsPricingForRuns(list, (id) => id !== 'c', (k) => (k.includes('wire') ? wire : { unitCostCents: null, packSize: 1 }));
    expect(byRun.get('a')).toEqual({ costCents: 5000, missingKeys: [] });
    expect(byRun.get('b')).toEqual({ costCents: 0, missingKeys: ['chain/tension-bar/4 ft'] });
    expect(byRun.has('c')).toBe(false);
  });
});
