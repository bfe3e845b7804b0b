import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadAppLayout } from './app/app';
import { forSignedIn, preloadRoute } from './app/routes';
import { CURRENT_USER_KEY, fetchCurrentUser } from './lib/current-user';
import { prefetchCsrfToken } from './lib/api-client';
import { initialLanguage, loadStrings } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './styles.css';

// SPEC §7: the CSRF token is requested at startup.
void prefetchCsrfToken();

// Issue 15: the page's code and strings, the signed-in check and the page's first read start together.
const route = preloadRoute(window.location.pathname);
if (!(route?.layout === 'bare' && route.access === 'public')) {
  void queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, retry: false });
  // Pages only a signed-in user sees will need the signed-in shell.
  if (route && forSignedIn(route.access)) preloadAppLayout();
}

const rootElement = document.getElementById('root')!;
const root = createRoot(rootElement);
// Issue 15: a signed-in page's HTML carries the app's frame (web/app/shell/shell-frame-html.ts): let the browser paint it
// before React's first render takes the main thread (after the next frame, or 100 ms in a tab that paints no frames).
const framePainted = rootElement.firstChild
  ? new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    })
  : undefined;
// Render once the page's strings are there (no flash of keys); if they cannot be fetched, render anyway.
// Issue 15: the first render is a transition, so React renders it in slices and yields to the browser between them
// instead of one long task (on a slow phone the whole page's render blocked input for hundreds of milliseconds).
void Promise.all([loadStrings(initialLanguage, route ? route.strings : []).catch(() => undefined), framePainted])
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
