// Queries and mutations of Settings → CRM → Sync log.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SyncLogPage } from '../../../core/crm/sync-log.schema';
import { apiRequest } from '../../lib/api-client';

export const SYNC_LOG_KEY = '/api/crm/sync-log';

export interface SyncLogFilter {
  page: number;
  direction?: 'out' | 'in';
  status?: 'failed' | 'pending' | 'done' | 'skipped';
}

export function useSyncLog(filter: SyncLogFilter) {
  return useQuery<SyncLogPage>({
    queryKey: [SYNC_LOG_KEY, { page: filter.page, direction: filter.direction, status: filter.status }],
    placeholderData: keepPreviousData,
    // Pending items move on their own: look again while any is waiting.
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === 'pending' || i.status === 'running') ? 5_000 : false),
  });
}

export function useRetrySyncItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ status: 'pending' | 'skipped' }>('POST', `${SYNC_LOG_KEY}/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SYNC_LOG_KEY] }),
  });
}

export function useResyncEverything() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ customers: number; quotes: number }>('POST', '/api/crm/sync/resync'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SYNC_LOG_KEY] }),
  });
}
