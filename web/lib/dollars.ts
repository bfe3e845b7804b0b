// DESIGN §3: the API speaks integer cents; the settings forms show dollars with 2 decimals.

/** "25.5", "$1,250.00", "12" → cents; NaN for anything that is not a dollar amount (the schema then says so). */
export function parseDollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && !match[3])) return Number.NaN;
  const [, sign, whole = '', fraction = ''] = match;
  // String arithmetic so 1.005 rounds to 101 cents, not to 100 as 1.005 * 100 would.
  const padded = fraction.padEnd(3, '0');
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Cents → the text a money input shows: "25.00"; empty for a value that is not a number yet. */
export function centsToDollarInput(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
