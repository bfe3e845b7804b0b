// Issue 25 (options): a quote may offer up to three priced options (good / better / best). Each option is priced by the
// same engine as a one-option quote; the quote shows the chosen one, else the recommended one, else the first.
import { z } from 'zod';
import { homeownerLineText } from './homeowner-line-text';
import { priceCartQuote } from './price-cart-quote';
import { priceLayoutQuote } from './price-layout-quote';
import type { AdjustmentInput, ContractorRates, PriceCartInput, PricedLine, PricedQuote, PricingRun } from './pricing.types';
import type { QuoteLanguage } from './quote.schema';

export const MAX_QUOTE_OPTIONS = 3;

const optionName = z.string().trim().min(1, 'Option name is required').max(60, 'Option name must be 60 characters or less');

/** "Add an option": a copy of an existing option (the shown one when not said); the first call also names the quote's own option. */
export const createQuoteOptionSchema = z.object({
  name: optionName.optional(),
  /** The name of the quote's own option when this call turns a one-option quote into two options. */
  firstName: optionName.optional(),
  fromOptionId: z.guid('Unknown option').optional(),
});
export type CreateQuoteOptionInput = z.input<typeof createQuoteOptionSchema>;

export const updateQuoteOptionSchema = z.object({
  name: optionName.optional(),
  /** true marks this option recommended (and no other); false takes the mark off. */
  recommended: z.boolean().optional(),
});
export type UpdateQuoteOptionInput = z.input<typeof updateQuoteOptionSchema>;

export const optionIdParams = z.object({ id: z.guid(), optionId: z.guid() });

export function defaultOptionName(position: number, lang: QuoteLanguage): string {
  return lang === 'es' ? `Opción ${position}` : `Option ${position}`;
}

type Ranked = { id: string; position: number; recommended: boolean };

/** The option the quote shows (and everything downstream uses): the chosen one, else the recommended one, else the first. */
export function shownOption<T extends Ranked>(options: readonly T[], chosenOptionId: string | null | undefined): T | null {
  if (options.length === 0) return null;
  const byPosition = [...options].sort((a, b) => a.position - b.position);
  return byPosition.find((o) => o.id === chosenOptionId) ?? byPosition.find((o) => o.recommended) ?? byPosition[0];
}

/** What an option is priced from: a drawing's runs or a cart's lines; the rest (rates, adjustments, delivery, tax) is the quote's. */
export type OptionPricingInput = { quoteType: 'layout'; runs: PricingRun[] } | { quoteType: 'cart'; items: PriceCartInput['items'] };
export interface SharedPricing {
  rates: ContractorRates;
  adjustments: AdjustmentInput[];
  shippingMiles: number | null;
  taxRatePercent?: number;
}

/** One option, priced exactly as a quote with that option alone would be. */
export function priceQuoteOption(shared: SharedPricing, input: OptionPricingInput): PricedQuote {
  const common = { rates: shared.rates, adjustments: shared.adjustments, shippingMiles: shared.shippingMiles, taxRatePercent: shared.taxRatePercent };
  return input.quoteType === 'cart' ? priceCartQuote({ ...common, items: input.items }) : priceLayoutQuote({ ...common, runs: input.runs });
}

const describing = new Set<PricedLine['kind']>(['fence', 'gate_single', 'gate_double', 'cart_item', 'removal_per_foot', 'removal_flat']);

/**
 * "What differs", per option: the lines that describe the work (fence, gates, removal, cart items) in the homeowner's
 * words, keeping those not found in every other option. Options that do not differ in a line say nothing of it.
 */
export function optionDifferences(options: readonly { lines: readonly Pick<PricedLine, 'kind' | 'params' | 'quantity'>[] }[], lang: QuoteLanguage): string[][] {
  const texts = options.map((o) => [...new Set(o.lines.filter((l) => describing.has(l.kind)).map((l) => homeownerLineText(l, lang)))]);
  return texts.map((mine) => mine.filter((t) => !texts.every((other) => other.includes(t))));
}
