// The Security tab's queries. SPEC §6/§9: the keys start with /api/admin/security, /api/admin/audit-events and
// /api/admin/rate-limit-events, so web/lib/query-client.ts polls each every 60 s.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  AuditEventsPage,
  RateLimitEventsPage,
  SecurityAlert,
  SecurityAlertsQuery,
  SecurityOverview,
} from '../../../../core/security/security.schema';
import { apiRequest, pathFromQueryKey } from '../../../lib/api-client';

export const SECURITY_OVERVIEW_KEY = '/api/admin/security';
export const SECURITY_ALERTS_KEY = '/api/admin/security-alerts';
export const AUDIT_EVENTS_KEY = '/api/admin/audit-events';
export const RATE_LIMIT_EVENTS_KEY = '/api/admin/rate-limit-events';

/** Rows per page in the browser (the API allows up to 100). */
export const SECURITY_PAGE_SIZE = 25;

/** Filters as the API takes them; empty ones are left out of the key (and so of the address). */
export type EventFilters = Record<string, string>;

export function useSecurityOverview() {
  return useQuery<SecurityOverview>({ queryKey: [SECURITY_OVERVIEW_KEY] });
}

export function useSecurityAlerts(status: SecurityAlertsQuery['status']) {
  return useQuery<{ alerts: SecurityAlert[] }>({ queryKey: [SECURITY_ALERTS_KEY, { status }] });
}

type EventPage<Row> = { events: Row[]; nextCursor: string | null };

/**
 * A keyset-paged list with "Load more": the query holds every page shown so far (its key counts them), so the 60 s poll
 * refreshes them all from the newest row; "Load more" fetches only the next page after the rows already there.
 * (Plain useQuery: useInfiniteQuery would add its machinery to the vendor chunk every page downloads.)
 */
function useEventPages<Row>(key: string, filters: EventFilters) {
  const queryClient = useQueryClient();
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, pages: 1 });
  const pages = paging.filtersKey === filtersKey ? paging.pages : 1; // new filters start again at the first page
  const keyFor = (n: number) => [key, filters, { pages: n }] as const;
  const fetchPage = (cursor: string | null) =>
    apiRequest<EventPage<Row>>('GET', pathFromQueryKey([key, { ...filters, limit: String(SECURITY_PAGE_SIZE), ...(cursor ? { cursor } : {}) }]));
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

export const useAuditEvents = (filters: EventFilters) => useEventPages<AuditEventsPage['events'][number]>(AUDIT_EVENTS_KEY, filters);
export const useRateLimitEvents = (filters: EventFilters) => useEventPages<RateLimitEventsPage['events'][number]>(RATE_LIMIT_EVENTS_KEY, filters);

/** Acknowledge or resolve an alert with a note; the alert list, the overview and the audit log are read again. */
export function useMoveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alert, to, note }: { alert: SecurityAlert; to: 'acknowledge' | 'resolve'; note: string }) =>
      apiRequest<SecurityAlert>('POST', `/api/admin/security-alerts/${alert.id}/${to}`, { note }),
    onSettled: () => invalidateSecurity(queryClient),
  });
}

/** "Check now": runs the alert rules at once instead of at the job's next minute. */
export function useEvaluateAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ raised: number; updated: number }>('POST', '/api/admin/security-alerts/evaluate'),
    onSuccess: () => invalidateSecurity(queryClient),
  });
}

function invalidateSecurity(queryClient: ReturnType<typeof useQueryClient>) {
  for (const key of [SECURITY_ALERTS_KEY, SECURITY_OVERVIEW_KEY, AUDIT_EVENTS_KEY]) void queryClient.invalidateQueries({ queryKey: [key] });
}
