// Settings → CRM mappings: the CRM's pipelines and custom fields (read live for the pickers), the status mappings as
// one set, and the custom field mappings one by one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldMappingBodySchema, crmFieldModels } from '../../../core/crm/field-mapping.schema';
import { picketFieldNames } from '../../../core/crm/crm-fields';
import { mappingSubjects, opportunityStatuses } from '../../../core/crm/status-mapping';
import { statusMappingsBodySchema } from '../../../core/crm/status-mapping.schema';
import { requireContractor } from '../../plugins/session';
import { idParams } from '../../plugins/path-ids';
import { connectedCrm, crmCustomFields, crmPipelines } from './crm-catalogue';
import { chosenCrmField, createFieldMapping, deleteFieldMapping, fieldMappingExists, listFieldMappings, updateFieldMapping } from './field-mappings.service';
import { checkAgainstPipelines, getStatusMappings, replaceStatusMappings } from './status-mappings.service';

const pipelineSchema = z.object({ id: z.string(), name: z.string(), stages: z.array(z.object({ id: z.string(), name: z.string() })) });
const customFieldSchema = z.object({ id: z.string(), name: z.string(), fieldKey: z.string(), dataType: z.string(), model: z.enum(crmFieldModels) });
const statusMappingsSetSchema = z.object({
  pipelineId: z.string().nullable(),
  mappings: z.array(
    z.object({ subject: z.enum(mappingSubjects), picketStatus: z.string(), pipelineStageId: z.string().nullable(), opportunityStatus: z.enum(opportunityStatuses).nullable() }),
  ),
});
const fieldMappingSchema = z.object({
  id: z.string(),
  picketField: z.enum(picketFieldNames as [string, ...string[]]),
  ghlFieldId: z.string(),
  ghlFieldName: z.string().nullable(),
  ghlFieldModel: z.enum(crmFieldModels),
  formatRule: z.string().nullable(),
  createdAt: z.string(),
});

export async function crmMappingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];

  r.get('/api/crm/pipelines', { schema: { tags, response: { 200: z.object({ pipelines: z.array(pipelineSchema) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return { pipelines: await crmPipelines(await connectedCrm(app, auth.contractorId)) };
  });

  r.get('/api/crm/custom-fields', { schema: { tags, response: { 200: z.object({ customFields: z.array(customFieldSchema) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return { customFields: await crmCustomFields(await connectedCrm(app, auth.contractorId)) };
  });

  r.get('/api/crm/status-mappings', { schema: { tags, response: { 200: statusMappingsSetSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return getStatusMappings(app.db, auth.contractorId);
  });

  r.put('/api/crm/status-mappings', { schema: { tags, body: statusMappingsBodySchema, response: { 200: statusMappingsSetSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    // Nothing synced needs no CRM; otherwise the pipeline and stages are checked against the CRM as it is now.
    if (request.body.pipelineId !== null) checkAgainstPipelines(request.body, await crmPipelines(await connectedCrm(app, auth.contractorId)));
    return replaceStatusMappings(app.db, { contractorId: auth.contractorId, body: request.body });
  });

  r.get('/api/crm/field-mappings', { schema: { tags, response: { 200: z.object({ mappings: z.array(fieldMappingSchema) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return { mappings: await listFieldMappings(app.db, auth.contractorId) };
  });

  r.post('/api/crm/field-mappings', { schema: { tags, body: fieldMappingBodySchema, response: { 201: fieldMappingSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const field = chosenCrmField(await crmCustomFields(await connectedCrm(app, auth.contractorId)), request.body.ghlFieldId);
    return reply.code(201).send(await createFieldMapping(app.db, { contractorId: auth.contractorId, input: request.body, field }));
  });

  r.put('/api/crm/field-mappings/:id', { schema: { tags, params: idParams, body: fieldMappingBodySchema, response: { 200: fieldMappingSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    // Another contractor's id is "not found" before anything is asked of the CRM.
    await fieldMappingExists(app.db, { contractorId: auth.contractorId, id: request.params.id });
    const field = chosenCrmField(await crmCustomFields(await connectedCrm(app, auth.contractorId)), request.body.ghlFieldId);
    return updateFieldMapping(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body, field });
  });

  r.delete('/api/crm/field-mappings/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const auth = await requireContractor(request);
    await deleteFieldMapping(app.db, { contractorId: auth.contractorId, id: request.params.id });
    return reply.code(204).send();
  });
}
