import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../core/auth/auth.schema';
import { displayName } from '../../core/auth/display-name';

export type { CurrentUser };
export { displayName };

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

/**
 * The server writes <meta name="picket-session" content="none"> into a page it serves without a session cookie: no one
 * is signed in, so the first check needs no request (its 401 would be logged as a console error). Read once and
 * removed: every later check (after signing in, say) asks the server.
 */
function visitorHint(): boolean {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="picket-session"]');
  meta?.remove();
  return meta?.getAttribute('content') === 'none';
}

/** SPEC §7: 401 means no user; any other failure is "Failed to fetch current user", not retried. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (visitorHint()) return null;
  const res = await fetch(CURRENT_USER_KEY[0], { credentials: 'include' });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error('Failed to fetch current user');
  return (await res.json()) as CurrentUser;
}

export function useCurrentUser() {
  // retryOnMount false: every shell part reads the user; a failed check must not refetch once per mounting part.
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, retry: false, retryOnMount: false });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** SPEC §2 logo link rule. */
export function homePathFor(user: CurrentUser | null, loggingOut = false): string {
  if (!user || loggingOut) return '/';
  if (user.isAdmin) return '/admin';
  return user.onboardingComplete ? '/dashboard' : '/onboarding';
}
