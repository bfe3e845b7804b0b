import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const passwordLinkPurposes = ['invitation', 'password_reset'] as const;

// Single-use links that let a person choose a password (an invitation after approval, or a reset). Only the SHA-256 of
// the 256-bit token is kept; the token itself exists in the mail alone.
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: passwordLinkPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_tokens_hash_idx').on(t.tokenHash), index('password_tokens_user_idx').on(t.userId, t.createdAt)],
);

// Account mail (invitations, reset links) as intent rows: written in the request's transaction, sent by the
// account-mail queue, which makes the link's token only as the mail goes out. A reset asked for an unknown address is
// a 'skipped' row without a user, so both answers do the same work.
export const accountEmails = pgTable(
  'account_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: passwordLinkPurposes }).notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'skipped'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('account_emails_due_idx').on(t.status, t.nextAttemptAt), index('account_emails_user_idx').on(t.userId, t.createdAt)],
);
