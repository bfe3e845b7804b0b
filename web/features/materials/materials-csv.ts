// The list as a CSV a supplier or spreadsheet reads, in the contractor's language.
import type { TFunction } from 'i18next';
import { itemName, unitName, whyText, type ListedLine } from './material-words';

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function materialsCsv(t: TFunction, lines: ListedLine[]): string {
  const head = ['category', 'item', 'size', 'quantity', 'unit', 'net', 'waste', 'why', 'key'].map((c) => t(`materials.columns.${c}`));
  const rows = lines.map((l) => [t(`materials.category.${l.category}`), itemName(t, l), l.size, l.quantity, unitName(t, l), l.netQuantity, l.wastePercent, whyText(t, l), l.key]);
  // A byte-order mark so spreadsheet programs read the accents right.
  return '\uFEFF' + [head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
