import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/materials/materials.api';
import { registerContract } from '../../http/register-contract';
import { requireAdmin, requireContractor } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
import { listPlatformAssemblies, resetPlatformAssembly, savePlatformAssembly } from './platform-assemblies.service';
import { jobMaterials, quoteMaterials } from './materials-list.service';
import { renderMaterialsPdf } from './materials-pdf';
import { listStyleAssemblies, resetStyleAssembly, saveStyleAssembly } from './style-assemblies.service';

export async function materialsRoutes(app: FastifyInstance): Promise<void> {
  // Issue 23: the admin's platform defaults; only an admin reads or changes them.
  registerContract(app, api.listPlatformAssemblies, async (request) => {
    await requireAdmin(request);
    return listPlatformAssemblies(app.db);
  });

  registerContract(app, api.savePlatformAssembly, async (request) => {
    const auth = await requireAdmin(request);
    return savePlatformAssembly(app.db, request.body, auditActorOf(request, auth));
  });

  registerContract(app, api.resetPlatformAssembly, async (request) => {
    const auth = await requireAdmin(request);
    return resetPlatformAssembly(app.db, request.query, auditActorOf(request, auth));
  });

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
