import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { picketStrings } from './vite.config.ts';

/**
 * The server's test files that reach a database: they get one through server/test/db.ts (createTestDb) or
 * server/test/use-test-app.ts, or ask for PostgreSQL by TEST_DATABASE_URL. scripts/test-pg.mjs runs these again on
 * PostgreSQL (the `database` project); the others do the same thing on both engines.
 */
const reachesDatabase = /test\/db'|test\/use-test-app'|TEST_DATABASE_URL/;
const databaseTestFiles = fs
  .readdirSync('server', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('server', f).split(path.sep).join('/'))
  .filter((f) => reachesDatabase.test(fs.readFileSync(f, 'utf8')))
  .sort();

// Unit tests for core/, service and API tests for server/ (against a real database), component tests for web/.
// Two projects in one run (one pool of two forks):
// - `unit`: every other file, each in a fresh module graph (isolated);
// - `database`: the database files with one module graph per worker (not isolated). Each of them opens its own
//   database and app and leans on no module state another file leaves behind (no vi.mock anywhere), so re-importing
//   the app for every file only cost time: on PGlite, 96 files took 986 CPU-seconds isolated (import alone 460 s of
//   worker time) against 390 not, 807 s against 244 s of wall (docs/performance.md, "The test suite's time").
export default defineConfig({
  plugins: [picketStrings()], // web/lib/i18n.ts imports the strings' sections
  test: {
    environment: 'node',
    setupFiles: ['web/test/browser-test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...databaseTestFiles],
        },
      },
      // The databases' template is migrated once per run for the files that use it (server/test/global-setup.ts).
      { extends: true, test: { name: 'database', include: databaseTestFiles, isolate: false, globalSetup: ['server/test/global-setup.ts'] } },
    ],
  },
});
