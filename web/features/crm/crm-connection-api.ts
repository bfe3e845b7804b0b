// Queries and mutations of Settings → CRM → Connection.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmConnectionView, PrivateTokenConnectInput } from '../../../core/crm/connection.schema';
import { apiRequest } from '../../lib/api-client';

export const CRM_CONNECTION_KEY = '/api/crm/connection';

export const useCrmConnection = () => useQuery<CrmConnectionView>({ queryKey: [CRM_CONNECTION_KEY] });

/** After connecting or disconnecting, everything that reads the CRM (users, pipelines, fields) is read again. */
function useConnectionMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks (a toast) run before the refetch swaps the card's content and unmounts them.
    onSettled: () => {
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/crm/') });
    },
  });
}

export const useConnectCrm = () =>
  useConnectionMutation((input: PrivateTokenConnectInput) => apiRequest<CrmConnectionView>('POST', CRM_CONNECTION_KEY, input));
export const useTestCrmConnection = () =>
  useConnectionMutation(() => apiRequest<{ ok: true; locationName: string }>('POST', `${CRM_CONNECTION_KEY}/test`));
export const useDisconnectCrm = () => useConnectionMutation(() => apiRequest('DELETE', CRM_CONNECTION_KEY));
export const useStartCrmOAuth = () =>
  useMutation({ mutationFn: (lang: 'en' | 'es') => apiRequest<{ url: string }>('POST', `${CRM_CONNECTION_KEY}/oauth/start`, { lang }) });
