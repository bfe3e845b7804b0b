// Plain-text terms behind the customer blind index (DESIGN §3). The server HMACs each term; the database never sees them.
import { phoneDigits } from '../customers/phone';

export const MIN_PREFIX = 2;
// Longer query words use the capped prefix token; the decrypted candidates are then filtered exactly.
export const NAME_PREFIX_MAX = 12;
export const EMAIL_PREFIX_MAX = 24;
// SPEC §7/issue 3: any 4 or more consecutive phone digits find the customer.
export const PHONE_NGRAM_MIN = 4;
const PHONE_MAX_DIGITS = 15;

// Most names and emails are plain ASCII: they skip Unicode normalisation, the costly part of ranking search candidates.
// eslint-disable-next-line no-control-regex -- the whole ASCII range, NUL included
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, accents folded ("José" → "jose"), so "jose" finds "José". */
export function normaliseText(value: string): string {
  if (ASCII.test(value)) return value.toLowerCase().trim();
  return value.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().trim();
}

/** Words of a name: runs of letters or digits (apostrophes and hyphens split: "O'Neil-Smith" → o, neil, smith). */
export function nameWords(value: string): string[] {
  const text = normaliseText(value);
  return text.split(ASCII.test(text) ? /[^a-z0-9]+/ : /[^\p{L}\p{N}]+/u).filter(Boolean);
}

function prefixes(word: string, max: number): string[] {
  const out: string[] = [];
  for (let n = MIN_PREFIX; n <= Math.min(word.length, max); n++) out.push(word.slice(0, n));
  return out;
}

export interface IndexableCustomer {
  firstName: string;
  lastName: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Every term a customer row is findable by: name-word prefixes, email prefixes, phone digit n-grams ≥ 4. */
export function customerIndexTerms(c: IndexableCustomer): string[] {
  const terms = new Set<string>();
  for (const word of nameWords(`${c.firstName} ${c.lastName} ${c.name ?? ''}`)) {
    for (const p of prefixes(word, NAME_PREFIX_MAX)) terms.add(`n:${p}`);
  }
  const email = normaliseText(c.email ?? '');
  for (const p of prefixes(email, EMAIL_PREFIX_MAX)) terms.add(`e:${p}`);
  const digits = phoneDigits(c.phone ?? '').slice(0, PHONE_MAX_DIGITS);
  for (let n = PHONE_NGRAM_MIN; n <= digits.length; n++) {
    for (let i = 0; i + n <= digits.length; i++) terms.add(`p:${digits.slice(i, i + n)}`);
  }
  return [...terms];
}

/** How a query can match: every name term (AND), or the email term, or the phone term. */
export interface QueryTerms {
  name: string[];
  email: string | null;
  phone: string | null;
}

/** The digits a query means as a phone number, or null when it is not phone-like or has fewer than 4 digits. */
export function queryPhoneDigits(query: string): string | null {
  if (!/^[\d\s().+-]+$/.test(query.trim())) return null;
  let digits = phoneDigits(query);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length < PHONE_NGRAM_MIN || digits.length > 10) return null;
  return digits;
}

export function queryTerms(query: string): QueryTerms {
  const phone = queryPhoneDigits(query);
  // A phone-looking query ("555-1234") is only a phone search: names hold no digits, and a digits-only token that
  // collides with a popular name prefix would drag thousands of candidates in.
  if (phone) return { name: [], email: null, phone: `p:${phone}` };
  const words = nameWords(query).filter((w) => w.length >= MIN_PREFIX);
  const email = normaliseText(query);
  return {
    name: words.map((w) => `n:${w.slice(0, NAME_PREFIX_MAX)}`),
    email: email.length >= MIN_PREFIX && !/\s/.test(email) ? `e:${email.slice(0, EMAIL_PREFIX_MAX)}` : null,
    phone: null,
  };
}

export function hasAnyTerm(terms: QueryTerms): boolean {
  return terms.name.length > 0 || terms.email !== null || terms.phone !== null;
}
