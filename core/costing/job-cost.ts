// Issue 24: what a quote will cost the contractor to build, against what it charges, before it is sent.
// Materials at the suppliers' pack costs (quantities rounded up to whole packs), labour cost by the contractor's own
// cost rates (per foot, per post, per gate, optionally crew-hours × an hourly crew cost), card fees when paid by card.
// A material without a cost, or labour costs never set, make the margin "incomplete": never a silent zero.
import type { Cents } from '../money';
import type { MaterialPrice } from '../suppliers/material-price';
import { roundUpToPacks } from '../suppliers/packs';
import { cardFeesForSchedule } from './card-fee';

export interface CostedMaterialInput {
  key: string;
  /** The materials list's quantity to order (units, waste included). */
  quantity: number;
}

export interface MaterialCostLine {
  key: string;
  quantity: number;
  packName: MaterialPrice['packName'];
  packSize: number;
  packs: number;
  /** Units bought: whole packs × pack size. */
  units: number;
  unitCostCents: Cents | null;
  /** units × unit cost; null when the material has no cost. */
  costCents: Cents | null;
  supplierId: string | null;
}

/** Rounds each line up to whole packs and prices the packs bought (a bundle of 20 bought for 17 pickets costs 20). */
export function materialCostLines(materials: readonly CostedMaterialInput[], prices: ReadonlyMap<string, MaterialPrice>): MaterialCostLine[] {
  return materials.map((m) => {
    const p = prices.get(m.key);
    const packSize = p?.packSize ?? 1;
    const { packs, units } = roundUpToPacks(m.quantity, packSize);
    const unitCostCents = p?.unitCostCents ?? null;
    return {
      key: m.key, quantity: m.quantity, packName: p?.packName ?? 'each', packSize, packs, units, unitCostCents,
      costCents: unitCostCents === null ? null : units * unitCostCents, supplierId: p?.supplierId ?? null,
    };
  });
}

export interface LaborCostRates {
  laborCostPerFootCents: Cents;
  laborCostPerPostCents: Cents;
  laborCostPerGateCents: Cents;
  crewHourlyCostCents: Cents | null;
}

export interface LaborQuantities {
  feet: number;
  posts: number;
  gates: number;
  /** Crew-hours entered for the job (all crew members' hours added); null: none entered. */
  crewHours: number | null;
}

export interface LaborCost {
  perFootCents: Cents;
  perPostCents: Cents;
  perGateCents: Cents;
  crewCents: Cents;
  totalCents: Cents;
}

/**
 * Labour cost, the way labour is priced (feet × per-foot rate rounded to the cent, posts × per-post, gates × per-gate),
 * plus crew-hours × the hourly crew cost when both are set. The two models add up: a contractor who pays a crew by the
 * foot and a helper by the hour enters both.
 */
export function laborCost(rates: LaborCostRates, q: LaborQuantities): LaborCost {
  const perFootCents = Math.round(q.feet * rates.laborCostPerFootCents);
  const perPostCents = q.posts * rates.laborCostPerPostCents;
  const perGateCents = q.gates * rates.laborCostPerGateCents;
  const crewCents = rates.crewHourlyCostCents !== null && q.crewHours !== null ? Math.round(q.crewHours * rates.crewHourlyCostCents) : 0;
  return { perFootCents, perPostCents, perGateCents, crewCents, totalCents: perFootCents + perPostCents + perGateCents + crewCents };
}

export type IncompleteReason = 'materialWithoutCost' | 'laborCostsNotSet' | 'noMaterialsList';

export interface JobCostInput {
  /** What the contractor keeps before costs: the quote's total less sales tax (tax is passed on, not earned). */
  priceCents: Cents;
  materials: MaterialCostLine[];
  labor: LaborCost;
  /** False until the contractor saved labour costs: a zero labour cost would flatter the margin. */
  laborCostsSet: boolean;
  /** The charges the homeowner pays by card (the payment schedule's amounts, tax included); empty: not paid by card. */
  cardChargesCents: readonly Cents[];
  /** False for a quote without a drawn layout (no materials list to cost). */
  hasMaterialsList: boolean;
  minimumMarginPercent: number | null;
}

export interface JobCost {
  priceCents: Cents;
  materialsCents: Cents;
  laborCents: Cents;
  cardFeesCents: Cents;
  /** Every cost known; when incomplete, the sum of what is known (a floor, not the cost). */
  costCents: Cents;
  marginCents: Cents;
  /** Margin ÷ price × 100, one decimal; null when the price is zero. */
  marginPercent: number | null;
  complete: boolean;
  incomplete: IncompleteReason[];
  /** Keys of the materials without a cost. */
  uncostedKeys: string[];
  /** True when complete and under the contractor's minimum (an incomplete margin is never said to pass or fail). */
  belowMinimum: boolean;
}

export function jobCost(input: JobCostInput): JobCost {
  const uncostedKeys = input.materials.filter((m) => m.costCents === null).map((m) => m.key);
  const materialsCents = input.materials.reduce((s, m) => s + (m.costCents ?? 0), 0);
  const laborCents = input.labor.totalCents;
  const cardFeesCents = cardFeesForSchedule(input.cardChargesCents);
  const costCents = materialsCents + laborCents + cardFeesCents;
  const marginCents = input.priceCents - costCents;
  const marginPercent = input.priceCents > 0 ? Math.round((marginCents / input.priceCents) * 1000) / 10 : null;
  const incomplete: IncompleteReason[] = [];
  if (!input.hasMaterialsList) incomplete.push('noMaterialsList');
  if (uncostedKeys.length > 0) incomplete.push('materialWithoutCost');
  if (!input.laborCostsSet) incomplete.push('laborCostsNotSet');
  const complete = incomplete.length === 0;
  const belowMinimum = complete && input.minimumMarginPercent !== null && marginPercent !== null && marginPercent < input.minimumMarginPercent;
  return { priceCents: input.priceCents, materialsCents, laborCents, cardFeesCents, costCents, marginCents, marginPercent, complete, incomplete, uncostedKeys, belowMinimum };
}
