// Thin routes of the quotes feature: the contractor's API and the homeowner's capability-link API.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { notFound } from '../../../core/errors';
import { publicQuoteSchema, quoteDetailSchema, quoteListSchema } from '../../../core/quotes/quote-view.schema';
import { approveQuoteSchema, createQuoteSchema, listQuotesQuerySchema, sendQuoteSchema, transitionQuoteSchema, updateQuoteSchema } from '../../../core/quotes/quote.schema';
import { requireContractor } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
import { liveQuoteByToken, publicQuoteView, viewPublicQuote } from './public-quote.service';
import { approvePublicQuote } from './quote-approval.service';
import { renderQuotePdf } from './quote-pdf';
import { loadPricingContext } from './quote-pricing-context';
import { editorAssemblySet } from '../materials/quote-assemblies';
import { publicQuoteUrl } from './quote-link-token';
import { ensureQuoteLinkToken, revokeQuoteLink } from './quote-public-link';
import { quoteViewCounter } from './quote-view-counter';
import { sendQuote, type QuoteMailer } from './quote-send';
import { createQuote, duplicateQuote, getQuote, listQuotes, loadQuoteRow, pricedWithOf, recordQuoteEvent, transitionQuote, updateQuote } from './quotes.service';
import { idParams } from '../../plugins/path-ids';
import { registerContract } from '../../http/register-contract';
import { errorMessage } from '../../../core/error-messages';
import { getPublicSignedQuotePdf, getSignedQuotePdf, reviseSignedQuote, verifyQuoteSignature } from '../../../core/quotes/quote-signing.api';
import { signedQuotePdf, verifySignature } from './quote-signing.service';
import type { QuoteRow } from './quotes.service';

const tokenParams = z.object({ token: z.string().max(200) });
const tags = ['quotes'];
const publicTags = ['public quote'];

