import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AssemblySet } from '../../../core/materials/assembly-set';
import type { SystemSettings } from '../../../core/admin/system-settings.schema';
import type { AdjustmentInput, PricedQuote } from '../../../core/quotes/pricing.types';
import type { StoredTakeoff } from '../../../core/quotes/stored-takeoff';
import type { CartItemMetadata } from '../../../core/quotes/quote.schema';
import type { EventData, QuoteVersionSnapshot } from '../../../core/quotes/quote-view.schema';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { homeowners } from './customers';
import { importBatches } from './imports';

export const quoteStatusValues = ['draft', 'sent', 'approved', 'scheduled', 'completed', 'paid', 'converted_to_job', 'lost'] as const;

// SPEC §3 quotes. Money in cents; the server recomputes every price from the contractor's rates.
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    homeownerId: uuid('homeowner_id').references(() => homeowners.id, { onDelete: 'set null' }),
    quoteNumber: integer('quote_number').notNull(),
    quoteType: text('quote_type', { enum: ['layout', 'cart'] }).notNull().default('layout'),
    status: text('status', { enum: quoteStatusValues }).notNull().default('draft'),
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    title: text('title'),
    linearFeet: numeric('linear_feet', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    gates: integer('gates').notNull().default(0),
    zipCode: text('zip_code'),
    fenceType: text('fence_type'),
    fenceHeightFt: numeric('fence_height_ft', { precision: 4, scale: 1, mode: 'number' }),
    // Costs (cents), all recomputed server-side
    materialsCents: integer('materials_cents').notNull().default(0),
    laborCents: integer('labor_cents').notNull().default(0),
    removalCents: integer('removal_cents').notNull().default(0),
    markupCents: integer('markup_cents').notNull().default(0),
    adjustmentsCents: integer('adjustments_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    depositCents: integer('deposit_cents').notNull().default(0),
    // Read back through readJsonb(pricedQuoteSchema, …) (server/db/jsonb.ts).
    pricing: jsonb('pricing').$type<PricedQuote>(),
    // The system settings (shipping, tax) the quote was priced with; once sent, edits keep pricing with these. Read back
    // through systemSettingsFrom (readJsonb; what an older row lacks comes from SPEC §9's defaults).
    pricingSettings: jsonb('pricing_settings').$type<SystemSettings>(),
    // Layout and materials
    diagram: jsonb('diagram').$type<Record<string, unknown>>(),
    // The drawing as SVG, made when the diagram is saved (issue 15: not on every view of the homeowner's page).
    diagramSvg: text('diagram_svg'),
    // The runs the quote was last priced from (core/quotes/stored-takeoff.ts). Read back through storedTakeoffOf
    // (readJsonb): a take-off that does not parse reads as null, as if never stored (no runs; a drawn quote's next
    // pricing takes them from its drawing again).
    takeoff: jsonb('takeoff').$type<StoredTakeoff>(),
    // Issue 23: the assemblies (per fence type + style) the quote's posts and materials list were built with. Read back
    // through readJsonb(storedAssemblySetSchema, …): an entry an older build wrote that no longer parses is left out.
    assemblies: jsonb('assemblies').$type<AssemblySet>(),
    materials: jsonb('materials').$type<unknown[]>(),
    includeRemoval: text('include_removal', { enum: ['none', 'flat', 'per_foot'] }).notNull().default('none'),
    removalFeet: numeric('removal_feet', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    // Read back through readJsonb(storedAdjustmentsSchema, …).
    adjustments: jsonb('adjustments').$type<AdjustmentInput[]>().notNull().default([]),
    capSelection: text('cap_selection'),
    hardwareSelection: jsonb('hardware_selection').$type<Record<string, unknown>>(),
    shippingMiles: numeric('shipping_miles', { precision: 8, scale: 1, mode: 'number' }),
    notes: text('notes'),
    // Schedule
    scheduledDate: text('scheduled_date'),
    // Lifecycle
    version: integer('version').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    publicTokenHash: text('public_token_hash'),
    publicTokenRevokedAt: timestamp('public_token_revoked_at', { withTimezone: true }),
    // The link's token also kept encrypted so the contractor can copy the same link again; lookups use the hash.
    publicTokenEncrypted: encryptedText('public_token_encrypted'),
    publicTokenCreatedAt: timestamp('public_token_created_at', { withTimezone: true }),
    // Names the live link without being it (a signature records which link was used); new with every token.
    publicLinkId: uuid('public_link_id'),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    // Approval
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByName: encryptedText('approved_by_name'),
    approvedIp: text('approved_ip'),
    approvedUserAgent: text('approved_user_agent'),
    approvedVersion: integer('approved_version'),
    // External supplier order
    supplierOrderId: text('supplier_order_id'),
    supplierOrderStatus: text('supplier_order_status'),
    // The CRM opportunity this quote is synced to (GoHighLevel); shared when the location merges a contact's deals.
    ghlOpportunityId: text('ghl_opportunity_id'),
    // Issue 25: a change to a signed quote is a new quote made from it; approving it supersedes this one.
    revisionOfQuoteId: uuid('revision_of_quote_id'),
    lostReason: text('lost_reason'),
    // Issue 25 (options): the option the homeowner chose when approving (quote_options.id); null for a one-option quote.
    chosenOptionId: uuid('chosen_option_id'),
    source: text('source', { enum: ['contractor', 'homeowner_instant'] }).notNull().default('contractor'),
    // Issue 26: the import (open quotes and jobs from a spreadsheet) this quote came from; shown as "Imported".
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    // Issue 26: who this imported quote is, so a later file repeating it is recognised (work-import-identity.ts):
    // the old tool's number (trimmed, lower case) and customer|date|amount in cents. Null for quotes not imported.
    importRef: text('import_ref'),
    importKey: text('import_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_contractor_number_idx').on(t.contractorId, t.quoteNumber),
    index('quotes_contractor_status_idx').on(t.contractorId, t.status, t.createdAt),
    // Reports: quotes sent in a period.
    index('quotes_contractor_sent_idx').on(t.contractorId, t.sentAt),
    index('quotes_homeowner_idx').on(t.homeownerId),
    index('quotes_import_batch_idx').on(t.importBatchId),
    index('quotes_import_key_idx').on(t.contractorId, t.importKey),
    index('quotes_ghl_opportunity_idx').on(t.contractorId, t.ghlOpportunityId),
    uniqueIndex('quotes_public_token_idx').on(t.publicTokenHash),
    check('quotes_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

// Every sent version is kept; the homeowner always sees the latest, an approved one is frozen.
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    // Read back through readJsonb(quoteVersionSnapshotSchema, …).
    snapshot: jsonb('snapshot').$type<QuoteVersionSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_versions_quote_version_idx').on(t.quoteId, t.version)],
);

export const quoteCartItems = pgTable(
  'quote_cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    productName: text('product_name').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    // Read back through readJsonb(cartItemMetadataSchema, …) (cartItemMetadataOf).
    metadata: jsonb('metadata').$type<CartItemMetadata>().notNull().default({}),
  },
  (t) => [index('quote_cart_items_quote_idx').on(t.quoteId)],
);

// SPEC §3 events: an append-only history of what happened to a quote or a job.
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    // Read back through readJsonb(eventDataSchema, …): a row that is not an object reads as no data.
    eventData: jsonb('event_data').$type<EventData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_quote_idx').on(t.quoteId, t.createdAt), index('events_job_idx').on(t.jobId, t.createdAt)],
);

// Mail that could not go out through SMTP (none configured) waits here, visible to the contractor.
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    // Mail to homeowners carries their address and name: ciphertext at rest.
    toAddress: encryptedText('to_address').notNull(),
    subject: encryptedText('subject').notNull(),
    body: encryptedText('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'outbox'] }).notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_contractor_idx').on(t.contractorId, t.createdAt)],
);
