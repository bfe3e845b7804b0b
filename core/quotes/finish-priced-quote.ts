// The totals every quote shares, whatever its lines came from: markup, minimum, adjustments, tax, shipping, deposit, per-run shares.
import { percentOf } from '../money';
import { priceAdjustments } from './adjustments';
import { allocateByWeights } from './allocate-by-weights';
import { defaultSystemTaxRatePercent } from './contractor-rates';
import { paymentScheduleFor } from './payment-schedule';
import type { AdjustmentInput, ContractorRates, PricedLine, PricedQuote } from './pricing.types';
import { shippingFor } from './shipping';

type CostLine = Omit<PricedLine, 'customerTotalCents'>;

export interface FinishInput {
  lines: CostLine[];
  runs: { runId: string; label: string }[];
  rates: ContractorRates;
  adjustments: AdjustmentInput[];
  shippingMiles?: number | null;
  systemTaxRatePercent?: number;
  /** The minimum install charge applies to installed work only (docs/decisions.md). */
  applyMinimum: boolean;
  fenceFeet: number;
}

const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function effectiveTaxRate(rates: ContractorRates, systemTaxRatePercent?: number): number {
  if (!rates.taxEnabled) return 0;
  return rates.taxRatePercent ?? systemTaxRatePercent ?? defaultSystemTaxRatePercent;
}

export function finishPricedQuote(input: FinishInput): PricedQuote {
  const { rates } = input;
  const costs = input.lines.map((l) => l.totalCents);
  const subtotalCents = sumOf(costs);
  const byCategory = (c: PricedLine['category']) => sumOf(input.lines.filter((l) => l.category === c).map((l) => l.totalCents));
  const markupCents = percentOf(subtotalCents, rates.markupPercentage);
  const beforeMinimum = subtotalCents + markupCents;
  const minimumApplied = input.applyMinimum && subtotalCents > 0 && beforeMinimum < rates.minimumCharge;
  const minimumUpliftCents = minimumApplied ? rates.minimumCharge - beforeMinimum : 0;
  const jobPriceCents = beforeMinimum + minimumUpliftCents;

  // Markup and minimum are spread over the lines so the homeowner sees prices, never the cost/markup split.
  const shares = allocateByWeights(markupCents + minimumUpliftCents, costs);
  const lines: PricedLine[] = input.lines.map((l, i) => ({
    key: l.key, description: l.description, quantity: l.quantity, unitCents: l.unitCents, totalCents: l.totalCents,
    customerTotalCents: l.totalCents + shares[i], category: l.category, kind: l.kind, params: l.params, runId: l.runId,
  }));

  const adjustments = priceAdjustments(jobPriceCents, input.adjustments);
  const adjustmentsCents = sumOf(adjustments.map((a) => a.amountCents));
  const afterAdjustments = jobPriceCents + adjustmentsCents;

  const taxRatePercent = effectiveTaxRate(rates, input.systemTaxRatePercent);
  const materialsCustomer = sumOf(lines.filter((l) => l.category === 'materials').map((l) => l.customerTotalCents));
  // Materials-only tax follows discounts/surcharges in proportion, so a 10% discount lowers the taxed materials by 10%.
  const taxableCents =
    rates.taxAppliesTo === 'all'
      ? afterAdjustments
      : jobPriceCents > 0
        ? Math.round((materialsCustomer * afterAdjustments) / jobPriceCents)
        : 0;
  const taxCents = taxRatePercent > 0 ? percentOf(taxableCents, taxRatePercent) : 0;

  const wantsShipping = rates.shipping.enabled && input.shippingMiles != null && subtotalCents > 0;
  const shipping = wantsShipping
    ? shippingFor({ goodsCents: afterAdjustments, miles: input.shippingMiles ?? 0, settings: rates.shipping })
    : null;
  const shippingCents = shipping?.cents ?? 0;

  const totalCents = afterAdjustments + taxCents + shippingCents;
  const paymentSchedule = paymentScheduleFor(totalCents, rates.payment);

  // Each run carries its own lines, and its share of adjustments, shipping (by price) and tax (by what is taxed).
  const linesByRun = new Map<string, PricedLine[]>();
  for (const l of lines) {
    if (l.runId === undefined) continue;
    const list = linesByRun.get(l.runId);
    if (list) list.push(l);
    else linesByRun.set(l.runId, [l]);
  }
  const runLines = input.runs.map((r) => linesByRun.get(r.runId) ?? []);
  const runJob = runLines.map((ls) => sumOf(ls.map((l) => l.customerTotalCents)));
  const runTaxBase = rates.taxAppliesTo === 'all' ? runJob : runLines.map((ls) => sumOf(ls.filter((l) => l.category === 'materials').map((l) => l.customerTotalCents)));
  const runAdj = allocateByWeights(adjustmentsCents, runJob);
  const runShip = allocateByWeights(shippingCents, runJob);
  const runTax = allocateByWeights(taxCents, runTaxBase);
  const runs = input.runs.map((r, i) => ({ runId: r.runId, label: r.label, totalCents: runJob[i] + runAdj[i] + runShip[i] + runTax[i] }));

  return {
    lines,
    runs,
    adjustments,
    materialsCents: byCategory('materials'),
    laborCents: byCategory('labor'),
    removalCents: byCategory('removal'),
    subtotalCents,
    markupCents,
    minimumUpliftCents,
    minimumApplied,
    jobPriceCents,
    adjustmentsCents,
    taxRatePercent,
    taxableCents,
    taxCents,
    shippingTier: shipping?.tier ?? null,
    shippingCents,
    totalCents,
    depositCents: paymentSchedule[0]?.amountCents ?? 0,
    paymentSchedule,
    fenceFeet: input.fenceFeet,
  };
}
