// Issue 25's API calls (house rule of issue 20: one object per call). Until core/api/contract.ts lands on main these are
// plain objects of defineContract's shape; the server registers them with the zod type provider.
import { z } from 'zod';
import { quoteDetailSchema, verifySignatureResponseSchema } from './quote-view.schema';

const idParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string().max(200) });
const pdfResponse = z.string().describe('application/pdf');

export const verifyQuoteSignature = {
  method: 'POST', path: '/api/quotes/:id/signature/verify', params: idParams, response: verifySignatureResponseSchema, tags: ['quotes'],
  summary: 'Recompute the signed record\'s SHA-256 and say whether it is intact',
} as const;

export const reviseSignedQuote = {
  method: 'POST', path: '/api/quotes/:id/revise', params: idParams, response: quoteDetailSchema, status: 201, tags: ['quotes'],
  summary: 'A new quote made from a signed one, linked as its revision',
} as const;

export const getSignedQuotePdf = {
  method: 'GET', path: '/api/quotes/:id/signed-pdf', params: idParams, response: pdfResponse, tags: ['quotes'],
  summary: 'The signed copy: the quote as approved, its signature and the evidence page',
} as const;

export const getPublicSignedQuotePdf = {
  method: 'GET', path: '/api/public/quotes/:token/signed-pdf', params: tokenParams, response: pdfResponse, tags: ['public quote'], public: true,
  summary: 'The homeowner\'s signed copy',
} as const;
