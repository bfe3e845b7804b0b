// Queries and mutations of Settings → CRM → Sync log.
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { listSyncLog, resyncEverything, retrySyncItem } from '../../../core/crm/crm-sync-log.api';
import { apiCall, useContractQuery } from '../../lib/api-contract';

export const SYNC_LOG_KEY = listSyncLog.path;

export interface SyncLogFilter {
  page: number;
  direction?: 'out' | 'in';
  status?: 'failed' | 'pending' | 'done' | 'skipped';
}

export function useSyncLog(filter: SyncLogFilter) {
  return useContractQuery(listSyncLog, { query: { page: filter.page, direction: filter.direction, status: filter.status } }, {
    placeholderData: keepPreviousData,
    // Pending items move on their own: look again while any is waiting.
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === 'pending' || i.status === 'running') ? 5_000 : false),
  });
}

export function useRetrySyncItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(retrySyncItem, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SYNC_LOG_KEY] }),
  });
}

export function useResyncEverything() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(resyncEverything),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SYNC_LOG_KEY] }),
  });
}
