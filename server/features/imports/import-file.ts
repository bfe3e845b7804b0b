// The uploaded file's rows as text cells: CSV (UTF-8; Windows-1252 when the bytes are not valid UTF-8, as old Excel
// saves them) or the first worksheet of an .xlsx (exceljs).
import ExcelJS from 'exceljs';
import { parseCsv } from '../../../core/imports/csv';
import { AppError } from '../../../core/errors';
import { errorMessage } from '../../../core/error-messages';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined || value.result === null ? '' : String(value.result);
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('BAD_REQUEST', errorMessage('imports.errors.unreadable'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

// Text PostgreSQL can store: no NUL, no lone surrogates (a binary file read as text has both).
const storable = (cell: string) => cell.replaceAll('\0', '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Header row and data rows; a file with no data row is refused. */
export async function readSheet(bytes: Buffer): Promise<{ headers: string[]; rows: string[][] }> {
  const all = bytes.subarray(0, 4).equals(XLSX_MAGIC) ? await readXlsx(bytes) : parseCsv(decodeText(bytes));
  const [headers, ...rows] = all.map((r) => r.map(storable));
  const data = rows.filter((r) => r.some((c) => c.trim() !== ''));
  if (!headers || data.length === 0) throw new AppError('BAD_REQUEST', errorMessage('imports.errors.empty'));
  return { headers: headers.map((h) => h.trim()), rows: data };
}
