// Queries and mutations of Settings → Accounting (QuickBooks); the calls are core/quickbooks/quickbooks.api.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QboConnectionView, QboMapping, QboMappingOptions, QboPreview, QboSyncLogItem } from '../../../core/quickbooks/quickbooks.schema';
import { apiRequest } from '../../lib/api-client';

const BASE = '/api/integrations/quickbooks';
export const QBO_CONNECTION_KEY = `${BASE}/connection`;

export const useQboConnection = () => useQuery<QboConnectionView>({ queryKey: [QBO_CONNECTION_KEY] });
export const useQboMappingOptions = (enabled: boolean) => useQuery<QboMappingOptions>({ queryKey: [`${BASE}/mapping/options`], enabled, staleTime: 60_000 });
export const useQboPreview = (enabled: boolean) => useQuery<QboPreview>({ queryKey: [`${BASE}/preview`], enabled });
export const useQboSyncLog = (enabled: boolean) =>
  useQuery<{ items: QboSyncLogItem[]; total: number }>({ queryKey: [`${BASE}/sync-log?pageSize=20`], enabled, refetchInterval: 10_000 });

function useQboMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BASE) }),
  });
}

export const useStartQboOAuth = () => useMutation({ mutationFn: (lang: 'en' | 'es') => apiRequest<{ url: string }>('POST', `${BASE}/oauth/start`, { lang }) });
export const useDisconnectQbo = () => useQboMutation(() => apiRequest('DELETE', QBO_CONNECTION_KEY));
export const useCreateQboItems = () => useQboMutation(() => apiRequest<QboMappingOptions>('POST', `${BASE}/mapping/default-items`));
export const useSaveQboMapping = () => useQboMutation((mapping: QboMapping) => apiRequest<QboConnectionView>('PUT', `${BASE}/mapping`, mapping));
export const useRetryQboItem = () => useQboMutation((id: string) => apiRequest<{ status: string }>('POST', `${BASE}/sync-log/${id}/retry`));
