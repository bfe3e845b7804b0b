import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { matchRoute, Route, Router, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { useCurrentUser, type CurrentUser } from '../features/auth/current-user';
import i18n, { languageFromSearch, withLang } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { Spinner } from '../ui/spinner';
import { Toaster } from '../ui/toast';
import { TooltipProvider } from '../ui/tooltip';
import NotFoundPage from './not-found-page';
import { RouteGuard } from './route-guard';
import { routes, type AppRoute } from './routes';
import { AppLayout, BareLayout, VisitorLayout } from './shell/layouts';
import { ShellDialogsProvider } from './shell-dialogs';

// SPEC §1: every in-app navigation keeps the current ?lang= choice.
const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);
const keepLang = (href: string) => withLang(href, currentSearch());

/** The URL is the single source of the language: follow ?lang= whenever it changes. */
function LanguageFromAddress() {
  const lang = languageFromSearch(useSearch());
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang]);
  return null;
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function Layout({ route, user, children }: { route?: AppRoute; user: CurrentUser | null; children: ReactNode }) {
  if (route?.layout === 'bare') return <BareLayout>{children}</BareLayout>;
  if (user) return <AppLayout user={user}>{children}</AppLayout>;
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

function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const { parser } = useRouter();
  if (isLoading) return <PageLoading />;
  // One layout for all routes, so the header, sidebar and bottom bar stay mounted while pages change.
  const matched = routes.find((route) => matchRoute(parser, route.path, location)[0]);
  return (
    <Layout route={matched} user={user}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RouteGuard access={route.access} user={user}>
                <route.component />
              </RouteGuard>
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </Layout>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router aroundNav={(navigate, to, options) => navigate(keepLang(to), options)} hrefs={keepLang}>
          <TooltipProvider>
            <ShellDialogsProvider>
              <LanguageFromAddress />
              <ScrollToTopOnNavigate />
              <AppRoutes />
              <Toaster />
            </ShellDialogsProvider>
          </TooltipProvider>
        </Router>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
