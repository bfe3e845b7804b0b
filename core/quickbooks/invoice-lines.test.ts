import { describe, expect, it } from 'vitest';
import { invoiceDocNumber, invoiceSplit, qboDisplayName, splitProportionally } from './invoice-lines';

// A hand-worked quote: fence $2,000.00 + concrete $150.00 (materials), 2 gates $500.00 + gate labor $150.00, labor
// $1,200.00, removal $300.00, shipping $45.00; tax $311.94; total $4,656.94.
const quote = {
  totalCents: 465_694,
  taxCents: 31_194,
  shippingCents: 4_500,
  lines: [
    { kind: 'fence', category: 'materials', customerTotalCents: 200_000 },
    { kind: 'concrete', category: 'materials', customerTotalCents: 15_000 },
    { kind: 'gate_single', category: 'materials', customerTotalCents: 50_000 },
    { kind: 'labor_gate', category: 'labor', customerTotalCents: 15_000 },
    { kind: 'labor_foot', category: 'labor', customerTotalCents: 120_000 },
    { kind: 'removal_per_foot', category: 'removal', customerTotalCents: 30_000 },
  ],
};

describe('invoice lines', () => {
  it('the whole quote: each item its own lines, tax as Picket computed it, total to the cent', () => {
    const split = invoiceSplit(quote, 465_694);
    expect(split.taxCents).toBe(31_194);
    // Pre-tax 434,500 = weights exactly (installation 120,000; gates 65,000; removal 30,000; materials 219,500).
    expect(split.lines).toEqual([
      { item: 'installation', amountCents: 120_000 },
      { item: 'gates', amountCents: 65_000 },
      { item: 'removal', amountCents: 30_000 },
      { item: 'materials', amountCents: 219_500 },
    ]);
  });

  it('a 30% deposit of $1,397.08: tax $93.58 (311.94 × 1397.08 / 4656.94), the rest split, adding up exactly', () => {
    const split = invoiceSplit(quote, 139_708);
    expect(split.taxCents).toBe(9_358);
    const sum = split.lines.reduce((a, l) => a + l.amountCents, 0) + split.taxCents;
    expect(sum).toBe(139_708);
    // installation 130,350 × 120,000 / 434,500 = 36,000.0 exactly.
    expect(split.lines.find((l) => l.item === 'installation')!.amountCents).toBe(36_000);
  });

  it('largest remainder never loses or invents a cent', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(0, [1, 2])).toEqual([0, 0]);
    expect(splitProportionally(500, [0, 0])).toEqual([500, 0]);
    for (const total of [1, 7, 99_999, 123_457]) expect(splitProportionally(total, [3, 5, 11, 0]).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('a quote with no lines and no tax lands on installation', () => {
    expect(invoiceSplit({ totalCents: 0, taxCents: 0, shippingCents: 0, lines: [] }, 5_000)).toEqual({ lines: [{ item: 'installation', amountCents: 5_000 }], taxCents: 0, totalCents: 5_000 });
  });

  it('numbers and names QuickBooks accepts', () => {
    expect(invoiceDocNumber({ quoteNumber: 1042, jobNumber: 'JOB-0007', part: 'D' })).toBe('Q1042-D');
    expect(invoiceDocNumber({ quoteNumber: null, jobNumber: 'JOB-0007', part: '2' })).toBe('JOB-0007-2');
    expect(qboDisplayName('Ana: García', 'Picket')).toBe('Ana - García (Picket)');
    expect(qboDisplayName('x'.repeat(200))).toHaveLength(100);
  });
});
