// Prices a drawn layout from its take-off runs and the contractor's rates (SPEC §3 contractors, §9 defaults).
import { allocateByWeights } from './allocate-by-weights';
import { heightMultiplierFor } from './contractor-rates';
import { finishPricedQuote } from './finish-priced-quote';
import { formatQuantity, money, plural } from './line-description';
import type { ContractorRates, PriceLayoutInput, PricedLine, PricedQuote, PricingRun } from './pricing.types';

type CostLine = Omit<PricedLine, 'customerTotalCents'>;

const totalPosts = (r: PricingRun) => r.posts.end + r.posts.corner + r.posts.line + r.posts.gate;

function line(l: CostLine): CostLine[] {
  return l.quantity > 0 && l.totalCents !== 0 ? [l] : [];
}

function runLines(run: PricingRun, rates: ContractorRates, multiplierOf: (h: number) => number): CostLine[] {
  const mult = multiplierOf(run.heightFt);
  const typeName = run.style ? `${run.fenceType} ${run.style}` : run.fenceType;
  const h = formatQuantity(run.heightFt);
  const feet = Math.max(0, run.fenceFeet);
  const posts = totalPosts(run);
  const footUnit = Math.round(rates.materialsPerFoot[run.fenceType] * mult);
  const gateUnit = Math.round(rates.gatePrices[run.fenceType] * mult);
  const singles = run.gates.filter((g) => g.kind === 'single').length;
  const doubles = run.gates.filter((g) => g.kind === 'double').length;
  const gates = run.gates.length;
  // Object literals without spreads: spreading into a literal is ~15× slower in V8, and a layout has thousands of lines.
  const runId = run.id;
  const params = (quantity: number, unit: number) => ({ fenceType: run.fenceType, style: run.style ?? '', heightFt: run.heightFt, run: run.label, quantity, unit });
  const out: CostLine[] = [];
  const add = (l: CostLine) => {
    if (l.quantity > 0 && l.totalCents !== 0) out.push(l);
  };
  const fromList = run.materialsCostCents;
  if (fromList !== undefined) {
    // Issue 23 opt-in: the materials list at the contractor's costs stands for the per-foot rate, the gates and the
    // concrete set (all in the list); labour below is priced as SPEC §9 says.
    if (fromList !== 0) {
      out.push({ runId, key: `${run.id}:fence`, kind: 'fence', category: 'materials', quantity: feet, unitCents: feet > 0 ? Math.round(fromList / feet) : fromList,
        totalCents: fromList, params: { ...params(feet, feet > 0 ? Math.round(fromList / feet) : fromList), fromMaterials: 1, materialsCents: fromList },
        description: `${formatQuantity(feet)} ft ${typeName}, ${h} ft: materials list at cost ${money(fromList)}` });
    }
  } else {
    const missing = run.materialsMissing ?? 0;
    add({ runId, key: `${run.id}:fence`, kind: 'fence', category: 'materials', quantity: feet, unitCents: footUnit,
      totalCents: Math.round(feet * footUnit), params: missing > 0 ? { ...params(feet, footUnit), materialsMissing: missing } : params(feet, footUnit),
      description: `${formatQuantity(feet)} ft × ${money(footUnit)} ${typeName}, ${h} ft`
        + (missing > 0 ? ` (per-foot rate: ${missing} ${plural(missing, 'material', 'materials')} on the list without a cost)` : '') });
    add({ runId, key: `${run.id}:gate_single`, kind: 'gate_single', category: 'materials', quantity: singles, unitCents: gateUnit,
      totalCents: singles * gateUnit, params: params(singles, gateUnit),
      description: `${singles} × ${money(gateUnit)} ${run.fenceType} ${plural(singles, 'gate', 'gates')}, ${h} ft` });
    // A double gate is two leaves: twice the single gate price.
    add({ runId, key: `${run.id}:gate_double`, kind: 'gate_double', category: 'materials', quantity: doubles, unitCents: gateUnit * 2,
      totalCents: doubles * gateUnit * 2, params: params(doubles, gateUnit * 2),
      description: `${doubles} × ${money(gateUnit * 2)} ${run.fenceType} double ${plural(doubles, 'gate', 'gates')}, ${h} ft` });
    add({ runId, key: `${run.id}:concrete`, kind: 'concrete', category: 'materials', quantity: posts, unitCents: rates.concretePerPost,
      totalCents: posts * rates.concretePerPost, params: params(posts, rates.concretePerPost),
      description: `${posts} ${plural(posts, 'post', 'posts')} × ${money(rates.concretePerPost)} concrete set` });
  }
  add({ runId, key: `${run.id}:labor_foot`, kind: 'labor_foot', category: 'labor', quantity: feet, unitCents: rates.laborPerFoot,
    totalCents: Math.round(feet * rates.laborPerFoot), params: params(feet, rates.laborPerFoot),
    description: `${formatQuantity(feet)} ft × ${money(rates.laborPerFoot)} installation labor` });
  add({ runId, key: `${run.id}:labor_post`, kind: 'labor_post', category: 'labor', quantity: posts, unitCents: rates.laborPerPost,
    totalCents: posts * rates.laborPerPost, params: params(posts, rates.laborPerPost),
    description: `${posts} ${plural(posts, 'post', 'posts')} × ${money(rates.laborPerPost)} post setting labor` });
  add({ runId, key: `${run.id}:excavation`, kind: 'excavation', category: 'labor', quantity: posts, unitCents: rates.excavationPerPost,
    totalCents: posts * rates.excavationPerPost, params: params(posts, rates.excavationPerPost),
    description: `${posts} ${plural(posts, 'post', 'posts')} × ${money(rates.excavationPerPost)} post hole excavation` });
  add({ runId, key: `${run.id}:labor_gate`, kind: 'labor_gate', category: 'labor', quantity: gates, unitCents: rates.laborPerGate,
    totalCents: gates * rates.laborPerGate, params: params(gates, rates.laborPerGate),
    description: `${gates} ${plural(gates, 'gate', 'gates')} × ${money(rates.laborPerGate)} gate installation labor` });
  return out;
}

