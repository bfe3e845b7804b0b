// Queries and mutations of the CRM settings' lead rules and SMS campaigns, and a customer's messages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignBody, SmsCampaign } from '../../../core/crm/campaign.schema';
import type { LeadRule, LeadRuleBody } from '../../../core/crm/lead-rule.schema';
import { apiRequest } from '../../lib/api-client';

export const LEAD_RULES_KEY = '/api/crm/lead-rules';
export const SMS_CAMPAIGNS_KEY = '/api/crm/sms-campaigns';
export const CRM_USERS_KEY = '/api/crm/users';
export const CRM_PIPELINES_KEY = '/api/crm/pipelines';

export interface CustomerMessage {
  id: string;
  direction: 'in' | 'out';
  channel: string;
  body: string;
  at: string;
  status: string | null;
}

export interface CrmUser {
  id: string;
  name: string;
}

export interface CrmPipeline {
  id: string;
  name: string;
  stages: { id: string; name: string }[];
}

export const useLeadRules = () => useQuery<{ rules: LeadRule[] }>({ queryKey: [LEAD_RULES_KEY] });
export const useSmsCampaigns = () => useQuery<{ campaigns: SmsCampaign[] }>({ queryKey: [SMS_CAMPAIGNS_KEY] });
export const useCrmUsers = (enabled: boolean) => useQuery<{ users: CrmUser[] }>({ queryKey: [CRM_USERS_KEY], enabled, retry: false });
export const useCrmPipelines = (enabled: boolean) => useQuery<{ pipelines: CrmPipeline[] }>({ queryKey: [CRM_PIPELINES_KEY], enabled, retry: false });

export function useCustomerMessages(homeownerId: string) {
  return useQuery<{ messages: CustomerMessage[] }>({ queryKey: ['/api/homeowners', homeownerId, 'messages'], retry: false });
}

/** Create (no id) or update a rule or campaign; the list is refetched either way. */
function useSave<Body, Result>(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) => apiRequest<Result>(id ? 'PUT' : 'POST', id ? `${base}/${id}` : base, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [base] }),
  });
}

function useRemove(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${base}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [base] }),
  });
}

export const useSaveLeadRule = () => useSave<LeadRuleBody, LeadRule>(LEAD_RULES_KEY);
export const useDeleteLeadRule = () => useRemove(LEAD_RULES_KEY);
export const useSaveCampaign = () => useSave<CampaignBody, SmsCampaign>(SMS_CAMPAIGNS_KEY);
export const useDeleteCampaign = () => useRemove(SMS_CAMPAIGNS_KEY);
