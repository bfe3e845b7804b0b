import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueSchema } from '../../../core/catalogue/catalogue.schema';
import { requireContractor } from '../../plugins/session';
import { listCatalogue } from './catalogue.service';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/catalogue', { schema: { tags: ['catalogue'], response: { 200: catalogueSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return listCatalogue(app.db, auth.contractorId);
  });
}