function removalLines(runs: PricingRun[], rates: ContractorRates): CostLine[] {
  const withRemoval = runs.filter((r) => r.removalFeet > 0);
  if (withRemoval.length === 0) return [];
  if (rates.removalPricingType === 'per_foot') {
    return withRemoval.flatMap((r) =>
      line({ runId: r.id, key: `${r.id}:removal`, kind: 'removal_per_foot', category: 'removal', quantity: r.removalFeet,
        unitCents: rates.removalPerFoot, totalCents: Math.round(r.removalFeet * rates.removalPerFoot),
        params: { run: r.label, quantity: r.removalFeet, unit: rates.removalPerFoot },
        description: `${formatQuantity(r.removalFeet)} ft × ${money(rates.removalPerFoot)} old fence removal` }),
    );
  }
  // One flat fee per job, shared among the sides that have old fence in proportion to their removal feet.
  const allFeet = withRemoval.reduce((a, r) => a + r.removalFeet, 0);
  const shares = allocateByWeights(rates.removalFlatFee, withRemoval.map((r) => r.removalFeet));
  return withRemoval.flatMap((r, i) =>
    line({ runId: r.id, key: `${r.id}:removal`, kind: 'removal_flat', category: 'removal', quantity: r.removalFeet,
      unitCents: shares[i], totalCents: shares[i],
      params: { run: r.label, quantity: r.removalFeet, totalFeet: allFeet, flat: rates.removalFlatFee },
      description:
        withRemoval.length === 1
          ? `Old fence removal, flat ${money(rates.removalFlatFee)} (${formatQuantity(r.removalFeet)} ft)`
          : `Old fence removal, flat ${money(rates.removalFlatFee)} shared: ${formatQuantity(r.removalFeet)} of ${formatQuantity(allFeet)} ft` }),
  );
}

export function priceLayoutQuote(input: PriceLayoutInput): PricedQuote {
  const { runs, rates } = input;
  const multipliers = new Map<number, number>();
  const multiplierOf = (h: number) => multipliers.get(h) ?? multipliers.set(h, heightMultiplierFor(rates, h)).get(h)!;
  const lines = [...runs.flatMap((r) => runLines(r, rates, multiplierOf)), ...removalLines(runs, rates)];
  // Keep each run's lines together for reading.
  const order = new Map(runs.map((r, i) => [r.id, i]));
  lines.sort((a, b) => (order.get(a.runId ?? '') ?? 0) - (order.get(b.runId ?? '') ?? 0));
  return finishPricedQuote({
    lines,
    runs: runs.map((r) => ({ runId: r.id, label: r.label })),
    rates,
    adjustments: input.adjustments ?? [],
    shippingMiles: input.shippingMiles,
    systemTaxRatePercent: input.taxRatePercent,
    applyMinimum: true,
    fenceFeet: runs.reduce((a, r) => a + Math.max(0, r.fenceFeet), 0),
  });
}
