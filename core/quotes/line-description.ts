// How a quantity reads in a line's description: whole numbers plain, fractions to two places.
import type { Cents } from '../money';

export function formatQuantity(q: number): string {
  return Number.isInteger(q) ? String(q) : String(Math.round(q * 100) / 100);
}

export function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** "$1,234.56", the same text as formatCents, without Intl (pricing a 200-run layout formats thousands of these). */
export function money(c: Cents): string {
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(Math.round(c));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
