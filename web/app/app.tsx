import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Route, Router, Switch, useSearch } from 'wouter';
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

function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <Layout route={route} user={user}>
            <RouteGuard access={route.access} user={user}>
              <Suspense fallback={<PageLoading />}>
                <route.component />
              </Suspense>
            </RouteGuard>
          </Layout>
        </Route>
      ))}
      <Route>
        <Layout user={user}>
          <NotFoundPage />
        </Layout>
      </Route>
    </Switch>
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
              <AppRoutes />
              <Toaster />
            </ShellDialogsProvider>
          </TooltipProvider>
        </Router>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
