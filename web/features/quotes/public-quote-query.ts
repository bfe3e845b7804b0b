// The homeowner's quote read (GET /api/public/quotes/{token}), shared by the page and the start-up prefetch in
// web/app/routes.tsx: the route table is in every first download, so this file stays tiny and imports no page code.
import { queryClient } from '../../lib/query-client';

export const PUBLIC_QUOTES_KEY = '/api/public/quotes';

/** Fresh for 30 s: the read started beside the page's code is not repeated when the page mounts (each read is a view). */
export const publicQuoteQuery = (token: string) => ({ queryKey: [PUBLIC_QUOTES_KEY, token], retry: false, staleTime: 30_000 }) as const;

export function prefetchPublicQuote(token: string): void {
  void queryClient.prefetchQuery(publicQuoteQuery(token));
}
