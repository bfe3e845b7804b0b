import type { QueryClient } from '@tanstack/react-query';

/** After an import or its undo: every customer list, picker and search answer is stale (keys as SPEC §7 builds them). */
export function invalidateCustomerQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/homeowners'] }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === '/api/contractors' && q.queryKey.includes('homeowners') }),
    queryClient.invalidateQueries({ queryKey: ['/api/search'] }),
  ]).then(() => undefined);
}
