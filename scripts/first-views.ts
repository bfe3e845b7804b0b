// Issue 15: what each route's first view downloads besides index.html's own script, written at build time
// (vite.config.ts `firstViews` → dist/web/.vite/first-views.json) for the server, which names those files in the page's
// HTML (server/plugins/web-first-view.ts). The browser then fetches the page's code, its strings and its first API read
// together with the entry instead of one round trip after it (the entry would only ask for them once it has run).
//
// The files are the ones web/main.tsx starts at once, computed as scripts/bundle-budget.ts budgets them.
import { firstViewFiles, isSignedInRoute, staticClosure, type Manifest, type RouteEntry } from './bundle-budget.ts';

export type FirstViewRoute = {
  /** The route's pattern, as web/app/routes.tsx writes it ('/customer/quote/:token/view'). */
  path: string;
  /** Only a signed-in user sees the page (the shell and its strings come with it; the server paints the shell's frame). */
  signedIn: boolean;
  /** The page asks who is signed in at start-up (every page but the bare public ones). */
  currentUser: boolean;
  /** An API read the page starts at start-up, with the route's parameters in it ('/api/public/quotes/:token'). */
  api?: string;
  /** Files under the web root, per language, not counting what index.html already loads. */
  files: Record<'en' | 'es', string[]>;
};

export type FirstViews = {
  routes: FirstViewRoute[];
  /** The signed-in shell's frame, painted from the HTML on a signed-in page (web/app/shell/shell-frame-html.ts). */
  shellFrame?: string;
};

/** The API reads routes start at start-up (web/app/routes.tsx `prefetch`), by the function they call. */
const PREFETCHES: Record<string, string> = { prefetchPublicQuote: '/api/public/quotes/:token' };

export function firstViewsOf(manifest: Manifest, routes: RouteEntry[], routesSource: string): FirstViews {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const inHtml = staticClosure(manifest, entry);
  const lines = routesSource.split('\n');
  return {
    routes: routes.map((route) => {
      const line = lines.find((l) => l.includes(`path: '${route.path}'`)) ?? '';
      const bare = /layout:\s*'bare'/.test(line);
      const prefetch = Object.keys(PREFETCHES).find((name) => new RegExp(`prefetch:.*\\b${name}\\(`).test(line));
      const files = (lang: 'en' | 'es') => [...firstViewFiles(manifest, route, lang)].filter((f) => !inHtml.has(f));
      return {
        path: route.path,
        signedIn: isSignedInRoute(route),
        currentUser: !(bare && route.access === 'public'),
        ...(prefetch ? { api: PREFETCHES[prefetch] } : {}),
        files: { en: files('en'), es: files('es') },
      };
    }),
  };
}
