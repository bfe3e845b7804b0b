// Reads the catalogue a contractor sells from (their rows plus the platform's) and turns cart references into priced items.
import { and, asc, eq, inArray, isNull, or, type AnyColumn } from 'drizzle-orm';
import { panelLengthFt, type Catalogue } from '../../../core/catalogue/catalogue.schema';
import { AppError } from '../../../core/errors';
import type { CartItemInput } from '../../../core/quotes/pricing.types';
import type { CartItemPart } from '../../../core/quotes/quote.schema';
import type { Db } from '../../db/connection';
import { fenceTypeImages, gateTypeImages, hardwareItems, materialStyles, postCaps, postTypeImages, stylePricing } from '../../db/schema/index';

const visibleTo = (col: AnyColumn, contractorId: string) => or(eq(col, contractorId), isNull(col));

export async function listCatalogue(db: Db, contractorId: string): Promise<Catalogue> {
  const styleRows = await db
    .select()
    .from(materialStyles)
    .where(and(visibleTo(materialStyles.contractorId, contractorId), eq(materialStyles.isActive, true)))
    .orderBy(asc(materialStyles.sortOrder), asc(materialStyles.name));
  const pricingRows = styleRows.length
    ? await db.select().from(stylePricing).where(inArray(stylePricing.styleId, styleRows.map((s) => s.id))).orderBy(asc(stylePricing.heightFt))
    : [];
  const caps = await db.select().from(postCaps).where(and(visibleTo(postCaps.contractorId, contractorId), eq(postCaps.isActive, true))).orderBy(asc(postCaps.name));
  const hw = await db
    .select()
    .from(hardwareItems)
    .where(and(visibleTo(hardwareItems.contractorId, contractorId), eq(hardwareItems.isActive, true)))
    .orderBy(asc(hardwareItems.category), asc(hardwareItems.name));
  const images: Record<string, string> = {};
  for (const table of [fenceTypeImages, postTypeImages, gateTypeImages]) {
    for (const row of await db.select().from(table)) images[row.key] = row.svg;
  }
  return {
    styles: styleRows.map((s) => ({
      id: s.id, fenceType: s.fenceType, name: s.name, description: s.description, imageKey: s.imageKey,
      pricing: pricingRows.filter((p) => p.styleId === s.id).map((p) => ({
        id: p.id, heightFt: p.heightFt, pricePerFootCents: p.pricePerFootCents, panelPriceCents: p.panelPriceCents,
        postPriceCents: p.postPriceCents, gatePriceCents: p.gatePriceCents,
      })),
    })),
    postCaps: caps.map((c) => ({ id: c.id, name: c.name, fenceType: c.fenceType, priceCents: c.priceCents, imageKey: c.imageKey })),
    hardware: hw.map((h) => ({ id: h.id, category: h.category, name: h.name, fenceType: h.fenceType, unit: h.unit, priceCents: h.priceCents })),
    images,
  };
}

export interface CartItemRef {
  catalogueItemId: string;
  part: CartItemPart;
  quantity: number;
}

export type ResolvedCartItem = CartItemInput & { metadata: Record<string, unknown> };

const unknownItem = () => new AppError('VALIDATION', 'Unknown catalogue item', [{ path: 'items', message: 'Unknown catalogue item' }]);

/** Prices each cart reference from the catalogue; whatever price the client believed is never read. */
export async function resolveCartItems(db: Db, contractorId: string, refs: CartItemRef[]): Promise<ResolvedCartItem[]> {
  const ids = [...new Set(refs.map((r) => r.catalogueItemId))];
  if (ids.length === 0) return [];
  const pricing = await db
    .select({ p: stylePricing, s: materialStyles })
    .from(stylePricing)
    .innerJoin(materialStyles, eq(materialStyles.id, stylePricing.styleId))
    .where(and(inArray(stylePricing.id, ids), visibleTo(stylePricing.contractorId, contractorId)));
  const caps = await db.select().from(postCaps).where(and(inArray(postCaps.id, ids), visibleTo(postCaps.contractorId, contractorId)));
  const hw = await db.select().from(hardwareItems).where(and(inArray(hardwareItems.id, ids), visibleTo(hardwareItems.contractorId, contractorId)));

  return refs.map((ref, i): ResolvedCartItem => {
    const key = `cart:${i}`;
    const sp = pricing.find((r) => r.p.id === ref.catalogueItemId);
    if (sp) {
      const h = sp.p.heightFt;
      const meta = { catalogueItemId: ref.catalogueItemId, part: ref.part, styleId: sp.s.id, fenceType: sp.s.fenceType, heightFt: h, imageKey: sp.s.imageKey };
      if (ref.part === 'panel' || ref.part === 'item') {
        const unit = sp.p.panelPriceCents ?? sp.p.pricePerFootCents * panelLengthFt;
        return { key, productType: 'fence_section', productName: `${sp.s.name} ${h} ft panel (${panelLengthFt} ft)`, quantity: ref.quantity, unitPriceCents: unit, feetPerUnit: panelLengthFt, metadata: { ...meta, part: 'panel' } };
      }
      const unit = ref.part === 'post' ? sp.p.postPriceCents : sp.p.gatePriceCents;
      if (unit == null) throw unknownItem();
      return ref.part === 'post'
        ? { key, productType: 'post', productName: `${sp.s.name} ${h} ft post`, quantity: ref.quantity, unitPriceCents: unit, metadata: meta }
        : { key, productType: 'gate', productName: `${sp.s.name} ${h} ft gate`, quantity: ref.quantity, unitPriceCents: unit, metadata: meta };
    }
    const cap = caps.find((c) => c.id === ref.catalogueItemId);
    if (cap) {
      return { key, productType: 'post_cap', productName: cap.name, quantity: ref.quantity, unitPriceCents: cap.priceCents, metadata: { catalogueItemId: cap.id, part: 'item', imageKey: cap.imageKey } };
    }
    const item = hw.find((h) => h.id === ref.catalogueItemId);
    if (item) {
      return {
        key, productType: item.category === 'concrete' ? 'concrete' : 'hardware', productName: item.name, quantity: ref.quantity, unitPriceCents: item.priceCents,
        metadata: { catalogueItemId: item.id, part: 'item', category: item.category, unit: item.unit, imageKey: item.category === 'concrete' ? 'concrete' : 'hardware' },
      };
    }
    throw unknownItem();
  });
}
