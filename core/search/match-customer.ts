// Exact matching and ranking of decrypted search candidates (blind-index tokens are truncated, so candidates include strangers).
import { phoneDigits } from '../customers/phone';
import { nameWords, normaliseText, queryPhoneDigits } from './search-terms';
import type { IndexableCustomer } from './search-terms';

/** Scores candidates against one query: 0 when the customer does not match; higher is better. */
export type CustomerMatcher = (c: IndexableCustomer) => number;

/** Everything derived from the query is computed once, then each candidate costs only its own normalisation. */
export function customerMatcher(query: string): CustomerMatcher {
  const q = normaliseText(query);
  const queryWords = nameWords(query);
  const joined = queryWords.join(' ');
  const emailQuery = /\s/.test(q) ? null : q;
  const digits = queryPhoneDigits(query);
  return (c) => {
    let score = 0;
    if (queryWords.length > 0) {
      const words = nameWords(`${c.firstName} ${c.lastName} ${c.name ?? ''}`);
      if (queryWords.every((qw) => words.some((w) => w.startsWith(qw)))) {
        const full = nameWords(`${c.firstName} ${c.lastName}`).join(' ');
        const wholeWords = queryWords.every((qw) => words.includes(qw));
        const leading = full.startsWith(joined);
        // Exact name, then whole words from the start, whole words anywhere, a leading prefix, any prefixes.
        if (full === joined) score = 100;
        else if (wholeWords && leading) score = 92;
        else if (wholeWords) score = 85;
        else if (leading) score = 80;
        else score = 70;
      }
    }
    if (emailQuery && c.email) {
      const email = normaliseText(c.email);
      if (email.startsWith(emailQuery)) score = Math.max(score, email === emailQuery ? 95 : 60);
    }
    if (digits && c.phone) {
      const phone = phoneDigits(c.phone);
      if (phone === digits) score = Math.max(score, 95);
      else if (phone.startsWith(digits)) score = Math.max(score, 65);
      else if (phone.includes(digits)) score = Math.max(score, 50);
    }
    return score;
  };
}

/** One-off form of customerMatcher. */
export function customerMatchScore(query: string, c: IndexableCustomer): number {
  return customerMatcher(query)(c);
}
