// Queries and mutations of the CRM settings' lead rules and SMS campaigns, and a customer's messages.
import type { CampaignBody } from '../../../core/crm/campaign.schema';
import { listCrmUsers } from '../../../core/crm/crm-connection.api';
import {
  createLeadRule,
  createSmsCampaign,
  deleteLeadRule,
  deleteSmsCampaign,
  listCustomerMessages,
  listLeadRules,
  listSmsCampaigns,
  updateLeadRule,
  updateSmsCampaign,
} from '../../../core/crm/crm-inbound.api';
import { listCrmPipelines } from '../../../core/crm/crm-mappings.api';
import type { LeadRuleBody } from '../../../core/crm/lead-rule.schema';
import { apiCall, useContractQuery } from '../../lib/api-contract';
import { useDeleteCrmItem, useSaveCrmItem } from './crm-list-api';

export const LEAD_RULES_KEY = listLeadRules.path;
export const SMS_CAMPAIGNS_KEY = listSmsCampaigns.path;

export type { CrmPipeline } from '../../../core/crm/crm-catalogue.schema';

export const useLeadRules = () => useContractQuery(listLeadRules, {});
export const useSmsCampaigns = () => useContractQuery(listSmsCampaigns, {});
export const useCrmUsers = (enabled: boolean) => useContractQuery(listCrmUsers, {}, { enabled, retry: false });
export const useCrmPipelines = (enabled: boolean) => useContractQuery(listCrmPipelines, {}, { enabled, retry: false });

export function useCustomerMessages(homeownerId: string) {
  return useContractQuery(listCustomerMessages, { params: { id: homeownerId } }, { retry: false });
}

export const useSaveLeadRule = () =>
  useSaveCrmItem(LEAD_RULES_KEY, (id, body: LeadRuleBody) => (id ? apiCall(updateLeadRule, { params: { id }, body }) : apiCall(createLeadRule, { body })));
export const useDeleteLeadRule = () => useDeleteCrmItem(LEAD_RULES_KEY, (id) => apiCall(deleteLeadRule, { params: { id } }));
export const useSaveCampaign = () =>
  useSaveCrmItem(SMS_CAMPAIGNS_KEY, (id, body: CampaignBody) => (id ? apiCall(updateSmsCampaign, { params: { id }, body }) : apiCall(createSmsCampaign, { body })));
export const useDeleteCampaign = () => useDeleteCrmItem(SMS_CAMPAIGNS_KEY, (id) => apiCall(deleteSmsCampaign, { params: { id } }));
