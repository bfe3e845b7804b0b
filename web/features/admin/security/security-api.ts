// The Security tab's queries. SPEC §6/§9: the keys start with /api/admin/security, /api/admin/audit-events and
// /api/admin/rate-limit-events, so web/lib/query-client.ts polls each every 60 s.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A keyset-paged list ("Load more"): each page asks for the rows after the previous page's last one. */
function useEventPages<Page extends { nextCursor: string | null }>(key: string, filters: EventFilters) {
  return useInfiniteQuery<Page>({
    queryKey: [key, filters],
    initialPageParam: null,
    queryFn: ({ pageParam }) => {
      const params: Record<string, string> = { ...filters, limit: String(SECURITY_PAGE_SIZE) };
      if (typeof pageParam === 'string') params.cursor = pageParam;
      return apiRequest<Page>('GET', pathFromQueryKey([key, params]));
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useAuditEvents = (filters: EventFilters) => useEventPages<AuditEventsPage>(AUDIT_EVENTS_KEY, filters);
export const useRateLimitEvents = (filters: EventFilters) => useEventPages<RateLimitEventsPage>(RATE_LIMIT_EVENTS_KEY, filters);

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
