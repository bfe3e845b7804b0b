// Issue 15: what each route's first view downloads besides index.html's own script, written at build time
// (vite.config.ts `firstViews` → dist/web/.vite/first-views.json) for the server, which names those files in the page's
// HTML (server/plugins/web-first-view.ts). The browser then fetches the page's code, its strings and its first API read
// together with the entry instead of one round trip after it (the entry would only ask for them once it has run).
//
// The files are the ones web/main.tsx starts at once, computed as scripts/bundle-budget.ts budgets them.
import type { FirstViews } from '../server/plugins/first-views.types.ts';
import { firstViewFiles, isSignedInRoute, staticClosure, type Manifest, type RouteEntry } from './bundle-budget.ts';

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
