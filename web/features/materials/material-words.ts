// Words a materials line is read by, from the contractor's language (web/locales materials.*).
import type { TFunction } from 'i18next';
import type { MaterialCategory } from '../../../core/materials/material-line';

export interface ListedLine {
  key: string;
  category: MaterialCategory;
  material: string;
  size: string;
  unit: string;
  need: number;
  perUnit: number;
  netQuantity: number;
  quantity: number;
  wastePercent: number;
  rule: string;
  basis: Record<string, number>;
}

const round = (n: number) => String(Math.round(n * 100) / 100);

/** "24 × 3 + 2 × 4" from basis keys like bags3: 24, bags4: 2. */
function groups(basis: Record<string, number>, prefix: string): string {
  return Object.entries(basis)
    .filter(([k]) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length)))
    .sort(([a], [b]) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
    .map(([k, v]) => `${v} × ${k.slice(prefix.length)}`)
    .join(' + ');
}

export const itemName = (t: TFunction, line: Pick<ListedLine, 'material'>) => t(`materials.item.${line.material}`);
export const unitName = (t: TFunction, line: Pick<ListedLine, 'unit' | 'quantity'>) => t(`materials.unit.${line.unit}`, { count: line.quantity });

/** "Why this quantity", worded from the same numbers the server used. */
export function whyText(t: TFunction, line: ListedLine): string {
  const b = line.basis;
  const prefix = line.rule === 'concrete' ? 'bags' : line.rule === 'nails' ? 'rails' : 'bands';
  const parts = (['line', 'end', 'corner', 'gate'] as const).filter((r) => b[r]).map((r) => t(`materials.role.${r}`, { count: b[r] })).join(' + ');
  const params = {
    ...Object.fromEntries(Object.entries(b).map(([k, v]) => [k, round(v)])),
    end: b.end ?? 0, corner: b.corner ?? 0, gate: b.gate ?? 0, borrowed: b.borrowed ?? 0,
    parts, groups: groups(b, prefix), inches: round(b.fenceInches ?? 0), need: round(line.need), perUnit: round(line.perUnit),
  };
  const why = t(`materials.why.${line.rule}`, params);
  return line.wastePercent > 0 && line.quantity !== line.netQuantity ? `${why}; ${t('materials.wasteNote', { net: line.netQuantity, waste: line.wastePercent })}` : why;
}
