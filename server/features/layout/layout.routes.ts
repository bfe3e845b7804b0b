import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instantPriceRequestSchema, instantQuoteRequestSchema, shortCodeSchema } from '../../../core/layout/instant-quote.schema';
import { requireContractor } from '../../plugins/session';
import { priceInstantQuote, requestInstantQuote } from './instant-quote.service';
import { ensureShortLink, getShortLink, openShortLink } from './short-links.service';

const tags = ['layout'];
const publicTags = ['homeowner instant quote'];
const shortLinkSchema = z.object({ shortCode: z.string(), clicks: z.number().int(), createdAt: z.string(), url: z.string() });
// Public endpoints are rate limited per IP: a homeowner prices a handful of times, a bot thousands.
const priceLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const requestLimit = { rateLimit: { max: 5, timeWindow: '1 hour' } };

export async function layoutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const linkUrl = (code: string) => `${app.config.publicUrl.replace(/\/$/, '')}/e/${code}`;

  r.get('/api/short-links/mine', { schema: { tags, response: { 200: shortLinkSchema.nullable() } } }, async (request) => {
    const auth = await requireContractor(request);
    const link = await getShortLink(app.db, auth.contractorId);
    return link ? { ...link, url: linkUrl(link.shortCode) } : null;
  });

  r.post('/api/short-links', { schema: { tags, response: { 200: shortLinkSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    const link = await ensureShortLink(app.db, auth.contractorId);
    return { ...link, url: linkUrl(link.shortCode) };
  });

  r.get(
    '/api/e/:shortCode',
    {
      schema: {
        tags: publicTags,
        security: [],
        params: z.object({ shortCode: shortCodeSchema }),
        response: { 200: z.object({ shortCode: z.string(), contractor: z.object({ name: z.string(), logoUrl: z.string().nullable(), brandColor: z.string().nullable(), phone: z.string().nullable() }) }) },
      },
      config: priceLimit,
    },
    async (request) => {
      const { contractorId: _hidden, ...view } = await openShortLink(app.db, request.params.shortCode);
      return view;
    },
  );

  r.post('/api/instant-quote/price', { schema: { tags: publicTags, security: [], body: instantPriceRequestSchema }, config: priceLimit }, async (request) =>
    priceInstantQuote(app.db, request.body),
  );

  r.post(
    '/api/instant-quote/request',
    { schema: { tags: publicTags, security: [], body: instantQuoteRequestSchema, response: { 201: z.object({ received: z.boolean(), quoteNumber: z.number().int() }) } }, config: requestLimit },
    async (request, reply) => {
      const { quoteNumber } = await requestInstantQuote(app.db, request.body);
      return reply.code(201).send({ received: true, quoteNumber });
    },
  );
}
