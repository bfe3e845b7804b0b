// What the build tells the server to name in each page's HTML (issue 15): the page's own first-view files, minus what
// index.html already loads; the shell and whole language for signed-in pages; the API read a page starts at start-up.
import { describe, expect, it } from 'vitest';
import { routesFrom, stringsSection, type Manifest } from './bundle-budget';
import { firstViewsOf } from './first-views';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_vendor-1.js'] },
  'features/quotes/public-quote-page.tsx': { file: 'assets/public-quote-page-1.js', imports: ['_card-1.js', 'index.html'], dynamicImports: ['_approve-1.js'] },
  '_approve-1.js': { file: 'assets/approve-1.js' },
  'features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js', imports: ['_card-1.js'], css: ['assets/dashboard-1.css'] },
  'app/shell/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_vendor-1.js'] },
  'locales/en.json': { file: 'assets/en-1.js' },
  'locales/es.json': { file: 'assets/es-1.js' },
  [stringsSection('en', 'base')]: { file: 'assets/strings-en-base-1.js' },
  [stringsSection('en', 'quotes')]: { file: 'assets/strings-en-quotes-1.js' },
  [stringsSection('es', 'base')]: { file: 'assets/strings-es-base-1.js' },
  [stringsSection('es', 'quotes')]: { file: 'assets/strings-es-quotes-1.js' },
};

const routeTable = `
export const routes: AppRoute[] = [
  { path: '/dashboard', component: lazy(() => import('../features/dashboard/dashboard-page')), access: 'contractor' },
  { path: '/customer/quote/:token/view', component: lazy(() => import('../features/quotes/public-quote-page')), access: 'public', strings: ['quotes'], layout: 'bare', prefetch: ({ token }) => token && prefetchPublicQuote(token) },
];`;

describe('first views', () => {
  const [dashboard, quote] = firstViewsOf(manifest, routesFrom(routeTable), routeTable).routes;

  it("names a visitor page's code and its strings' sections in each language, not what index.html loads, not lazy parts", () => {
    expect(quote).toEqual({
      path: '/customer/quote/:token/view',
      signedIn: false,
      currentUser: false,
      api: '/api/public/quotes/:token',
      files: {
        en: ['assets/public-quote-page-1.js', 'assets/card-1.js', 'assets/strings-en-base-1.js', 'assets/strings-en-quotes-1.js'],
        es: ['assets/public-quote-page-1.js', 'assets/card-1.js', 'assets/strings-es-base-1.js', 'assets/strings-es-quotes-1.js'],
      },
    });
  });

  it('names the shell and the whole language for a signed-in page, and its stylesheet', () => {
    expect(dashboard.signedIn).toBe(true);
    expect(dashboard.currentUser).toBe(true);
    expect(dashboard.api).toBeUndefined();
    expect(dashboard.files.en).toEqual(['assets/dashboard-page-1.js', 'assets/dashboard-1.css', 'assets/card-1.js', 'assets/en-1.js', 'assets/app-layout-1.js']);
    expect(dashboard.files.es).toContain('assets/es-1.js');
    expect(dashboard.files.es).not.toContain('assets/en-1.js');
  });
});
