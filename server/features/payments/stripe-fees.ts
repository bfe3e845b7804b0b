// What Stripe kept of a card payment: the fee on the balance transaction of the payment's charge
// (docs.stripe.com/api/balance_transactions/object, `fee` and `fee_details`), read from the contractor's connected
// account. The books record it as an expense out of the clearing account (server/features/accounting/qbo-fees.ts),
// so the clearing account empties exactly with Stripe's payouts.
import { and, eq } from 'drizzle-orm';
import { cardCheckouts, cardRefunds } from '../../db/schema/index';
import type { StripeBalanceTransaction, StripeCharge, StripeClient } from '../../integrations/stripe/stripe-client';
import type { StripeFeeLookup, StripeRefundFeeLookup } from '../../integrations/stripe/stripe-fee';

/** The lookup for a configured Stripe; null without one (then no card payment came through Stripe either). */
export function stripeFeeLookupFor(stripe: StripeClient | null): StripeFeeLookup | null {
  if (!stripe) return null;
  return async (db, contractorId, paymentId) => {
    const [checkout] = await db
      .select({ intent: cardCheckouts.stripePaymentIntentId, account: cardCheckouts.stripeAccountId })
      .from(cardCheckouts)
      .where(and(eq(cardCheckouts.paymentId, paymentId), eq(cardCheckouts.contractorId, contractorId)))
      .limit(1);
    if (!checkout?.intent) return { status: 'none' };
    const intent = await stripe.paymentIntents.retrieve(checkout.intent, { stripeAccount: checkout.account, expand: ['latest_charge.balance_transaction'] });
    const charge = typeof intent.latest_charge === 'object' ? (intent.latest_charge as StripeCharge | null) : null;
    const txn = charge && typeof charge.balance_transaction === 'object' ? (charge.balance_transaction as StripeBalanceTransaction | null) : null;
    if (!charge || !txn) return { status: 'pending', paymentIntentId: intent.id };
    const breakdown = txn.fee_details.map((d) => `${d.description ?? d.type} ${(d.amount / 100).toFixed(2)}`).join(', ');
    return { status: 'found', feeCents: txn.fee, currency: txn.currency, chargeId: charge.id, balanceTransactionId: txn.id, paymentIntentId: intent.id, breakdown };
  };
}

/**
 * The fee on a card refund's balance transaction, read from the connected account the payment went to: usually none
 * (Stripe keeps the payment's fee), negative when Stripe gave part of it back, positive when it charged one.
 */
export function stripeRefundFeeLookupFor(stripe: StripeClient | null): StripeRefundFeeLookup | null {
  if (!stripe) return null;
  return async (db, contractorId, refundId) => {
    const [refund] = await db.select().from(cardRefunds).where(and(eq(cardRefunds.id, refundId), eq(cardRefunds.contractorId, contractorId))).limit(1);
    if (!refund?.stripePaymentIntentId) return { status: 'none' };
    const [checkout] = await db
      .select({ account: cardCheckouts.stripeAccountId })
      .from(cardCheckouts)
      .where(and(eq(cardCheckouts.stripePaymentIntentId, refund.stripePaymentIntentId), eq(cardCheckouts.contractorId, contractorId)))
      .limit(1);
    if (!checkout) return { status: 'none' };
    const { data } = await stripe.refunds.listForPaymentIntent(refund.stripePaymentIntentId, { stripeAccount: checkout.account });
    const found = data.find((r) => r.id === refund.stripeRefundId);
    const txnId = typeof found?.balance_transaction === 'object' ? found.balance_transaction?.id : found?.balance_transaction;
    if (!txnId) return { status: 'pending', paymentIntentId: refund.stripePaymentIntentId };
    const txn = await stripe.balanceTransactions.retrieve(txnId, { stripeAccount: checkout.account });
    const breakdown = txn.fee_details.map((d) => `${d.description ?? d.type} ${(d.amount / 100).toFixed(2)}`).join(', ');
    return { status: 'found', feeCents: txn.fee, currency: txn.currency, chargeId: refund.stripeRefundId, balanceTransactionId: txn.id, paymentIntentId: refund.stripePaymentIntentId, breakdown };
  };
}
