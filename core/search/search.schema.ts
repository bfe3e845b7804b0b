// SPEC §3 search result shapes and SPEC §5/§9 search rules, shared by GET /api/search and the header box.
import { z } from 'zod';
import { MIN_SEARCH_LENGTH } from './search-rules';

export { MAX_SEARCH_RESULTS, SEARCH_DEBOUNCE_MS, type CustomerSearchResult, type QuoteSearchResult, type SearchResult } from './search-rules';

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Search must be at least 2 characters' })
    .trim()
    .min(MIN_SEARCH_LENGTH, 'Search must be at least 2 characters')
    .max(100, 'Search must be 100 characters or less'),
});
