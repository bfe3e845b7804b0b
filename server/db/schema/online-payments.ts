import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { jobs, paymentMilestones, payments } from './jobs';
import { quotes } from './quotes';

// Card payments through each contractor's own Stripe account (Stripe Connect, direct charges): docs/payments.md.

/** The contractor's connected Stripe account; its flags mirror Stripe's account (account.updated). */
export const stripeAccounts = pgTable(
  'stripe_accounts',
  {
    contractorId: uuid('contractor_id').primaryKey().references(() => contractors.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A webhook's `account` names exactly one contractor.
  (t) => [uniqueIndex('stripe_accounts_account_idx').on(t.stripeAccountId)],
);

/** A milestone's pay link: a capability URL like the quote page's (DESIGN §3), looked up by hash, revocable. */
export const payLinks = pgTable(
  'pay_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id').notNull().references(() => paymentMilestones.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    // Kept encrypted so every reminder and follow-up carries the same link; lookups use the hash.
    tokenEncrypted: encryptedText('token_encrypted').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_links_token_idx').on(t.tokenHash),
    // One live link per milestone, even when two messages ask for it at once.
    uniqueIndex('pay_links_live_milestone_idx').on(t.milestoneId).where(sql`${t.revokedAt} is null`),
  ],
);

export const cardCheckoutStatusValues = ['creating', 'open', 'processing', 'paid', 'failed', 'expired'] as const;

/** One attempt to pay by card: a Stripe Checkout Session on the contractor's account, created with its own Idempotency-Key. */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    purpose: text('purpose', { enum: ['quote_deposit', 'milestone'] }).notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    milestoneId: uuid('milestone_id').references(() => paymentMilestones.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    // Where Stripe sends the homeowner back: the quote page or the milestone's pay link page.
    returnTo: text('return_to', { enum: ['quote', 'pay_link'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    stripeSessionId: text('stripe_session_id'),
    checkoutUrl: text('checkout_url'),
    status: text('status', { enum: cardCheckoutStatusValues }).notNull().default('creating'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_checkouts_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('card_checkouts_session_idx').on(t.stripeSessionId),
    index('card_checkouts_quote_idx').on(t.quoteId, t.createdAt),
    index('card_checkouts_milestone_idx').on(t.milestoneId, t.createdAt),
    index('card_checkouts_intent_idx').on(t.stripePaymentIntentId),
    check('card_checkouts_amount_positive', sql`${t.amountCents} >= 1`),
  ],
);

/** Every Stripe event handled, by its id: a redelivered event finds its row and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  account: text('account'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A refund seen from Stripe; `countedCents` is what it currently takes off the job's paid amount. */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    stripeRefundId: text('stripe_refund_id').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeChargeId: text('stripe_charge_id'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    countedCents: integer('counted_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_refunds_refund_idx').on(t.stripeRefundId),
    index('card_refunds_payment_idx').on(t.paymentId),
    index('card_refunds_intent_idx').on(t.contractorId, t.stripePaymentIntentId),
  ],
);

/** The homeowner's receipt for a card payment: one row per payment, so it is sent once. */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').references(() => cardCheckouts.id, { onDelete: 'set null' }),
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'outbox', 'failed', 'no_address'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_receipts_payment_idx').on(t.paymentId), index('payment_receipts_status_idx').on(t.status, t.createdAt)],
);
