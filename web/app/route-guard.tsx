import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CurrentUser } from '../lib/current-user';
import { useLoggingOut } from '../features/auth/logout-state';
import type { RouteAccess } from './routes';

/** A redirect target is only ever a same-site path (no open redirect). */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** Removes ?lang from a search string: navigation adds the current language back by itself. */
function searchWithoutLang(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where a user must go instead of this route, or null to show it.
 * SPEC §4 sign-in redirect rule and §6 roles.
 */
export function redirectFor(
  access: RouteAccess,
  user: CurrentUser | null,
  location: string,
  search: string,
): string | null {
  const here = `${location}${searchWithoutLang(search)}`;
  switch (access) {
    case 'public':
      return null;
    case 'redirectIfAuthenticated': {
      if (!user) return null;
      if (user.isAdmin) return '/admin';
      if (!user.onboardingComplete) return '/onboarding';
      return safeRedirectTarget(new URLSearchParams(search).get('redirect')) ?? '/dashboard';
    }
    case 'contractor':
      if (!user) return `/login?redirect=${encodeURIComponent(here)}`;
      if (user.isAdmin) return '/admin';
      return user.onboardingComplete ? null : '/onboarding';
    case 'onboarding':
      if (!user) return `/login?redirect=${encodeURIComponent(here)}`;
      if (user.isAdmin) return '/admin';
      return user.onboardingComplete ? '/dashboard' : null;
    case 'admin':
      if (!user) return `/login?redirect=${encodeURIComponent(here)}`;
      if (user.isAdmin) return null;
      return user.onboardingComplete ? '/dashboard' : '/onboarding';
  }
}

export function RouteGuard({ access, user, children }: { access: RouteAccess; user: CurrentUser | null; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const loggingOut = useLoggingOut();
  // While logging out the page stays until the move to / (SPEC §4 Logout).
  const target = loggingOut ? null : redirectFor(access, user, location, search);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  if (target) return null;
  if (loggingOut && access !== 'public' && !user) return null;
  return <>{children}</>;
}
