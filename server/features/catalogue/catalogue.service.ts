// Reads the catalogue a contractor sells from (their rows plus the platform's) and turns cart references into priced items.
import { and, asc, eq, inArray, isNull, or, type AnyColumn } from 'drizzle-orm';
import type { Catalogue } from '../../../core/catalogue/catalogue.schema';
import { cartItemFromCatalogue, type CartItemRef, type CatalogueCartItem } from '../../../core/catalogue/cart-item-from-catalogue';
import { errorMessage } from '../../../core/error-messages';
import { fieldValidationError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { catalogueImageUrl } from './catalogue-image-files';
import { fenceTypeImages, gateTypeImages, hardwareItems, materialStyles, postCaps, postTypeImages, stylePricing } from '../../db/schema/index';

const visibleTo = (col: AnyColumn, contractorId: string) => or(eq(col, contractorId), isNull(col));

export async function listCatalogue(db: Db, contractorId: string, options: { images?: boolean } = {}): Promise<Catalogue> {
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
  const imageUrls: Record<string, string> = {};
  for (const table of options.images === false ? [] : [fenceTypeImages, postTypeImages, gateTypeImages]) {
    for (const row of await db.select().from(table).where(eq(table.isActive, true))) {
      if (row.storageKey) imageUrls[row.key] = catalogueImageUrl(row.storageKey);
      else if (row.svg) images[row.key] = row.svg;
    }
  }
  return {
    styles: styleRows.map((s) => ({
      id: s.id, fenceType: s.fenceType, name: s.name, nameEs: s.nameEs, description: s.description, imageKey: s.imageKey,
      pricing: pricingRows.filter((p) => p.styleId === s.id).map((p) => ({
        id: p.id, heightFt: p.heightFt, pricePerFootCents: p.pricePerFootCents, panelPriceCents: p.panelPriceCents,
        postPriceCents: p.postPriceCents, gatePriceCents: p.gatePriceCents,
      })),
    })),
    postCaps: caps.map((c) => ({ id: c.id, name: c.name, fenceType: c.fenceType, priceCents: c.priceCents, imageKey: c.imageKey })),
    hardware: hw.map((h) => ({ id: h.id, category: h.category, name: h.name, fenceType: h.fenceType, unit: h.unit, priceCents: h.priceCents })),
    images,
    imageUrls,
  };
}

export type { CartItemRef };
export type ResolvedCartItem = CatalogueCartItem;

const unknownItem = () => fieldValidationError('items', errorMessage('errors.catalogue.unknownItem'));

/** Prices each cart reference from this contractor's catalogue; whatever price the client believed is never read. */
export async function resolveCartItems(db: Db, contractorId: string, refs: CartItemRef[]): Promise<ResolvedCartItem[]> {
  if (refs.length === 0) return [];
  const catalogue = await listCatalogue(db, contractorId, { images: false });
  return refs.map((ref, i) => cartItemFromCatalogue(catalogue, ref, `cart:${i}`) ?? throwUnknown());
}

function throwUnknown(): never {
  throw unknownItem();
}
