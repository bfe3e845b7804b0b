// ESLint: the code's structure as docs/architecture.md draws it, checked on every `npm test`.
// typescript-eslint needs TypeScript's JS API, which TypeScript 7 no longer has: `typescript` in package.json is
// 5.9.3 for the tools, and `npm run typecheck` runs TypeScript 7 (`typescript-native`). See docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { featureImportDebt } from './eslint-feature-debt.js';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// One zone per feature: it may import itself and what lies below the features, never another feature. The imports
// that did so when the rule came in are listed in eslint-feature-debt.js, to be moved down and struck off; none is added.
const featureZones = (root, below) =>
  folders(`./${root}`).map((feature) => ({
    target: `./${root}/${feature}`,
    from: `./${root}`,
    except: [`./${feature}`, ...(featureImportDebt[`${root}/${feature}`] ?? []).map((file) => `./${file}`)],
    message: `features never import each other: move what ${root}/${feature} needs from another feature down into ${below}, or have ${root === 'web/features' ? 'web/app' : 'the caller'} compose them.`,
  }));

const zones = [
  {
    target: './core',
    from: ['./server', './web', './scripts', './e2e', './faults', './bench'],
    message: 'core/ is the pure domain and imports only zod and core/: move the shared code into core/.',
  },
  {
    target: './server',
    from: ['./web', './scripts', './e2e', './bench'],
    message: 'server/ imports core/ and server/ only: move what both sides need into core/ (or the script\'s code into server/).',
  },
  {
    target: './web',
    from: ['./server', './scripts', './e2e', './faults', './bench'],
    message: 'web/ imports core/ and web/ only: move what both sides need into core/ (types and zod schemas live there).',
  },
  {
    target: ['./web/features', './web/lib', './web/ui'],
    from: './web/app',
    message: 'web/app composes the features; nothing below it imports it: move the piece into web/lib/ or web/ui/.',
  },
  {
    target: ['./web/lib', './web/ui'],
    from: './web/features',
    message: 'web/lib/ and web/ui/ lie below the features: move the piece down here, or pass it in from the feature.',
  },
  {
    target: ['./server/db', './server/queue', './server/integrations', './server/plugins', './server/http', './server/audit', './server/domain-events'],
    from: './server/features',
    except: (featureImportDebt['server/db'] ?? []).map((file) => `./${file}`),
    message: 'server/db, queue, integrations, plugins, http, audit and domain-events lie below the features: move the piece down, or pass it in.',
  },
  ...featureZones('server/features', 'core/ or a server module below the features (server/db, queue, integrations, plugins, audit, domain-events)'),
  ...featureZones('web/features', 'core/, web/lib/ or web/ui/'),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'server/db/migrations/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses the imported files too (for cycles): TypeScript's parser for .ts/.tsx.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['web/**/*.tsx'],
    rules: {
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['AddressInput', 'Input', 'Textarea'], depth: 3 }],
    },
  },
);
