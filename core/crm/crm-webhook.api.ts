// HighLevel's webhook deliveries: signed over the raw body (the route checks the signature before reading the JSON).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { webhookEnvelopeSchema } from './ghl-webhook.schema';

export const ghlWebhook = defineContract({
  method: 'POST',
  path: '/api/integrations/ghl/webhook',
  summary: 'GoHighLevel webhook (signed: X-GHL-Signature Ed25519 or X-WH-Signature RSA-SHA256 over the raw body)',
  headers: z.looseObject({ 'x-ghl-signature': z.string().optional(), 'x-wh-signature': z.string().optional() }),
  body: webhookEnvelopeSchema,
  response: z.object({ status: z.enum(['processed', 'failed', 'ignored']) }),
  public: true,
  tags: ['crm'],
});
