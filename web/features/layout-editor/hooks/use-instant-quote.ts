import { useMutation } from '@tanstack/react-query';
import { openShortLink, priceInstantQuote, requestInstantQuote } from '../../../../core/layout/layout.api';
import type { InstantPriceRequest, InstantQuoteRequest } from '../../../../core/layout/instant-quote.schema';
import { apiCall, useContractQuery } from '../../../lib/api-contract';

export function useShortLink(shortCode: string | null) {
  return useContractQuery(openShortLink, { params: { shortCode: shortCode ?? '' } }, { enabled: Boolean(shortCode), retry: false, staleTime: Infinity });
}

export function useInstantPrice() {
  return useMutation({ mutationFn: (body: InstantPriceRequest) => apiCall(priceInstantQuote, { body }) });
}

export function useRequestExactQuote() {
  return useMutation({ mutationFn: (body: InstantQuoteRequest) => apiCall(requestInstantQuote, { body }) });
}
