// The contractor's short link and the homeowner's instant quote (issue 5), one contract each. The public calls are
// rate limited per IP by the routes: a homeowner prices a handful of times, a bot thousands.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  instantPriceAnswerSchema,
  instantPriceRequestSchema,
  instantQuoteRequestSchema,
  shortCodeSchema,
  shortLinkSchema,
  shortLinkViewSchema,
} from './instant-quote.schema';

const tags = ['layout'];
const publicTags = ['homeowner instant quote'];

/** The contractor's short link, or null before they make one. */
export const getMyShortLink = defineContract({ method: 'GET', path: '/api/short-links/mine', response: shortLinkSchema.nullable(), tags });

/** Makes the contractor's short link (or answers the one they have). */
export const ensureShortLink = defineContract({ method: 'POST', path: '/api/short-links', response: shortLinkSchema, tags });

export const openShortLink = defineContract({
  method: 'GET',
  path: '/api/e/:shortCode',
  params: z.object({ shortCode: shortCodeSchema }),
  response: shortLinkViewSchema,
  public: true,
  tags: publicTags,
});

export const priceInstantQuote = defineContract({
  method: 'POST',
  path: '/api/instant-quote/price',
  body: instantPriceRequestSchema,
  response: instantPriceAnswerSchema,
  public: true,
  tags: publicTags,
});

export const requestInstantQuote = defineContract({
  method: 'POST',
  path: '/api/instant-quote/request',
  body: instantQuoteRequestSchema,
  response: z.object({ received: z.boolean(), quoteNumber: z.number().int() }),
  status: 201,
  public: true,
  tags: publicTags,
});
