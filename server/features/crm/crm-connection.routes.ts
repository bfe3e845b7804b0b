// Settings → CRM → Connection: connect a GoHighLevel location (private integration token, or OAuth through the
// marketplace), see its health, test it, disconnect. Every route is the signed-in contractor's own connection.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crmConnectionSchema, crmConnectionTestSchema, crmOAuthStartBodySchema, crmOAuthStartSchema, privateTokenConnectSchema } from '../../../core/crm/connection.schema';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { requireContractor } from '../../plugins/session';
import { connectWithPrivateToken, disconnectCrm, getCrmConnection, listCrmUsers, testCrmConnection } from './crm-connection.service';
import { ghlOAuthApp } from './ghl-connection';
import { completeGhlOAuth, ghlOAuthState } from './crm-oauth';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

export async function crmConnectionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const tags = ['crm'];

  r.get('/api/crm/connection', { schema: { tags, response: { 200: crmConnectionSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return getCrmConnection(app.db, config, auth.contractorId);
  });

  r.post('/api/crm/connection', { schema: { tags, body: privateTokenConnectSchema, response: { 201: crmConnectionSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    return reply.code(201).send(await connectWithPrivateToken(app.db, config, { contractorId: auth.contractorId, input: request.body }));
  });

  r.post('/api/crm/connection/test', { schema: { tags, response: { 200: crmConnectionTestSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return testCrmConnection(app.db, config, { contractorId: auth.contractorId });
  });

  r.delete('/api/crm/connection', { schema: { tags } }, async (request, reply) => {
    const auth = await requireContractor(request);
    await disconnectCrm(app.db, auth.contractorId);
    return reply.code(204).send();
  });

  // The location's team, for a lead rule's "assign to" picker.
  r.get('/api/crm/users', { schema: { tags, response: { 200: z.object({ users: z.array(z.object({ id: z.string(), name: z.string() })) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return { users: await listCrmUsers(app.db, config, auth.contractorId) };
  });

  // OAuth: the page navigates to the returned URL (HighLevel's "choose location"), which comes back to the callback.
  r.post('/api/crm/connection/oauth/start', { schema: { tags, body: crmOAuthStartBodySchema, response: { 200: crmOAuthStartSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    const oauth = ghlOAuthApp(config);
    if (!oauth) throw new AppError('BAD_REQUEST', errorMessage('errors.crm.oauthUnavailable'));
    return { url: ghlOAuthState.authorizationUrl(config, oauth, auth, request.body?.lang ?? 'en') };
  });

  // A browser navigation back from HighLevel: answers with a redirect to Settings → CRM saying how it went.
  r.get('/api/crm/connection/oauth/callback', { schema: { tags, querystring: callbackQuery } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const { outcome, lang } = await completeGhlOAuth(app.db, config, auth, request.query, request.log);
    const params = new URLSearchParams({ tab: 'crm', ...(outcome === 'connected' ? { crm: 'connected' } : { crmError: outcome }), ...(lang === 'es' ? { lang } : {}) });
    return reply.redirect(`/settings?${params.toString()}`, 302);
  });
}
