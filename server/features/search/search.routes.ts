import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema } from '../../../core/search/search.schema';
import { requireContractor } from '../../plugins/session';
import { searchEverything } from './search.service';

const resultSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('quote'), number: z.string().nullable(), status: z.string(), customerName: z.string().nullable(), totalCost: z.number().nullable() }),
  z.object({ id: z.string(), type: z.literal('customer'), name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
]);

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // SPEC §7 GET /api/search?q=: an array of quote and customer results (SPEC §3 shapes).
  r.get('/api/search', { schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: z.array(resultSchema) } } }, async (request) => {
    const auth = await requireContractor(request);
    return searchEverything(app.db, { contractorId: auth.contractorId, q: request.query.q });
  });
}
