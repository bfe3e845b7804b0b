// Issue 15: a page fetches only the sections of web/locales/*.json its route names (routes.tsx `strings`) plus the base
// (common, nav, errors) and, signed in, the shell's (shell/shell-strings.ts). This reads the code a page loads (its
// imports, followed through the source files) and checks the route names every section whose keys appear there, so no
// one ever waits for a second strings download (the runtime safety net in web/lib/i18n.ts would fetch the whole
// language). A visitor's page is read through its static imports (what it loads lazily fetches its own strings); a
// signed-in page and the shell also through their lazy imports (tabs, dialogs), which come without strings of their own.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { BASE_STRINGS } from '../lib/i18n';
import { forSignedIn, routes } from './routes';
import { SHELL_STRINGS } from './shell/shell-strings';

const WEB = path.resolve(import.meta.dirname, '..');
const SECTIONS = new Set(Object.keys(en));
// The i18n machinery itself looks keys up by computed names (server messages, validation slugs) and tolerates absent
// sections; the pages that show such messages name the sections they need. Neither it nor the catalogue of the server's
// messages (core/error-messages.ts, every section's error keys, shown through the page's serverText) is a page's text.
const NOT_FOLLOWED = new Set([path.join(WEB, 'lib/i18n.ts'), path.resolve(WEB, '../core/error-messages.ts')]);

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(tsx?)$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null; // json, css, or a package
}

/**
 * Source files a module loads before it runs: relative static imports that are not type-only, transitively; with
 * `lazy`, also what it loads later through `import('…')`.
 */
export function staticSources(file: string, seen = new Set<string>(), lazy = false): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (NOT_FOLLOWED.has(file)) return seen;
  const text = fs.readFileSync(file, 'utf8');
  const importRe = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
  const specs = [...text.matchAll(importRe)].map((m) => m[1]);
  if (lazy) specs.push(...[...text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => m[1]));
  for (const spec of specs) {
    const target = resolveImport(file, spec);
    if (target) staticSources(target, seen, lazy);
  }
  return seen;
}
const allSources = (file: string) => staticSources(file, new Set(), true);

/** Sections whose keys a source names: string or template literals starting with `section.`. */
export function sectionsUsedIn(text: string): Set<string> {
  const used = new Set<string>();
  for (const m of text.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z_$]/g)) if (SECTIONS.has(m[1])) used.add(m[1]);
  return used;
}

function usage(files: Iterable<string>): Map<string, string[]> {
  const bySection = new Map<string, string[]>();
  for (const file of files) {
    if (NOT_FOLLOWED.has(file)) continue;
    for (const section of sectionsUsedIn(fs.readFileSync(file, 'utf8'))) bySection.set(section, [...(bySection.get(section) ?? []), path.relative(WEB, file)]);
  }
  return bySection;
}

/** The source file of each route's page, read from the route table's `import('…')`. */
function pageSources(): Map<string, string> {
  const text = fs.readFileSync(path.join(WEB, 'app/routes.tsx'), 'utf8');
  const sources = new Map<string, string>();
  for (const m of text.matchAll(/path:\s*'([^']+)'[^\n]*?import\('([^']+)'\)/g)) {
    const file = resolveImport(path.join(WEB, 'app/routes.tsx'), m[2]);
    if (file) sources.set(m[1], file);
  }
  return sources;
}

describe('route strings', () => {
  const base = new Set<string>(BASE_STRINGS);
  const entry = staticSources(path.join(WEB, 'main.tsx'));
  const sources = pageSources();

  it('sees every route of the table', () => {
    expect(routes.filter((r) => !sources.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('the first download (shell, layouts, route table) uses only the base sections', () => {
    const extra = [...usage(entry)].filter(([section]) => !base.has(section));
    expect(extra).toEqual([]);
  });

  it('the signed-in shell names every section it and the dialogs it opens use, and only real ones', () => {
    const shell = allSources(path.join(WEB, 'app/shell/app-layout.tsx'));
    const missing = [...usage(shell)].filter(([section]) => !base.has(section) && !(SHELL_STRINGS as readonly string[]).includes(section));
    expect(missing.map(([section, files]) => `add '${section}' to SHELL_STRINGS (used in ${files.join(', ')})`)).toEqual([]);
    expect(SHELL_STRINGS.filter((s) => !SECTIONS.has(s) || base.has(s))).toEqual([]);
  });

  it('every route that names its strings names each section its page uses, and only real ones', () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.strings)) {
      const signedIn = forSignedIn(route.access);
      const have = new Set<string>([...base, ...(signedIn ? SHELL_STRINGS : []), ...route.strings!]);
      for (const s of route.strings!) if (!SECTIONS.has(s) || base.has(s)) problems.push(`${route.path}: "${s}" is not a section outside the base`);
      const page = signedIn ? allSources(sources.get(route.path)!) : staticSources(sources.get(route.path)!);
      for (const [section, files] of usage(page)) {
        if (!have.has(section)) problems.push(`${route.path}: add '${section}' to its strings (used in ${files.join(', ')})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every page names its strings (none fetches the whole language)', () => {
    expect(routes.filter((r) => !r.strings).map((r) => r.path)).toEqual([]);
  });

  it('finds the sections a source names', () => {
    expect([...sectionsUsedIn("t('home.hero.title'); t(`quotes.status.${s}`); const x = 'nav.login'; 'not.a.section'")].sort()).toEqual(['home', 'nav', 'quotes']);
  });
});
