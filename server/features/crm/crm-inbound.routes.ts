// The contractor's side of inbound CRM sync: lead rules, SMS campaigns, a customer's messages, the bell's new leads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignBodySchema, campaignTriggers } from '../../../core/crm/campaign.schema';
import { leadRuleActionsSchema, leadRuleBodySchema, leadRuleConditionsSchema } from '../../../core/crm/lead-rule.schema';
import { errorMessage } from '../../../core/error-messages';
import { leadNotificationsResponseSchema } from '../../../core/notifications/notification.schema';
import { requireContractor } from '../../plugins/session';
import { subscribeToDomainEvents } from '../../domain-events/domain-events';
import { assertUuid } from '../jobs/jobs.routes';
import { listCustomerMessages } from './inbound-messages';
import { listLeadNotifications } from './lead-notifications';
import { createLeadRule, deleteLeadRule, listLeadRules, updateLeadRule } from './lead-rules.service';
import { scheduleCampaignMessages } from './sms-campaign-triggers';
import { createSmsCampaign, deleteSmsCampaign, listSmsCampaigns, updateSmsCampaign } from './sms-campaigns.service';

const idParams = z.object({ id: z.string().max(100) });

const leadRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  priority: z.number().int(),
  isActive: z.boolean(),
  conditions: leadRuleConditionsSchema,
  actions: leadRuleActionsSchema,
  createdAt: z.string(),
});

const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  triggerEvent: z.enum(campaignTriggers),
  delayMinutes: z.number().int(),
  template: z.string(),
  templateEs: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  pending: z.number().int(),
  sent: z.number().int(),
});

const messageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  channel: z.string(),
  body: z.string(),
  at: z.string(),
  status: z.string().nullable(),
});

export async function crmInboundRoutes(app: FastifyInstance): Promise<void> {
  // Campaign messages are scheduled inside the transaction of the change that triggers them.
  subscribeToDomainEvents('sms-campaigns', async (db, event) => {
    await scheduleCampaignMessages(db, event);
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  const ruleMissing = errorMessage('errors.crm.leadRuleNotFound');
  const campaignMissing = errorMessage('errors.crm.campaignNotFound');

  r.get('/api/crm/lead-rules', { schema: { tags, response: { 200: z.object({ rules: z.array(leadRuleSchema) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return { rules: await listLeadRules(app.db, auth.contractorId) };
  });
  r.post('/api/crm/lead-rules', { schema: { tags, body: leadRuleBodySchema, response: { 201: leadRuleSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    return reply.code(201).send(await createLeadRule(app.db, { contractorId: auth.contractorId, input: request.body }));
  });
  r.put('/api/crm/lead-rules/:id', { schema: { tags, params: idParams, body: leadRuleBodySchema, response: { 200: leadRuleSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, ruleMissing);
    return updateLeadRule(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
  });
  r.delete('/api/crm/lead-rules/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, ruleMissing);
    await deleteLeadRule(app.db, { contractorId: auth.contractorId, id: request.params.id });
    return reply.code(204).send();
  });

  r.get('/api/crm/sms-campaigns', { schema: { tags, response: { 200: z.object({ campaigns: z.array(campaignSchema) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return { campaigns: await listSmsCampaigns(app.db, auth.contractorId) };
  });
  r.post('/api/crm/sms-campaigns', { schema: { tags, body: campaignBodySchema, response: { 201: campaignSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    return reply.code(201).send(await createSmsCampaign(app.db, { contractorId: auth.contractorId, input: request.body }));
  });
  r.put('/api/crm/sms-campaigns/:id', { schema: { tags, params: idParams, body: campaignBodySchema, response: { 200: campaignSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, campaignMissing);
    return updateSmsCampaign(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
  });
  r.delete('/api/crm/sms-campaigns/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, campaignMissing);
    await deleteSmsCampaign(app.db, { contractorId: auth.contractorId, id: request.params.id });
    return reply.code(204).send();
  });

  r.get('/api/homeowners/:id/messages', { schema: { tags, params: idParams, response: { 200: z.object({ messages: z.array(messageSchema) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.customers.notFound'));
    return { messages: await listCustomerMessages(app.db, { contractorId: auth.contractorId, homeownerId: request.params.id }) };
  });

  r.get('/api/lead-notifications', { schema: { tags: ['notifications'], response: { 200: leadNotificationsResponseSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return { notifications: await listLeadNotifications(app.db, auth.contractorId) };
  });
}
