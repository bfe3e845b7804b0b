import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SystemSettings } from '../../../core/admin/system-settings.schema';

// SPEC §3 contractors; rate defaults are SPEC §9's (and core/quotes/contractor-rates.ts for the rest), integer cents.
export const contractors = pgTable(
  'contractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    businessName: text('business_name'),
    website: text('website'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    licenseNumber: text('license_number'),
    insuranceNumber: text('insurance_number'),
    serviceAreas: text('service_areas').array().notNull().default(sql`'{}'::text[]`),
    // Pricing rates (cents)
    materialPerFootVinylCents: integer('material_per_foot_vinyl_cents').notNull().default(2500),
    materialPerFootCedarCents: integer('material_per_foot_cedar_cents').notNull().default(2000),
    materialPerFootChainCents: integer('material_per_foot_chain_cents').notNull().default(1500),
    gatePriceVinylCents: integer('gate_price_vinyl_cents').notNull().default(15000),
    gatePriceCedarCents: integer('gate_price_cedar_cents').notNull().default(12500),
    gatePriceChainCents: integer('gate_price_chain_cents').notNull().default(10000),
    laborPerFootCents: integer('labor_per_foot_cents').notNull().default(1000),
    laborPerPostCents: integer('labor_per_post_cents').notNull().default(1500),
    laborPerGateCents: integer('labor_per_gate_cents').notNull().default(7500),
    removalPricingType: text('removal_pricing_type', { enum: ['flat', 'per_foot'] }).notNull().default('flat'),
    removalFlatFeeCents: integer('removal_flat_fee_cents').notNull().default(50000),
    removalPerFootCents: integer('removal_per_foot_cents').notNull().default(800),
    minimumChargeCents: integer('minimum_charge_cents').notNull().default(50000),
    excavationCents: integer('excavation_cents').notNull().default(300),
    concreteSetCents: integer('concrete_set_cents').notNull().default(1200),
    heightMultipliers: jsonb('height_multipliers').$type<Record<string, number>>().notNull().default({ '3': 0.75, '4': 0.85, '5': 0.92, '6': 1, '7': 1.15, '8': 1.3 }),
    markupPercentage: numeric('markup_percentage', { precision: 6, scale: 2, mode: 'number' }).notNull().default(20),
    taxEnabled: boolean('tax_enabled').notNull().default(true),
    taxRatePercent: numeric('tax_rate_percent', { precision: 6, scale: 3, mode: 'number' }),
    // Branding and customer-facing content
    logoUrl: text('logo_url'),
    brandColor: text('brand_color'),
    testimonials: jsonb('testimonials').$type<{ author: string; text: string }[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    // Financing
    financingEnabled: boolean('financing_enabled').notNull().default(false),
    financingUrl: text('financing_url'),
    financePartner: text('finance_partner').notNull().default('synchrony'),
    // Payment rules (SPEC §9)
    paymentScheduleType: text('payment_schedule_type', { enum: ['deposit', 'two_pay', 'three_pay', 'milestone'] }).notNull().default('deposit'),
    depositPercentage: numeric('deposit_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(30),
    twoPayDepositPercentage: numeric('two_pay_deposit_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(50),
    threePayDepositPercentage: numeric('three_pay_deposit_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(30),
    threePayMaterialsPercentage: numeric('three_pay_materials_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(30),
    threePayFinalPercentage: numeric('three_pay_final_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(40),
    defaultMilestoneSchedule: jsonb('default_milestone_schedule').$type<{ name: string; percentage: number }[]>(),
    depositReminderDays: integer('deposit_reminder_days').notNull().default(3),
    paymentTerms: text('payment_terms', { enum: ['net_15', 'net_30', 'net_45', 'due_on_receipt'] }).notNull().default('net_30'),
    lateFeeType: text('late_fee_type', { enum: ['percent', 'fixed'] }).notNull().default('percent'),
    lateFeeValue: numeric('late_fee_value', { precision: 8, scale: 2, mode: 'number' }).notNull().default(5),
    acceptedPaymentMethods: text('accepted_payment_methods').array().notNull().default(sql`'{cash,check,card,finance}'::text[]`),
    communicationPreference: text('communication_preference', { enum: ['email', 'sms', 'both'] }).notNull().default('both'),
    // Shipping
    shippingEnabled: boolean('shipping_enabled').notNull().default(true),
    shippingPerMileCents: integer('shipping_per_mile_cents').notNull().default(250),
    shippingMinimumCents: integer('shipping_minimum_cents').notNull().default(10000),
    quoteExpiryDays: integer('quote_expiry_days').notNull().default(30),
    timezone: text('timezone').notNull().default('America/Chicago'),
    isActive: boolean('is_active').notNull().default(true),
    // Account closure (issue 26, docs/import-export.md): PII is made unreadable when closedAt is set; the housekeeping
    // run deletes the tenant's rows once purgeAfter has passed.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    nextQuoteNumber: integer('next_quote_number').notNull().default(1001),
    nextJobNumber: integer('next_job_number').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contractors_email_idx').on(t.email),
    check('contractors_deposit_reminder_days', sql`${t.depositReminderDays} between 0 and 30`),
  ],
);

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    contractorType: text('contractor_type'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    notes: text('notes'),
    // The page's language when they registered: their invitation is written in it.
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    reviewNote: text('review_note'),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_requests_status_idx').on(t.status, t.createdAt)],
);

// One row (id = 1): platform-wide shipping and tax settings.
export const systemSettings = pgTable('system_settings', {
  id: integer('id').primaryKey().default(1),
  taxRatePercent: numeric('tax_rate_percent', { precision: 6, scale: 3, mode: 'number' }).notNull().default(8.25),
  taxAppliesTo: text('tax_applies_to', { enum: ['materials', 'all'] }).notNull().default('materials'),
  // What the admin saved; SPEC §9's defaults fill what is missing on read (server/features/admin/system-settings.ts).
  shipping: jsonb('shipping').$type<Partial<SystemSettings['shipping']>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adjustmentTypes = pgTable(
  'adjustment_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['discount', 'surcharge'] }).notNull(),
    valueType: text('value_type', { enum: ['fixed', 'percent'] }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('adjustment_types_contractor_idx').on(t.contractorId)],
);

export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    shortCode: text('short_code').notNull(),
    target: text('target').notNull().default('quote_builder'),
    clicks: integer('clicks').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('short_links_code_idx').on(t.shortCode), index('short_links_contractor_idx').on(t.contractorId)],
);
