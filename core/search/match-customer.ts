// Exact matching and ranking of decrypted search candidates (blind-index tokens are truncated, so candidates include strangers).
import { phoneDigits } from '../customers/phone';
import { nameWords, normaliseText, queryPhoneDigits } from './search-terms';
import type { IndexableCustomer } from './search-terms';

/** A candidate's values as matching compares them, normalised once. */
export interface CustomerMatchKeys {
  /** Words of the first and last name, in order. */
  nameWords: string[];
  /** Words of the stored full name too, when it says more. */
  allWords: string[];
  email: string;
  phone: string;
}

export function customerMatchKeys(c: IndexableCustomer): CustomerMatchKeys {
  const words = nameWords(`${c.firstName} ${c.lastName}`);
  const extra = c.name ? nameWords(c.name) : [];
  return {
    nameWords: words,
    allWords: extra.length ? [...words, ...extra] : words,
    email: c.email ? normaliseText(c.email) : '',
    phone: c.phone ? phoneDigits(c.phone) : '',
  };
}

/** Scores candidates against one query: 0 when the customer does not match; higher is better. */
export type CustomerMatcher = (keys: CustomerMatchKeys) => number;

/** Everything derived from the query is computed once; candidates are compared through their keys. */
export function customerMatcher(query: string): CustomerMatcher {
  const q = normaliseText(query);
  const queryWords = nameWords(query);
  const joined = queryWords.join(' ');
  const emailQuery = /\s/.test(q) ? null : q;
  const digits = queryPhoneDigits(query);
  return (keys) => {
    let score = 0;
    const words = keys.allWords;
    if (queryWords.length > 0 && queryWords.every((qw) => words.some((w) => w.startsWith(qw)))) {
      const full = keys.nameWords.join(' ');
      const wholeWords = queryWords.every((qw) => words.includes(qw));
      const leading = full.startsWith(joined);
      // Exact name, then whole words from the start, whole words anywhere, a leading prefix, any prefixes.
      if (full === joined) score = 100;
      else if (wholeWords && leading) score = 92;
      else if (wholeWords) score = 85;
      else if (leading) score = 80;
      else score = 70;
    }
    if (emailQuery && keys.email.startsWith(emailQuery)) score = Math.max(score, keys.email === emailQuery ? 95 : 60);
    if (digits && keys.phone) {
      if (keys.phone === digits) score = Math.max(score, 95);
      else if (keys.phone.startsWith(digits)) score = Math.max(score, 65);
      else if (keys.phone.includes(digits)) score = Math.max(score, 50);
    }
    return score;
  };
}

/** One-off form of customerMatcher. */
export function customerMatchScore(query: string, c: IndexableCustomer): number {
  return customerMatcher(query)(customerMatchKeys(c));
}
