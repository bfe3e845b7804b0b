// POST /api/integrations/ghl/webhook: HighLevel's deliveries. The body is kept as the bytes that arrived, the signature
// is checked over them before anything is parsed, validated or written; only then is the JSON read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { webhookEnvelopeSchema } from '../../integrations/ghl/webhook-events';
import { loadWebhookKeys, verifyWebhookSignature } from '../../integrations/ghl/webhook-signature';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/integrations/ghl/webhook',
    {
      config: { csrf: false },
      schema: {
        tags: ['crm'],
        summary: 'GoHighLevel webhook (signed: X-GHL-Signature Ed25519 or X-WH-Signature RSA-SHA256 over the raw body)',
        security: [],
        headers: z.looseObject({ 'x-ghl-signature': z.string().optional(), 'x-wh-signature': z.string().optional() }),
        body: webhookEnvelopeSchema,
        response: { 200: z.object({ status: z.enum(['processed', 'failed', 'ignored']) }) },
      },
      // Before validation: an unsigned or tampered body is refused without being read as JSON.
      preValidation: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const check = verifyWebhookSignature(raw, { ghlSignature: header(request, 'x-ghl-signature'), whSignature: header(request, 'x-wh-signature') }, keys);
        if (!check.ok) throw new AppError('SIGNATURE_INVALID', errorMessage('errors.crm.webhookSignature'));
        rawBodies.set(request, raw);
        try {
          request.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('BAD_REQUEST', errorMessage('errors.crm.webhookMalformed'));
        }
      },
    },
    async (request) => acceptGhlWebhook(app.db, { envelope: request.body, rawText: rawBodies.get(request)!.toString('utf8') }),
  );
}
