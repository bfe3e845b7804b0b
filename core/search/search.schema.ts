// SPEC §5/§9 search rules and the request schema of GET /api/search.
import { z } from 'zod';
import { MIN_SEARCH_LENGTH } from './search-rules';


export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Search must be at least 2 characters' })
    .trim()
    .min(MIN_SEARCH_LENGTH, 'Search must be at least 2 characters')
    .max(100, 'Search must be 100 characters or less'),
});
