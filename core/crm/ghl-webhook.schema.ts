// What every HighLevel webhook delivery carries (marketplace.gohighlevel.com/docs/webhook/*): flat JSON with `type`,
// `locationId`, `webhookId` and `timestamp` beside the event's own fields (server/integrations/ghl/webhook-events.ts
// reads those). Read leniently: an unknown extra field never refuses a delivery.
import { z } from 'zod';

const id = z.string().trim().min(1).max(200);

/** The route validates this after the signature; the handlers read the rest. */
export const webhookEnvelopeSchema = z.looseObject({
  type: z.string().min(1).max(100),
  locationId: id,
  webhookId: id,
  timestamp: z.union([z.string().max(100), z.number()]),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;
