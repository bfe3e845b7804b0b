// The create/update and delete mutations every CRM settings list shares (lead rules, SMS campaigns, custom field
// mappings): each calls its contracts, and the list query (keyed by the list contract's path) is refetched afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Create (no id) or update one item of a list with `save`; the list at `listKey` is refetched either way. */
export function useSaveCrmItem<Body, Result>(listKey: string, save: (id: string | undefined, body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) => save(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listKey] }),
  });
}

/** Delete one item of a list by id with `remove`; the list at `listKey` is refetched. */
export function useDeleteCrmItem(listKey: string, remove: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listKey] }),
  });
}
