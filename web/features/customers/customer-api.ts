// Queries and mutations of the customers feature (SPEC §7 calls and what the pages need), through their contracts.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkArchiveBody, BulkTagBody, CustomerSort, CustomerStatus, NewCustomerInput, ScheduleVisitInput, UpdateCustomerBody } from '../../../core/customers/customer.schema';
import {
  bulkArchiveCustomers,
  bulkTagCustomers,
  createCustomer,
  deleteCustomer,
  getCustomer,
  getCustomerActivity,
  listCustomerTags,
  listCustomers,
  restoreCustomer,
  scheduleCustomerVisit,
  updateCustomer,
} from '../../../core/customers/customers.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';


/** Every customer query's key starts with this (the list, one customer, their activity). */
export const HOMEOWNERS_KEY = listCustomers.path;

export type CustomerListParams = {
  q?: string;
  cursor?: string;
  pageSize: number;
  sort: CustomerSort;
  archived?: boolean;
  status?: CustomerStatus;
  tag?: string;
  createdFrom?: string;
  openBalance?: boolean;
};

export function useCustomerList(params: CustomerListParams) {
  // Only the filters in use are sent, so the plain list keeps its plain address.
  const { archived, openBalance, ...rest } = params;
  const query = Object.fromEntries(
    Object.entries({ ...rest, archived: archived ? 'true' : undefined, openBalance: openBalance === undefined ? undefined : String(openBalance) }).filter(([, v]) => v !== undefined && v !== ''),
  );
  return useContractQuery(listCustomers, { query }, { placeholderData: (prev) => prev });
}

/** The tags on the contractor's customers, for the list's tag filter. */
export function useCustomerTags() {
  return useContractQuery(listCustomerTags, {});
}

export function useBulkTagCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTagBody) => apiCall(bulkTagCustomers, { body }),
    onSuccess: () => Promise.all([invalidateCustomers(queryClient), queryClient.invalidateQueries({ queryKey: [listCustomerTags.path] })]).then(() => undefined),
  });
}

export function useBulkArchiveCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkArchiveBody) => apiCall(bulkArchiveCustomers, { body }),
    onSuccess: () => Promise.all([invalidateCustomers(queryClient), queryClient.invalidateQueries({ queryKey: [listCustomerTags.path] })]).then(() => undefined),
  });
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
