// Exact matching and ranking of decrypted search candidates (blind-index tokens are truncated, so candidates include strangers).
import { phoneDigits } from '../customers/phone';
import { nameWords, normaliseText, queryPhoneDigits } from './search-terms';
import type { IndexableCustomer } from './search-terms';

/** 0 when the customer does not match; higher is better. */
export function customerMatchScore(query: string, c: IndexableCustomer): number {
  const q = normaliseText(query);
  const words = nameWords(`${c.firstName} ${c.lastName} ${c.name ?? ''}`);
  const queryWords = nameWords(query);
  let score = 0;
  if (queryWords.length > 0 && queryWords.every((qw) => words.some((w) => w.startsWith(qw)))) {
    const full = nameWords(`${c.firstName} ${c.lastName}`).join(' ');
    const wholeWords = queryWords.every((qw) => words.includes(qw));
    const leading = full.startsWith(queryWords.join(' '));
    // Exact name, then whole words from the start, whole words anywhere, a leading prefix, any prefixes.
    if (full === queryWords.join(' ')) score = 100;
    else if (wholeWords && leading) score = 92;
    else if (wholeWords) score = 85;
    else if (leading) score = 80;
    else score = 70;
  }
  const email = normaliseText(c.email ?? '');
  if (email && !/\s/.test(q) && email.startsWith(q)) score = Math.max(score, email === q ? 95 : 60);
  const digits = queryPhoneDigits(query);
  if (digits) {
    const phone = phoneDigits(c.phone ?? '');
    if (phone === digits) score = Math.max(score, 95);
    else if (phone.startsWith(digits)) score = Math.max(score, 65);
    else if (phone.includes(digits)) score = Math.max(score, 50);
  }
  return score;
}
