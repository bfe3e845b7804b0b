// POST /api/integrations/ghl/webhook: HighLevel's deliveries. The body is kept as the bytes that arrived, the signature
// is checked over them before anything is parsed, validated or written; only then is the JSON read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../../core/crm/crm-webhook.api';
import { errorMessage } from '../../../../core/error-messages';
import { AppError } from '../../../../core/errors';
import { registerContract } from '../../../http/register-contract';
import { loadWebhookKeys, verifyWebhookSignature } from '../../../integrations/ghl/webhook-signature';
import { acceptGhlWebhook } from './ghl-webhook.service';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export async function crmWebhookRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: only this plugin's route receives the raw Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  const keys = loadWebhookKeys({ ed25519PublicKey: app.config.ghlWebhookPublicKey, rsaPublicKey: app.config.ghlWebhookRsaPublicKey });

  registerContract(
    app,
    api.ghlWebhook,
    async (request) => acceptGhlWebhook(app.db, { envelope: request.body, rawText: rawBodies.get(request as FastifyRequest)!.toString('utf8') }),
    {
      config: { csrf: false },
      // Before validation: an unsigned or tampered body is refused without being read as JSON.
      preValidation: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const check = verifyWebhookSignature(raw, { ghlSignature: header(request, 'x-ghl-signature'), whSignature: header(request, 'x-wh-signature') }, keys);
        if (!check.ok) throw new AppError('SIGNATURE_INVALID', errorMessage('signedInErrors.crm.webhookSignature'));
        rawBodies.set(request, raw);
        try {
          request.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.crm.webhookMalformed'));
        }
      },
    },
  );
}
