// Queries and mutations of the quotes feature (contractor API and the homeowner's capability-link API).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getCatalogue } from '../../../core/catalogue/catalogue.api';
import type { ContractorRates } from '../../../core/quotes/pricing.types';
import type { PublicQuote, QuoteDetail, QuoteList } from '../../../core/quotes/quote-view.schema';
import type { ApproveQuoteInput, CreateQuoteInput, UpdateQuoteInput } from '../../../core/quotes/quote.schema';
import type { QuoteStatus } from '../../../core/quotes/quote-transitions';
import { apiRequest } from '../../lib/api-client';
import { useContractQuery } from '../../lib/api-contract';
import { PUBLIC_QUOTES_KEY, publicQuoteQuery } from './public-quote-query';

export const QUOTES_KEY = '/api/quotes';
export { PUBLIC_QUOTES_KEY };

export type QuoteListParams = { status?: QuoteStatus; q?: string; sort: string; page: number; pageSize: number };

export function useQuoteList(params: QuoteListParams) {
  return useQuery<QuoteList>({ queryKey: [QUOTES_KEY, { ...params, status: params.status ?? null, q: params.q || null }], placeholderData: (prev) => prev });
}

export function useQuote(id: string) {
  return useQuery<QuoteDetail>({ queryKey: [QUOTES_KEY, id], retry: false });
}

export function useCatalogue() {
  return useContractQuery(getCatalogue, {});
}

/** With the id of a quote being edited: the settings that quote keeps (a sent quote is not repriced by new system settings). */
export function usePricingContext(quoteId?: string) {
  return useQuery<{ rates: ContractorRates; systemTaxRatePercent: number }>({ queryKey: quoteId ? [QUOTES_KEY, 'pricing-context', { quoteId }] : [QUOTES_KEY, 'pricing-context'] });
}

export function invalidateQuotes(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
    queryClient.invalidateQueries({ queryKey: ['/api/search'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/homeowners'] }),
  ]);
}

function useQuoteMutation<TBody, TResult = QuoteDetail>(fn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateQuotes(queryClient) });
}

export const useCreateQuote = () => useQuoteMutation((body: CreateQuoteInput) => apiRequest<QuoteDetail>('POST', QUOTES_KEY, body));
export const useUpdateQuote = (id: string) => useQuoteMutation((body: UpdateQuoteInput) => apiRequest<QuoteDetail>('PATCH', `${QUOTES_KEY}/${id}`, body));
export const useTransitionQuote = (id: string) =>
  useQuoteMutation((status: QuoteStatus) => apiRequest<QuoteDetail>('POST', `${QUOTES_KEY}/${id}/transition`, { status }));
export const useSendQuote = (id: string) =>
  useQuoteMutation((body: { email?: string; message?: string }) => apiRequest<{ delivery: 'sent' | 'outbox' | 'failed'; quote: QuoteDetail }>('POST', `${QUOTES_KEY}/${id}/send`, body));
export const useDuplicateQuote = (id: string) => useQuoteMutation(() => apiRequest<QuoteDetail>('POST', `${QUOTES_KEY}/${id}/duplicate`, {}));
export const useQuoteLink = (id: string) => useQuoteMutation(() => apiRequest<{ url: string }>('POST', `${QUOTES_KEY}/${id}/link`, {}));
export const useRevokeQuoteLink = (id: string) => useQuoteMutation(() => apiRequest<QuoteDetail>('DELETE', `${QUOTES_KEY}/${id}/link`));

export function usePublicQuote(token: string) {
  return useQuery<PublicQuote>(publicQuoteQuery(token));
}

export function useApprovePublicQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproveQuoteInput) => apiRequest<PublicQuote>('POST', `${PUBLIC_QUOTES_KEY}/${token}/approve`, body),
    onSuccess: (quote) => queryClient.setQueryData([PUBLIC_QUOTES_KEY, token], quote),
  });
}
