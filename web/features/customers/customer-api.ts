// Queries and mutations of the customers feature (SPEC §7 calls and what the pages need), through their contracts.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CustomerSort, NewCustomerInput, ScheduleVisitInput, UpdateCustomerBody } from '../../../core/customers/customer.schema';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  getCustomerActivity,
  listCustomers,
  restoreCustomer,
  scheduleCustomerVisit,
  updateCustomer,
} from '../../../core/customers/customers.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';


/** Every customer query's key starts with this (the list, one customer, their activity). */
export const HOMEOWNERS_KEY = listCustomers.path;

export type CustomerListParams = { q?: string; page: number; pageSize: number; sort: CustomerSort; archived?: boolean };

export function useCustomerList(params: CustomerListParams) {
  // archived is sent only when true, so the active list keeps its plain address.
  const { archived, ...rest } = params;
  const query = { ...rest, q: params.q || undefined, ...(archived ? { archived: 'true' } : {}) };
  return useContractQuery(listCustomers, { query }, { placeholderData: (prev) => prev });
}

export function customerQueryKey(id: string) {
  return contractQueryKey(getCustomer, { params: { id } });
}

export function useCustomer(id: string) {
  return useContractQuery(getCustomer, { params: { id } }, { retry: false, enabled: Boolean(id) });
}

export function customerActivityQueryKey(id: string) {
  return contractQueryKey(getCustomerActivity, { params: { id } });
}

export function useCustomerActivity(id: string, options: { enabled?: boolean } = {}) {
  return useContractQuery(getCustomerActivity, { params: { id } }, { retry: false, ...options });
}

/** SPEC §7: after a change, the contractor's homeowners lists and every homeowners query are refetched. */
export function invalidateCustomers(queryClient: QueryClient, except?: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [HOMEOWNERS_KEY], predicate: (q) => !except || q.queryKey[1] !== except }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === '/api/contractors' && q.queryKey.includes('homeowners') }),
    queryClient.invalidateQueries({ queryKey: ['/api/search'] }),
  ]).then(() => undefined);
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCustomerInput & { allowDuplicate?: boolean }) => apiCall(createCustomer, { body }),
    onSuccess: () => invalidateCustomers(queryClient),
  });
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<UpdateCustomerBody>) => apiCall(updateCustomer, { params: { id }, body }),
    onSuccess: () => invalidateCustomers(queryClient),
  });
}

/** An archived customer back in the list, search and pickers. */
export function useRestoreCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(restoreCustomer, { params: { id } }),
    onSuccess: () => invalidateCustomers(queryClient),
  });
}

export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(deleteCustomer, { params: { id } }),
    // The open page of the deleted customer is not refetched (it would flash "Customer not found"); the caller leaves it.
    onSuccess: () => invalidateCustomers(queryClient, id),
  });
}

export function useScheduleVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleVisitInput) => apiCall(scheduleCustomerVisit, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerActivityQueryKey(id) }),
        queryClient.invalidateQueries({ predicate: (q) => ['/api/calendar', '/api/events'].includes(String(q.queryKey[0])) }),
      ]),
  });
}
