// Stripe's fee on a card payment → one QuickBooks Purchase (an expense): paid out of the clearing account the card
// payment landed in, categorised to the mapped fee account, for the fee on the balance transaction of the payment's
// charge. So the clearing account holds exactly what Stripe pays out (the payment less the fee) and empties with the
// payout. Once per payment: the link (kind 'fee', unique per payment), the requestid (`fee-<payment id>`), and a
// search by the charge's reference before creating (a crash after QuickBooks answered). A refund does not touch it:
// Stripe keeps the fee of a refunded card payment, and the refund itself is a RefundReceipt out of the same clearing
// account (qbo-transactions.ts). When a refund's own balance transaction carries a fee (syncStripeRefundFee), that is
// booked once too: a fee Stripe gave back is a Deposit into the clearing account out of the fee account, a fee Stripe
// charged for the refund a Purchase like the payment's (link kind 'fee' on the refund's id, requestid `fee-<refund id>`).
import { and, eq } from 'drizzle-orm';
import { cardRefunds, payments } from '../../db/schema/index';
import { qboQuoted } from '../../integrations/quickbooks/qbo-client';
import { QboApiError } from '../../integrations/quickbooks/qbo-errors';
import { fromQboAmount, toQboAmount, type QboDeposit, type QboPurchase } from '../../integrations/quickbooks/qbo-types';
import { StripeApiError } from '../../integrations/stripe/stripe-client';
import type { StripeFee, StripeFeeLookup, StripeRefundFeeLookup } from '../../integrations/stripe/stripe-fee';
import { depositSubject, milestoneSubject } from './qbo-invoice-subjects';
import { findLink, saveLink } from './qbo-links';
import type { MappedContext, TxnOutcome } from './qbo-transactions';

/** QuickBooks keeps 21 characters of a transaction's reference number (DocNumber). */
const tail = (s: string, n: number) => (s.length > n ? s.slice(-n) : s);
const stripeFeeRequestId = (paymentId: string) => `fee-${paymentId}`;

/** Stripe refusing the read (a 4xx other than 429) needs a person; anything else is retried with a back-off. */
const readStripe = (read: Promise<StripeFee>) =>
  read.catch((error: unknown) => {
    if (error instanceof StripeApiError && error.status >= 400 && error.status < 500 && error.status !== 429) throw new QboApiError('invalid', `Stripe: ${error.message}`, error.status, error.code ?? undefined);
    throw error;
  });

export async function syncStripeFee(ctx: MappedContext, paymentId: string, lookup: StripeFeeLookup | null | undefined): Promise<TxnOutcome> {
  const { db, client, contractorId, mapping } = ctx;
  const [p] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.contractorId, contractorId))).limit(1);
  if (!p) return { status: 'skipped', qboId: null, detail: { reason: 'gone' } };
  if (p.paymentMethod !== 'card') return { status: 'skipped', qboId: null, detail: { reason: 'not_card' } };
  const linked = await findLink(db, contractorId, client.realmId, 'fee', p.id);
  if (linked) return { status: 'skipped', qboId: linked.qboId, detail: { reason: 'already_sent', feeCents: Number(linked.detail.feeCents ?? 0) } };
  if (!lookup) return { status: 'skipped', qboId: null, detail: { reason: 'stripe_not_configured' } };
  const fee = await readStripe(lookup(db, contractorId, p.id));
  if (fee.status === 'none') return { status: 'skipped', qboId: null, detail: { reason: 'not_through_stripe' } };
  // Retried with a back-off (a plain error): Stripe writes the balance transaction when the charge settles.
  if (fee.status === 'pending') throw new Error(`Stripe has not settled ${fee.paymentIntentId} yet; its fee is booked once it has`);
  if (fee.feeCents <= 0) return { status: 'skipped', qboId: null, detail: { reason: 'no_fee', charge: fee.chargeId } };

  const subject = p.milestoneId ? await milestoneSubject(db, contractorId, p.milestoneId) : p.quoteId ? await depositSubject(db, contractorId, p.quoteId) : null;
  const what = subject?.quote ? `Quote #${subject.quote.quoteNumber} ${subject.label.toLowerCase()}` : subject?.jobNumber ? `Job ${subject.jobNumber} ${subject.label.toLowerCase()}` : 'card payment';
  const docNumber = tail(fee.chargeId, 21);
  const [found] = await client.query('Purchase', `DocNumber = ${qboQuoted(docNumber)}`, { max: 1 });
  const purchase: QboPurchase =
    found && found.AccountRef.value === mapping.clearingAccountId
      ? found
      : await client.create(
          'Purchase',
          {
            PaymentType: 'Cash',
            AccountRef: { value: mapping.clearingAccountId },
            TxnDate: p.paymentDate,
            DocNumber: docNumber,
            PrivateNote: `Stripe fee on ${fee.chargeId} (balance transaction ${fee.balanceTransactionId}). Picket payment ${p.id}`.slice(0, 4000),
            Line: [
              {
                Amount: toQboAmount(fee.feeCents),
                DetailType: 'AccountBasedExpenseLineDetail',
                Description: `Stripe processing fee – ${what} (${fee.breakdown || toQboAmount(fee.feeCents).toFixed(2)})`.slice(0, 4000),
                AccountBasedExpenseLineDetail: { AccountRef: { value: mapping.feeAccountId } },
              },
            ],
          },
          stripeFeeRequestId(p.id),
        );
  const feeCents = fromQboAmount(purchase.TotalAmt ?? 0);
  const link = await saveLink(db, { contractorId, realmId: client.realmId, kind: 'fee', localId: p.id, qboId: purchase.Id, syncToken: purchase.SyncToken, detail: { feeCents, charge: fee.chargeId, balanceTransaction: fee.balanceTransactionId } });
  if (feeCents !== fee.feeCents) throw new QboApiError('invalid', `QuickBooks recorded ${toQboAmount(feeCents)} for Stripe's fee on ${fee.chargeId}; Stripe says ${toQboAmount(fee.feeCents)}.`);
  return { status: 'done', qboId: link.qboId, detail: { feeCents, charge: fee.chargeId, currency: fee.currency } };
}

