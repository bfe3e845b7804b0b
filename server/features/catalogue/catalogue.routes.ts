import type { FastifyInstance } from 'fastify';
import { getCatalogue } from '../../../core/catalogue/catalogue.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { listCatalogue } from './catalogue.service';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, getCatalogue, async (request) => {
    const auth = await requireContractor(request);
    return listCatalogue(app.db, auth.contractorId);
  });
}
