// The contractor's side of inbound CRM sync: lead rules, SMS campaigns, a customer's messages, the bell's new leads.
import type { FastifyInstance } from 'fastify';
import * as api from '../../../../core/crm/crm-inbound.api';
import { errorMessage } from '../../../../core/error-messages';
import { registerContract } from '../../../http/register-contract';
import { requireContractor } from '../../../plugins/session';
import { subscribeToDomainEvents } from '../../../domain-events/domain-events';
import { assertUuid } from '../../jobs/jobs.routes';
import { listCustomerMessages } from './inbound-messages';
import { listLeadNotifications } from '../lead-rules/lead-notifications';
import { createLeadRule, deleteLeadRule, listLeadRules, updateLeadRule } from '../lead-rules/lead-rules.service';
import { scheduleCampaignMessages } from '../campaigns/sms-campaign-triggers';
import { createSmsCampaign, deleteSmsCampaign, listSmsCampaigns, updateSmsCampaign } from '../campaigns/sms-campaigns.service';

export async function crmInboundRoutes(app: FastifyInstance): Promise<void> {
  // Campaign messages are scheduled inside the transaction of the change that triggers them.
  subscribeToDomainEvents('sms-campaigns', async (db, event) => {
    await scheduleCampaignMessages(db, event);
  });

  const ruleMissing = errorMessage('signedInErrors.crm.leadRuleNotFound');
  const campaignMissing = errorMessage('signedInErrors.crm.campaignNotFound');

  registerContract(app, api.listLeadRules, async (request) => {
    const auth = await requireContractor(request);
    return { rules: await listLeadRules(app.db, auth.contractorId) };
  });
  registerContract(app, api.createLeadRule, async (request) => {
    const auth = await requireContractor(request);
    return createLeadRule(app.db, { contractorId: auth.contractorId, input: request.body });
  });
  registerContract(app, api.updateLeadRule, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, ruleMissing);
    return updateLeadRule(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
  });
  registerContract(app, api.deleteLeadRule, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, ruleMissing);
    await deleteLeadRule(app.db, { contractorId: auth.contractorId, id: request.params.id });
    return reply.code(204).send();
  });

  registerContract(app, api.listSmsCampaigns, async (request) => {
    const auth = await requireContractor(request);
    return { campaigns: await listSmsCampaigns(app.db, auth.contractorId) };
  });
  registerContract(app, api.createSmsCampaign, async (request) => {
    const auth = await requireContractor(request);
    return createSmsCampaign(app.db, { contractorId: auth.contractorId, input: request.body });
  });
  registerContract(app, api.updateSmsCampaign, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, campaignMissing);
    return updateSmsCampaign(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
  });
  registerContract(app, api.deleteSmsCampaign, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, campaignMissing);
    await deleteSmsCampaign(app.db, { contractorId: auth.contractorId, id: request.params.id });
    return reply.code(204).send();
  });

  registerContract(app, api.listCustomerMessages, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('signedInErrors.customers.notFound'));
    return { messages: await listCustomerMessages(app.db, { contractorId: auth.contractorId, homeownerId: request.params.id }) };
  });

  registerContract(app, api.listLeadNotifications, async (request) => {
    const auth = await requireContractor(request);
    return { notifications: await listLeadNotifications(app.db, auth.contractorId) };
  });
}
