// Settings → Accounting → QuickBooks: connection (OAuth through Intuit's consent page), mapping, preview, sync log;
// and QuickBooks' own webhook (public, signed). Every route is registered from its contract in
// core/quickbooks/quickbooks.api.ts.
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import * as api from '../../../core/quickbooks/quickbooks.api';
import type { QboItemKey } from '../../../core/quickbooks/invoice-lines';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { completeQboOAuth, disconnectQbo, getQboConnectionView, qboAuthorizationUrlFor } from './qbo-connection.service';
import { loadQboConnection, qboMappingOf } from './qbo-connection';
import { clientForSetup, createDefaultItems, qboMappingOptions, qboPreview, saveQboMapping } from './qbo-mapping.service';
import { listQboAlerts, listQboJobNotices } from './qbo-notices';
import { queueQboCdcPass } from './qbo-outbox';
import { listQboSyncLog, retryQboSyncItem } from './qbo-sync-log';
import { acceptQboWebhook } from './qbo-webhook';
import { wakeQboItems } from './qbo-wake';

export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { qbo } = app.clients;
  const clientFor = clientForSetup(qbo);

  registerContract(app, api.getQboConnection, async (request) => {
    const auth = await requireContractor(request);
    return getQboConnectionView(app.db, qbo, auth.contractorId);
  });

  registerContract(app, api.startQboOAuth, async (request) => {
    const auth = await requireContractor(request);
    const url = qboAuthorizationUrlFor({ qbo, sessionSecret: config.sessionSecret }, auth, request.body?.lang ?? 'en');
    if (!url) throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.quickbooks.unavailable'));
    return { url };
  });

  registerContract(app, api.qboOAuthCallback, async (request, reply) => {
    const auth = await requireContractor(request);
    const { outcome, lang } = await completeQboOAuth(app.db, { qbo, sessionSecret: config.sessionSecret }, auth, request.query, request.log);
    if (outcome === 'connected') {
      // After a (re)connect: what waited goes now, and a CDC pass catches what QuickBooks changed meanwhile.
      await wakeQboItems(app.db, auth.contractorId);
      await queueQboCdcPass(app.db, auth.contractorId, 'reconnect');
    }
    const params = new URLSearchParams({ tab: 'accounting', ...(outcome === 'connected' ? { quickbooks: 'connected' } : { quickbooksError: outcome }), ...(lang === 'es' ? { lang } : {}) });
    return reply.redirect(`/settings?${params.toString()}`, 302);
  });

  registerContract(app, api.disconnectQbo, async (request, reply) => {
    const auth = await requireContractor(request);
    await disconnectQbo(app.db, qbo, auth.contractorId);
    return reply.code(204).send();
  });

  registerContract(app, api.getQboMappingOptions, async (request) => {
    const auth = await requireContractor(request);
    return qboMappingOptions(app.db, clientFor, auth.contractorId);
  });

  registerContract(app, api.createQboDefaultItems, async (request) => {
    const auth = await requireContractor(request);
    return createDefaultItems(app.db, clientFor, auth.contractorId);
  });

  registerContract(app, api.saveQboMapping, async (request) => {
    const auth = await requireContractor(request);
    const view = await saveQboMapping(app.db, qbo, clientFor, auth.contractorId, request.body);
    await wakeQboItems(app.db, auth.contractorId);
    return view;
  });

  registerContract(app, api.getQboPreview, async (request) => {
    const auth = await requireContractor(request);
    const connection = await loadQboConnection(app.db, auth.contractorId);
    const items = qboMappingOf(connection)?.items;
    // Item names as QuickBooks has them, when the company answers (the preview works without).
    let names: Partial<Record<QboItemKey, string>> = {};
    if (items) {
      const options = await qboMappingOptions(app.db, clientFor, auth.contractorId).catch(() => null);
      names = Object.fromEntries(Object.entries(items).map(([k, id]) => [k, options?.items.find((i) => i.id === id)?.name ?? id]));
    }
    return qboPreview(app.db, auth.contractorId, request.query.quoteId, names);
  });

  registerContract(app, api.getQboSyncLog, async (request) => {
    const auth = await requireContractor(request);
    return listQboSyncLog(app.db, { contractorId: auth.contractorId, ...request.query });
  });

  registerContract(app, api.retryQboSyncItem, async (request) => {
    const auth = await requireContractor(request);
    return retryQboSyncItem(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  registerContract(app, api.listQboAlerts, async (request) => {
    const auth = await requireContractor(request);
    return { notifications: await listQboAlerts(app.db, auth.contractorId) };
  });

  registerContract(app, api.getQboJobNotices, async (request) => {
    const auth = await requireContractor(request);
    return { notices: await listQboJobNotices(app.db, auth.contractorId, request.params.id) };
  });

  // QuickBooks' deliveries: the raw bytes are kept (encapsulated parser) and the signature checked over them first.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    registerContract(
      scope,
      api.qboWebhook,
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['intuit-signature'];
        return acceptQboWebhook(app.db, raw, Array.isArray(signature) ? signature[0] : signature, config.qboWebhookVerifierToken);
      },
      { config: { csrf: false } },
    );
  });
}
