// Settings → Accounting → QuickBooks: connection (OAuth through Intuit's consent page), mapping, preview, sync log;
// and QuickBooks' own webhook (public, signed). The routes follow the contracts in core/quickbooks/quickbooks.api.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import * as api from '../../../core/quickbooks/quickbooks.api';
import type { QboItemKey } from '../../../core/quickbooks/invoice-lines';
import { requireContractor } from '../../plugins/session';
import { completeQboOAuth, disconnectQbo, getQboConnectionView, qboAuthorizationUrlFor } from './qbo-connection.service';
import { loadQboConnection } from './qbo-connection';
import { clientForConfig, createDefaultItems, qboMappingOptions, qboPreview, saveQboMapping } from './qbo-mapping.service';
import { queueQboCdcPass } from './qbo-outbox';
import { listQboSyncLog, retryQboSyncItem } from './qbo-sync-log';
import { acceptQboWebhook } from './qbo-webhook';
import { wakeQboItems } from './qbo-wake';

export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const clientFor = clientForConfig(config);
  const tags = [...api.getQboConnection.tags];

  r.get(api.getQboConnection.path, { schema: { tags, response: { 200: api.getQboConnection.response } } }, async (request) => {
    const auth = await requireContractor(request);
    return getQboConnectionView(app.db, config, auth.contractorId);
  });

  r.post(api.startQboOAuth.path, { schema: { tags, body: api.startQboOAuth.body, response: { 200: api.startQboOAuth.response } } }, async (request) => {
    const auth = await requireContractor(request);
    const url = qboAuthorizationUrlFor(config, auth, request.body?.lang ?? 'en');
    if (!url) throw new AppError('BAD_REQUEST', errorMessage('errors.quickbooks.unavailable'));
    return { url };
  });

  r.get(api.qboOAuthCallback.path, { schema: { tags: [...api.qboOAuthCallback.tags], querystring: api.qboOAuthCallback.query } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const { outcome, lang } = await completeQboOAuth(app.db, config, auth, request.query, request.log);
    if (outcome === 'connected') {
      // After a (re)connect: what waited goes now, and a CDC pass catches what QuickBooks changed meanwhile.
      await wakeQboItems(app.db, auth.contractorId);
      await queueQboCdcPass(app.db, auth.contractorId, 'reconnect');
    }
    const params = new URLSearchParams({ tab: 'accounting', ...(outcome === 'connected' ? { quickbooks: 'connected' } : { quickbooksError: outcome }), ...(lang === 'es' ? { lang } : {}) });
    return reply.redirect(`/settings?${params.toString()}`, 302);
  });

  r.delete(api.disconnectQbo.path, { schema: { tags: [...api.disconnectQbo.tags] } }, async (request, reply) => {
    const auth = await requireContractor(request);
    await disconnectQbo(app.db, config, auth.contractorId);
    return reply.code(204).send();
  });

  r.get(api.getQboMappingOptions.path, { schema: { tags, response: { 200: api.getQboMappingOptions.response } } }, async (request) => {
    const auth = await requireContractor(request);
    return qboMappingOptions(app.db, clientFor, auth.contractorId);
  });

  r.post(api.createQboDefaultItems.path, { schema: { tags, response: { 200: api.createQboDefaultItems.response } } }, async (request) => {
    const auth = await requireContractor(request);
    return createDefaultItems(app.db, clientFor, auth.contractorId);
  });

  r.put(api.saveQboMapping.path, { schema: { tags, body: api.saveQboMapping.body, response: { 200: api.saveQboMapping.response } } }, async (request) => {
    const auth = await requireContractor(request);
    const view = await saveQboMapping(app.db, config, clientFor, auth.contractorId, request.body);
    await wakeQboItems(app.db, auth.contractorId);
    return view;
  });

  r.get(api.getQboPreview.path, { schema: { tags, querystring: api.getQboPreview.query, response: { 200: api.getQboPreview.response } } }, async (request) => {
    const auth = await requireContractor(request);
    const connection = await loadQboConnection(app.db, auth.contractorId);
    const items = (connection?.mapping as { items?: Record<QboItemKey, string> } | null)?.items;
    // Item names as QuickBooks has them, when the company answers (the preview works without).
    let names: Partial<Record<QboItemKey, string>> = {};
    if (items) {
      const options = await qboMappingOptions(app.db, clientFor, auth.contractorId).catch(() => null);
      names = Object.fromEntries(Object.entries(items).map(([k, id]) => [k, options?.items.find((i) => i.id === id)?.name ?? id]));
    }
    return qboPreview(app.db, auth.contractorId, request.query.quoteId, names);
  });

  r.get(api.getQboSyncLog.path, { schema: { tags, querystring: api.getQboSyncLog.query, response: { 200: api.getQboSyncLog.response } } }, async (request) => {
    const auth = await requireContractor(request);
    return listQboSyncLog(app.db, { contractorId: auth.contractorId, ...request.query });
  });

  r.post(api.retryQboSyncItem.path, { schema: { tags, params: api.retryQboSyncItem.params, response: { 200: api.retryQboSyncItem.response } } }, async (request) => {
    const auth = await requireContractor(request);
    return retryQboSyncItem(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  // QuickBooks' deliveries: the raw bytes are kept (encapsulated parser) and the signature checked over them first.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      api.qboWebhook.path,
      {
        config: { csrf: false },
        schema: {
          tags: [...api.qboWebhook.tags],
          summary: 'QuickBooks Online webhook (intuit-signature: base64 HMAC-SHA256 of the raw body with the verifier token)',
          security: [],
          headers: z.looseObject({ 'intuit-signature': z.string().max(200).optional() }),
          response: { 200: api.qboWebhook.response },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['intuit-signature'];
        return acceptQboWebhook(app.db, raw, Array.isArray(signature) ? signature[0] : signature, config.qboWebhookVerifierToken);
      },
    );
  });
}
