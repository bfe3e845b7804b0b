// Thin routes of the quotes feature: the contractor's API and the homeowner's capability-link API.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../../core/errors';
import * as api from '../../../core/quotes/quotes.api';
import { requireContractor } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
import { liveQuoteByToken, viewPublicQuote } from './public-quote.service';
import { approvePublicQuote } from './quote-approval.service';
import { quotePdf } from './quote-pdf';
import { loadPricingContext } from './quote-pricing-context';
import { editorAssemblySet } from '../materials/quote-assemblies';
import { materialCostsOf } from '../../material-costs/material-prices';
import { publicQuoteUrl } from './quote-link-token';
import { ensureQuoteLinkToken, revokeQuoteLink } from './quote-public-link';
import { quoteViewCounter } from './quote-view-counter';
import { sendQuote, type QuoteMailer } from './quote-send';
import { createQuote, duplicateQuote, getQuote, listQuotes, loadQuoteRow, pricedWithOf, recordQuoteEvent, transitionQuote, updateQuote } from './quotes.service';
import { addQuoteOption, removeQuoteOption, updateQuoteOption } from './quote-options.service';
import { registerContract } from '../../http/register-contract';
import { errorMessage } from '../../../core/error-messages';
import { getPublicSignedQuotePdf, getSignedQuotePdf, reviseSignedQuote, verifyQuoteSignature } from '../../../core/quotes/quote-signing.api';
import { signedQuotePdf, verifySignature } from './quote-signing.service';
import type { QuoteRow } from './quotes.service';

