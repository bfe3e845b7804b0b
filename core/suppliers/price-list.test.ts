import { describe, expect, it } from 'vitest';
import { normaliseUnit, parseCostCents, parsePriceList, unitCostFromRow } from './price-list';

describe('price list CSV', () => {
  it('reads costs as cents: "$1,234.5" = 123450, "12" = 1200; three decimals, negatives and text are not costs', () => {
    expect(parseCostCents('$1,234.5')).toBe(123_450);
    expect(parseCostCents(' 12 ')).toBe(1_200);
    expect(parseCostCents('0.05')).toBe(5);
    // A decimal comma (one or two digits after the only comma) is a decimal point; three digits are thousands.
    expect(parseCostCents('6,25')).toBe(625);
    expect(parseCostCents('1,234')).toBe(123_400);
    for (const bad of ['12.345', '-1', 'abc', '']) expect(parseCostCents(bad)).toBeNull();
  });
  it('knows units by their usual spellings', () => {
    expect(normaliseUnit('EA')).toBe('each');
    expect(normaliseUnit('Bundles')).toBe('bundle');
    expect(normaliseUnit('boxes')).toBe('box');
    expect(normaliseUnit('')).toBe('each');
    expect(normaliseUnit('crate')).toBeNull();
  });
  it('numbers rows as the spreadsheet does (header = row 1) and reads Spanish headers and semicolons', () => {
    const rows = parsePriceList('Número de parte;Descripción;Unidad;Precio\nQK-50;Concreto;bag;6,25\n;Sin parte;each;1.00\n');
    expect(rows[0]).toMatchObject({ row: 2, partNumber: 'QK-50', unit: 'bag', costCents: 625, errors: [] });
    expect(rows[1].errors.map((e) => e.text)).toEqual(['Row 3: Part number is required']);
  });
  it('a pack price is divided by the pack size (a bundle of 20 at $45.00 = $2.25 each); another pack is a mismatch', () => {
    const picket = { unit: 'each', packName: 'bundle', packSize: 20 };
    expect(unitCostFromRow(4_500, 'bundle', picket)).toBe(225);
    expect(unitCostFromRow(215, 'each', picket)).toBe(215);
    expect(unitCostFromRow(9_000, 'pallet', picket)).toBeNull();
    // Boundary: rounding to the cent, $10.00 a bundle of 3 = 333.33… → 333.
    expect(unitCostFromRow(1_000, 'bundle', { unit: 'each', packName: 'bundle', packSize: 3 })).toBe(333);
  });
});
