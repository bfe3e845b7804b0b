import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { encryptedText } from '../pii';
import { contractors } from './contractors';
import { quotes } from './quotes';

// Issue 25: the evidence of a homeowner's electronic signature, written in the approval's own transaction. One per
// quote: a change after signing is a new quote (a revision), signed anew. Who, the image and where from are PII: encrypted.
export const quoteSignatures = pgTable(
  'quote_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    quoteVersion: integer('quote_version').notNull(),
    signerName: encryptedText('signer_name').notNull(),
    signatureKind: text('signature_kind', { enum: ['drawn', 'typed'] }).notNull(),
    // An SVG of paths only, drawn by the server from the pen's points or the typed name's glyphs.
    signatureSvg: encryptedText('signature_svg').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentLanguage: text('consent_language', { enum: ['en', 'es'] }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: encryptedText('ip_address'),
    userAgent: encryptedText('user_agent'),
    // Which capability link was used: its id, never the token.
    publicLinkId: uuid('public_link_id'),
    // The canonical record signed (core/quotes/approval-snapshot.ts) as its canonical JSON text, and that text's SHA-256
    // (hex). It names the homeowner and their address, so it is encrypted like them.
    snapshot: encryptedText('snapshot').notNull(),
    snapshotSha256: text('snapshot_sha256').notNull(),
    // Set (app clock) when the signed copy's letters were queued with the approval (signed_copy_letters).
    evidenceMailedAt: timestamp('evidence_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_signatures_quote_idx').on(t.quoteId), index('quote_signatures_contractor_idx').on(t.contractorId, t.signedAt)],
);

// The signed copy's mail, one row per letter (homeowner, contractor), queued in the approval's transaction and sent by
// the signed-copies queue (quote-signed-copy.ts) on the outbound lanes (outbound-lanes.ts): claimed with a ticket and a
// lease (claimed_at), marked once SMTP accepted it, failures retried with back-off. Times are on the app clock.
export const signedCopyLetters = pgTable(
  'signed_copy_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id').notNull().references(() => contractors.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    signatureId: uuid('signature_id').notNull().references(() => quoteSignatures.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['homeowner', 'contractor'] }).notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'outbox', 'failed', 'no_address'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The ticket of the claim sending it (outbound-lanes.ts); null unless `sending`. */
    claimToken: uuid('claim_token'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('signed_copy_letters_letter_idx').on(t.signatureId, t.recipient), index('signed_copy_letters_due_idx').on(t.status, t.nextAttemptAt)],
);
