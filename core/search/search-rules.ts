// SPEC §3 search result shapes and SPEC §5/§9 search rules, without zod: the signed-in shell's search box imports these
// (issue 15: zod stays out of the shell's first download); core/search/search.schema.ts adds the request schema.

// SPEC §5, §9: search runs only with at least 2 characters.
export const MIN_SEARCH_LENGTH = 2;
// SPEC §9: debounce 300 ms.
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_SEARCH_RESULTS = 20;

/** SPEC §3: a quote hit — "Quote #" + number, status badge, customer name, total in US dollars. */
export interface QuoteSearchResult {
  id: string;
  type: 'quote';
  number: string | null;
  status: string;
  customerName: string | null;
  totalCost: number | null;
}

/** SPEC §3: a customer hit — name, and email or phone. */
export interface CustomerSearchResult {
  id: string;
  type: 'customer';
  name: string | null;
  email: string | null;
  phone: string | null;
}

export type SearchResult = QuoteSearchResult | CustomerSearchResult;

/** Whether the box should query at all (SPEC §4: the dropdown opens at 2+ characters). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_SEARCH_LENGTH;
}
