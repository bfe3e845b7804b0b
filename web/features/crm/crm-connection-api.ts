// Queries and mutations of Settings → CRM → Connection.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectCrm, disconnectCrm, getCrmConnection, startCrmOAuth, testCrmConnection } from '../../../core/crm/crm-connection.api';
import type { PrivateTokenConnectInput } from '../../../core/crm/connection.schema';
import { apiCall, useContractQuery } from '../../lib/api-contract';

export const useCrmConnection = () => useContractQuery(getCrmConnection, {});

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

export const useConnectCrm = () => useConnectionMutation((input: PrivateTokenConnectInput) => apiCall(connectCrm, { body: input }));
export const useTestCrmConnection = () => useConnectionMutation(() => apiCall(testCrmConnection));
export const useDisconnectCrm = () => useConnectionMutation(() => apiCall(disconnectCrm));
export const useStartCrmOAuth = () => useMutation({ mutationFn: (lang: 'en' | 'es') => apiCall(startCrmOAuth, { body: { lang } }) });
