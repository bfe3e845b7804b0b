// Issue 25 (options): a quote's options as stored, priced and shown. The quote row mirrors the option it shows (the
// chosen one, else the recommended one, else the first: core/quotes/quote-options.ts), so the job, deposit, PDF,
// follow-ups, CRM value, books and reports read the quote as before (docs/decisions.md). No rows: a one-option quote.
import { and, asc, eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { shownOption } from '../../../core/quotes/quote-options';
import type { AdjustmentInput, PricingRun } from '../../../core/quotes/pricing.types';
import type { StoredTakeoff } from '../../../core/quotes/stored-takeoff';
import { pricedQuoteSchema } from '../../../core/quotes/quote-view.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { quoteOptions, quotes } from '../../db/schema/index';
import type { CartItemRef } from '../catalogue/catalogue.service';
import { assembliesForSave } from '../materials/quote-assemblies';
import { adjustmentsOf, cartLinesOf, cartRefsOf, diagramSvgOf, diagramTitle, pricedColumns, replaceCartLines, runsOf, type CartLine } from './quote-columns';
import { priceQuoteInputs } from './quote-pricing';
import { loadPricingContext, type PricingContext } from './quote-pricing-context';

type QuoteRow = typeof quotes.$inferSelect;
export type OptionRow = typeof quoteOptions.$inferSelect;

export const optionNotFound = () => notFound(errorMessage('errors.quotes.optionNotFound'));

export async function optionsOf(db: Db, q: { id: string; contractorId: string }): Promise<OptionRow[]> {
  return db.select().from(quoteOptions).where(and(eq(quoteOptions.quoteId, q.id), eq(quoteOptions.contractorId, q.contractorId))).orderBy(asc(quoteOptions.position));
}

/** What the quote row takes from the option it shows: the same columns a one-option quote's save writes. */
export function mirrorColumns(o: OptionRow) {
  return { ...pricedColumns(readJsonb(pricedQuoteSchema, o.pricing, 'quote_options.pricing'), runsOf(o.takeoff, 'quote_options.takeoff')), diagram: o.diagram, diagramSvg: o.diagramSvg, assemblies: o.assemblies };
}

/** The quote row (and its cart lines) made to show its option; returns that option, or null for a one-option quote. */
export async function mirrorShownOption(tx: Db, q: QuoteRow, options?: OptionRow[]): Promise<OptionRow | null> {
  const shown = shownOption(options ?? (await optionsOf(tx, q)), q.chosenOptionId);
  if (!shown) return null;
  await tx.update(quotes).set(mirrorColumns(shown)).where(and(eq(quotes.id, q.id), eq(quotes.contractorId, q.contractorId)));
  if (q.quoteType === 'cart') await replaceCartLines(tx, q, shown.cartItems as CartLine[]);
  return shown;
}

export interface OptionInputs {
  diagram: unknown;
  runs: PricingRun[];
  items: CartItemRef[];
}

const inputsOf = (o: OptionRow): OptionInputs => ({ diagram: o.diagram, runs: runsOf(o.takeoff, 'quote_options.takeoff'), items: cartRefsOf(o.cartItems as CartLine[]) });

/** An edit of one option's drawing or cart, read the way a one-option quote's edit is (runs without a drawing drop it). */
function edited(base: OptionInputs, edit: Partial<OptionInputs>): OptionInputs {
  return {
    runs: edit.runs ?? base.runs,
    diagram: edit.runs && edit.diagram === undefined ? null : edit.diagram !== undefined ? edit.diagram : base.diagram,
    items: edit.items ?? base.items,
  };
}

export interface SharedTerms {
  adjustments: AdjustmentInput[];
  deliveryMiles: number | null;
}

/** One option priced by the same engine as a one-option quote, with the quote's shared terms: what its row stores. */
async function pricedOption(tx: Db, q: QuoteRow, o: Pick<OptionRow, 'assemblies'>, ctx: PricingContext, inputs: OptionInputs, shared: SharedTerms) {
  const layout = q.quoteType === 'layout';
  const assemblies = layout ? await assembliesForSave(tx, q.contractorId, { status: q.status, assemblies: o.assemblies }, inputs.diagram) : null;
  const { priced, runs, cartItems } = await priceQuoteInputs(tx, q.contractorId, ctx, {
    assemblyFor: assemblies?.assemblyFor, quoteType: q.quoteType, runs: inputs.runs, diagram: inputs.diagram, items: inputs.items,
    adjustments: shared.adjustments, deliveryMiles: shared.deliveryMiles,
  });
  return {
    diagram: layout ? ((inputs.diagram as Record<string, unknown> | null) ?? null) : null,
    diagramSvg: layout ? diagramSvgOf(inputs.diagram, diagramTitle(q.quoteNumber)) : null,
    cartItems: layout ? [] : (cartLinesOf(cartItems, priced) as Record<string, unknown>[]),
    takeoff: { runs } satisfies StoredTakeoff,
    assemblies: assemblies?.set ?? null,
    pricing: priced,
    totalCents: priced.totalCents,
    depositCents: priced.depositCents,
    updatedAt: new Date(),
  };
}

/**
 * Every option priced again from its own inputs and the quote's shared terms (adjustments, delivery, the settings it
 * keeps); `edit` first replaces one option's drawing or cart (the shown one when no id is given). Then the quote row
 * shows its option, which is returned; null for a one-option quote (nothing to do).
 */
export async function repriceOptions(
  tx: Db, q: QuoteRow, ctx: PricingContext, shared: SharedTerms, edit?: { optionId?: string; inputs: Partial<OptionInputs> },
): Promise<OptionRow | null> {
  const options = await optionsOf(tx, q);
  if (options.length === 0) {
    if (edit?.optionId) throw optionNotFound();
    return null;
  }
  const target = edit ? (edit.optionId ? options.find((o) => o.id === edit.optionId) : shownOption(options, q.chosenOptionId)) : undefined;
  if (edit && !target) throw optionNotFound();
  const fresh: OptionRow[] = [];
  for (const o of options) {
    const inputs = o === target && edit ? edited(inputsOf(o), edit.inputs) : inputsOf(o);
    const [row] = await tx.update(quoteOptions).set(await pricedOption(tx, q, o, ctx, inputs, shared)).where(eq(quoteOptions.id, o.id)).returning();
    fresh.push(row);
  }
  return mirrorShownOption(tx, q, fresh);
}

/** Duplicate and revise: the copy offers the same options, priced again as a new draft. */
export async function copyOptions(tx: Db, from: QuoteRow, to: QuoteRow): Promise<void> {
  const options = await optionsOf(tx, from);
  if (options.length === 0) return;
  await tx.insert(quoteOptions).values(options.map(({ id: _id, createdAt: _c, updatedAt: _u, ...o }) => ({ ...o, quoteId: to.id, contractorId: to.contractorId })));
  const ctx = await loadPricingContext(tx, to.contractorId);
  await repriceOptions(tx, to, ctx, { adjustments: adjustmentsOf(to), deliveryMiles: to.shippingMiles });
}
