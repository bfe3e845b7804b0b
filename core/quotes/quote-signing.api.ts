// Issue 25's API calls (issue 20: one contract object per call): verify, revise, the signed PDF on both sides.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { quoteDetailSchema, verifySignatureResponseSchema } from './quote-view.schema';

const tokenParams = z.object({ token: z.string().max(200) });
const pdfResponse = z.string().describe('application/pdf');

export const verifyQuoteSignature = defineContract({
  method: 'POST', path: '/api/quotes/:id/signature/verify', params: idParams, response: verifySignatureResponseSchema, tags: ['quotes'],
  summary: 'Recompute the signed record\'s SHA-256 and say whether it is intact',
});

export const reviseSignedQuote = defineContract({
  method: 'POST', path: '/api/quotes/:id/revise', params: idParams, response: quoteDetailSchema, status: 201, tags: ['quotes'],
  summary: 'A new quote made from a signed one, linked as its revision',
});

export const getSignedQuotePdf = defineContract({
  method: 'GET', path: '/api/quotes/:id/signed-pdf', params: idParams, response: pdfResponse, tags: ['quotes'],
  summary: 'The signed copy: the quote as approved, its signature and the evidence page',
});

export const getPublicSignedQuotePdf = defineContract({
  method: 'GET', path: '/api/public/quotes/:token/signed-pdf', params: tokenParams, response: pdfResponse, tags: ['public quote'], public: true,
  summary: 'The homeowner\'s signed copy',
});
