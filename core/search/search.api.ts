// SPEC §7 GET /api/search?q=: an array of quote and customer results (SPEC §3 shapes).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { searchQuerySchema } from './search.schema';

/** SPEC §3: a quote hit ("Quote #" + number, status badge, customer name, total in US dollars) or a customer hit. */
export const searchResultSchema = z.discriminatedUnion('type', [
  z.strictObject({ id: z.string(), type: z.literal('quote'), number: z.string().nullable(), status: z.string(), customerName: z.string().nullable(), totalCost: z.number().nullable() }),
  z.strictObject({ id: z.string(), type: z.literal('customer'), name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
]);
export type SearchResult = z.output<typeof searchResultSchema>;
export type QuoteSearchResult = Extract<SearchResult, { type: 'quote' }>;
export type CustomerSearchResult = Extract<SearchResult, { type: 'customer' }>;

export const search = defineContract({ method: 'GET', path: '/api/search', query: searchQuerySchema, response: z.array(searchResultSchema), tags: ['search'] });
