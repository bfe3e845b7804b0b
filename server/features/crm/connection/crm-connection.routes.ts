// Settings → CRM → Connection: connect a GoHighLevel location (private integration token, or OAuth through the
// marketplace), see its health, test it, disconnect. Every route is the signed-in contractor's own connection.
import type { FastifyInstance } from 'fastify';
import * as api from '../../../../core/crm/crm-connection.api';
import { errorMessage } from '../../../../core/error-messages';
import { AppError } from '../../../../core/errors';
import { registerContract } from '../../../http/register-contract';
import { requireContractor } from '../../../plugins/session';
import { connectWithPrivateToken, disconnectCrm, getCrmConnection, listCrmUsers, testCrmConnection } from './crm-connection.service';
import { completeGhlOAuth, ghlOAuthState } from './crm-oauth';

export async function crmConnectionRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { ghl } = app.clients;

  registerContract(app, api.getCrmConnection, async (request) => {
    const auth = await requireContractor(request);
    return getCrmConnection(app.db, ghl, auth.contractorId);
  });

  registerContract(app, api.connectCrm, async (request) => {
    const auth = await requireContractor(request);
    return connectWithPrivateToken(app.db, ghl, { contractorId: auth.contractorId, input: request.body });
  });

  registerContract(app, api.testCrmConnection, async (request) => {
    const auth = await requireContractor(request);
    return testCrmConnection(app.db, ghl, { contractorId: auth.contractorId });
  });

  registerContract(app, api.disconnectCrm, async (request, reply) => {
    const auth = await requireContractor(request);
    await disconnectCrm(app.db, auth.contractorId);
    return reply.code(204).send();
  });

  // The location's team, for a lead rule's "assign to" picker.
  registerContract(app, api.listCrmUsers, async (request) => {
    const auth = await requireContractor(request);
    return { users: await listCrmUsers(app.db, ghl, auth.contractorId) };
  });

  // OAuth: the page navigates to the returned URL (HighLevel's "choose location"), which comes back to the callback.
  registerContract(app, api.startCrmOAuth, async (request) => {
    const auth = await requireContractor(request);
    const oauth = ghl.oauthApp;
    if (!oauth) throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.crm.oauthUnavailable'));
    return { url: ghlOAuthState.authorizationUrl(config, oauth, auth, request.body?.lang ?? 'en') };
  });

  // A browser navigation back from HighLevel: answers with a redirect to Settings → CRM saying how it went.
  registerContract(app, api.crmOAuthCallback, async (request, reply) => {
    const auth = await requireContractor(request);
    const { outcome, lang } = await completeGhlOAuth(app.db, config, ghl, auth, request.query, request.log);
    const params = new URLSearchParams({ tab: 'crm', ...(outcome === 'connected' ? { crm: 'connected' } : { crmError: outcome }), ...(lang === 'es' ? { lang } : {}) });
    return reply.redirect(`/settings?${params.toString()}`, 302);
  });
}
