// The quotes feature's API calls, one contract each (issue 20; issue 25 converted them and added the options calls).
// Paths and behaviour are those the routes had before; the signing calls are in quote-signing.api.ts.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { fenceTypes } from '../catalogue/fence-types';
import { fenceAssemblySchema } from '../materials/fence-assembly.schema';
import { createQuoteOptionSchema, optionIdParams, updateQuoteOptionSchema } from './quote-options';
import { publicQuoteSchema, quoteDetailSchema, quoteListSchema } from './quote-view.schema';
import { approveQuoteSchema, createQuoteSchema, listQuotesQuerySchema, sendQuoteSchema, transitionQuoteSchema, updateQuoteSchema } from './quote.schema';

const tags = ['quotes'];
const publicTags = ['public quote'];
const tokenParams = z.object({ token: z.string().max(200) });
const pdfResponse = z.string().describe('application/pdf');

const perFenceType = z.object(Object.fromEntries(fenceTypes.map((t) => [t, z.number()])) as Record<(typeof fenceTypes)[number], z.ZodNumber>);
const rates = z.object({
  materialsPerFoot: perFenceType,
  gatePrices: perFenceType,
  laborPerFoot: z.number(),
  laborPerPost: z.number(),
  laborPerGate: z.number(),
  removalPricingType: z.enum(['flat', 'per_foot']),
  removalFlatFee: z.number(),
  removalPerFoot: z.number(),
  minimumCharge: z.number(),
  excavationPerPost: z.number(),
  concretePerPost: z.number(),
  heightMultipliers: z.record(z.string(), z.number()),
  markupPercentage: z.number(),
  taxEnabled: z.boolean(),
  taxRatePercent: z.number().nullable(),
  taxAppliesTo: z.enum(['materials', 'all']),
  shipping: z.object({
    enabled: z.boolean(),
    method: z.enum(['tiered', 'per_mile']),
    tier1MaxCents: z.number(),
    tier2MaxCents: z.number(),
    brackets: z.array(z.object({ minMiles: z.number(), maxMiles: z.number(), feeCents: z.number() })),
    tier2FlatCents: z.number(),
    perMileCents: z.number(),
    perMileMinimumCents: z.number(),
  }),
  payment: z.object({
    scheduleType: z.enum(['deposit', 'two_pay', 'three_pay']),
    depositPercent: z.number(),
    twoPayDepositPercent: z.number(),
    threePayPercents: z.tuple([z.number(), z.number(), z.number()]),
  }),
});

export const createQuote = defineContract({ method: 'POST', path: '/api/quotes', body: createQuoteSchema, response: quoteDetailSchema, status: 201, tags });

export const listQuotes = defineContract({ method: 'GET', path: '/api/quotes', query: listQuotesQuerySchema, response: quoteListSchema, tags });

/** SPEC §7 GET /api/contractors/{id}/quotes: only one's own tenant; any other id is not found. */
export const listContractorQuotes = defineContract({
  method: 'GET', path: '/api/contractors/:id/quotes', params: idParams, query: listQuotesQuerySchema, response: quoteListSchema, tags,
});

/**
 * The contractor's rates as the pricing engine takes them, so the cart shows the live price the server will store.
 * With ?quoteId= of a sent quote: the system settings it was priced with, which its edits keep (issue 13 item 6).
 */
export const getQuotePricingContext = defineContract({
  method: 'GET', path: '/api/quotes/pricing-context', query: z.object({ quoteId: z.guid().optional() }),
  response: z.object({
    rates, systemTaxRatePercent: z.number(), assemblies: z.record(z.string(), fenceAssemblySchema),
    /** Issue 23: the contractor's material costs by MaterialLine.key, only when a style prices from its materials list. */
    materialCosts: z.record(z.string(), z.object({ unitCostCents: z.number().int().nullable(), packSize: z.number().int() })).optional(),
  }), tags,
});

export const getQuote = defineContract({ method: 'GET', path: '/api/quotes/:id', params: idParams, response: quoteDetailSchema, tags });

export const updateQuote = defineContract({ method: 'PATCH', path: '/api/quotes/:id', params: idParams, body: updateQuoteSchema, response: quoteDetailSchema, tags });

export const transitionQuote = defineContract({ method: 'POST', path: '/api/quotes/:id/transition', params: idParams, body: transitionQuoteSchema, response: quoteDetailSchema, tags });

export const duplicateQuote = defineContract({ method: 'POST', path: '/api/quotes/:id/duplicate', params: idParams, response: quoteDetailSchema, status: 201, tags });

export const sendQuote = defineContract({
  method: 'POST', path: '/api/quotes/:id/send', params: idParams, body: sendQuoteSchema,
  response: z.object({ delivery: z.enum(['sent', 'outbox', 'failed']), quote: quoteDetailSchema }), tags,
});

/** Copy public link: the live link, issued on first use. */
export const getQuoteLink = defineContract({ method: 'POST', path: '/api/quotes/:id/link', params: idParams, response: z.object({ url: z.string() }), tags });

export const revokeQuoteLink = defineContract({ method: 'DELETE', path: '/api/quotes/:id/link', params: idParams, response: quoteDetailSchema, tags });

export const getQuotePdf = defineContract({ method: 'GET', path: '/api/quotes/:id/pdf', params: idParams, response: pdfResponse, tags });

/** Issue 25: a second (or third) option, copied from the shown one or the one named; the first call names the quote's own option too. */
export const addQuoteOption = defineContract({
  method: 'POST', path: '/api/quotes/:id/options', params: idParams, body: createQuoteOptionSchema, response: quoteDetailSchema, status: 201, tags,
  summary: 'Add an option (good / better / best), copied from an existing one',
});

export const updateQuoteOption = defineContract({
  method: 'PATCH', path: '/api/quotes/:id/options/:optionId', params: optionIdParams, body: updateQuoteOptionSchema, response: quoteDetailSchema, tags,
  summary: 'Rename an option or mark it recommended',
});

export const removeQuoteOption = defineContract({
  method: 'DELETE', path: '/api/quotes/:id/options/:optionId', params: optionIdParams, response: quoteDetailSchema, tags,
  summary: 'Remove an option; with one left, the quote is a one-option quote again',
});

// The homeowner's page (DESIGN §3 capability URL): no sign-in; app.ts adds no-referrer and noindex headers.
export const getPublicQuote = defineContract({ method: 'GET', path: '/api/public/quotes/:token', params: tokenParams, response: publicQuoteSchema, tags: publicTags, public: true });

export const approvePublicQuote = defineContract({
  method: 'POST', path: '/api/public/quotes/:token/approve', params: tokenParams, body: approveQuoteSchema, response: publicQuoteSchema, tags: publicTags, public: true,
  summary: 'Sign and approve the quote (with options: the option chosen; the others are declined)',
});

export const getPublicQuotePdf = defineContract({ method: 'GET', path: '/api/public/quotes/:token/pdf', params: tokenParams, response: pdfResponse, tags: publicTags, public: true });
