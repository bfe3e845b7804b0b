// How a quantity reads in a line's description: whole numbers plain, fractions to two places.
import { formatCents, type Cents } from '../money';

export function formatQuantity(q: number): string {
  return Number.isInteger(q) ? String(q) : String(Math.round(q * 100) / 100);
}

export function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

export const money = (c: Cents) => formatCents(c);
