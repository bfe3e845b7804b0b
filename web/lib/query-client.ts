import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function resourceSegments(queryKey: QueryKey): string[] {
  const segments = queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .flatMap((part) => String(part).split(/[/?]/))
    .filter(Boolean);
  return segments[0] === 'api' ? segments.slice(1) : segments;
}

/** SPEC §9 "Polling by query key": the refetch interval for a query, or false for none. */
export function refetchIntervalForKey(queryKey: QueryKey): number | false {
  const [head = '', second = ''] = resourceSegments(queryKey);
  if (head === 'admin' && /^(security|audit-events|rate-limit)/.test(second)) return 60 * SECOND;
  if (head === 'events' || head === 'calendar' || head === 'scheduled-items') return 30 * SECOND;
  if (head === 'dashboard' || head === 'dashboard-stats') return 2 * MINUTE;
  if (head === 'notifications' || head.endsWith('-notifications') || head === 'payment-reminders') return 5 * MINUTE;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // SPEC §9: fresh 5 min, kept 10 min, no refetch on focus, queries retry once, mutations never.
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        refetchOnWindowFocus: false,
        retry: 1,
        refetchInterval: (query) => refetchIntervalForKey(query.queryKey),
      },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
