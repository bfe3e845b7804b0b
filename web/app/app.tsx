import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { matchRoute, Route, Router, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { useCurrentUser, type CurrentUser } from '../features/auth/current-user';
import i18n, { DEFAULT_LANGUAGE, isLanguage, languageFromSearch, loadStrings, switchLanguage, withLang } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { Spinner } from '../ui/spinner';
import { useToast } from '../ui/use-toast';
import { lazy } from '../lib/lazy-page';
import { RouteGuard } from './route-guard';
import { forSignedIn, pageOf, routes, type AppRoute } from './routes';
import { BareLayout, VisitorLayout } from './shell/layouts';
import { ShellFrame } from './shell/shell-frame';
import { SHELL_STRINGS } from './shell/shell-strings';

// Issue 15: the first download holds the router, the visitor and bare layouts and the route table; the signed-in shell,
// every page, the not-found page and the toasts' renderer are chunks of their own.
// The signed-in shell (Create, search, bell, dialogs) comes with the sections it speaks (./shell/shell-strings.ts).
const AppLayout = lazy(() =>
  Promise.all([import('./shell/app-layout'), loadStrings(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE, SHELL_STRINGS)]).then(([module]) => module),
);
const NotFoundPage = lazy(() => import('./not-found-page'));
const Toaster = lazy(() => import('../ui/toast').then((m) => ({ default: m.Toaster })));

/** The signed-in shell's code, fetched as early as a signed-in page is known to be coming. */
export const preloadAppLayout = () => void AppLayout.preload().catch(() => undefined);

// SPEC §1: every in-app navigation keeps the current ?lang= choice.
const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);
const keepLang = (href: string) => withLang(href, currentSearch());

/** The URL is the single source of the language: follow ?lang= whenever it changes (after fetching its strings). */
function LanguageFromAddress() {
  const lang = languageFromSearch(useSearch());
  useEffect(() => {
    if (i18n.language !== lang) void switchLanguage(lang).catch(() => undefined); // offline: the page stays in its language
  }, [lang]);
  return null;
}

/**
 * A loading state as tall as the screen: the visitor footer stays below the fold until the page is there, so nothing
 * on screen moves when it arrives (no layout shift).
 */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[100svh] items-start justify-center pt-[30svh] text-muted-foreground">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function Layout({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  if (user) {
    return (
      <Suspense fallback={<ShellFrame />}>
        <AppLayout user={user}>{children}</AppLayout>
      </Suspense>
    );
  }
  return <VisitorLayout>{children}</VisitorLayout>;
}

/** Wouter keeps the scroll position across pages; a new page starts at the top like a normal site. */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function Pages({ user }: { user: CurrentUser | null }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routes.map((route) => {
          const Page = pageOf(route);
          return (
            <Route key={route.path} path={route.path}>
              <RouteGuard access={route.access} user={user}>
                <Page />
              </RouteGuard>
            </Route>
          );
        })}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** Pages with the visitor or the signed-in shell: which one depends on who is signed in. */
function ShellRoutes({ signedInPage }: { signedInPage: boolean }) {
  const { user, isLoading } = useCurrentUser();
  useEffect(() => {
    if (user) preloadAppLayout();
  }, [user]);
  // A page only a signed-in user sees keeps the shell's frame the server painted (issue 15) while the user is checked.
  if (isLoading) return signedInPage ? <ShellFrame /> : <PageLoading />;
  // One layout for all routes, so the header, sidebar and bottom bar stay mounted while pages change.
  return (
    <Layout user={user}>
      <Pages user={user} />
    </Layout>
  );
}

function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const matched: AppRoute | undefined = routes.find((route) => matchRoute(parser, route.path, location)[0]);
  // The homeowner's quote (bare, public) never waits for the signed-in check: it shows the same to everyone.
  if (matched?.layout === 'bare' && matched.access === 'public') {
    return (
      <BareLayout>
        <Pages user={null} />
      </BareLayout>
    );
  }
  return <ShellRoutes signedInPage={matched ? forSignedIn(matched.access) : false} />;
}

/** The toasts' renderer (Radix) is fetched with the first toast. */
function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router aroundNav={(navigate, to, options) => navigate(keepLang(to), options)} hrefs={keepLang}>
          <LanguageFromAddress />
          <ScrollToTopOnNavigate />
          <AppRoutes />
          <LazyToaster />
        </Router>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
