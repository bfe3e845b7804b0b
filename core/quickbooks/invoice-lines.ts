// How a Picket amount (a quote's deposit, a job's milestone) lands on a QuickBooks invoice: split over the four items
// the contractor mapped (Fence installation, Gates, Removal, Materials) in the proportions of the quote's own lines,
// with sales tax as Picket computed it, so the invoice's total equals Picket's to the cent. Pure: integer cents in and out.
export const QBO_ITEM_KEYS = ['installation', 'gates', 'removal', 'materials'] as const;
export type QboItemKey = (typeof QBO_ITEM_KEYS)[number];

/** What QuickBooks calls the items Picket creates when the contractor has none of their own. */
export const QBO_DEFAULT_ITEM_NAMES: Record<QboItemKey, string> = {
  installation: 'Fence installation',
  gates: 'Gates',
  removal: 'Removal',
  materials: 'Materials',
};

export interface QuoteAmounts {
  totalCents: number;
  taxCents: number;
  shippingCents: number;
  /** The priced quote's lines (quotes.pricing.lines): what the homeowner pays per line, by kind and category. */
  lines: { kind: string; category: string; customerTotalCents: number }[];
}

export interface InvoiceSplit {
  lines: { item: QboItemKey; amountCents: number }[];
  taxCents: number;
  totalCents: number;
}

/** Splits `total` into parts proportional to `weights` (largest remainder: the parts add up exactly). */
export function splitProportionally(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k].i] += 1;
  return parts;
}

function bucketOf(line: { kind: string; category: string }): QboItemKey {
  if (line.kind === 'gate_single' || line.kind === 'gate_double' || line.kind === 'labor_gate') return 'gates';
  if (line.kind.startsWith('removal') || line.category === 'removal') return 'removal';
  if (line.category === 'materials') return 'materials';
  return 'installation';
}

/** The weight of each item in the quote (shipping counts as materials; adjustments and markup ride along proportionally). */
export function itemWeights(quote: QuoteAmounts): Record<QboItemKey, number> {
  const weights: Record<QboItemKey, number> = { installation: 0, gates: 0, removal: 0, materials: 0 };
  for (const line of quote.lines) weights[bucketOf(line)] += Math.max(0, line.customerTotalCents);
  weights.materials += Math.max(0, quote.shippingCents);
  return weights;
}

/**
 * The invoice for `amountCents` of a quote (its deposit, or a milestone of its job): tax takes the quote's share of
 * the amount, the rest is split over the items. A quote without tax or lines puts everything on installation.
 */
export function invoiceSplit(quote: QuoteAmounts, amountCents: number): InvoiceSplit {
  const [taxCents, preTaxCents] = quote.totalCents > 0 ? splitProportionally(amountCents, [quote.taxCents, quote.totalCents - quote.taxCents]) : [0, amountCents];
  const weights = itemWeights(quote);
  const parts = splitProportionally(preTaxCents, QBO_ITEM_KEYS.map((k) => weights[k]));
  const lines = QBO_ITEM_KEYS.map((item, i) => ({ item, amountCents: parts[i] })).filter((l) => l.amountCents !== 0);
  return { lines: lines.length ? lines : [{ item: 'installation', amountCents: preTaxCents }], taxCents, totalCents: amountCents };
}

/** The invoice number QuickBooks shows: the quote's number and the part of it (D: deposit, 2, 3…: later milestones). */
export function invoiceDocNumber(args: { quoteNumber: number | null; jobNumber: string | null; part: string }): string {
  const base = args.quoteNumber !== null ? `Q${args.quoteNumber}` : (args.jobNumber ?? 'PICKET');
  // QuickBooks allows 21 characters in DocNumber.
  return `${base}-${args.part}`.slice(0, 21);
}

/** A DisplayName QuickBooks accepts: no colon, at most 100 characters here (QuickBooks: 500), trimmed. */
export function qboDisplayName(name: string, suffix?: string): string {
  const clean = name.replace(/:/g, ' -').replace(/\s+/g, ' ').trim() || 'Customer';
  const tail = suffix ? ` (${suffix})` : '';
  return clean.slice(0, 100 - tail.length) + tail;
}
