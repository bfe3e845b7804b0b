// What a priced quote stores: the summary columns beside the full pricing, the drawing's SVG and the cart's rows. Shared
// by a quote and its options (issue 25), which store the same things and hand them to the quote row when shown.
import { eq } from 'drizzle-orm';
import { renderLayoutSvg } from '../../../core/layout/render-layout-svg';
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';
import type { AdjustmentInput, PricedQuote, PricingRun } from '../../../core/quotes/pricing.types';
import { cartItemMetadataSchema, storedAdjustmentsSchema, type CartItemMetadata } from '../../../core/quotes/quote.schema';
import { storedTakeoffSchema, type StoredTakeoff } from '../../../core/quotes/stored-takeoff';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { quoteCartItems, type quotes } from '../../db/schema/index';
import type { CartItemRef, ResolvedCartItem } from '../catalogue/catalogue.service';

type QuoteRow = typeof quotes.$inferSelect;
type CartRow = typeof quoteCartItems.$inferSelect;
/** A cart line as stored, without its row's ids (what an option keeps). */
export type CartLine = Omit<CartRow, 'id' | 'contractorId' | 'quoteId'>;

/** Summary columns kept beside the full pricing so lists and reports need no JSON. */
export function pricedColumns(priced: PricedQuote, runs: PricingRun[]) {
  const types = [...new Set(runs.map((r) => r.fenceType))];
  const heights = [...new Set(runs.map((r) => r.heightFt))];
  const takeoff: StoredTakeoff = { runs };
  return {
    linearFeet: Math.round(priced.fenceFeet * 100) / 100,
    gates: runs.reduce((a, r) => a + r.gates.length, 0),
    fenceType: types.length === 1 ? types[0] : types.length ? 'mixed' : null,
    fenceHeightFt: heights.length === 1 ? heights[0] : null,
    removalFeet: runs.reduce((a, r) => a + r.removalFeet, 0),
    materialsCents: priced.materialsCents,
    laborCents: priced.laborCents,
    removalCents: priced.removalCents,
    markupCents: priced.markupCents,
    adjustmentsCents: priced.adjustmentsCents,
    taxCents: priced.taxCents,
    shippingCents: priced.shippingCents,
    subtotalCents: priced.subtotalCents,
    totalCents: priced.totalCents,
    depositCents: priced.depositCents,
    pricing: priced,
    takeoff,
  };
}

/** The adjustments a quote (and so each of its options) was saved with. */
export const adjustmentsOf = (q: Pick<QuoteRow, 'adjustments'>): AdjustmentInput[] => readJsonb(storedAdjustmentsSchema, q.adjustments, 'quotes.adjustments');

/**
 * A quote's (or option's) stored take-off; null when none was stored (a cart or imported quote) or when it does not
 * parse (a hand edit): read as "not computed", so nothing is shown or counted from it and a drawn quote's next pricing
 * takes the runs from its drawing again.
 */
export const storedTakeoffOf = (takeoff: unknown, column: 'quotes.takeoff' | 'quote_options.takeoff' = 'quotes.takeoff'): StoredTakeoff | null =>
  readJsonb(storedTakeoffSchema.nullable(), takeoff, column, { orElse: null });

/** The runs a quote (or option) was last priced from; none for a take-off that is missing or does not parse. */
export const runsOf = (takeoff: unknown, column?: 'quotes.takeoff' | 'quote_options.takeoff'): PricingRun[] => storedTakeoffOf(takeoff, column)?.runs ?? [];

export function cartLinesOf(items: ResolvedCartItem[], priced: PricedQuote): CartLine[] {
  return items.map((it) => ({
    productType: it.productType,
    productName: it.productName,
    quantity: it.quantity,
    unitPriceCents: it.unitPriceCents,
    totalPriceCents: priced.lines.find((l) => l.key === it.key)?.totalCents ?? Math.round(it.quantity * it.unitPriceCents),
    metadata: it.metadata,
  }));
}

export async function replaceCartLines(db: Db, q: { contractorId: string; id: string }, lines: CartLine[]) {
  await db.delete(quoteCartItems).where(eq(quoteCartItems.quoteId, q.id));
  if (lines.length === 0) return;
  await db.insert(quoteCartItems).values(lines.map((l) => ({ ...l, contractorId: q.contractorId, quoteId: q.id })));
}

export async function replaceCartItems(db: Db, q: { contractorId: string; id: string }, items: ResolvedCartItem[], priced: PricedQuote) {
  await replaceCartLines(db, q, cartLinesOf(items, priced));
}

/** A cart's lines as the catalogue references they were priced from (what an edit prices again). */
export function cartRefsOf(rows: Pick<CartRow, 'metadata' | 'quantity'>[]): CartItemRef[] {
  return rows.flatMap((r) => {
    const { catalogueItemId, part } = cartItemMetadataOf(r);
    return catalogueItemId === undefined ? [] : [{ catalogueItemId, part: part ?? 'item', quantity: r.quantity }];
  });
}

/** A cart line's metadata; one that does not parse (a hand edit) reads as a line not from the catalogue. */
export const cartItemMetadataOf = (r: Pick<CartRow, 'metadata'>): CartItemMetadata =>
  readJsonb(cartItemMetadataSchema, r.metadata, 'quote_cart_items.metadata', { orElse: {} });

export const diagramTitle = (quoteNumber: number | string) => `Quote #${quoteNumber} layout`;

/** The drawing's SVG as saved with the quote; rows saved before it was stored are drawn on the spot. */
export function storedDiagramSvg(q: Pick<QuoteRow, 'diagram' | 'diagramSvg' | 'quoteNumber'>): string | null {
  return q.diagramSvg ?? diagramSvgOf(q.diagram, diagramTitle(q.quoteNumber));
}

export function diagramSvgOf(diagram: unknown, title: string): string | null {
  if (diagram == null) return null;
  try {
    return renderLayoutSvg(migrateLayoutDocument(diagram), { title });
  } catch {
    return null;
  }
}
