// The contractor's side of inbound CRM sync: lead rules, SMS campaigns, a customer's messages, the bell's new leads.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { leadNotificationsResponseSchema } from '../notifications/notification.schema';
import { campaignBodySchema, smsCampaignSchema } from './campaign.schema';
import { customerMessageSchema } from './crm-catalogue.schema';
import { leadRuleBodySchema, leadRuleSchema } from './lead-rule.schema';

const tags = ['crm'];
// Checked by the route: a malformed id is a rule, campaign or customer that does not exist (404).
const params = z.object({ id: z.string().max(100) });

export const listLeadRules = defineContract({ method: 'GET', path: '/api/crm/lead-rules', response: z.object({ rules: z.array(leadRuleSchema) }), tags });
export const createLeadRule = defineContract({ method: 'POST', path: '/api/crm/lead-rules', body: leadRuleBodySchema, response: leadRuleSchema, status: 201, tags });
export const updateLeadRule = defineContract({ method: 'PUT', path: '/api/crm/lead-rules/:id', params, body: leadRuleBodySchema, response: leadRuleSchema, tags });
export const deleteLeadRule = defineContract({ method: 'DELETE', path: '/api/crm/lead-rules/:id', params, response: z.null(), status: 204, tags });

export const listSmsCampaigns = defineContract({ method: 'GET', path: '/api/crm/sms-campaigns', response: z.object({ campaigns: z.array(smsCampaignSchema) }), tags });
export const createSmsCampaign = defineContract({ method: 'POST', path: '/api/crm/sms-campaigns', body: campaignBodySchema, response: smsCampaignSchema, status: 201, tags });
export const updateSmsCampaign = defineContract({ method: 'PUT', path: '/api/crm/sms-campaigns/:id', params, body: campaignBodySchema, response: smsCampaignSchema, tags });
export const deleteSmsCampaign = defineContract({ method: 'DELETE', path: '/api/crm/sms-campaigns/:id', params, response: z.null(), status: 204, tags });

export const listCustomerMessages = defineContract({
  method: 'GET',
  path: '/api/homeowners/:id/messages',
  params,
  response: z.object({ messages: z.array(customerMessageSchema) }),
  tags,
});

export const listLeadNotifications = defineContract({ method: 'GET', path: '/api/lead-notifications', response: leadNotificationsResponseSchema, tags: ['notifications'] });
