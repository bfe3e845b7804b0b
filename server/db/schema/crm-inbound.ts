// GoHighLevel → Picket: webhook deliveries, inbound messages, lead routing and SMS campaign sends.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeadRuleActions } from '../../../core/crm/lead-rule.schema';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { ghlLeadDistributionRules, ghlSmsCampaigns, smsLogs } from './crm';
import { homeowners } from './customers';

/**
 * Every accepted webhook, keyed by HighLevel's `webhookId`: the unique index is the replay guard every instance shares,
 * and the row is the inbox a failed handling is retried from. The payload names people: ciphertext, dropped once handled.
 */
export const ghlWebhookDeliveries = pgTable(
  'ghl_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: text('webhook_id').notNull(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    locationId: text('location_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: encryptedText('payload'),
    status: text('status', { enum: ['received', 'processing', 'processed', 'failed', 'ignored'] }).notNull().default('received'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ghl_webhook_deliveries_webhook_idx').on(t.webhookId),
    index('ghl_webhook_deliveries_retry_idx').on(t.status, t.updatedAt),
    index('ghl_webhook_deliveries_contractor_idx').on(t.contractorId, t.receivedAt),
  ],
);

/** InboundMessage: what a homeowner wrote to the contractor through the CRM (SMS, email, chat), shown on their page. */
export const ghlInboundMessages = pgTable(
  'ghl_inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    /** The customer the contact belonged to when it arrived; shown on every customer synced to the same contact. */
    homeownerId: uuid('homeowner_id').notNull().references(() => homeowners.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').notNull(),
    /** HighLevel's messageId, or the delivery's webhookId when the event carries none: one row per message. */
    externalId: text('external_id').notNull(),
    conversationId: text('conversation_id'),
    channel: text('channel').notNull(),
    body: encryptedText('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ghl_inbound_messages_external_idx').on(t.contractorId, t.externalId),
    index('ghl_inbound_messages_contact_idx').on(t.contractorId, t.contactId, t.sentAt),
  ],
);

/** A new lead's routing: the rule it fell under and its actions, carried out on the CRM by a queued job. One per contact. */
export const ghlLeadAssignments = pgTable(
  'ghl_lead_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    homeownerId: uuid('homeowner_id').notNull().references(() => homeowners.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').notNull(),
    ruleId: uuid('rule_id').references(() => ghlLeadDistributionRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    actions: jsonb('actions').$type<LeadRuleActions>().notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Running: when its claim was taken or last renewed (the lease, app clock; lead-assignment-delivery.ts). */
    leaseAt: timestamp('lease_at', { withTimezone: true }),
    /** The ticket of the claim carrying it out (outbound-lanes.ts); null unless `running`. */
    claimToken: uuid('claim_token'),
  },
  (t) => [
    uniqueIndex('ghl_lead_assignments_contact_idx').on(t.contractorId, t.contactId),
    index('ghl_lead_assignments_pending_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One scheduled campaign message per (campaign, subject): the unique index makes "exactly once" hold across instances,
 * and the status is claimed before the CRM is called, so a second worker or a retried job finds it taken.
 */
export const ghlSmsSends = pgTable(
  'ghl_sms_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull().references(() => ghlSmsCampaigns.id, { onDelete: 'cascade' }),
    homeownerId: uuid('homeowner_id').references(() => homeowners.id, { onDelete: 'cascade' }),
    /** What the trigger was about: `quote:<id>`, `job:<id>`, `milestone:<id>:<due date>`. */
    subjectKey: text('subject_key').notNull(),
    quoteId: uuid('quote_id'),
    jobId: uuid('job_id'),
    milestoneId: uuid('milestone_id'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled', 'skipped', 'failed'] }).notNull().default('scheduled'),
    /** Why it was cancelled, skipped or failed (a code the page words: trigger_gone, dnd, no_phone, ...). */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    /** The ticket of the claim sending it (outbound-lanes.ts); null unless `sending`. */
    claimToken: uuid('claim_token'),
    /** When a claim handed the text to the CRM: a later claim of a row whose outcome never came back does not text again. */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    smsLogId: uuid('sms_log_id').references(() => smsLogs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ghl_sms_sends_campaign_subject_idx').on(t.campaignId, t.subjectKey),
    index('ghl_sms_sends_due_idx').on(t.status, t.sendAt),
    index('ghl_sms_sends_enqueue_idx').on(t.enqueuedAt).where(sql`${t.enqueuedAt} is null`),
  ],
);
