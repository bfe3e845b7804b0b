import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routesFrom, type Manifest } from './scripts/bundle-budget.ts';
import { firstViewsOf } from './scripts/first-views.ts';
import { contractDescriptorModule } from './scripts/contract-descriptors.ts';
import { SHELL_FRAME_HTML } from './web/app/shell/shell-frame-html.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Issue 15: after the build, file.br (brotli 11) and file.gz (gzip 9) next to every text file of the output, so the
 * server sends compressed bytes without compressing per request (server/plugins/web-static.ts negotiates).
 * A twin that would not be smaller is not written: the server then sends the original.
 */
function precompress(): Plugin {
  let outDir = '';
  const text = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'picket:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await fs.readdir(outDir, { withFileTypes: true, recursive: true });
      const files = entries
        .filter((e) => e.isFile() && text.test(e.name) && !path.relative(outDir, e.parentPath).startsWith('.vite'))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzip(data, { level: 9 }),
          ]);
          if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Issue 20: in the built app an API contract (core/<feature>/<feature>.api.ts) is only its method and path; the web's
 * helpers (web/lib/api-contract.ts) need nothing else at run time, so no zod schema rides along with a call.
 */
function picketContracts(): Plugin {
  return {
    name: 'picket:contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]core[\\/].+\.api\.ts$/.test(id)) return null;
      return { code: contractDescriptorModule(code), map: null };
    },
  };
}

/**
 * Issue 15: .vite/first-views.json, the files each route's first view needs beyond index.html's own (scripts/first-views.ts);
 * the server names them in the page's HTML so the browser fetches them at once (server/plugins/web-first-view.ts).
 */
function firstViews(): Plugin {
  let outDir = '';
  return {
    name: 'picket:first-views',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const source = await fs.readFile(path.resolve(import.meta.dirname, 'web/app/routes.tsx'), 'utf8');
      const views = { ...firstViewsOf(manifest, routesFrom(source), source), shellFrame: SHELL_FRAME_HTML };
      await fs.writeFile(path.join(outDir, '.vite', 'first-views.json'), JSON.stringify(views, null, 1));
    },
  };
}

/** Strings every page needs, one chunk per language (web/lib/i18n.ts `BASE_STRINGS` names the same). */
const BASE_STRINGS = ['common', 'nav', 'errors'];
const STRINGS = 'virtual:picket-strings';

/**
 * Issue 15: web/locales/{lang}.json stay the single sources; the build also cuts each language into its top-level
 * sections ("namespaces": home, quotes, …) so a page fetches only the sections its route names (web/app/routes.tsx
 * `strings`). `virtual:picket-strings` exports the sections' names and a loader; `virtual:picket-strings/{lang}/{section}`
 * is one section of one language (`base` = BASE_STRINGS together).
 */
export function picketStrings(): Plugin {
  const dir = path.resolve(import.meta.dirname, 'web/locales');
  const read = (lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;
  return {
    name: 'picket:strings',
    resolveId(id) {
      if (id === STRINGS || id.startsWith(`${STRINGS}/`)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(`\0${STRINGS}`)) return;
      const languages = ['en', 'es'];
      for (const lang of languages) this.addWatchFile(path.join(dir, `${lang}.json`));
      if (id === `\0${STRINGS}`) {
        const sections = Object.keys(read('en')).filter((ns) => !BASE_STRINGS.includes(ns));
        const cases = languages.flatMap((lang) => ['base', ...sections].map((ns) => `    case '${lang}/${ns}': return import('${STRINGS}/${lang}/${ns}');`));
        return [
          `export const sections = ${JSON.stringify(sections)};`,
          'export function loadSection(lang, section) {',
          '  switch (`${lang}/${section}`) {',
          ...cases,
          "    default: return Promise.reject(new Error(`no strings ${lang}/${section}`));",
          '  }',
          '}',
        ].join('\n');
      }
      const [lang, section] = id.slice(STRINGS.length + 2).split('/');
      const all = read(lang);
      const part = section === 'base' ? Object.fromEntries(BASE_STRINGS.map((ns) => [ns, all[ns]])) : { [section]: all[section] };
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}

// The SPA lives in web/; the server serves dist/web in production and tests.
export default defineConfig({
  root: 'web',
  plugins: [picketContracts(), react(), tailwindcss(), picketStrings(), firstViews(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads, for scripts/bundle-budget.ts (not served: a dot folder).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page's first view needs these libraries: one chunk instead of a spray of small shared ones.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|wouter|regexparam|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs)|use-sync-external-store)[\\/]/,
              priority: 10,
            },
          ],
        },
        // A strings section's chunk says which language and section it is (strings-es-quotes-[hash].js).
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          return id.startsWith(`\0${STRINGS}/`) ? `assets/strings-${id.slice(STRINGS.length + 2).replace('/', '-')}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:5000',
    },
  },
});
