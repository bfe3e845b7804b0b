// Queries and mutations of the quotes feature (contractor API and the homeowner's capability-link API), through their
// contracts (core/quotes/quotes.api.ts, quote-signing.api.ts).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getCatalogue } from '../../../core/catalogue/catalogue.api';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import type { ApproveQuoteInput, CreateQuoteInput, ListQuotesQuery, UpdateQuoteInput } from '../../../core/quotes/quote.schema';
import type { CreateQuoteOptionInput, UpdateQuoteOptionInput } from '../../../core/quotes/quote-options';
import type { QuoteStatus } from '../../../core/quotes/quote-transitions';
import { apiCall, useContractQuery } from '../../lib/api-contract';
import { reviseSignedQuote, verifyQuoteSignature } from '../../../core/quotes/quote-signing.api';
import {
  addQuoteOption, approvePublicQuote, createQuote, duplicateQuote, getQuote, getQuoteLink, getQuotePricingContext, listQuotes, removeQuoteOption,
  revokeQuoteLink, sendQuote, transitionQuote, updateQuote, updateQuoteOption,
} from '../../../core/quotes/quotes.api';
import { PUBLIC_QUOTES_KEY, publicQuoteQuery } from './public-quote-query';

export const QUOTES_KEY = listQuotes.path;
export { PUBLIC_QUOTES_KEY };

export type QuoteListParams = { status?: QuoteStatus; q?: string; sort: NonNullable<ListQuotesQuery['sort']>; page: number; pageSize: number };

export function useQuoteList(params: QuoteListParams) {
  const query = { ...params, q: params.q || undefined };
  return useContractQuery(listQuotes, { query }, { placeholderData: (prev) => prev });
}

export function useQuote(id: string) {
  return useContractQuery(getQuote, { params: { id } }, { retry: false });
}

export function useCatalogue() {
  return useContractQuery(getCatalogue, {});
}

/** With the id of a quote being edited: the settings that quote keeps (a sent quote is not repriced by new system settings). */
export function usePricingContext(quoteId?: string) {
  return useContractQuery(getQuotePricingContext, { query: quoteId ? { quoteId } : {} });
}

export function invalidateQuotes(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
    queryClient.invalidateQueries({ queryKey: ['/api/search'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/homeowners'] }),
  ]);
}

function useQuoteMutation<TBody, TResult>(fn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateQuotes(queryClient) });
}

export const useCreateQuote = () => useQuoteMutation((body: CreateQuoteInput) => apiCall(createQuote, { body }));
export const useUpdateQuote = (id: string) => useQuoteMutation((body: UpdateQuoteInput) => apiCall(updateQuote, { params: { id }, body }));
export const useTransitionQuote = (id: string) => useQuoteMutation((status: QuoteStatus) => apiCall(transitionQuote, { params: { id }, body: { status } }));
export const useSendQuote = (id: string) => useQuoteMutation((body: { email?: string; message?: string }) => apiCall(sendQuote, { params: { id }, body }));
export const useDuplicateQuote = (id: string) => useQuoteMutation(() => apiCall(duplicateQuote, { params: { id } }));
export const useReviseQuote = (id: string) => useQuoteMutation(() => apiCall(reviseSignedQuote, { params: { id } }));
export const useVerifySignature = (id: string) => useMutation({ mutationFn: () => apiCall(verifyQuoteSignature, { params: { id } }) });
export const useQuoteLink = (id: string) => useQuoteMutation(() => apiCall(getQuoteLink, { params: { id } }));
export const useRevokeQuoteLink = (id: string) => useQuoteMutation(() => apiCall(revokeQuoteLink, { params: { id } }));

// Issue 25: options (good / better / best).
export const useAddQuoteOption = (id: string) => useQuoteMutation((body: CreateQuoteOptionInput) => apiCall(addQuoteOption, { params: { id }, body }));
export const useUpdateQuoteOption = (id: string) =>
  useQuoteMutation(({ optionId, ...body }: UpdateQuoteOptionInput & { optionId: string }) => apiCall(updateQuoteOption, { params: { id, optionId }, body }));
export const useRemoveQuoteOption = (id: string) => useQuoteMutation((optionId: string) => apiCall(removeQuoteOption, { params: { id, optionId } }));

export function usePublicQuote(token: string) {
  return useQuery<PublicQuote>(publicQuoteQuery(token));
}

export function useApprovePublicQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproveQuoteInput) => apiCall(approvePublicQuote, { params: { token }, body }),
    onSuccess: (quote) => queryClient.setQueryData([PUBLIC_QUOTES_KEY, token], quote),
  });
}
