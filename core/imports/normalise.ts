// Clean-ups applied to an imported cell only where the meaning is certain (issue 26): a leading +1 or 1 on an 11-digit
// phone, ZIP+4 to its 5 digits, a full state name to its USPS code, stray and repeated spaces. Anything else is left
// as typed, so the SPEC §5 validation names the problem instead of a guess hiding it.
import { phoneDigits, formatPhone } from '../customers/phone';

// USPS codes: the 50 states and DC.
const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT',
  nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY',
  'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA',
  'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  // Spanish names that differ from the English ones (accents are folded before the lookup).
  'nueva york': 'NY', 'nuevo mexico': 'NM', 'nueva jersey': 'NJ', 'nuevo hampshire': 'NH', 'carolina del norte': 'NC',
  'carolina del sur': 'SC', 'dakota del norte': 'ND', 'dakota del sur': 'SD', 'virginia occidental': 'WV',
  pensilvania: 'PA', luisiana: 'LA', misisipi: 'MS', misuri: 'MO', hawai: 'HI', 'distrito de columbia': 'DC',
};

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

/** Trims and collapses runs of spaces (including non-breaking ones) to one. */
export function tidySpaces(value: string): string {
  return value.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** A full state name (English or Spanish) to its code; a code in any case upper-cased; anything else unchanged. */
export function normaliseState(value: string): string {
  const tidy = tidySpaces(value);
  if (/^[a-z]{2}$/i.test(tidy)) return tidy.toUpperCase();
  return STATES[fold(tidy)] ?? tidy;
}

/** ZIP+4 (12345-6789 or 123456789) to its 5 digits; a 4-digit ZIP whose leading zero a spreadsheet dropped is NOT
 * restored (it could be a typo), so SPEC §5 reports it. */
export function normaliseZip(value: string): string {
  const tidy = tidySpaces(value);
  const plus4 = /^(\d{5})(?:[- ]?\d{4})$/.exec(tidy);
  return plus4 ? plus4[1] : tidy;
}

/** +1 / 1 country code dropped from an 11-digit number, then shown as XXX-XXX-XXXX; anything else unchanged. */
export function normalisePhone(value: string): string {
  const tidy = tidySpaces(value);
  const digits = phoneDigits(tidy);
  if (digits.length === 11 && digits.startsWith('1')) return formatPhone(digits.slice(1));
  return formatPhone(tidy);
}

const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv']);
const TITLES = new Set(['mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'dr', 'dr.', 'sr.', 'sra', 'sra.', 'srta', 'srta.']);

/**
 * One full-name cell split into first and last name: "Last, First" when there is a comma; otherwise the first word is
 * the first name and the rest the last name, so "Maria de la Cruz" keeps "de la Cruz" and "John Smith Jr." keeps the
 * suffix with the surname. A title in front (Mr., Sra.) is dropped. One word only: it is the first name.
 */
export function splitFullName(value: string): { firstName: string; lastName: string } {
  const tidy = tidySpaces(value);
  const comma = tidy.indexOf(',');
  if (comma > 0) {
    const last = tidy.slice(0, comma).trim();
    const first = tidy.slice(comma + 1).trim();
    // "Smith, Jr." is a suffix, not a first name.
    if (first && !SUFFIXES.has(first.toLowerCase())) return { firstName: first, lastName: last };
  }
  const words = tidy.replace(/,/g, ' ').split(' ').filter(Boolean);
  while (words.length > 1 && TITLES.has(words[0].toLowerCase())) words.shift();
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0], lastName: '' };
  return { firstName: words[0], lastName: words.slice(1).join(' ') };
}
