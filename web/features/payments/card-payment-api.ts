// Card payments (issue 14): the contractor's Stripe connection and pay links, the homeowner's Checkout.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  connectStripe,
  getMilestonePayLink,
  getPayLink,
  getQuoteCardPayments,
  getStripeConnection,
  refreshStripeConnection,
} from '../../../core/payments/card-payments.api';
import type { StartCheckoutInput } from '../../../core/payments/card-payments.schema';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';

export function useStripeConnection() {
  return useContractQuery(getStripeConnection, {});
}

/** Connect / Continue setup: the browser goes to Stripe's onboarding (a redirect, no Stripe script on our pages). */
export function useConnectStripe() {
  return useMutation({
    mutationFn: () => apiCall(connectStripe),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useRefreshStripe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(refreshStripeConnection),
    onSuccess: (connection) => queryClient.setQueryData(contractQueryKey(getStripeConnection), connection),
  });
}

export function copyPayLinkRequest(milestoneId: string) {
  return apiCall(getMilestonePayLink, { params: { id: milestoneId } });
}

// While a return from Checkout is being confirmed (the webhook not there yet), ask again every 2 s for a minute.
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 30;

function confirmingInterval(data: { checkout: { outcome: string } | null } | undefined, polls: number): number | false {
  return data?.checkout?.outcome === 'confirming' && polls < CONFIRM_POLLS ? CONFIRM_POLL_MS : false;
}

type Confirming = { checkout: { outcome: string } | null };
type PollOptions<T extends Confirming> = { staleTime: number; retry: false; refetchInterval: (q: { state: { data: T | undefined; dataUpdateCount: number } }) => number | false };

function pollWhileConfirming<T extends Confirming>(): PollOptions<T> {
  return { staleTime: 0, retry: false, refetchInterval: (q) => confirmingInterval(q.state.data, q.state.dataUpdateCount) };
}

/** Whether a minute of confirming has passed without Stripe's word (the page then stops asking). */
function useStillConfirming(queryKey: readonly unknown[]): boolean {
  return (useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0) >= CONFIRM_POLLS;
}

/** session and lang only when the address has them (null: left out, as the address leaves them out). */
function checkoutQuery(session: string | null, lang: string | null): { session?: string; lang?: StartCheckoutInput['lang'] } {
  return { ...(session ? { session } : {}), ...(lang === 'en' || lang === 'es' ? { lang: lang as StartCheckoutInput['lang'] } : {}) };
}

export function useQuoteCardPayments(token: string, session: string | null, lang: string) {
  const input = { params: { token }, query: checkoutQuery(session, lang) };
  const query = useContractQuery(getQuoteCardPayments, input, pollWhileConfirming());
  return { query, stillConfirming: useStillConfirming(contractQueryKey(getQuoteCardPayments, input)) };
}

export function usePayLink(token: string, session: string | null, lang: string | null) {
  const input = { params: { token }, query: checkoutQuery(session, lang) };
  const query = useContractQuery(getPayLink, input, pollWhileConfirming());
  return { query, stillConfirming: useStillConfirming(contractQueryKey(getPayLink, input)) };
}

/** Opens Checkout for the quote's deposit (no milestone) or a milestone, from the quote page or a pay link page. */
export function useStartCheckout(start: (body: { milestoneId?: string; lang: StartCheckoutInput['lang'] }) => Promise<{ url: string }>) {
  return useMutation({
    mutationFn: start,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
