// The single route table (SPEC §2 "Route list"). Feature helpers append one entry per route; keep edits small.
// Paths not listed here show the not-found page, as do routes whose feature has not been built yet.
// Issue 15: every page is `lazy(() => import(...))` (web/lib/lazy-page.ts), its own chunk; never import a page, or anything only
// pages use, statically into web/app/ or web/main.tsx: that code would be in every visitor's first download
// (scripts/bundle-budget.mjs fails the build's check when the first view outgrows its budget).
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import i18n, { DEFAULT_LANGUAGE, isLanguage, loadStrings } from '../lib/i18n';
import { lazy, type LazyComponent } from '../lib/lazy-page';
import { prefetchPublicQuote } from '../features/quotes/public-quote-query';

/**
 * Who may open a route (SPEC §4 sign-in redirect rule, §6 roles):
 * - public: anyone.
 * - redirectIfAuthenticated: visitors; a signed-in user goes to /admin, the requested page or /onboarding.
 * - contractor: signed-in contractor with onboarding complete (admins → /admin, incomplete → /onboarding).
 * - onboarding: signed-in contractor whose onboarding is not complete.
 * - admin: signed-in admin.
 */
export type RouteAccess = 'public' | 'redirectIfAuthenticated' | 'contractor' | 'onboarding' | 'admin';

/** Only a signed-in user sees the page (in the signed-in shell). */
export const forSignedIn = (access: RouteAccess) => access !== 'public' && access !== 'redirectIfAuthenticated';

/** app: header/sidebar/bottom bar when signed in, visitor header otherwise; bare: no shell (SPEC §2 customer quote view). */
export type RouteLayout = 'app' | 'bare';

export type AppRoute = {
  path: string;
  component: ComponentType | (LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> });
  access: RouteAccess;
  layout?: RouteLayout;
  /**
   * The sections of web/locales/*.json the page uses besides the base (common, nav, errors) and, on a signed-in page,
   * the shell's (./shell/shell-strings.ts): the page fetches only these with its code. Leave it out and the page gets the
   * whole language. web/app/route-strings.test.ts checks that a list names every section the page can show.
   */
  strings?: readonly string[];
  /** Starts the page's first API read at start-up, beside its code (keep it tiny: it is in the first download). */
  prefetch?: (params: Record<string, string | undefined>) => void;
};

