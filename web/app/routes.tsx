// The single route table (SPEC §2 "Route list"). Feature helpers append one entry per route; keep edits small.
// Paths not listed here show the not-found page, as do routes whose feature has not been built yet.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Who may open a route (SPEC §4 sign-in redirect rule, §6 roles):
 * - public: anyone.
 * - redirectIfAuthenticated: visitors; a signed-in user goes to /admin, the requested page or /onboarding.
 * - contractor: signed-in contractor with onboarding complete (admins → /admin, incomplete → /onboarding).
 * - onboarding: signed-in contractor whose onboarding is not complete.
 * - admin: signed-in admin.
 */
export type RouteAccess = 'public' | 'redirectIfAuthenticated' | 'contractor' | 'onboarding' | 'admin';

/** app: header/sidebar/bottom bar when signed in, visitor header otherwise; bare: no shell (SPEC §2 customer quote view). */
export type RouteLayout = 'app' | 'bare';

export type AppRoute = {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  access: RouteAccess;
  layout?: RouteLayout;
};

export const routes: AppRoute[] = [
  { path: '/', component: lazy(() => import('../features/home/home-page')), access: 'public' },
  { path: '/homeowner', component: lazy(() => import('../features/home/homeowner-page')), access: 'public' },
  { path: '/contractor', component: lazy(() => import('../features/home/contractor-page')), access: 'public' },
  { path: '/contractor-registration', component: lazy(() => import('../features/registration/contractor-registration-page')), access: 'public' },
  { path: '/login', component: lazy(() => import('../features/auth/login-page')), access: 'redirectIfAuthenticated' },
  { path: '/onboarding', component: lazy(() => import('../features/onboarding/onboarding-page')), access: 'onboarding' },
  { path: '/dashboard', component: lazy(() => import('../features/dashboard/dashboard-page')), access: 'contractor' },
  { path: '/admin', component: lazy(() => import('../features/admin/admin-page')), access: 'admin' },
  { path: '/contractor/settings', component: lazy(() => import('../features/settings/settings-page')), access: 'contractor' },
  { path: '/settings', component: lazy(() => import('../features/settings/settings-page')), access: 'contractor' },
  { path: '/testimonials', component: lazy(() => import('../features/profile-content/testimonials-page')), access: 'contractor' },
  { path: '/faqs', component: lazy(() => import('../features/profile-content/faqs-page')), access: 'contractor' },
  { path: '/contractor/quote', component: lazy(() => import('../features/layout-editor/pages/layout-quote-page')), access: 'contractor' },
  { path: '/quote/:id/edit', component: lazy(() => import('../features/quotes/quote-edit-page')), access: 'contractor' },
  { path: '/jobs', component: lazy(() => import('../features/jobs/jobs-page')), access: 'contractor' },
  { path: '/schedule', component: lazy(() => import('../features/calendar/schedule-page')), access: 'contractor' },
  { path: '/jobs/:id', component: lazy(() => import('../features/jobs/job-detail-page')), access: 'contractor' },
  { path: '/homeowner/quote', component: lazy(() => import('../features/layout-editor/pages/instant-quote-page')), access: 'public' },
  { path: '/quote', component: lazy(() => import('../features/layout-editor/pages/instant-quote-page')), access: 'public' },
  { path: '/e/:shortCode', component: lazy(() => import('../features/layout-editor/pages/instant-quote-page')), access: 'public' },
  { path: '/customers', component: lazy(() => import('../features/customers/customers-page')), access: 'contractor' },
  { path: '/customers/:customerId', component: lazy(() => import('../features/customers/customer-detail-page')), access: 'contractor' },
  { path: '/quotes', component: lazy(() => import('../features/quotes/quotes-page')), access: 'contractor' },
  { path: '/contractor/quote-cart', component: lazy(() => import('../features/quotes/quote-cart-page')), access: 'contractor' },
  { path: '/quote-cart', component: lazy(() => import('../features/quotes/quote-cart-page')), access: 'contractor' },
  { path: '/contractor/quote/:id/view', component: lazy(() => import('../features/quotes/quote-view-page')), access: 'contractor' },
  { path: '/reports', component: lazy(() => import('../features/reports/reports-page')), access: 'contractor' },
  { path: '/contractor-portal', component: lazy(() => import('../features/contractor-portal/contractor-portal-page')), access: 'contractor' },
  { path: '/customer/quote/:token/view', component: lazy(() => import('../features/quotes/public-quote-page')), access: 'public', layout: 'bare' },
  { path: '/customer/pay/:token', component: lazy(() => import('../features/payments/pay-link-page')), access: 'public', layout: 'bare' },
];
