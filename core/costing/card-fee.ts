// Issue 24: what a card payment costs the contractor. Picket's card payments go through Stripe Connect with the
// connected account paying Stripe's fees (server/features/payments/stripe-connect.service.ts: fees payer 'account'),
// and no fee rule exists elsewhere in the product, so the estimate uses Stripe's published US card price:
// 2.9% + 30¢ per successful domestic card charge (https://stripe.com/pricing, "Standard" pricing; docs/purchasing.md).
import { percentOf, type Cents } from '../money';

export const CARD_FEE_PERCENT = 2.9;
export const CARD_FEE_FIXED_CENTS = 30;

/** The fee on one card charge of `amountCents`; nothing charged, no fee. Rounded half away from zero to the cent. */
export function cardFeeFor(amountCents: Cents): Cents {
  if (amountCents <= 0) return 0;
  return percentOf(amountCents, CARD_FEE_PERCENT) + CARD_FEE_FIXED_CENTS;
}

/** The fees on each charge of a payment schedule: the fixed part is paid per charge, so a deposit and a final pay it twice. */
export function cardFeesForSchedule(chargesCents: readonly Cents[]): Cents {
  return chargesCents.reduce((sum, c) => sum + cardFeeFor(c), 0);
}
