// Money is integer cents everywhere (DESIGN §3); dollars exist only at the edges.
export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** "$1,234.56" — always two decimals (SPEC §2: amounts show in $ with 2 decimals). */
export function formatCents(cents: Cents, locale: string = 'en-US'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  const grouped = dollars.toLocaleString(locale === 'es' ? 'en-US' : 'en-US');
  return `${sign}$${grouped}.${rest}`;
}

/** Percentage of an amount, rounded half away from zero to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  const raw = (cents * percent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw) + 1e-9);
}

/** Splits a total into parts by percentage; the last part takes the remainder so no cent is lost or invented. */
export function splitByPercentages(total: Cents, percentages: number[]): Cents[] {
  if (percentages.length === 0) return [];
  const parts = percentages.slice(0, -1).map((p) => percentOf(total, p));
  const allocated = parts.reduce((a, b) => a + b, 0);
  return [...parts, total - allocated];
}
