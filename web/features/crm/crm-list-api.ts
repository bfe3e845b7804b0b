// The create/update and delete mutations every CRM settings list shares (lead rules, SMS campaigns, custom field
// mappings): each answers to a REST collection at `base`, and its list query (keyed by `base`) is refetched afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Create (no id) or update one item of the list at `base`; the list is refetched either way. */
export function useSaveCrmItem<Body, Result>(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) => apiRequest<Result>(id ? 'PUT' : 'POST', id ? `${base}/${id}` : base, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [base] }),
  });
}

/** Delete one item of the list at `base` by id; the list is refetched. */
export function useDeleteCrmItem(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${base}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [base] }),
  });
}
