// Issue 21 item 9: the line items Picket words itself ("panel", "post", "gate", "posts", "ft") say them in Spanish for a
// Spanish reader — the homeowner's page and PDF (homeownerLineText), the contractor's quote page (contractorLineText) and
// the cart — and a catalogue style's Spanish name replaces its name for Spanish readers.
import { describe, expect, it } from 'vitest';
import { cartItemFromCatalogue } from '../catalogue/cart-item-from-catalogue';
import type { Catalogue } from '../catalogue/catalogue.schema';
import { cartLineName } from './cart-item-words';
import { contractorLineText } from './contractor-line-text';
import { defaultContractorRates } from './contractor-rates';
import { homeownerLineText } from './homeowner-line-text';
import { priceCartQuote } from './price-cart-quote';
import { priceLayoutQuote } from './price-layout-quote';

const catalogue: Omit<Catalogue, 'images'> = {
  styles: [
    { id: 's1', fenceType: 'cedar', name: 'Shadowbox', nameEs: 'Sombra', description: null, imageKey: null, pricing: [{ id: 'p6', heightFt: 6, pricePerFootCents: 2000, panelPriceCents: 15000, postPriceCents: 4500, gatePriceCents: 30000 }] },
    { id: 's2', fenceType: 'vinyl', name: 'Privacy', nameEs: null, description: null, imageKey: null, pricing: [{ id: 'p5', heightFt: 5, pricePerFootCents: 2500, panelPriceCents: null, postPriceCents: 5000, gatePriceCents: null }] },
  ],
  postCaps: [{ id: 'cap', name: 'Copper cap', fenceType: null, priceCents: 1200, imageKey: null }],
  hardware: [],
  imageUrls: {},
};

const items = [
  cartItemFromCatalogue(catalogue, { catalogueItemId: 'p6', part: 'panel', quantity: 12 }, 'a')!,
  cartItemFromCatalogue(catalogue, { catalogueItemId: 'p6', part: 'post', quantity: 1 }, 'b')!,
  cartItemFromCatalogue(catalogue, { catalogueItemId: 'p6', part: 'gate', quantity: 2 }, 'c')!,
  cartItemFromCatalogue(catalogue, { catalogueItemId: 'p5', part: 'post', quantity: 3 }, 'd')!,
  cartItemFromCatalogue(catalogue, { catalogueItemId: 'cap', part: 'item', quantity: 4 }, 'e')!,
];
const cart = priceCartQuote({ items, rates: defaultContractorRates });

describe('cart lines in the reader’s language', () => {
  it('keeps the English product name the quote stores', () => {
    expect(items.map((i) => i.productName)).toEqual(['Shadowbox 6 ft panel (8 ft)', 'Shadowbox 6 ft post', 'Shadowbox 6 ft gate', 'Privacy 5 ft post', 'Copper cap']);
  });

  it('words the homeowner’s lines in Spanish with the style’s Spanish name, and the catalogue’s own names as written', () => {
    expect(cart.lines.map((l) => homeownerLineText(l, 'es'))).toEqual([
      '12 × Panel Sombra de 6 pies (8 pies)',
      '1 × Poste Sombra de 6 pies',
      '2 × Portón Sombra de 6 pies',
      '3 × Poste Privacy de 5 pies', // no Spanish name set: the name as written
      '4 × Copper cap',
    ]);
    expect(cart.lines.map((l) => homeownerLineText(l, 'en'))).toEqual(['12 × Shadowbox 6 ft panel (8 ft)', '1 × Shadowbox 6 ft post', '2 × Shadowbox 6 ft gate', '3 × Privacy 5 ft post', '4 × Copper cap']);
  });

  it('words the contractor’s lines (quantity × unit price) in Spanish, and in English as priced', () => {
    expect(cart.lines.map((l) => contractorLineText(l, 'es'))).toEqual([
      '12 × $150.00 Panel Sombra de 6 pies (8 pies)',
      '1 × $45.00 Poste Sombra de 6 pies',
      '2 × $300.00 Portón Sombra de 6 pies',
      '3 × $50.00 Poste Privacy de 5 pies',
      '4 × $12.00 Copper cap',
    ]);
    expect(cart.lines.map((l) => contractorLineText(l, 'en'))).toEqual(cart.lines.map((l) => l.description));
    expect(contractorLineText(cart.lines[0], 'en')).toBe('12 × $150.00 Shadowbox 6 ft panel (8 ft)');
  });

  it('a line priced before issue 21 (no words in its params) falls back to its stored name', () => {
    expect(cartLineName({ productName: 'Old 6 ft panel (8 ft)', productType: 'fence_section', quantity: 1, unit: 100 }, 'es')).toBe('Old 6 ft panel (8 ft)');
  });
});

describe('layout lines for the contractor in Spanish', () => {
  const q = priceLayoutQuote({
    runs: [
      { id: 'a', label: 'Back', fenceType: 'cedar', heightFt: 6, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 0 }, gates: [{ kind: 'double', widthFt: 10 }, { kind: 'single', widthFt: 4 }], removalFeet: 40 },
    ],
    rates: { ...defaultContractorRates, removalPricingType: 'flat', removalFlatFee: 25_000 },
  });
  const es = q.lines.map((l) => contractorLineText(l, 'es'));

  it('says every line in Spanish with the same numbers as the English', () => {
    const byKind = Object.fromEntries(q.lines.map((l, i) => [l.kind, es[i]]));
    const unit = (kind: string) => q.lines.find((l) => l.kind === kind)!.description.match(/\$[\d,]+\.\d{2}/)![0];
    expect(byKind.fence).toBe(`62 pies × ${unit('fence')} cedro, 6 pies`);
    expect(byKind.gate_single).toBe(`1 × ${unit('gate_single')} portón de cedro, 6 pies`);
    expect(byKind.gate_double).toBe(`1 × ${unit('gate_double')} portón doble de cedro, 6 pies`);
    expect(byKind.concrete).toBe(`9 postes × ${unit('concrete')} de concreto`);
    expect(byKind.labor_gate).toBe(`2 portones × ${unit('labor_gate')} de instalación de portones`);
    expect(byKind.removal_flat).toBe('Retiro de cerca vieja, tarifa fija $250.00 (40 pies)');
  });

  it('leaves no English trade word in any Spanish line', () => {
    for (const text of es) expect(text).not.toMatch(/\b(ft|post|posts|gate|gates|panel|labor|fence|removal|concrete)\b/);
  });
});
