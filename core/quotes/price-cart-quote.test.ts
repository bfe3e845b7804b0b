import { describe, expect, it } from 'vitest';
import { defaultContractorRates } from './contractor-rates';
import { priceCartQuote } from './price-cart-quote';

const rates = { ...defaultContractorRates, taxEnabled: false };
const items = [
  { productType: 'fence_section' as const, productName: 'Vinyl privacy panel 6 ft × 8 ft', quantity: 3, unitPriceCents: 18_900, feetPerUnit: 8 },
  { productType: 'hardware' as const, productName: 'Gate latch', quantity: 2, unitPriceCents: 2_450 },
];

describe('priceCartQuote', () => {
  it('prices each item at quantity × unit price and says so', () => {
    const q = priceCartQuote({ items, rates });
    expect(q.lines.map((l) => l.description)).toEqual(['3 × $189.00 Vinyl privacy panel 6 ft × 8 ft', '2 × $24.50 Gate latch']);
    expect(q.materialsCents).toBe(3 * 18_900 + 2 * 2_450);
    expect(q.lines.every((l) => l.category === 'materials')).toBe(true);
  });
  it('adds the markup like a layout quote', () => {
    const q = priceCartQuote({ items, rates });
    expect(q.markupCents).toBe(Math.round(61_600 * 0.2));
    expect(q.jobPriceCents).toBe(61_600 + 12_320);
  });
  it('never applies the minimum install charge to a materials cart', () => {
    const q = priceCartQuote({ items: [items[1]], rates });
    expect(q.minimumApplied).toBe(false);
    expect(q.totalCents).toBe(5_880);
  });
  it('counts fence feet from sections', () => {
    expect(priceCartQuote({ items, rates }).fenceFeet).toBe(24);
  });
  it('drops zero-quantity items', () => {
    const q = priceCartQuote({ items: [{ ...items[0], quantity: 0 }], rates });
    expect(q.lines).toEqual([]);
    expect(q.totalCents).toBe(0);
  });
  it('ships by tier and bracket when delivered', () => {
    const q = priceCartQuote({ items, rates, shippingMiles: 50 });
    expect(q.shippingTier).toBe(1);
    expect(q.shippingCents).toBe(22_500);
  });
  it('taxes materials', () => {
    const q = priceCartQuote({ items, rates: { ...rates, taxEnabled: true, taxRatePercent: 8.25 } });
    expect(q.taxCents).toBe(Math.round(73_920 * 0.0825));
  });
  it('has no runs', () => {
    expect(priceCartQuote({ items, rates }).runs).toEqual([]);
  });
});
