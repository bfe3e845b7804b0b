// The byte budget's reading of the build (issue 15): which files a page's first view loads, and which budget holds it.
import { describe, expect, it } from 'vitest';
import { SHELL_STRINGS } from '../web/app/shell/shell-strings';
import { budgetFor, firstViewFiles, KB, routesFrom, staticClosure, stringsSection, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], dynamicImports: ['features/home/home-page.tsx'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'] },
  'features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_shared-1.js', 'index.html'] },
  'features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js', imports: ['_shared-1.js'], dynamicImports: ['_lazy-1.js'] },
  '_lazy-1.js': { file: 'assets/lazy-1.js' },
  'app/shell/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_vendor-1.js'] },
  'locales/en.json': { file: 'assets/en-1.js' },
  'locales/es.json': { file: 'assets/es-1.js' },
  [stringsSection('en', 'base')]: { file: 'assets/strings-en-base-1.js' },
  [stringsSection('en', 'home')]: { file: 'assets/strings-en-home-1.js' },
  [stringsSection('en', 'dashboard')]: { file: 'assets/strings-en-dashboard-1.js' },
  ...Object.fromEntries(SHELL_STRINGS.map((s) => [stringsSection('en', s), { file: `assets/strings-en-${s}-1.js` }])),
};

const routeTable = `
export const routes: AppRoute[] = [
  { path: '/', component: lazy(() => import('../features/home/home-page')), access: 'public', strings: ['home'] },
  { path: '/dashboard', component: lazy(() => import('../features/dashboard/dashboard-page')), access: 'contractor' },
  { path: '/reports', component: lazy(() => import('../features/dashboard/dashboard-page')), access: 'contractor', strings: ['dashboard'] },
];`;

describe('bundle budget', () => {
  it('follows static imports, not dynamic ones, and keeps CSS', () => {
    expect([...staticClosure(manifest, 'features/dashboard/dashboard-page.tsx')]).toEqual(['assets/dashboard-page-1.js', 'assets/shared-1.js', 'assets/vendor-1.js']);
    expect(staticClosure(manifest, 'index.html').has('assets/index-1.css')).toBe(true);
  });

  it('reads the route table, its strings and access', () => {
    expect(routesFrom(routeTable)).toEqual([
      { path: '/', source: 'features/home/home-page', access: 'public', strings: ['home'] },
      { path: '/dashboard', source: 'features/dashboard/dashboard-page', access: 'contractor' },
      { path: '/reports', source: 'features/dashboard/dashboard-page', access: 'contractor', strings: ['dashboard'] },
    ]);
    expect(() => routesFrom("  { path: '/x', component: Page, access: 'public' },")).toThrow(/cannot read this route line/);
  });

  it("a signed-in page that names its strings loads the base, the shell's sections and its own, not the whole language", () => {
    const reports = routesFrom(routeTable)[2];
    const strings = [...firstViewFiles(manifest, reports)].filter((f) => f.includes('strings-') || /\/(en|es)-1/.test(f)).sort();
    expect(strings).toEqual(['base', ...SHELL_STRINGS, 'dashboard'].map((s) => `assets/strings-en-${s}-1.js`).sort());
  });

  it("a visitor page loads the entry, its page and its strings' sections; a signed-in one the shell and the whole language", () => {
    const [home, dashboard] = routesFrom(routeTable);
    expect([...firstViewFiles(manifest, home)].sort()).toEqual(
      ['assets/home-page-1.js', 'assets/index-1.css', 'assets/index-1.js', 'assets/shared-1.js', 'assets/strings-en-base-1.js', 'assets/strings-en-home-1.js', 'assets/vendor-1.js'].sort(),
    );
    const signedIn = firstViewFiles(manifest, dashboard);
    expect(signedIn.has('assets/app-layout-1.js')).toBe(true);
    expect(signedIn.has('assets/en-1.js')).toBe(true);
    expect(signedIn.has('assets/lazy-1.js')).toBe(false);
    expect(firstViewFiles(manifest, dashboard, 'es').has('assets/es-1.js')).toBe(true);
  });

  it("holds public pages to the issue's 120 KB and the signed-in shell's home page to 200 KB", () => {
    const [home, dashboard] = routesFrom(routeTable);
    expect(budgetFor(home)).toBe(120 * KB);
    expect(budgetFor(dashboard)).toBe(200 * KB);
  });
});
