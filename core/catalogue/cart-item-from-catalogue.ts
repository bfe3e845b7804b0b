// Turns a cart reference (catalogue row + part + quantity) into the item the pricing engine prices; server and cart page share it.
import { cartItemName, type CartItemWords } from '../quotes/cart-item-words';
import type { CartItemInput } from '../quotes/pricing.types';
import type { CartItemMetadata, CartItemPart } from '../quotes/quote.schema';
import { panelLengthFt, type Catalogue } from './catalogue.schema';

export interface CartItemRef {
  catalogueItemId: string;
  part: CartItemPart;
  quantity: number;
}

export type CatalogueCartItem = CartItemInput & { metadata: CartItemMetadata };

export function cartItemFromCatalogue(catalogue: Omit<Catalogue, 'images'>, ref: CartItemRef, key: string): CatalogueCartItem | null {
  for (const s of catalogue.styles) {
    const p = s.pricing.find((x) => x.id === ref.catalogueItemId);
    if (!p) continue;
    const h = p.heightFt;
    const meta = { catalogueItemId: p.id, part: ref.part, styleId: s.id, fenceType: s.fenceType, heightFt: h, imageKey: s.imageKey };
    // Issue 21 item 9: the line keeps its words (part, style names, height) so each page can say it in its language.
    const words = (part: CartItemWords['part']): CartItemWords => ({ part, styleName: s.name, styleNameEs: s.nameEs ?? null, heightFt: h, ...(part === 'panel' ? { panelFt: panelLengthFt } : {}) });
    if (ref.part === 'panel' || ref.part === 'item') {
      const unit = p.panelPriceCents ?? p.pricePerFootCents * panelLengthFt;
      return { key, productType: 'fence_section', productName: cartItemName(words('panel'), 'en'), words: words('panel'), quantity: ref.quantity, unitPriceCents: unit, feetPerUnit: panelLengthFt, metadata: { ...meta, part: 'panel' } };
    }
    if (ref.part === 'post' && p.postPriceCents != null) {
      return { key, productType: 'post', productName: cartItemName(words('post'), 'en'), words: words('post'), quantity: ref.quantity, unitPriceCents: p.postPriceCents, metadata: meta };
    }
    if (ref.part === 'gate' && p.gatePriceCents != null) {
      return { key, productType: 'gate', productName: cartItemName(words('gate'), 'en'), words: words('gate'), quantity: ref.quantity, unitPriceCents: p.gatePriceCents, metadata: { ...meta, imageKey: 'single-gate' } };
    }
    return null;
  }
  const cap = catalogue.postCaps.find((c) => c.id === ref.catalogueItemId);
  if (cap) {
    return { key, productType: 'post_cap', productName: cap.name, quantity: ref.quantity, unitPriceCents: cap.priceCents, metadata: { catalogueItemId: cap.id, part: 'item', imageKey: cap.imageKey ?? 'post-cap' } };
  }
  const item = catalogue.hardware.find((h) => h.id === ref.catalogueItemId);
  if (item) {
    const concrete = item.category === 'concrete';
    return {
      key, productType: concrete ? 'concrete' : 'hardware', productName: item.name, quantity: ref.quantity, unitPriceCents: item.priceCents,
      metadata: { catalogueItemId: item.id, part: 'item', category: item.category, unit: item.unit, imageKey: concrete ? 'concrete' : 'hardware' },
    };
  }
  return null;
}
