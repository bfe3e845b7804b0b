// Card payments through the contractor's Stripe account (issue 14): what the API takes and answers, both sides.
import { z } from 'zod';
import { milestoneTypes } from './milestone.schema';

export const cardLanguages = ['en', 'es'] as const;

/** Settings → Payments: where the contractor's Stripe account stands. */
export const stripeConnectionStatuses = ['unavailable', 'not_connected', 'onboarding', 'pending', 'active'] as const;
export type StripeConnectionStatus = (typeof stripeConnectionStatuses)[number];

export const stripeConnectionSchema = z.object({
  status: z.enum(stripeConnectionStatuses),
  /** The connected account's id with most of it hidden (acct_…abcd), for the contractor to recognise it in Stripe. */
  account: z.string().nullable(),
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type StripeConnection = z.infer<typeof stripeConnectionSchema>;

/** Stripe's flags → one status: nothing yet, onboarding unfinished, submitted but not yet able to charge, taking cards. */
export function stripeConnectionStatus(account: { chargesEnabled: boolean; detailsSubmitted: boolean } | null, configured: boolean): StripeConnectionStatus {
  if (!configured) return 'unavailable';
  if (!account) return 'not_connected';
  if (account.chargesEnabled) return 'active';
  return account.detailsSubmitted ? 'pending' : 'onboarding';
}

export const redirectUrlSchema = z.object({ url: z.string() });

/** What the homeowner asks to pay: the quote's deposit (no milestone) or one milestone of its job. */
export const startCheckoutSchema = z.object({
  milestoneId: z.uuid().optional(),
  lang: z.enum(cardLanguages).default('en'),
});
export type StartCheckoutInput = z.infer<typeof startCheckoutSchema>;

/** due: can be paid now; processing: paid, waiting for the bank (or Stripe's confirmation); paid: covered. */
export const cardItemStates = ['due', 'processing', 'paid'] as const;
export type CardItemState = (typeof cardItemStates)[number];

export const cardPayableItemSchema = z.object({
  /** The milestone's id, or null for the deposit of a quote that is not yet a job. */
  milestoneId: z.string().nullable(),
  kind: z.enum(milestoneTypes),
  name: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  dueCents: z.number().int(),
  dueDate: z.string().nullable(),
  state: z.enum(cardItemStates),
});
export type CardPayableItem = z.infer<typeof cardPayableItemSchema>;

/** One Checkout attempt as the return page sees it: Stripe's redirect says nothing; only a webhook makes it paid. */
export const checkoutOutcomes = ['confirming', 'processing', 'paid', 'failed', 'expired'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];

export const publicCardPaymentsSchema = z.object({
  /** The contractor takes cards online now; false: no pay button anywhere. */
  enabled: z.boolean(),
  items: z.array(cardPayableItemSchema),
  /** The attempt named by ?session= on the return URL, when it is one of this page's. */
  checkout: z.object({ outcome: z.enum(checkoutOutcomes), amountCents: z.number().int() }).nullable(),
});
export type PublicCardPayments = z.infer<typeof publicCardPaymentsSchema>;

// A Checkout Session id as Stripe writes them (cs_test_…); anything else is not one of ours.
export const checkoutQuerySchema = z.object({ session: z.string().regex(/^[A-Za-z0-9_]{1,255}$/).optional(), lang: z.enum(cardLanguages).optional() });

/** The pay link page: one milestone of one job, the contractor's brand, in the homeowner's language. */
export const payLinkViewSchema = publicCardPaymentsSchema.extend({
  language: z.enum(cardLanguages),
  contractor: z.object({ businessName: z.string(), phone: z.string().nullable(), licenseNumber: z.string().nullable(), logoUrl: z.string().nullable(), brandColor: z.string().nullable() }),
  customerName: z.string(),
  jobNumber: z.string(),
});
export type PayLinkView = z.infer<typeof payLinkViewSchema>;

/** Net amount a payable item still needs: never below zero (an overpayment is the contractor's to refund). */
export function dueCents(totalCents: number, paidCents: number, refundedCents: number): number {
  return Math.max(0, totalCents - (paidCents - refundedCents));
}
