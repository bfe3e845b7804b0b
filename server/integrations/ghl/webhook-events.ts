// The webhook bodies HighLevel sends (marketplace.gohighlevel.com/docs/webhook/*): flat JSON with `type`, `locationId`,
// `webhookId` and `timestamp` (core/crm/ghl-webhook.schema.ts) beside the event's own fields. Read leniently: an unknown
// extra field never refuses a delivery.
import { z } from 'zod';

const id = z.string().trim().min(1).max(200);
const text = (max: number) => z.string().max(max).nullish();

export const contactEventSchema = z.looseObject({
  type: z.enum(['ContactCreate', 'ContactUpdate']),
  id,
  firstName: text(500),
  lastName: text(500),
  name: text(1000),
  email: text(1000),
  phone: text(100),
  address1: text(1000),
  city: text(500),
  state: text(200),
  postalCode: text(100),
  source: text(1000),
  tags: z.array(z.string().max(500)).max(500).nullish(),
  dnd: z.boolean().nullish(),
  assignedTo: text(200),
  customFields: z.array(z.looseObject({ id: z.string().max(200), value: z.unknown().optional() })).max(1000).nullish(),
});
export type ContactEvent = z.infer<typeof contactEventSchema>;

export const opportunityStatuses = ['open', 'won', 'lost', 'abandoned'] as const;

export const opportunityEventSchema = z.looseObject({
  type: z.enum(['OpportunityStageUpdate', 'OpportunityStatusUpdate']),
  id,
  contactId: text(200),
  pipelineId: text(200),
  pipelineStageId: text(200),
  status: z.enum(opportunityStatuses).nullish(),
  monetaryValue: z.number().nullish(),
});
export type OpportunityEvent = z.infer<typeof opportunityEventSchema>;

export const inboundMessageEventSchema = z.looseObject({
  type: z.literal('InboundMessage'),
  contactId: id,
  messageId: text(200),
  conversationId: text(200),
  messageType: text(50),
  direction: text(20),
  body: z.string().max(100_000).nullish(),
  status: text(50),
  dateAdded: text(100),
});
export type InboundMessageEvent = z.infer<typeof inboundMessageEventSchema>;

/**
 * The app was removed from a sub-account (docs: webhook/AppUninstall; the body's `type` is "UNINSTALL"). A location-level
 * uninstall names the location; an agency-level one names only `companyId` and fails the envelope (Picket connects
 * locations, whose own tokens then stop working and show as the connection's last error).
 */
export const appUninstallEventSchema = z.looseObject({
  type: z.literal('UNINSTALL'),
  appId: text(200),
  locationId: id,
});

export const handledWebhookTypes = ['ContactCreate', 'ContactUpdate', 'OpportunityStageUpdate', 'OpportunityStatusUpdate', 'InboundMessage', 'UNINSTALL'] as const;
export type HandledWebhookType = (typeof handledWebhookTypes)[number];

export function isHandledWebhookType(type: string): type is HandledWebhookType {
  return (handledWebhookTypes as readonly string[]).includes(type);
}
