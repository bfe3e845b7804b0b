// Card payments (issue 14): the contractor's Stripe connection and pay links, the homeowner's Checkout (capability
// links, no sign-in) and Stripe's webhook, one contract each.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { checkoutQuerySchema, payLinkViewSchema, publicCardPaymentsSchema, redirectUrlSchema, startCheckoutSchema, stripeConnectionSchema } from './card-payments.schema';

const tags = ['card payments'];
const publicTags = ['public card payments'];
const tokenParams = z.object({ token: z.string().max(200) });

// --- the contractor ---------------------------------------------------------------------------------------------
export const getStripeConnection = defineContract({ method: 'GET', path: '/api/settings/stripe', response: stripeConnectionSchema, tags });

/** Connect / Continue setup: the address of Stripe's onboarding. */
export const connectStripe = defineContract({ method: 'POST', path: '/api/settings/stripe/connect', response: redirectUrlSchema, tags });

export const refreshStripeConnection = defineContract({ method: 'POST', path: '/api/settings/stripe/refresh', response: stripeConnectionSchema, tags });

/** "Copy pay link" on the job page: the same link reminders carry. */
export const getMilestonePayLink = defineContract({ method: 'POST', path: '/api/milestones/:id/pay-link', params: idParams, response: redirectUrlSchema, tags });

export const revokeMilestonePayLink = defineContract({ method: 'DELETE', path: '/api/milestones/:id/pay-link', params: idParams, response: z.null(), status: 204, tags });

// --- the homeowner ----------------------------------------------------------------------------------------------
export const getQuoteCardPayments = defineContract({
  method: 'GET',
  path: '/api/public/quotes/:token/card-payments',
  params: tokenParams,
  query: checkoutQuerySchema,
  response: publicCardPaymentsSchema,
  public: true,
  tags: publicTags,
});

export const startQuoteCheckout = defineContract({
  method: 'POST',
  path: '/api/public/quotes/:token/checkout',
  params: tokenParams,
  body: startCheckoutSchema,
  response: redirectUrlSchema,
  public: true,
  tags: publicTags,
});

export const getPayLink = defineContract({
  method: 'GET',
  path: '/api/public/pay/:token',
  params: tokenParams,
  query: checkoutQuerySchema,
  response: payLinkViewSchema,
  public: true,
  tags: publicTags,
});

export const startPayLinkCheckout = defineContract({
  method: 'POST',
  path: '/api/public/pay/:token/checkout',
  params: tokenParams,
  body: startCheckoutSchema.pick({ lang: true }),
  response: redirectUrlSchema,
  public: true,
  tags: publicTags,
});

// --- Stripe -----------------------------------------------------------------------------------------------------
/** Stripe events; the Stripe-Signature header is checked over the raw body. */
export const stripeWebhook = defineContract({
  method: 'POST',
  path: '/api/integrations/stripe/webhook',
  response: z.object({ received: z.literal(true) }),
  public: true,
  tags,
});
