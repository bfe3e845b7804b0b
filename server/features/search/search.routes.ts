import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema } from '../../../core/search/search.schema';
import { requireContractor } from '../../plugins/session';
import { searchEverything } from './search.service';

export const searchResultSchema = z.discriminatedUnion('type', [
  z.strictObject({ id: z.string(), type: z.literal('quote'), number: z.string().nullable(), status: z.string(), customerName: z.string().nullable(), totalCost: z.number().nullable() }),
  z.strictObject({ id: z.string(), type: z.literal('customer'), name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
]);

// The search box's answer is built field by field in search.service.ts (search.test.ts holds every answer to the
// schema above, strictly); checking it again with zod on each keystroke pause cost more than the ranking.
const plainJson = () => (data: unknown) => JSON.stringify(data);

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // SPEC §7 GET /api/search?q=: an array of quote and customer results (SPEC §3 shapes).
  r.get('/api/search', { schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: z.array(searchResultSchema) } }, serializerCompiler: plainJson }, async (request) => {
    const auth = await requireContractor(request);
    return searchEverything(app.db, { contractorId: auth.contractorId, q: request.query.q });
  });
}
