import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { leadRuleActionsSchema, leadRuleConditionsSchema } from '../../../core/crm/lead-rule.schema';
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

// GoHighLevel CRM sync (SPEC §1: details not shown; issue #12). One connection per contractor, one contractor per
// location: inbound webhooks find their tenant by location id. Tokens are ciphertext like homeowner PII.
export const ghlConnections = pgTable(
  'ghl_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().unique().references(() => contractors.id, { onDelete: 'cascade' }),
    authType: text('auth_type', { enum: ['private_token', 'oauth'] }).notNull().default('private_token'),
    locationId: text('location_id').notNull(),
    locationName: text('location_name'),
    companyId: text('company_id'),
    accessTokenEncrypted: encryptedText('access_token_encrypted'),
    refreshTokenEncrypted: encryptedText('refresh_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    // The pipeline every quote's opportunity lives in (stages per status in ghl_status_mappings).
    pipelineId: text('pipeline_id'),
    isActive: boolean('is_active').notNull().default(true),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ghl_connections_location_idx').on(t.locationId)],
);

// A Picket status (quote or job) → the opportunity's stage and status. A row with no opportunity status is
// "deliberately unmapped"; a status with no row has not been decided yet. A null stage keeps the current stage.
export const ghlStatusMappings = pgTable(
  'ghl_status_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['quote', 'job'] }).notNull().default('quote'),
    // A quote status (SPEC §4, plus 'viewed': sent and opened by the homeowner) or a job status, per subject.
    picketStatus: text('picket_status').notNull(),
    pipelineStageId: text('pipeline_stage_id'),
    opportunityStatus: text('opportunity_status', { enum: ['open', 'won', 'lost', 'abandoned'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ghl_status_mappings_status_idx').on(t.contractorId, t.subject, t.picketStatus)],
);

// SMS campaigns (SPEC §5 limits in core/crm/campaign.schema.ts); sends are rows of ghl_sms_sends.
export const ghlSmsCampaigns = pgTable(
  'ghl_sms_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    triggerEvent: text('trigger_event').notNull(),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    template: text('template').notNull(),
    // The Spanish version for homeowners whose quotes are in Spanish; null: they get `template`.
    templateEs: text('template_es'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ghl_sms_campaigns_contractor_idx').on(t.contractorId, t.triggerEvent)],
);

// Lead distribution rules (core/crm/lead-rule.schema.ts); the first active rule by priority that matches a new lead wins.
export const ghlLeadDistributionRules = pgTable(
  'ghl_lead_distribution_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(50),
    // What the schemas read (their defaults fill a rule saved before a field existed); read back with readJsonb.
    conditions: jsonb('conditions').$type<z.input<typeof leadRuleConditionsSchema>>().notNull().default({}),
    actions: jsonb('actions').$type<z.input<typeof leadRuleActionsSchema>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ghl_lead_rules_contractor_idx').on(t.contractorId, t.priority)],
);

// A Picket field → a CRM custom field (contact or opportunity model), with an optional format rule (SPEC §5: ≤ 500).
export const ghlCustomFieldMappings = pgTable(
  'ghl_custom_field_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    localField: text('local_field').notNull(),
    ghlFieldId: text('ghl_field_id').notNull(),
    ghlFieldName: text('ghl_field_name'),
    ghlFieldModel: text('ghl_field_model', { enum: ['contact', 'opportunity'] }).notNull().default('contact'),
    formatRule: text('format_rule'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ghl_custom_field_mappings_field_idx').on(t.contractorId, t.ghlFieldId)],
);
