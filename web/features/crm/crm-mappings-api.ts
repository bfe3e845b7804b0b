// Queries and mutations of Settings → CRM mappings: the status mappings set, the CRM's custom fields, and the custom
// field mappings. The CRM's pipelines come from crm-inbound-api (the lead rules read the same list).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldMapping, FieldMappingBody } from '../../../core/crm/field-mapping.schema';
import type { StatusMappingsBody, StatusMappingsSet } from '../../../core/crm/status-mapping.schema';
import { apiRequest } from '../../lib/api-client';
import { useDeleteCrmItem, useSaveCrmItem } from './crm-list-api';
import type { CrmCustomField } from '../../../core/crm/crm-catalogue.types';

export const STATUS_MAPPINGS_KEY = '/api/crm/status-mappings';
export const FIELD_MAPPINGS_KEY = '/api/crm/field-mappings';
export const CRM_CUSTOM_FIELDS_KEY = '/api/crm/custom-fields';

export type { CrmCustomField } from '../../../core/crm/crm-catalogue.types';

export const useStatusMappings = () => useQuery<StatusMappingsSet>({ queryKey: [STATUS_MAPPINGS_KEY] });
export const useFieldMappings = () => useQuery<{ mappings: FieldMapping[] }>({ queryKey: [FIELD_MAPPINGS_KEY] });
export const useCrmCustomFields = (enabled = true) => useQuery<{ customFields: CrmCustomField[] }>({ queryKey: [CRM_CUSTOM_FIELDS_KEY], enabled, retry: false });

export function useSaveStatusMappings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusMappingsBody) => apiRequest<StatusMappingsSet>('PUT', STATUS_MAPPINGS_KEY, body),
    onSuccess: (saved) => queryClient.setQueryData([STATUS_MAPPINGS_KEY], saved),
  });
}

export const useSaveFieldMapping = () => useSaveCrmItem<FieldMappingBody, FieldMapping>(FIELD_MAPPINGS_KEY);
export const useDeleteFieldMapping = () => useDeleteCrmItem(FIELD_MAPPINGS_KEY);
