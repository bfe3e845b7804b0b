// Queries and mutations of the customers feature (SPEC §7 calls and what the pages need).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Customer, CustomerPage, NewCustomerInput, ScheduleVisitInput, UpdateCustomerBody } from '../../../core/customers/customer.schema';
import { apiRequest } from '../../lib/api-client';

export const HOMEOWNERS_KEY = '/api/homeowners';

export type CustomerListParams = { q?: string; page: number; pageSize: number; sort: string; archived?: boolean };

export type CustomerActivity = {
  quotes: { id: string; quoteNumber: number; status: string; totalCents: number; createdAt: string }[];
  jobs: { id: string; jobNumber: string; name: string; status: string; scheduledDate: string | null }[];
  visits: { id: string; title: string; eventType: string; status: string; startDate: string; startTime: string | null; endTime: string | null; isAnytime: boolean; description: string | null }[];
};

export function useCustomerList(params: CustomerListParams) {
  // archived is sent only when true, so the active list keeps its plain address.
  const { archived, ...rest } = params;
  return useQuery<CustomerPage>({ queryKey: [HOMEOWNERS_KEY, { ...rest, q: params.q || null, ...(archived ? { archived: true } : {}) }], placeholderData: (prev) => prev });
}

export function useCustomer(id: string) {
  return useQuery<Customer>({ queryKey: [HOMEOWNERS_KEY, id], retry: false, enabled: Boolean(id) });
}

export function useCustomerActivity(id: string) {
  return useQuery<CustomerActivity>({ queryKey: [HOMEOWNERS_KEY, id, 'activity'], retry: false });
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
    mutationFn: (body: NewCustomerInput & { allowDuplicate?: boolean }) => apiRequest<Customer>('POST', HOMEOWNERS_KEY, body),
    onSuccess: () => invalidateCustomers(queryClient),
  });
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<UpdateCustomerBody>) => apiRequest<Customer>('PATCH', `${HOMEOWNERS_KEY}/${id}`, body),
    onSuccess: () => invalidateCustomers(queryClient),
  });
}

/** An archived customer back in the list, search and pickers. */
export function useRestoreCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Customer>('POST', `${HOMEOWNERS_KEY}/${id}/restore`, {}),
    onSuccess: () => invalidateCustomers(queryClient),
  });
}

export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ archived: boolean }>('DELETE', `${HOMEOWNERS_KEY}/${id}`),
    // The open page of the deleted customer is not refetched (it would flash "Customer not found"); the caller leaves it.
    onSuccess: () => invalidateCustomers(queryClient, id),
  });
}

export function useScheduleVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleVisitInput) => apiRequest('POST', `${HOMEOWNERS_KEY}/${id}/schedule-visit`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [HOMEOWNERS_KEY, id, 'activity'] }),
        queryClient.invalidateQueries({ predicate: (q) => ['/api/calendar', '/api/events'].includes(String(q.queryKey[0])) }),
      ]),
  });
}
