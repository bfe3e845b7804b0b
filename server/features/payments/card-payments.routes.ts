// Card payments (issue 14): the contractor's Stripe connection, pay links, the homeowner's Checkout, Stripe's webhook.
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import * as api from '../../../core/payments/card-payments.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { assertUuid } from '../jobs/jobs.routes';
import { startCardCheckout } from './card-checkout.service';
import { payLinkView, publicQuoteCardPayments, resolvePayLink, resolveQuoteCheckout } from './card-payments.public';
import { assertMilestoneOfContractor, milestonePayLinkUrl, revokePayLink } from './pay-links';
import { deliverPaymentReceipt, type ReceiptMailer } from './payment-receipts';
import { getStripeConnection, refreshStripeConnection, startStripeOnboarding } from './stripe-connect.service';
import { handleStripeEvent, parseStripeEvent, refundsOfChargeEvent } from './stripe-webhook';

const publicLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function cardPaymentsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { stripe } = app.clients;
  const mailer: ReceiptMailer = { transport: app.clients.mail, from: config.mailFrom };
  const deps = { config, stripe, log: app.log };

  // --- the contractor ---------------------------------------------------------------------------------------------
  registerContract(app, api.getStripeConnection, async (request) => {
    const auth = await requireContractor(request);
    return getStripeConnection(app.db, config, auth.contractorId);
  });

  registerContract(app, api.connectStripe, async (request) => {
    const auth = await requireContractor(request);
    return startStripeOnboarding(app.db, stripe, { contractorId: auth.contractorId, publicUrl: config.publicUrl, log: request.log });
  });

  registerContract(app, api.refreshStripeConnection, async (request) => {
    const auth = await requireContractor(request);
    return refreshStripeConnection(app.db, stripe, config, { contractorId: auth.contractorId, log: request.log });
  });

  // "Copy pay link" on the job page: the same link reminders carry.
  registerContract(app, api.getMilestonePayLink, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.payments.milestoneNotFound'));
    await assertMilestoneOfContractor(app.db, auth.contractorId, request.params.id);
    const url = await milestonePayLinkUrl(app.db, config, { contractorId: auth.contractorId, milestoneId: request.params.id });
    if (!url) throw new AppError('CONFLICT', errorMessage('cardPayments.errors.noPayLink'));
    return { url };
  });

  registerContract(app, api.revokeMilestonePayLink, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.payments.milestoneNotFound'));
    await assertMilestoneOfContractor(app.db, auth.contractorId, request.params.id);
    await revokePayLink(app.db, { contractorId: auth.contractorId, milestoneId: request.params.id });
    return reply.code(204).send();
  });

  // --- the homeowner (capability links, no sign-in) ---------------------------------------------------------------
  registerContract(app, api.getQuoteCardPayments, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return publicQuoteCardPayments(app.db, config, { token: request.params.token, sessionId: request.query.session, lang: request.query.lang });
  });

  registerContract(
    app,
    api.startQuoteCheckout,
    async (request) => startCardCheckout(app.db, deps, await resolveQuoteCheckout(app.db, config, { token: request.params.token, input: request.body })),
    { config: publicLimit },
  );

  registerContract(app, api.getPayLink, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return payLinkView(app.db, config, { token: request.params.token, sessionId: request.query.session, lang: request.query.lang });
  });

  registerContract(
    app,
    api.startPayLinkCheckout,
    async (request) => startCardCheckout(app.db, deps, await resolvePayLink(app.db, config, { token: request.params.token, lang: request.body.lang })),
    { config: publicLimit },
  );

  // --- Stripe -----------------------------------------------------------------------------------------------------
  // Its own scope: the body stays raw bytes (the signature is over them), whatever the content type says.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    registerContract(
      scope,
      api.stripeWebhook,
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
      { config: { csrf: false }, description: 'Stripe events (Stripe-Signature checked over the raw body)' },
    );
  });
}
