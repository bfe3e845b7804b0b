// Queries and mutations of Settings → Accounting (QuickBooks), through the contracts of core/quickbooks/quickbooks.api.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import {
  createQboDefaultItems,
  disconnectQbo,
  getQboConnection,
  getQboMappingOptions,
  getQboPreview,
  getQboSyncLog,
  retryQboSyncItem,
  saveQboMapping,
  startQboOAuth,
} from '../../../core/quickbooks/quickbooks.api';
import { apiCall, useContractQuery } from '../../lib/api-contract';

/** Every QuickBooks query's key starts with this prefix (a mutation refreshes them all). */
const BASE = '/api/integrations/quickbooks';

export const useQboConnection = () => useContractQuery(getQboConnection, {});
export const useQboMappingOptions = (enabled: boolean) => useContractQuery(getQboMappingOptions, {}, { enabled, staleTime: 60_000 });
export const useQboPreview = (enabled: boolean) => useContractQuery(getQboPreview, {}, { enabled });
export const useQboSyncLog = (enabled: boolean) => useContractQuery(getQboSyncLog, { query: { pageSize: 20 } }, { enabled, refetchInterval: 10_000 });

function useQboMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BASE) }),
  });
}

export const useStartQboOAuth = () => useMutation({ mutationFn: (lang: 'en' | 'es') => apiCall(startQboOAuth, { body: { lang } }) });
export const useDisconnectQbo = () => useQboMutation(() => apiCall(disconnectQbo));
export const useCreateQboItems = () => useQboMutation(() => apiCall(createQboDefaultItems));
export const useSaveQboMapping = () => useQboMutation((mapping: QboMapping) => apiCall(saveQboMapping, { body: mapping }));
export const useRetryQboItem = () => useQboMutation((id: string) => apiCall(retryQboSyncItem, { params: { id } }));
