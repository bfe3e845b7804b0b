// Queries and mutations of Settings → CRM mappings: the status mappings set, the CRM's custom fields, and the custom
// field mappings. The CRM's pipelines come from crm-inbound-api (the lead rules read the same list).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createFieldMapping,
  deleteFieldMapping,
  getStatusMappings,
  listCrmCustomFields,
  listFieldMappings,
  saveStatusMappings,
  updateFieldMapping,
} from '../../../core/crm/crm-mappings.api';
import type { FieldMappingBody } from '../../../core/crm/field-mapping.schema';
import type { StatusMappingsBody } from '../../../core/crm/status-mapping.schema';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { useDeleteCrmItem, useSaveCrmItem } from './crm-list-api';

export const FIELD_MAPPINGS_KEY = listFieldMappings.path;

export const useStatusMappings = () => useContractQuery(getStatusMappings, {});
export const useFieldMappings = () => useContractQuery(listFieldMappings, {});
export const useCrmCustomFields = (enabled = true) => useContractQuery(listCrmCustomFields, {}, { enabled, retry: false });

export function useSaveStatusMappings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusMappingsBody) => apiCall(saveStatusMappings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(contractQueryKey(getStatusMappings), saved),
  });
}

export const useSaveFieldMapping = () =>
  useSaveCrmItem(FIELD_MAPPINGS_KEY, (id, body: FieldMappingBody) => (id ? apiCall(updateFieldMapping, { params: { id }, body }) : apiCall(createFieldMapping, { body })));
export const useDeleteFieldMapping = () => useDeleteCrmItem(FIELD_MAPPINGS_KEY, (id) => apiCall(deleteFieldMapping, { params: { id } }));