export async function quotesRoutes(app: FastifyInstance): Promise<void> {
  const mailer: QuoteMailer = { transport: app.clients.mail, from: app.config.mailFrom };
  const publicUrl = app.config.publicUrl;
  app.addHook('onClose', () => quoteViewCounter(app.db).flush().catch((error: unknown) => app.log.warn({ err: error }, 'quote views could not be written at shutdown')));

  registerContract(app, api.createQuote, async (request) => {
    const auth = await requireContractor(request);
    return createQuote(app.db, { contractorId: auth.contractorId, input: request.body });
  });

  registerContract(app, api.listQuotes, async (request) => {
    const auth = await requireContractor(request);
    return listQuotes(app.db, { contractorId: auth.contractorId, query: request.query });
  });

  registerContract(app, api.listContractorQuotes, async (request) => {
    const auth = await requireContractor(request);
    if (request.params.id !== auth.contractorId) throw notFound();
    return listQuotes(app.db, { contractorId: auth.contractorId, query: request.query });
  });

  registerContract(app, api.getQuotePricingContext, async (request) => {
    const auth = await requireContractor(request);
    const quote = request.query.quoteId ? await loadQuoteRow(app.db, auth.contractorId, request.query.quoteId) : null;
    const pricedWith = request.query.quoteId ? await pricedWithOf(app.db, auth.contractorId, request.query.quoteId) : undefined;
    const ctx = await loadPricingContext(app.db, auth.contractorId, { pricedWith });
    // Issue 23: the styles' assemblies, so the editor divides runs into the posts the server will price.
    const assemblies = await editorAssemblySet(app.db, auth.contractorId, quote);
    // Issue 23 opt-in: a style priced from its materials list needs the material costs to show the price the server stores.
    const materialCosts = Object.values(assemblies).some((a) => a.priceFromMaterials === true) ? await materialCostsOf(app.db, auth.contractorId) : undefined;
    return { rates: ctx.rates, systemTaxRatePercent: ctx.systemTaxRatePercent, assemblies, materialCosts };
  });

  const detail = (contractorId: string, quoteId: string) => getQuote(app.db, { contractorId, quoteId, publicUrl });

  registerContract(app, api.getQuote, async (request) => {
    const auth = await requireContractor(request);
    return detail(auth.contractorId, request.params.id);
  });

  registerContract(app, api.updateQuote, async (request) => {
    const auth = await requireContractor(request);
    await updateQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, input: request.body });
    return detail(auth.contractorId, request.params.id);
  });

  registerContract(app, api.transitionQuote, async (request) => {
    const auth = await requireContractor(request);
    await transitionQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, status: request.body.status });
    return detail(auth.contractorId, request.params.id);
  });

  registerContract(app, api.duplicateQuote, async (request) => {
    const auth = await requireContractor(request);
    return duplicateQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id });
  });

  registerContract(app, api.sendQuote, async (request) => {
    const auth = await requireContractor(request);
    const { delivery } = await sendQuote(app.db, mailer, { contractorId: auth.contractorId, quoteId: request.params.id, input: request.body, publicUrl });
    return { delivery, quote: await detail(auth.contractorId, request.params.id) };
  });

  registerContract(app, api.getQuoteLink, async (request) => {
    const auth = await requireContractor(request);
    const q = await loadQuoteRow(app.db, auth.contractorId, request.params.id);
    const token = await ensureQuoteLinkToken(app.db, q);
    return { url: publicQuoteUrl(publicUrl, token) };
  });

  registerContract(app, api.revokeQuoteLink, async (request) => {
    const auth = await requireContractor(request);
    const q = await loadQuoteRow(app.db, auth.contractorId, request.params.id);
    await revokeQuoteLink(app.db, q, auditActorOf(request, auth));
    await recordQuoteEvent(app.db, q, 'link_revoked');
    return detail(auth.contractorId, q.id);
  });

  registerContract(app, api.getQuotePdf, async (request, reply) => {
    const auth = await requireContractor(request);
    const q = await loadQuoteRow(app.db, auth.contractorId, request.params.id);
    const pdf = await quotePdf(app.db, q);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="quote-${q.quoteNumber}.pdf"`).send(pdf);
  });

  // Issue 25: options (good / better / best).
  registerContract(app, api.addQuoteOption, async (request) => {
    const auth = await requireContractor(request);
    await addQuoteOption(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, input: request.body });
    return detail(auth.contractorId, request.params.id);
  });

  registerContract(app, api.updateQuoteOption, async (request) => {
    const auth = await requireContractor(request);
    await updateQuoteOption(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, optionId: request.params.optionId, input: request.body });
    return detail(auth.contractorId, request.params.id);
  });

  registerContract(app, api.removeQuoteOption, async (request) => {
    const auth = await requireContractor(request);
    await removeQuoteOption(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, optionId: request.params.optionId });
    return detail(auth.contractorId, request.params.id);
  });

  // The homeowner's page (DESIGN §3 capability URL): no sign-in; app.ts adds no-referrer and noindex headers.
  registerContract(app, api.getPublicQuote, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return viewPublicQuote(app.db, { token: request.params.token, onCountError: (error) => app.log.warn({ err: error }, 'quote views could not be written; kept for the next write') });
  });

  registerContract(
    app,
    api.approvePublicQuote,
    async (request) =>
      approvePublicQuote(app.db, {
        token: request.params.token, input: request.body, ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null, mailSignedCopy: true,
      }),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  // Issue 25: the signature's evidence.
  registerContract(app, verifyQuoteSignature, async (request) => {
    const auth = await requireContractor(request);
    return verifySignature(app.db, { contractorId: auth.contractorId, quoteId: request.params.id });
  });

  registerContract(app, reviseSignedQuote, async (request) => {
    const auth = await requireContractor(request);
    return duplicateQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, asRevision: true });
  });

  const sendSignedPdf = async (reply: FastifyReply, q: QuoteRow) => {
    const pdf = await signedQuotePdf(app.db, q);
    if (!pdf) throw notFound(errorMessage('errors.quotes.notSigned'));
    return reply.type('application/pdf').header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="quote-${q.quoteNumber}-signed.pdf"`).send(pdf);
  };

  registerContract(app, getSignedQuotePdf, async (request, reply) => {
    const auth = await requireContractor(request);
    return sendSignedPdf(reply, await loadQuoteRow(app.db, auth.contractorId, request.params.id));
  });

  registerContract(app, getPublicSignedQuotePdf, async (request, reply) => sendSignedPdf(reply, await liveQuoteByToken(app.db, request.params.token)));

  registerContract(app, api.getPublicQuotePdf, async (request, reply) => {
    const q = await liveQuoteByToken(app.db, request.params.token);
    const pdf = await quotePdf(app.db, q);
    return reply.type('application/pdf').header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="quote-${q.quoteNumber}.pdf"`).send(pdf);
  });
}
