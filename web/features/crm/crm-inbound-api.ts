// Queries and mutations of the CRM settings' lead rules and SMS campaigns, and a customer's messages.
import { useQuery } from '@tanstack/react-query';
import type { CampaignBody, SmsCampaign } from '../../../core/crm/campaign.schema';
import type { LeadRule, LeadRuleBody } from '../../../core/crm/lead-rule.schema';
import { useDeleteCrmItem, useSaveCrmItem } from './crm-list-api';
import type { CrmPipeline } from '../../../core/crm/crm-catalogue.types';

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

export type { CrmPipeline } from '../../../core/crm/crm-catalogue.types';

export const useLeadRules = () => useQuery<{ rules: LeadRule[] }>({ queryKey: [LEAD_RULES_KEY] });
export const useSmsCampaigns = () => useQuery<{ campaigns: SmsCampaign[] }>({ queryKey: [SMS_CAMPAIGNS_KEY] });
export const useCrmUsers = (enabled: boolean) => useQuery<{ users: CrmUser[] }>({ queryKey: [CRM_USERS_KEY], enabled, retry: false });
export const useCrmPipelines = (enabled: boolean) => useQuery<{ pipelines: CrmPipeline[] }>({ queryKey: [CRM_PIPELINES_KEY], enabled, retry: false });

export function useCustomerMessages(homeownerId: string) {
  return useQuery<{ messages: CustomerMessage[] }>({ queryKey: ['/api/homeowners', homeownerId, 'messages'], retry: false });
}

export const useSaveLeadRule = () => useSaveCrmItem<LeadRuleBody, LeadRule>(LEAD_RULES_KEY);
export const useDeleteLeadRule = () => useDeleteCrmItem(LEAD_RULES_KEY);
export const useSaveCampaign = () => useSaveCrmItem<CampaignBody, SmsCampaign>(SMS_CAMPAIGNS_KEY);
export const useDeleteCampaign = () => useDeleteCrmItem(SMS_CAMPAIGNS_KEY);
