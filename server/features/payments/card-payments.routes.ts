// Card payments (issue 14): the contractor's Stripe connection, pay links, the homeowner's Checkout, Stripe's webhook.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailTransport } from '../../integrations/mail/mail-transport';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { checkoutQuerySchema, payLinkViewSchema, publicCardPaymentsSchema, redirectUrlSchema, startCheckoutSchema, stripeConnectionSchema } from '../../../core/payments/card-payments.schema';
import { createStripeClient } from '../../integrations/stripe/stripe-client';
import { requireContractor } from '../../plugins/session';
import { assertUuid } from '../jobs/jobs.routes';
import { startCardCheckout } from './card-checkout.service';
import { payLinkView, publicQuoteCardPayments, resolvePayLink, resolveQuoteCheckout } from './card-payments.public';
import { assertMilestoneOfContractor, milestonePayLinkUrl, revokePayLink } from './pay-links';
import { deliverPaymentReceipt, type ReceiptMailer } from './payment-receipts';
import { getStripeConnection, refreshStripeConnection, startStripeOnboarding } from './stripe-connect.service';
import { handleStripeEvent, parseStripeEvent, refundsOfChargeEvent } from './stripe-webhook';
import { idParams } from '../../plugins/path-ids';

const tags = ['card payments'];
const publicTags = ['public card payments'];
const tokenParams = z.object({ token: z.string().max(200) });
const publicLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function cardPaymentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const stripe = config.stripe ? createStripeClient({ apiUrl: config.stripe.apiUrl, secretKey: config.stripe.secretKey }) : null;
  const mailer: ReceiptMailer = { transport: mailTransport(config), from: config.mailFrom };
  const deps = { config, stripe, log: app.log };

  // --- the contractor ---------------------------------------------------------------------------------------------
  r.get('/api/settings/stripe', { schema: { tags, response: { 200: stripeConnectionSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return getStripeConnection(app.db, config, auth.contractorId);
  });

  r.post('/api/settings/stripe/connect', { schema: { tags, response: { 200: redirectUrlSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return startStripeOnboarding(app.db, stripe, { contractorId: auth.contractorId, publicUrl: config.publicUrl, log: request.log });
  });

  r.post('/api/settings/stripe/refresh', { schema: { tags, response: { 200: stripeConnectionSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return refreshStripeConnection(app.db, stripe, config, { contractorId: auth.contractorId, log: request.log });
  });

  // "Copy pay link" on the job page: the same link reminders carry.
  r.post('/api/milestones/:id/pay-link', { schema: { tags, params: idParams, response: { 200: redirectUrlSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.payments.milestoneNotFound'));
    await assertMilestoneOfContractor(app.db, auth.contractorId, request.params.id);
    const url = await milestonePayLinkUrl(app.db, config, { contractorId: auth.contractorId, milestoneId: request.params.id });
    if (!url) throw new AppError('CONFLICT', errorMessage('cardPayments.errors.noPayLink'));
    return { url };
  });

  r.delete('/api/milestones/:id/pay-link', { schema: { tags, params: idParams } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.payments.milestoneNotFound'));
    await assertMilestoneOfContractor(app.db, auth.contractorId, request.params.id);
    await revokePayLink(app.db, { contractorId: auth.contractorId, milestoneId: request.params.id });
    return reply.code(204).send();
  });

  // --- the homeowner (capability links, no sign-in) ---------------------------------------------------------------
  r.get(
    '/api/public/quotes/:token/card-payments',
    { schema: { tags: publicTags, security: [], params: tokenParams, querystring: checkoutQuerySchema, response: { 200: publicCardPaymentsSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return publicQuoteCardPayments(app.db, config, { token: request.params.token, sessionId: request.query.session, lang: request.query.lang });
    },
  );

  r.post(
    '/api/public/quotes/:token/checkout',
    { schema: { tags: publicTags, security: [], params: tokenParams, body: startCheckoutSchema, response: { 200: redirectUrlSchema } }, config: publicLimit },
    async (request) => startCardCheckout(app.db, deps, await resolveQuoteCheckout(app.db, config, { token: request.params.token, input: request.body })),
  );

  r.get(
    '/api/public/pay/:token',
    { schema: { tags: publicTags, security: [], params: tokenParams, querystring: checkoutQuerySchema, response: { 200: payLinkViewSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return payLinkView(app.db, config, { token: request.params.token, sessionId: request.query.session, lang: request.query.lang });
    },
  );

  r.post(
    '/api/public/pay/:token/checkout',
    { schema: { tags: publicTags, security: [], params: tokenParams, body: startCheckoutSchema.pick({ lang: true }), response: { 200: redirectUrlSchema } }, config: publicLimit },
    async (request) => startCardCheckout(app.db, deps, await resolvePayLink(app.db, config, { token: request.params.token, lang: request.body.lang })),
  );

  // --- Stripe -----------------------------------------------------------------------------------------------------
  // Its own scope: the body stays raw bytes (the signature is over them), whatever the content type says.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/integrations/stripe/webhook',
      { schema: { tags, security: [], description: 'Stripe events (Stripe-Signature checked over the raw body)', response: { 200: z.object({ received: z.literal(true) }) } }, config: { csrf: false } },
      async (request) => {
        if (!config.stripe) throw new AppError('NOT_FOUND', errorMessage('errors.common.notFound'));
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = parseStripeEvent(raw, request.headers['stripe-signature'], config.stripe.webhookSecrets);
        const refunds = await refundsOfChargeEvent(event, stripe);
        const outcome = await handleStripeEvent(app.db, event, refunds, request.log);
        // After the commit, outside the request's critical path; the queue's sweep retries what fails here.
        for (const id of outcome.receiptIds) void deliverPaymentReceipt(app.db, mailer, id).catch((error) => request.log.error({ err: error }, 'receipt delivery failed'));
        return { received: true as const };
      },
    );
  });
}