export async function quotesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailer: QuoteMailer = { transport: app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null, from: app.config.mailFrom };
  const publicUrl = app.config.publicUrl;
  app.addHook('onClose', () => quoteViewCounter(app.db).flush().catch((error: unknown) => app.log.warn({ err: error }, 'quote views could not be written at shutdown')));

  r.post('/api/quotes', { schema: { tags, body: createQuoteSchema, response: { 201: quoteDetailSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const quote = await createQuote(app.db, { contractorId: auth.contractorId, input: request.body });
    return reply.code(201).send(quote);
  });

  r.get('/api/quotes', { schema: { tags, querystring: listQuotesQuerySchema, response: { 200: quoteListSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return listQuotes(app.db, { contractorId: auth.contractorId, query: request.query });
  });

  // SPEC §7 GET /api/contractors/{id}/quotes: only one's own tenant; any other id is not found.
  r.get('/api/contractors/:id/quotes', { schema: { tags, params: idParams, querystring: listQuotesQuerySchema, response: { 200: quoteListSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    if (request.params.id !== auth.contractorId) throw notFound();
    return listQuotes(app.db, { contractorId: auth.contractorId, query: request.query });
  });

  // The contractor's rates as the pricing engine takes them, so the cart shows the live price the server will store.
  // With ?quoteId= of a sent quote: the system settings it was priced with, which its edits keep (issue 13 item 6).
  r.get('/api/quotes/pricing-context', { schema: { tags, querystring: z.object({ quoteId: z.guid().optional() }) } }, async (request) => {
    const auth = await requireContractor(request);
    const quote = request.query.quoteId ? await loadQuoteRow(app.db, auth.contractorId, request.query.quoteId) : null;
    const pricedWith = request.query.quoteId ? await pricedWithOf(app.db, auth.contractorId, request.query.quoteId) : undefined;
    const ctx = await loadPricingContext(app.db, auth.contractorId, { pricedWith });
    // Issue 23: the styles' assemblies, so the editor divides runs into the posts the server will price.
    const assemblies = await editorAssemblySet(app.db, auth.contractorId, quote);
    return { rates: ctx.rates, systemTaxRatePercent: ctx.systemTaxRatePercent, assemblies };
  });

  r.get('/api/quotes/:id', { schema: { tags, params: idParams, response: { 200: quoteDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return getQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, publicUrl });
  });

  r.patch('/api/quotes/:id', { schema: { tags, params: idParams, body: updateQuoteSchema, response: { 200: quoteDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    await updateQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, input: request.body });
    return getQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, publicUrl });
  });

  r.post('/api/quotes/:id/transition', { schema: { tags, params: idParams, body: transitionQuoteSchema, response: { 200: quoteDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    await transitionQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, status: request.body.status });
    return getQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, publicUrl });
  });

  r.post('/api/quotes/:id/duplicate', { schema: { tags, params: idParams, response: { 201: quoteDetailSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    return reply.code(201).send(await duplicateQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id }));
  });

  r.post(
    '/api/quotes/:id/send',
    { schema: { tags, params: idParams, body: sendQuoteSchema, response: { 200: z.object({ delivery: z.enum(['sent', 'outbox', 'failed']), quote: quoteDetailSchema }) } } },
    async (request) => {
      const auth = await requireContractor(request);
      const { delivery } = await sendQuote(app.db, mailer, { contractorId: auth.contractorId, quoteId: request.params.id, input: request.body, publicUrl });
      return { delivery, quote: await getQuote(app.db, { contractorId: auth.contractorId, quoteId: request.params.id, publicUrl }) };
    },
  );

  // Copy public link: the live link, issued on first use.
  r.post('/api/quotes/:id/link', { schema: { tags, params: idParams, response: { 200: z.object({ url: z.string() }) } } }, async (request) => {
    const auth = await requireContractor(request);
    const q = await loadQuoteRow(app.db, auth.contractorId, request.params.id);
    const token = await ensureQuoteLinkToken(app.db, q);
    return { url: publicQuoteUrl(publicUrl, token) };
  });

  r.delete('/api/quotes/:id/link', { schema: { tags, params: idParams, response: { 200: quoteDetailSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    const q = await loadQuoteRow(app.db, auth.contractorId, request.params.id);
    await revokeQuoteLink(app.db, q, auditActorOf(request, auth));
    await recordQuoteEvent(app.db, q, 'link_revoked');
    return getQuote(app.db, { contractorId: auth.contractorId, quoteId: q.id, publicUrl });
  });

  r.get('/api/quotes/:id/pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const q = await loadQuoteRow(app.db, auth.contractorId, request.params.id);
    const pdf = await renderQuotePdf(await publicQuoteView(app.db, q), q.diagram);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="quote-${q.quoteNumber}.pdf"`).send(pdf);
  });

  // The homeowner's page (DESIGN §3 capability URL): no sign-in; app.ts adds no-referrer and noindex headers.
  r.get('/api/public/quotes/:token', { schema: { tags: publicTags, security: [], params: tokenParams, response: { 200: publicQuoteSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return viewPublicQuote(app.db, { token: request.params.token, onCountError: (error) => app.log.warn({ err: error }, 'quote views could not be written; kept for the next write') });
  });

  r.post(
    '/api/public/quotes/:token/approve',
    {
      schema: { tags: publicTags, security: [], params: tokenParams, body: approveQuoteSchema, response: { 200: publicQuoteSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      approvePublicQuote(app.db, {
        token: request.params.token, input: request.body, ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null, mailer,
        onMailError: (error) => app.log.warn({ err: error }, 'the signed copy could not be mailed'),
      }),
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

  r.get('/api/public/quotes/:token/pdf', { schema: { tags: publicTags, security: [], params: tokenParams } }, async (request, reply) => {
    const q = await liveQuoteByToken(app.db, request.params.token);
    const pdf = await renderQuotePdf(await publicQuoteView(app.db, q), q.diagram);
    return reply.type('application/pdf').header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="quote-${q.quoteNumber}.pdf"`).send(pdf);
  });
}
