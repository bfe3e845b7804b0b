// The `detail` jsonb of the QuickBooks tables (server/db/schema/quickbooks.ts), read back with readJsonb. Every key is
// optional (a row holds those of its kind and outcome), every key Picket has written is typed, and unknown keys ride
// along so a merge (`{ ...detail, more }`) never drops what is stored. A key that does not hold its type (a hand edit)
// reads as absent; a value that is not an object reads as {} (server/features/accounting/qbo-links.ts, qbo-delivery.ts).
import { z } from 'zod';

const optional = <T extends z.ZodType>(t: T) => t.optional().catch(undefined);

/**
 * qbo_links.detail: what was sent, by link kind. customer, vendor: displayName (matched when an existing QuickBooks
 * record was adopted). invoice: docNumber, totalCents, taxCents; sameAsQuoteDeposit (a first milestone that is the
 * quote's deposit invoice); voided, deleted and changedInQboAt from the inbound side. payment: amountCents, invoiceId,
 * card; fromQuickBooks for one recorded from QuickBooks. refund: amountCents. fee: feeCents, charge or refund (Stripe
 * ids), entity (Purchase or Deposit), balanceTransaction. bill: totalCents, docNumber.
 */
export const qboLinkDetailSchema = z.looseObject({
  displayName: optional(z.string()),
  matched: optional(z.boolean()),
  docNumber: optional(z.string()),
  totalCents: optional(z.number()),
  taxCents: optional(z.number()),
  sameAsQuoteDeposit: optional(z.boolean()),
  voided: optional(z.boolean()),
  deleted: optional(z.boolean()),
  changedInQboAt: optional(z.string()),
  amountCents: optional(z.number()),
  invoiceId: optional(z.string()),
  card: optional(z.boolean()),
  fromQuickBooks: optional(z.boolean()),
  feeCents: optional(z.number()),
  charge: optional(z.string()),
  refund: optional(z.string()),
  entity: optional(z.string()),
  balanceTransaction: optional(z.string()),
});
export type QboLinkDetail = z.output<typeof qboLinkDetailSchema>;

/**
 * qbo_sync_items.detail: why the row was queued (cause: the change's, retry, send_again, a CDC pass's; operation and
 * source of an inbound change), then its outcome merged in: why it was skipped (reason), a failure's code and
 * needsPerson. What was sent or read (amounts, ids, flags) rides along untyped: only the sync log shows it, its
 * scalars as they are (server/features/accounting/qbo-sync-log.ts).
 */
export const qboSyncItemDetailSchema = z.looseObject({
  cause: optional(z.string()),
  operation: optional(z.string()),
  source: optional(z.string()),
  reason: optional(z.string()),
  code: optional(z.union([z.string(), z.number()])),
  needsPerson: optional(z.boolean()),
});
export type QboSyncItemDetail = z.output<typeof qboSyncItemDetailSchema>;
