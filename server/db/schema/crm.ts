import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { homeowners } from './customers';
import { jobs } from './jobs';

// SMS sent (or logged when no provider is configured); `to_phone` holds ciphertext like other homeowner PII.
export const smsLogs = pgTable(
  'sms_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    homeownerId: uuid('homeowner_id').references(() => homeowners.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    toPhone: encryptedText('to_phone'),
    message: encryptedText('message').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'logged'] }).notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_logs_contractor_idx').on(t.contractorId, t.createdAt)],
);

// GoHighLevel CRM sync (SPEC §1: details not shown).
export const ghlConnections = pgTable('ghl_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').notNull().unique().references(() => contractors.id, { onDelete: 'cascade' }),
  locationId: text('location_id').notNull(),
  accessTokenEncrypted: text('access_token_encrypted'),
  isActive: boolean('is_active').notNull().default(true),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ghlStatusMappings = pgTable('ghl_status_mappings', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
  quoteStatus: text('quote_status').notNull(),
  pipelineStageId: text('pipeline_stage_id').notNull(),
});

export const ghlSmsCampaigns = pgTable('ghl_sms_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  triggerEvent: text('trigger_event').notNull(),
  delayMinutes: integer('delay_minutes').notNull().default(0),
  template: text('template').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const ghlLeadDistributionRules = pgTable('ghl_lead_distribution_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  priority: integer('priority').notNull().default(50),
  conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
});

export const ghlCustomFieldMappings = pgTable('ghl_custom_field_mappings', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
  localField: text('local_field').notNull(),
  ghlFieldId: text('ghl_field_id').notNull(),
  formatRule: text('format_rule'),
});
