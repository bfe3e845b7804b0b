// Settings → CRM mappings: the CRM's pipelines and custom fields (read live for the pickers), the status mappings as
// one set, and the custom field mappings one by one.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { crmCustomFieldSchema, crmPipelineSchema } from './crm-catalogue.schema';
import { fieldMappingBodySchema, fieldMappingSchema } from './field-mapping.schema';
import { statusMappingsBodySchema, statusMappingsSetSchema } from './status-mapping.schema';

const tags = ['crm'];

export const listCrmPipelines = defineContract({ method: 'GET', path: '/api/crm/pipelines', response: z.object({ pipelines: z.array(crmPipelineSchema) }), tags });
export const listCrmCustomFields = defineContract({ method: 'GET', path: '/api/crm/custom-fields', response: z.object({ customFields: z.array(crmCustomFieldSchema) }), tags });

export const getStatusMappings = defineContract({ method: 'GET', path: '/api/crm/status-mappings', response: statusMappingsSetSchema, tags });
export const saveStatusMappings = defineContract({ method: 'PUT', path: '/api/crm/status-mappings', body: statusMappingsBodySchema, response: statusMappingsSetSchema, tags });

export const listFieldMappings = defineContract({ method: 'GET', path: '/api/crm/field-mappings', response: z.object({ mappings: z.array(fieldMappingSchema) }), tags });
export const createFieldMapping = defineContract({ method: 'POST', path: '/api/crm/field-mappings', body: fieldMappingBodySchema, response: fieldMappingSchema, status: 201, tags });
export const updateFieldMapping = defineContract({ method: 'PUT', path: '/api/crm/field-mappings/:id', params: idParams, body: fieldMappingBodySchema, response: fieldMappingSchema, tags });
export const deleteFieldMapping = defineContract({ method: 'DELETE', path: '/api/crm/field-mappings/:id', params: idParams, response: z.null(), status: 204, tags });
