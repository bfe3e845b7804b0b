// Card payments (issue 14): the contractor's Stripe connection and pay links, the homeowner's Checkout.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayLinkView, PublicCardPayments, StripeConnection } from '../../../core/payments/card-payments.schema';
import { apiRequest } from '../../lib/api-client';

export const STRIPE_CONNECTION_KEY = '/api/settings/stripe';

export function useStripeConnection() {
  return useQuery<StripeConnection>({ queryKey: [STRIPE_CONNECTION_KEY] });
}

/** Connect / Continue setup: the browser goes to Stripe's onboarding (a redirect, no Stripe script on our pages). */
export function useConnectStripe() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('POST', '/api/settings/stripe/connect'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useRefreshStripe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<StripeConnection>('POST', '/api/settings/stripe/refresh'),
    onSuccess: (connection) => queryClient.setQueryData([STRIPE_CONNECTION_KEY], connection),
  });
}

export function copyPayLinkRequest(milestoneId: string) {
  return apiRequest<{ url: string }>('POST', `/api/milestones/${milestoneId}/pay-link`);
}

// While a return from Checkout is being confirmed (the webhook not there yet), ask again every 2 s for a minute.
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 30;

function confirmingInterval(data: { checkout: { outcome: string } | null } | undefined, polls: number): number | false {
  return data?.checkout?.outcome === 'confirming' && polls < CONFIRM_POLLS ? CONFIRM_POLL_MS : false;
}

/** The query, and whether a minute of confirming has passed without Stripe's word (the page then stops asking). */
function usePolledWhileConfirming<T extends { checkout: { outcome: string } | null }>(queryKey: unknown[]) {
  const query = useQuery<T>({ queryKey, staleTime: 0, retry: false, refetchInterval: (q) => confirmingInterval(q.state.data, q.state.dataUpdateCount) });
  const updates = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { query, stillConfirming: updates >= CONFIRM_POLLS };
}

export function useQuoteCardPayments(token: string, session: string | null, lang: string) {
  return usePolledWhileConfirming<PublicCardPayments>(['/api/public/quotes', token, 'card-payments', { session, lang }]);
}

export function usePayLink(token: string, session: string | null, lang: string | null) {
  return usePolledWhileConfirming<PayLinkView>(['/api/public/pay', token, { session, lang }]);
}

/** Opens Checkout for the quote's deposit (no milestone) or a milestone, from the quote page or a pay link page. */
export function useStartCheckout(path: string) {
  return useMutation({
    mutationFn: (body: { milestoneId?: string; lang: 'en' | 'es' }) => apiRequest<{ url: string }>('POST', path, body),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
