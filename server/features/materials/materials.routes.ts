import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/materials/materials.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { jobMaterials, quoteMaterials } from './materials-list.service';
import { renderMaterialsPdf } from './materials-pdf';
import { listStyleAssemblies, resetStyleAssembly, saveStyleAssembly } from './style-assemblies.service';

export async function materialsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.listStyleAssemblies, async (request) => {
    const auth = await requireContractor(request);
    return listStyleAssemblies(app.db, auth.contractorId);
  });

  registerContract(app, api.saveStyleAssembly, async (request) => {
    const auth = await requireContractor(request);
    return saveStyleAssembly(app.db, auth.contractorId, request.body);
  });

  registerContract(app, api.resetStyleAssembly, async (request) => {
    const auth = await requireContractor(request);
    return resetStyleAssembly(app.db, auth.contractorId, request.query);
  });

  registerContract(app, api.getQuoteMaterials, async (request) => {
    const auth = await requireContractor(request);
    return quoteMaterials(app.db, auth.contractorId, request.params.id, request.query.option);
  });

  registerContract(app, api.getQuoteMaterialsPdf, async (request, reply) => {
    const auth = await requireContractor(request);
    const list = await quoteMaterials(app.db, auth.contractorId, request.params.id, request.query.option);
    const pdf = await renderMaterialsPdf(list, request.query.lang);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="materials-quote-${list.quoteNumber}.pdf"`).send(pdf);
  });

  registerContract(app, api.getJobMaterials, async (request) => {
    const auth = await requireContractor(request);
    return jobMaterials(app.db, auth.contractorId, request.params.id);
  });
}
