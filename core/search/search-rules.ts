// SPEC §5/§9 search rules, without zod: the signed-in shell's search box imports these (issue 15: zod stays out of the
// shell's first download); core/search/search.schema.ts adds the request schema, search.api.ts the result shapes.

// SPEC §5, §9: search runs only with at least 2 characters.
export const MIN_SEARCH_LENGTH = 2;
// SPEC §9: debounce 300 ms.
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_SEARCH_RESULTS = 20;

/** Whether the box should query at all (SPEC §4: the dropdown opens at 2+ characters). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_SEARCH_LENGTH;
}
