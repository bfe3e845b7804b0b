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

/**
 * A dollar amount as a person or a spreadsheet writes it ("1250", "$1,250.5", "1250.00", " $ 12 ") to cents, exactly
 * (no float arithmetic); null when it is not one: a negative, more than two decimals, letters, or thousands commas
 * in the wrong places.
 */
export function parseDollars(text: string): Cents | null {
  const tidy = text.replace(/[\s\u00a0]+/g, '').replace(/^\$/, '').replace(/^USD/i, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(tidy);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const whole = Number((m[1] ?? '0').replaceAll(',', ''));
  const cents = Number((m[2] ?? '0').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) && total <= 2_000_000_000 ? total : null;
}

/** Cents as a plain dollar amount with two decimals ("1250.00"), for a value a form edits. */
export function centsToPlainDollars(cents: Cents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
