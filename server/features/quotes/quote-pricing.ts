// Prices a quote's inputs on the server from the contractor's own rates; the client's numbers are never read.
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';
import { takeoffForLayout } from '../../../core/layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../../../core/layout/takeoff-to-pricing';
import type { AssemblyFor } from '../../../core/materials/fence-assembly';
import { materialsFromTakeoff, takeoffOptionsFor } from '../../../core/materials/materials-for-layout';
import { anyPricedFromMaterials, withMaterialsPricing } from '../../../core/materials/price-from-materials';
import { materialPricesFor } from '../../material-costs/material-prices';
import { priceQuoteOption } from '../../../core/quotes/quote-options';
import type { AdjustmentInput, PricedQuote, PricingRun } from '../../../core/quotes/pricing.types';
import type { Db } from '../../db/connection';
import { resolveCartItems, type CartItemRef, type ResolvedCartItem } from '../catalogue/catalogue.service';
import type { PricingContext } from './quote-pricing-context';

export interface QuoteInputs {
  quoteType: 'layout' | 'cart';
  runs?: PricingRun[];
  diagram?: unknown;
  items?: CartItemRef[];
  adjustments: AdjustmentInput[];
  deliveryMiles: number | null;
  /** The styles' assemblies (section length → posts); SPEC §9's 96 in when not given. */
  assemblyFor?: AssemblyFor;
}

export interface PricedInputs {
  priced: PricedQuote;
  runs: PricingRun[];
  cartItems: ResolvedCartItem[];
}

/** With a drawing, the runs come from its take-off (not from the client); without one, from the runs given. */
export function runsForLayout(diagram: unknown, runs: PricingRun[] | undefined, assemblyFor?: AssemblyFor): PricingRun[] {
  if (diagram != null) return takeoffToPricingRuns(takeoffForLayout(migrateLayoutDocument(diagram), assemblyFor ? takeoffOptionsFor(assemblyFor) : {}));
  return runs ?? [];
}

export async function priceQuoteInputs(db: Db, contractorId: string, ctx: PricingContext, input: QuoteInputs): Promise<PricedInputs> {
  // Issue 25: one engine for a quote and each of its options (core/quotes/quote-options.ts).
  const shared = { rates: ctx.rates, adjustments: input.adjustments, shippingMiles: input.deliveryMiles, taxRatePercent: ctx.systemTaxRatePercent };
  if (input.quoteType === 'cart') {
    const cartItems = await resolveCartItems(db, contractorId, input.items ?? []);
    return { priced: priceQuoteOption(shared, { quoteType: 'cart', items: cartItems }), runs: [], cartItems };
  }
  const runs = await runsPricedFromMaterials(db, contractorId, input);
  return { priced: priceQuoteOption(shared, { quoteType: 'layout', runs }), runs, cartItems: [] };
}

/**
 * Issue 23 opt-in: with a drawing, runs whose style prices from its materials list carry that list's cost at the
 * contractor's material costs (today's, like the rest of their rates); no opted-in style, no extra query.
 */
async function runsPricedFromMaterials(db: Db, contractorId: string, input: QuoteInputs): Promise<PricingRun[]> {
  const { assemblyFor } = input;
  if (input.diagram == null || !assemblyFor) return runsForLayout(input.diagram, input.runs, assemblyFor);
  const takeoff = takeoffForLayout(migrateLayoutDocument(input.diagram), takeoffOptionsFor(assemblyFor));
  const runs = takeoffToPricingRuns(takeoff);
  if (!anyPricedFromMaterials(runs, assemblyFor)) return runs;
  const list = materialsFromTakeoff(takeoff, assemblyFor);
  const prices = await materialPricesFor(db, contractorId, list.totals.map((l) => l.key));
  return withMaterialsPricing(runs, list, assemblyFor, (key) => prices.get(key));
}
