import { useMutation, useQuery } from '@tanstack/react-query';
import type { InstantPriceAnswer, InstantPriceRequest, InstantQuoteRequest, ShortLinkView } from '../../../../core/layout/instant-quote.schema';
import { apiRequest } from '../../../lib/api-client';

export function useShortLink(shortCode: string | null) {
  return useQuery<ShortLinkView>({ queryKey: ['/api/e', shortCode], enabled: Boolean(shortCode), retry: false, staleTime: Infinity });
}

export function useInstantPrice() {
  return useMutation({ mutationFn: (body: InstantPriceRequest) => apiRequest<InstantPriceAnswer>('POST', '/api/instant-quote/price', body) });
}

export function useRequestExactQuote() {
  return useMutation({ mutationFn: (body: InstantQuoteRequest) => apiRequest<{ received: boolean; quoteNumber: number }>('POST', '/api/instant-quote/request', body) });
}
