// Queries and mutations of purchase orders and job costs (issue 24), through their contracts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiContract, ContractInput, ContractResponse } from '../../../core/api/contract';
import * as api from '../../../core/purchasing/purchasing.api';
import { apiCall, useContractQuery } from '../../lib/api-contract';

export type { JobPurchasingView, PurchaseOrderView } from '../../../core/purchasing/purchase-order.schema';

export const pageLang = (language: string): 'en' | 'es' => (language.startsWith('es') ? 'es' : 'en');

export const useQuotePurchasing = (quoteId: string, lang: 'en' | 'es') => useContractQuery(api.getQuotePurchasing, { params: { id: quoteId }, query: { lang } }, { retry: false });
export const useJobPurchasing = (jobId: string, lang: 'en' | 'es') => useContractQuery(api.getJobPurchasing, { params: { id: jobId }, query: { lang } }, { retry: false });

/** Every purchasing answer (a quote's orders, a job's costs, the bell's items) is fetched again after a change. */
const touchesPurchasing = (key: readonly unknown[]) => key.some((k) => typeof k === 'string' && (k.includes('purchase-orders') || k === 'purchasing' || k.includes('materials-missing')));

export function usePurchasingMutation<C extends ApiContract>(contract: C) {
  const queryClient = useQueryClient();
  return useMutation<ContractResponse<C>, Error, ContractInput<C>>({
    mutationFn: (input) => (apiCall as (c: C, i: ContractInput<C>) => Promise<ContractResponse<C>>)(contract, input),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => touchesPurchasing(q.queryKey) }),
  });
}

export { api as purchasingApi };
