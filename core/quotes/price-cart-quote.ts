// Prices a materials cart (quote_cart_items) with the same markup, tax, shipping and deposit rules as a layout.
import { finishPricedQuote } from './finish-priced-quote';
import { formatQuantity, money } from './line-description';
import type { PriceCartInput, PricedQuote } from './pricing.types';

export function priceCartQuote(input: PriceCartInput): PricedQuote {
  const lines = input.items
    .filter((item) => item.quantity > 0)
    .map((item, i) => ({
      key: item.key ?? `cart:${i}`,
      kind: 'cart_item' as const,
      category: 'materials' as const,
      quantity: item.quantity,
      unitCents: item.unitPriceCents,
      totalCents: Math.round(item.quantity * item.unitPriceCents),
      params: {
        productName: item.productName, productType: item.productType, quantity: item.quantity, unit: item.unitPriceCents,
        ...(item.words ? { part: item.words.part, styleName: item.words.styleName, heightFt: item.words.heightFt, ...(item.words.styleNameEs ? { styleNameEs: item.words.styleNameEs } : {}), ...(item.words.panelFt != null ? { panelFt: item.words.panelFt } : {}) } : {}),
      },
      description: `${formatQuantity(item.quantity)} × ${money(item.unitPriceCents)} ${item.productName}`,
    }));
  return finishPricedQuote({
    lines,
    runs: [],
    rates: input.rates,
    adjustments: input.adjustments ?? [],
    shippingMiles: input.shippingMiles,
    systemTaxRatePercent: input.taxRatePercent,
    // A cart sells materials; the minimum install charge is for installed work (docs/decisions.md).
    applyMinimum: false,
    fenceFeet: input.items.reduce((a, it) => a + Math.max(0, it.quantity) * (it.feetPerUnit ?? 0), 0),
  });
}
