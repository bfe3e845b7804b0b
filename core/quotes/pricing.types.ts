// Shapes of the pricing engine (SPEC §3 contractors pricing rates, §9 defaults). All money is integer cents.
import type { CartItemWords } from './cart-item-words';
import type { Cents } from '../money';
import { type FenceType } from '../catalogue/fence-types';

export type RemovalPricingType = 'flat' | 'per_foot';
export type TaxAppliesTo = 'materials' | 'all';
export type ShippingMethod = 'tiered' | 'per_mile';
export type PaymentScheduleType = 'deposit' | 'two_pay' | 'three_pay';

/** SPEC §9 "Shipping": order-value tiers, distance brackets, tier-2 flat fee, free tier 3, per-mile rate with minimum. */
export interface ShippingSettings {
  enabled: boolean;
  method: ShippingMethod;
  /** Highest goods value (cents) still in tier 1: 1999.99. */
  tier1MaxCents: Cents;
  /** Highest goods value (cents) still in tier 2: 4999.99; above it is tier 3 (free). */
  tier2MaxCents: Cents;
  /** Tier-1 fees by delivery distance in whole miles, ascending by maxMiles. */
  brackets: { minMiles: number; maxMiles: number; feeCents: Cents }[];
  tier2FlatCents: Cents;
  perMileCents: Cents;
  perMileMinimumCents: Cents;
}

/** How the homeowner pays (SPEC §9 "Contractor defaults": deposit 30%, two-pay 50%, three-pay 30/30/40). */
export interface PaymentRules {
  scheduleType: PaymentScheduleType;
  depositPercent: number;
  twoPayDepositPercent: number;
  threePayPercents: [number, number, number];
}

export interface ContractorRates {
  materialsPerFoot: Record<FenceType, Cents>;
  gatePrices: Record<FenceType, Cents>;
  laborPerFoot: Cents;
  laborPerPost: Cents;
  laborPerGate: Cents;
  removalPricingType: RemovalPricingType;
  removalFlatFee: Cents;
  removalPerFoot: Cents;
  minimumCharge: Cents;
  excavationPerPost: Cents;
  concretePerPost: Cents;
  /** Fence height in feet → factor on materials (per foot and gates). */
  heightMultipliers: Record<number, number>;
  markupPercentage: number;
  taxEnabled: boolean;
  /** Contractor override; null means the system settings rate applies. */
  taxRatePercent: number | null;
  taxAppliesTo: TaxAppliesTo;
  shipping: ShippingSettings;
  payment: PaymentRules;
}

/** One side of the fence as the layout take-off hands it to pricing. */
export interface PricingRun {
  id: string;
  label: string;
  fenceType: FenceType;
  style?: string;
  heightFt: number;
  /** Linear feet of fence, net of gate widths. */
  fenceFeet: number;
  /** Posts attributed to this run; shared corners are attributed once by the take-off. */
  posts: { end: number; corner: number; line: number; gate: number };
  gates: { kind: 'single' | 'double'; widthFt: number }[];
  removalFeet: number;
  /** Issue 23 opt-in: the run's materials cost from its materials list (replaces per-foot, gate and concrete-set prices). */
  materialsCostCents?: number;
  /** Issue 23 opt-in: materials of the run without a cost, so it stays on per-foot rates (the quote says so). */
  materialsMissing?: number;
}

export const adjustmentKinds = ['discount', 'surcharge'] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];
export const adjustmentModes = ['fixed', 'percent'] as const;
export type AdjustmentMode = (typeof adjustmentModes)[number];

/** A discount or surcharge (adjustment_types): value is cents when fixed, a percent of the job price when percent. */
export interface AdjustmentInput {
  label: string;
  kind: AdjustmentKind;
  mode: AdjustmentMode;
  value: number;
}

export const cartProductTypes = ['fence_section', 'post', 'gate', 'post_cap', 'hardware', 'concrete', 'other'] as const;
export type CartProductType = (typeof cartProductTypes)[number];

export interface CartItemInput {
  key?: string;
  productType: CartProductType;
  productName: string;
  quantity: number;
  unitPriceCents: Cents;
  /** Linear feet one unit covers (a fence section): counts toward the quote's fence feet. */
  feetPerUnit?: number;
  /** A style's part: what the line is, so pages word it in their language (core/quotes/cart-item-words.ts). */
  words?: CartItemWords;
}

export type PricedLineCategory = 'materials' | 'labor' | 'removal';

/** Lets a page word the line in the quote's language (en/es) from the same numbers. */
export type PricedLineKind =
  | 'fence'
  | 'gate_single'
  | 'gate_double'
  | 'concrete'
  | 'excavation'
  | 'labor_foot'
  | 'labor_post'
  | 'labor_gate'
  | 'removal_per_foot'
  | 'removal_flat'
  | 'cart_item';

export interface PricedLine {
  key: string;
  /** Where the number comes from, e.g. "62 ft × $25.00 vinyl, 6 ft". */
  description: string;
  quantity: number;
  unitCents: Cents;
  /** Contractor cost of the line (internal). */
  totalCents: Cents;
  /** What the homeowner pays for the line: cost plus its share of the markup (and of a minimum uplift). */
  customerTotalCents: Cents;
  category: PricedLineCategory;
  kind: PricedLineKind;
  /** Values the description was built from (fence type, height, product name...). */
  params: Record<string, string | number>;
  runId?: string;
}

export interface PricedAdjustment {
  label: string;
  kind: AdjustmentKind;
  mode: AdjustmentMode;
  value: number;
  amountCents: Cents;
}

export interface PaymentScheduleEntry {
  name: 'deposit' | 'materials' | 'final';
  percent: number;
  amountCents: Cents;
}

export interface PricedQuote {
  lines: PricedLine[];
  /** Each run's share of the total (all lines, markup, adjustments, tax and shipping), summing to totalCents. */
  runs: { runId: string; label: string; totalCents: Cents }[];
  adjustments: PricedAdjustment[];
  materialsCents: Cents;
  laborCents: Cents;
  removalCents: Cents;
  /** Cost sum of all lines (materials + labor + removal). */
  subtotalCents: Cents;
  markupCents: Cents;
  /** Added to reach the minimum install charge (0 when not needed). */
  minimumUpliftCents: Cents;
  minimumApplied: boolean;
  /** subtotal + markup + minimum uplift: the job price before adjustments. */
  jobPriceCents: Cents;
  adjustmentsCents: Cents;
  taxRatePercent: number;
  taxableCents: Cents;
  taxCents: Cents;
  shippingTier: 1 | 2 | 3 | null;
  shippingCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  paymentSchedule: PaymentScheduleEntry[];
  fenceFeet: number;
}

export interface PriceLayoutInput {
  runs: PricingRun[];
  rates: ContractorRates;
  adjustments?: AdjustmentInput[];
  /** Delivery distance; undefined/null means no delivery (the contractor hauls the materials). */
  shippingMiles?: number | null;
  /** The system settings tax rate; the contractor's rates.taxRatePercent overrides it when set. */
  taxRatePercent?: number;
}

export interface PriceCartInput {
  items: CartItemInput[];
  rates: ContractorRates;
  adjustments?: AdjustmentInput[];
  shippingMiles?: number | null;
  taxRatePercent?: number;
}