export const routes: AppRoute[] = [
  { path: '/', component: lazy(() => import('../features/home/home-page')), access: 'public', strings: ['home'] },
  { path: '/homeowner', component: lazy(() => import('../features/home/homeowner-page')), access: 'public', strings: ['home'] },
  { path: '/contractor', component: lazy(() => import('../features/home/contractor-page')), access: 'public', strings: ['home'] },
  { path: '/contractor-registration', component: lazy(() => import('../features/registration/contractor-registration-page')), access: 'public', strings: ['registration', 'validation'] },
  { path: '/login', component: lazy(() => import('../features/auth/login-page')), access: 'redirectIfAuthenticated', strings: ['auth', 'accounts', 'validation'] },
  { path: '/forgot-password', component: lazy(() => import('../features/auth/forgot-password-page')), access: 'redirectIfAuthenticated', strings: ['auth', 'accounts', 'validation'] },
  { path: '/set-password', component: lazy(() => import('../features/auth/set-password-page')), access: 'public', strings: ['accounts', 'validation'] },
  { path: '/onboarding', component: lazy(() => import('../features/onboarding/onboarding-page')), access: 'onboarding', strings: ['onboarding'] },
  { path: '/dashboard', component: lazy(() => import('../features/dashboard/dashboard-page')), access: 'contractor', strings: ['contractorPortal', 'dashboard', 'reports', 'shortLink'] },
  { path: '/admin', component: lazy(() => import('./admin-route')), access: 'admin', strings: ['admin', 'materials', 'registration', 'settings'] },
  { path: '/admin/outbox', component: lazy(() => import('../features/outbox/admin-outbox-page')), access: 'admin', strings: ['outbox', 'settings'] },
  { path: '/admin/contractors/:id', component: lazy(() => import('../features/admin/contractor-detail-page')), access: 'admin', strings: ['admin', 'closure'] },
  { path: '/contractor/settings', component: lazy(() => import('../features/settings/settings-page')), access: 'contractor', strings: ['accounting', 'cardPayments', 'closure', 'crm', 'followUps', 'imports', 'materials', 'onboarding', 'outbox', 'quotes', 'settings', 'shortLink', 'suppliers'] },
  { path: '/settings', component: lazy(() => import('../features/settings/settings-page')), access: 'contractor', strings: ['accounting', 'cardPayments', 'closure', 'crm', 'followUps', 'imports', 'materials', 'onboarding', 'outbox', 'quotes', 'settings', 'shortLink', 'suppliers'] },
  { path: '/testimonials', component: lazy(() => import('../features/profile-content/testimonials-page')), access: 'contractor', strings: ['profileContent'] },
  { path: '/faqs', component: lazy(() => import('../features/profile-content/faqs-page')), access: 'contractor', strings: ['profileContent'] },
  { path: '/contractor/quote', component: lazy(() => import('../features/layout-editor/pages/layout-quote-page')), access: 'contractor', strings: ['layoutEditor', 'materials', 'quotes'] },
  { path: '/quote/:id/edit', component: lazy(() => import('../features/quotes/quote-edit-page')), access: 'contractor', strings: ['layoutEditor', 'materials', 'quoteOptions', 'quotes'] },
  { path: '/jobs', component: lazy(() => import('../features/jobs/jobs-page')), access: 'contractor', strings: [] },
  { path: '/schedule', component: lazy(() => import('../features/calendar/schedule-page')), access: 'contractor', strings: [] },
  { path: '/jobs/:id/materials', component: lazy(() => import('../features/materials/materials-list-page')), access: 'contractor', strings: ['materials'] },
  { path: '/contractor/quote/:id/orders', component: lazy(() => import('../features/purchasing/purchase-orders-page')), access: 'contractor', strings: ['purchasing'] },
  { path: '/contractor/quote/:id/materials', component: lazy(() => import('../features/materials/materials-list-page')), access: 'contractor', strings: ['materials'] },
  { path: '/jobs/:id', component: lazy(() => import('./job-detail-route')), access: 'contractor', strings: ['books', 'cardPayments', 'followUps', 'materials', 'payments', 'purchasing'] },
  { path: '/homeowner/quote', component: lazy(() => import('../features/layout-editor/pages/instant-quote-page')), access: 'public', strings: ['instantQuote', 'layoutEditor', 'validation'] },
  { path: '/quote', component: lazy(() => import('../features/layout-editor/pages/instant-quote-page')), access: 'public', strings: ['instantQuote', 'layoutEditor', 'validation'] },
  { path: '/e/:shortCode', component: lazy(() => import('../features/layout-editor/pages/instant-quote-page')), access: 'public', strings: ['instantQuote', 'layoutEditor', 'validation'] },
  { path: '/customers', component: lazy(() => import('../features/customers/customers-page')), access: 'contractor', strings: ['customerList'] },
  { path: '/customers/import', component: lazy(() => import('../features/imports/import-page')), access: 'contractor', strings: ['imports', 'validation'] },
  { path: '/customers/import/:importId', component: lazy(() => import('../features/imports/import-batch-page')), access: 'contractor', strings: ['imports', 'validation'] },
  { path: '/customers/import/work/:importId', component: lazy(() => import('../features/imports/work-import-page')), access: 'contractor', strings: ['imports', 'validation'] },
  { path: '/customers/:customerId', component: lazy(() => import('../features/customers/customer-detail-page')), access: 'contractor', strings: ['crm'] },
  { path: '/quotes', component: lazy(() => import('../features/quotes/quotes-page')), access: 'contractor', strings: ['quotes'] },
  { path: '/contractor/quote-cart', component: lazy(() => import('../features/quotes/quote-cart-page')), access: 'contractor', strings: ['quotes'] },
  { path: '/quote-cart', component: lazy(() => import('../features/quotes/quote-cart-page')), access: 'contractor', strings: ['quotes'] },
  { path: '/contractor/quote/:id/view', component: lazy(() => import('../features/quotes/quote-view-page')), access: 'contractor', strings: ['followUps', 'materials', 'outbox', 'payments', 'purchasing', 'quoteOptions', 'quotes', 'signing', 'suppliers'] },
  { path: '/outbox', component: lazy(() => import('../features/outbox/outbox-page')), access: 'contractor', strings: ['outbox'] },
  { path: '/reports', component: lazy(() => import('../features/reports/reports-page')), access: 'contractor', strings: ['reports', 'suppliers'] },
  { path: '/contractor-portal', component: lazy(() => import('../features/contractor-portal/contractor-portal-page')), access: 'contractor', strings: ['contractorPortal', 'customerPage', 'quotes', 'settings', 'shortLink'] },
  { path: '/customer/quote/:token/view', component: lazy(() => import('../features/quotes/public-quote-page')), access: 'public', strings: ['customerPage', 'quoteOptions', 'quotes', 'signing'], layout: 'bare', prefetch: ({ token }) => token && prefetchPublicQuote(token) },
  { path: '/customer/pay/:token', component: lazy(() => import('../features/payments/pay-link-page')), access: 'public', strings: ['cardPayments', 'customerPage', 'validation'], layout: 'bare' },
];

/** The route that shows a path (the first match, as the app's <Switch> picks it) and its parameters. */
export function routeFor(pathname: string): { route: AppRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return undefined;
}

const currentLanguage = () => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
const pages = new WeakMap<AppRoute, LazyComponent>();

/** What the app renders for a route: its page, shown once both its code and its strings are there. */
export function pageOf(route: AppRoute): LazyComponent {
  let page = pages.get(route);
  if (!page) {
    const { component } = route;
    const code = 'preload' in component && component.preload
      ? (component.preload as () => Promise<{ default: ComponentType }>)
      : () => Promise.resolve({ default: component as ComponentType });
    page = lazy(() => Promise.all([code(), loadStrings(currentLanguage(), route.strings)]).then(([module]) => module));
    pages.set(route, page);
  }
  return page;
}

/** Starts downloading a path's page, its strings and its first API read before React renders it. */
export function preloadRoute(pathname: string): AppRoute | undefined {
  const found = routeFor(pathname);
  if (!found) return undefined;
  void pageOf(found.route).preload().catch(() => undefined); // rendering reports a failure
  found.route.prefetch?.(found.params);
  return found.route;
}
