// Settings → CRM mappings: the CRM's pipelines and custom fields (read live for the pickers), the status mappings as
// one set, and the custom field mappings one by one.
import type { FastifyInstance } from 'fastify';
import * as api from '../../../../core/crm/crm-mappings.api';
import { registerContract } from '../../../http/register-contract';
import { requireContractor } from '../../../plugins/session';
import { connectedCrm, crmCustomFields, crmPipelines } from './crm-catalogue';
import { chosenCrmField, createFieldMapping, deleteFieldMapping, fieldMappingExists, listFieldMappings, updateFieldMapping } from './field-mappings.service';
import { checkAgainstPipelines, getStatusMappings, replaceStatusMappings } from './status-mappings.service';

export async function crmMappingsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.listCrmPipelines, async (request) => {
    const auth = await requireContractor(request);
    return { pipelines: await crmPipelines(await connectedCrm(app, auth.contractorId)) };
  });

  registerContract(app, api.listCrmCustomFields, async (request) => {
    const auth = await requireContractor(request);
    return { customFields: await crmCustomFields(await connectedCrm(app, auth.contractorId)) };
  });

  registerContract(app, api.getStatusMappings, async (request) => {
    const auth = await requireContractor(request);
    return getStatusMappings(app.db, auth.contractorId);
  });

  registerContract(app, api.saveStatusMappings, async (request) => {
    const auth = await requireContractor(request);
    // Nothing synced needs no CRM; otherwise the pipeline and stages are checked against the CRM as it is now.
    if (request.body.pipelineId !== null) checkAgainstPipelines(request.body, await crmPipelines(await connectedCrm(app, auth.contractorId)));
    return replaceStatusMappings(app.db, { contractorId: auth.contractorId, body: request.body });
  });

  registerContract(app, api.listFieldMappings, async (request) => {
    const auth = await requireContractor(request);
    return { mappings: await listFieldMappings(app.db, auth.contractorId) };
  });

  registerContract(app, api.createFieldMapping, async (request) => {
    const auth = await requireContractor(request);
    const field = chosenCrmField(await crmCustomFields(await connectedCrm(app, auth.contractorId)), request.body.ghlFieldId);
    return createFieldMapping(app.db, { contractorId: auth.contractorId, input: request.body, field });
  });

  registerContract(app, api.updateFieldMapping, async (request) => {
    const auth = await requireContractor(request);
    // Another contractor's id is "not found" before anything is asked of the CRM.
    await fieldMappingExists(app.db, { contractorId: auth.contractorId, id: request.params.id });
    const field = chosenCrmField(await crmCustomFields(await connectedCrm(app, auth.contractorId)), request.body.ghlFieldId);
    return updateFieldMapping(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body, field });
  });

  registerContract(app, api.deleteFieldMapping, async (request, reply) => {
    const auth = await requireContractor(request);
    await deleteFieldMapping(app.db, { contractorId: auth.contractorId, id: request.params.id });
    return reply.code(204).send();
  });
}
