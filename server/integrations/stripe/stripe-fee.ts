// The shape of "what Stripe kept of a card payment", shared by the payments feature (which reads it from Stripe:
// server/features/payments/stripe-fees.ts) and the books (which record it: server/features/accounting/qbo-fees.ts).
import type { Db } from '../../db/connection';

export type StripeFee =
  /** Not a Stripe card payment (by hand, or a card payment Picket did not take through Checkout): no fee to book. */
  | { status: 'none' }
  /** Stripe has not settled the charge yet (no balance transaction): look again later. */
  | { status: 'pending'; paymentIntentId: string }
  | { status: 'found'; feeCents: number; currency: string; chargeId: string; balanceTransactionId: string; paymentIntentId: string; breakdown: string };

export type StripeFeeLookup = (db: Db, contractorId: string, paymentId: string) => Promise<StripeFee>;

/**
 * The fee on a refund's balance transaction (card_refunds id): negative when Stripe gave part of its fee back, positive
 * when it charged one for the refund; `chargeId` then holds the refund's id (re_…), the reference the books use.
 */
export type StripeRefundFeeLookup = (db: Db, contractorId: string, refundId: string) => Promise<StripeFee>;
