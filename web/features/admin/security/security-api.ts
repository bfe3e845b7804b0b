// The Security tab's queries. SPEC §6/§9: the keys start with /api/admin/security, /api/admin/audit-events and
// /api/admin/rate-limit-events, so web/lib/query-client.ts polls each every 60 s.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContractResponse } from '../../../../core/api/contract';
import {
  acknowledgeSecurityAlert,
  evaluateSecurityAlerts,
  getSecurityOverview,
  listAuditEvents,
  listRateLimitEvents,
  listSecurityAlerts,
  resolveSecurityAlert,
} from '../../../../core/security/security.api';
import type { AuditEventsQuery, SecurityAlert, SecurityAlertsQuery } from '../../../../core/security/security.schema';
import { apiCall, useContractQuery } from '../../../lib/api-contract';

export const SECURITY_OVERVIEW_KEY = getSecurityOverview.path;
export const SECURITY_ALERTS_KEY = listSecurityAlerts.path;
export const AUDIT_EVENTS_KEY = listAuditEvents.path;
export const RATE_LIMIT_EVENTS_KEY = listRateLimitEvents.path;

/** Rows per page in the browser (the API allows up to 100). */
export const SECURITY_PAGE_SIZE = 25;

/** Filters as the API takes them; empty ones are left out of the key (and so of the address). */
export type EventFilters = Record<string, string>;

export function useSecurityOverview() {
  return useContractQuery(getSecurityOverview, {});
}

export function useSecurityAlerts(status: SecurityAlertsQuery['status']) {
  return useContractQuery(listSecurityAlerts, { query: { status } });
}

type EventsContract = typeof listAuditEvents | typeof listRateLimitEvents;
type EventPage<Row> = { events: Row[]; nextCursor: string | null };

/**
 * A keyset-paged list with "Load more": the query holds every page shown so far (its key counts them), so the 60 s poll
 * refreshes them all from the newest row; "Load more" fetches only the next page after the rows already there.
 * (Plain useQuery: useInfiniteQuery would add its machinery to the vendor chunk every page downloads.)
 */
function useEventPages<Row>(contract: EventsContract, filters: EventFilters) {
  const key = contract.path;
  const queryClient = useQueryClient();
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, pages: 1 });
  const pages = paging.filtersKey === filtersKey ? paging.pages : 1; // new filters start again at the first page
  const keyFor = (n: number) => [key, filters, { pages: n }] as const;
  // The filters were checked with the contract's own query schema before they were applied (event-filters.tsx).
  const fetchPage = (cursor: string | null) =>
    apiCall(contract as EventsContract, { query: { ...(filters as Partial<AuditEventsQuery>), limit: SECURITY_PAGE_SIZE, ...(cursor ? { cursor } : {}) } }) as Promise<EventPage<Row>>;
  const query = useQuery<EventPage<Row>>({
    queryKey: keyFor(pages),
    // While the next page loads, the rows already shown stay (only for the same filters: new filters show loading).
    placeholderData: (previous, previousQuery) => (previousQuery && JSON.stringify(previousQuery.queryKey[1]) === filtersKey ? previous : undefined),
    queryFn: async () => {
      const refetch = queryClient.getQueryData(keyFor(pages)) !== undefined;
      const shown = !refetch && pages > 1 ? queryClient.getQueryData<EventPage<Row>>(keyFor(pages - 1)) : undefined;
      let events = shown?.events ?? [];
      let cursor = shown ? shown.nextCursor : null;
      for (let n = shown ? pages - 1 : 0; n < pages && (n === 0 || cursor); n++) {
        const page = await fetchPage(cursor);
        events = [...events, ...page.events];
        cursor = page.nextCursor;
      }
      return { events, nextCursor: cursor };
    },
  });
  return {
    rows: query.data?.events ?? [],
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: Boolean(query.data?.nextCursor),
    loadingMore: query.isFetching && query.isPlaceholderData,
    loadMore: () => setPaging({ filtersKey, pages: pages + 1 }),
  };
}

export const useAuditEvents = (filters: EventFilters) => useEventPages<ContractResponse<typeof listAuditEvents>['events'][number]>(listAuditEvents, filters);
export const useRateLimitEvents = (filters: EventFilters) =>
  useEventPages<ContractResponse<typeof listRateLimitEvents>['events'][number]>(listRateLimitEvents, filters);

/** Acknowledge or resolve an alert with a note; the alert list, the overview and the audit log are read again. */
export function useMoveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alert, to, note }: { alert: SecurityAlert; to: 'acknowledge' | 'resolve'; note: string }) =>
      apiCall(to === 'acknowledge' ? acknowledgeSecurityAlert : resolveSecurityAlert, { params: { id: alert.id }, body: { note } }),
    onSettled: () => invalidateSecurity(queryClient),
  });
}

/** "Check now": runs the alert rules at once instead of at the job's next minute. */
export function useEvaluateAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(evaluateSecurityAlerts),
    onSuccess: () => invalidateSecurity(queryClient),
  });
}

function invalidateSecurity(queryClient: ReturnType<typeof useQueryClient>) {
  for (const key of [SECURITY_ALERTS_KEY, SECURITY_OVERVIEW_KEY, AUDIT_EVENTS_KEY]) void queryClient.invalidateQueries({ queryKey: [key] });
}
