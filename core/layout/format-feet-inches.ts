// Lengths are feet in the document; people read feet and inches ("12' 6\"").

/** 12.5 → `12' 6"`; whole feet → `12'`; rounds to the nearest inch. */
export function formatFeetInches(feet: number): string {
  const sign = feet < 0 ? '-' : '';
  const totalInches = Math.round(Math.abs(feet) * 12);
  const ft = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  return inches === 0 ? `${sign}${ft}'` : `${sign}${ft}' ${inches}"`;
}

const feetInchesPattern = /^\s*(\d+(?:\.\d+)?)\s*(?:'|ft|feet)?\s*(?:(\d+(?:\.\d+)?)\s*(?:"|in|inches)?)?\s*$/i;
const inchesOnlyPattern = /^\s*(\d+(?:\.\d+)?)\s*(?:"|in|inches)\s*$/i;

/** Reads what a person types: `12' 6"`, `12'6`, `12 6`, `12.5`, `12ft 6in`, `150"`. Null when unreadable. */
export function parseFeetInches(text: string): number | null {
  const inchesOnly = inchesOnlyPattern.exec(text);
  if (inchesOnly) return Number(inchesOnly[1]) / 12;
  const m = feetInchesPattern.exec(text);
  if (!m) return null;
  const feet = Number(m[1]);
  const inches = m[2] === undefined ? 0 : Number(m[2]);
  if (inches >= 12) return null;
  return feet + inches / 12;
}
