import type { FastifyInstance } from 'fastify';
import { search } from '../../../core/search/search.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { searchEverything } from './search.service';

// The search box's answer is built field by field in search.service.ts (search.test.ts holds every answer to the
// contract's schema, strictly); checking it again with zod on each keystroke pause cost more than the ranking.
const plainJson = () => (data: unknown) => JSON.stringify(data);

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  registerContract(
    app,
    search,
    async (request) => {
      const auth = await requireContractor(request);
      return searchEverything(app.db, { contractorId: auth.contractorId, q: request.query.q });
    },
    { serializerCompiler: plainJson },
  );
}
