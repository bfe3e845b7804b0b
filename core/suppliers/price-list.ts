// Issue 24: a supplier's price list as a CSV (part number, description, unit, cost), read with the customer import's
// CSV reader (core/imports/csv.ts). Each row's problems are listed with its spreadsheet row number (the header is row 1);
// the import is all or nothing (server/features/suppliers/price-list.service.ts).
import { errorMessage, type LocalizedMessage } from '../error-messages';
import { AppError } from '../errors';
import { parseCsv } from '../imports/csv';
import { materialUnits } from '../materials/material-line';
import { packNames } from './packs';

export const priceListUnits: readonly string[] = [...new Set<string>([...packNames, ...materialUnits])];

const COLUMNS = {
  partNumber: /part|sku|item\s*(no|num|#)|n[uú]mero|parte|c[oó]digo|code/,
  description: /desc/,
  unit: /^(unit|uom|unidad|u\/m)|unit\b|unidad/,
  cost: /cost|price|precio|costo/,
} as const;
type Column = keyof typeof COLUMNS;

const UNIT_ALIASES: Record<string, string> = { ea: 'each', pc: 'each', pcs: 'each', piece: 'each', pieces: 'each', bx: 'box', bdl: 'bundle', plt: 'pallet', rl: 'roll' };

/** "each", "EA", "Bundles" → a known unit word, or null. */
export function normaliseUnit(raw: string): string | null {
  const u = raw.trim().toLowerCase().replace(/\.$/, '');
  if (u === '') return 'each';
  const plain = UNIT_ALIASES[u] ?? u;
  if (priceListUnits.includes(plain)) return plain;
  const singular = plain.replace(/(es|s)$/, '');
  if (priceListUnits.includes(singular)) return singular;
  return priceListUnits.includes(plain.replace(/s$/, '')) ? plain.replace(/s$/, '') : null;
}

/**
 * "$1,234.5" → 123450 cents; "6,25" (a decimal comma, as Spanish-locale spreadsheets save it: one or two digits after
 * the only comma) → 625; anything else (negative, text, three decimals) → null.
 */
export function parseCostCents(raw: string): number | null {
  const trimmed = raw.trim().replace(/^\$/, '').trim();
  const v = /^\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed.replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export interface PriceListLine {
  row: number;
  partNumber: string;
  description: string;
  /** The normalised unit word ("each" when the file has no unit column or the cell is blank); the raw text when unknown. */
  unit: string;
  costCents: number | null;
  errors: LocalizedMessage[];
}

function columnsOf(header: string[]): Record<Column, number> {
  const norm = header.map((h) => h.trim().toLowerCase());
  const find = (c: Column) => norm.findIndex((h) => COLUMNS[c].test(h));
  const cols = { partNumber: find('partNumber'), description: find('description'), unit: find('unit'), cost: find('cost') };
  for (const [c, label] of [['partNumber', 'part number'], ['cost', 'cost']] as const) {
    if (cols[c] < 0) throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.suppliers.priceList.missingColumn', { column: label }));
  }
  return cols;
}

/** Every data row of the file with its own problems; a file without a part number or cost column is refused whole. */
export function parsePriceList(csv: string): PriceListLine[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header || rows.length === 0) throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.suppliers.priceList.empty'));
  const cols = columnsOf(header);
  const cell = (r: string[], i: number) => (i < 0 ? '' : (r[i] ?? '').trim());
  const firstRowOfPart = new Map<string, number>();
  return rows.map((r, i) => {
    const row = i + 2;
    const partNumber = cell(r, cols.partNumber);
    const rawUnit = cell(r, cols.unit);
    const unit = normaliseUnit(rawUnit);
    const costCents = parseCostCents(cell(r, cols.cost));
    const errors: LocalizedMessage[] = [];
    if (partNumber === '') errors.push(errorMessage('signedInErrors.suppliers.priceList.partNumberRequired', { row }));
    else {
      const other = firstRowOfPart.get(partNumber.toLowerCase());
      if (other !== undefined) errors.push(errorMessage('signedInErrors.suppliers.priceList.duplicatePart', { row, part: partNumber, other }));
      else firstRowOfPart.set(partNumber.toLowerCase(), row);
    }
    if (unit === null) errors.push(errorMessage('signedInErrors.suppliers.priceList.unitInvalid', { row, units: priceListUnits.join(', ') }));
    if (costCents === null) errors.push(errorMessage('signedInErrors.suppliers.priceList.costInvalid', { row }));
    return { row, partNumber, description: cell(r, cols.description), unit: unit ?? rawUnit, costCents, errors };
  });
}

/**
 * The unit cost (cents per unit of the materials list) a row's price gives a material: a price per "each" or per the
 * material's own unit is its unit cost; a price per the material's pack (a bundle of 20) is divided by the pack size,
 * rounded to the cent. A price per another pack than the material's is a mismatch (null): the row says so.
 */
export function unitCostFromRow(costCents: number, rowUnit: string, material: { unit: string; packName: string; packSize: number }): number | null {
  if (rowUnit === 'each' || rowUnit === material.unit) return costCents;
  if (rowUnit === material.packName) return Math.round(costCents / material.packSize);
  return null;
}