/** The fee on a card refund's balance transaction, booked once: given back → a Deposit, charged → a Purchase. */
export async function syncStripeRefundFee(ctx: MappedContext, refundId: string, lookup: StripeRefundFeeLookup | null | undefined): Promise<TxnOutcome> {
  const { db, client, contractorId, mapping } = ctx;
  const [r] = await db.select().from(cardRefunds).where(and(eq(cardRefunds.id, refundId), eq(cardRefunds.contractorId, contractorId))).limit(1);
  if (!r || r.status !== 'succeeded') return { status: 'skipped', qboId: null, detail: { reason: r ? `refund_${r.status}` : 'gone' } };
  const linked = await findLink(db, contractorId, client.realmId, 'fee', r.id);
  if (linked) return { status: 'skipped', qboId: linked.qboId, detail: { reason: 'already_sent', feeCents: Number(linked.detail.feeCents ?? 0) } };
  if (!lookup) return { status: 'skipped', qboId: null, detail: { reason: 'stripe_not_configured' } };
  const fee = await readStripe(lookup(db, contractorId, r.id));
  if (fee.status === 'none') return { status: 'skipped', qboId: null, detail: { reason: 'not_through_stripe' } };
  if (fee.status === 'pending') throw new Error(`Stripe has not settled refund ${r.stripeRefundId} yet; its fee is booked once it has`);
  if (fee.feeCents === 0) return { status: 'skipped', qboId: null, detail: { reason: 'no_fee', refund: r.stripeRefundId } };
  const txnDate = r.createdAt.toISOString().slice(0, 10);
  const note = `Stripe fee ${fee.feeCents < 0 ? 'returned' : 'charged'} on refund ${r.stripeRefundId} (balance transaction ${fee.balanceTransactionId}). Picket refund ${r.id}`.slice(0, 4000);
  const description = `Stripe processing fee ${fee.feeCents < 0 ? 'returned' : 'charged'} on a card refund (${fee.breakdown || toQboAmount(Math.abs(fee.feeCents)).toFixed(2)})`.slice(0, 4000);
  const cents = Math.abs(fee.feeCents);
  let entity: QboDeposit | QboPurchase;
  let kind: 'Deposit' | 'Purchase';
  if (fee.feeCents < 0) {
    // Money back into the clearing account, out of the fee expense: the Deposit's requestid answers a retry.
    kind = 'Deposit';
    entity = await client.create(
      'Deposit',
      {
        DepositToAccountRef: { value: mapping.clearingAccountId },
        TxnDate: txnDate,
        PrivateNote: note,
        Line: [{ Amount: toQboAmount(cents), DetailType: 'DepositLineDetail', Description: description, DepositLineDetail: { AccountRef: { value: mapping.feeAccountId } } }],
      },
      stripeFeeRequestId(r.id),
    );
  } else {
    kind = 'Purchase';
    const docNumber = tail(r.stripeRefundId, 21);
    const [found] = await client.query('Purchase', `DocNumber = ${qboQuoted(docNumber)}`, { max: 1 });
    entity =
      found && found.AccountRef.value === mapping.clearingAccountId
        ? found
        : await client.create(
            'Purchase',
            {
              PaymentType: 'Cash',
              AccountRef: { value: mapping.clearingAccountId },
              TxnDate: txnDate,
              DocNumber: docNumber,
              PrivateNote: note,
              Line: [{ Amount: toQboAmount(cents), DetailType: 'AccountBasedExpenseLineDetail', Description: description, AccountBasedExpenseLineDetail: { AccountRef: { value: mapping.feeAccountId } } }],
            },
            stripeFeeRequestId(r.id),
          );
  }
  const bookedCents = fromQboAmount(entity.TotalAmt ?? 0);
  const feeCents = fee.feeCents < 0 ? -bookedCents : bookedCents;
  const link = await saveLink(db, { contractorId, realmId: client.realmId, kind: 'fee', localId: r.id, qboId: entity.Id, syncToken: entity.SyncToken, detail: { feeCents, entity: kind, refund: r.stripeRefundId, balanceTransaction: fee.balanceTransactionId } });
  if (feeCents !== fee.feeCents) throw new QboApiError('invalid', `QuickBooks recorded ${toQboAmount(bookedCents)} for Stripe's fee on refund ${r.stripeRefundId}; Stripe says ${toQboAmount(cents)}.`);
  return { status: 'done', qboId: link.qboId, detail: { feeCents, entity: kind, refund: r.stripeRefundId, currency: fee.currency } };
}
