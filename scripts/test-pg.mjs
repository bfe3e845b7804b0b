// Runs the database test suite (server/) against a real PostgreSQL server.
// URL: PICKET_PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/test. In CI an unreachable server fails the run;
// on a laptop without PostgreSQL the run is skipped with a notice (the PGlite run already covered the same tests).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.PICKET_PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  if (process.env.CI) {
    console.error(`PostgreSQL at ${url} is not reachable: ${error.message}`);
    process.exit(1);
  }
  console.warn(`PostgreSQL at ${url} is not reachable; skipping the PostgreSQL run (set PICKET_PG_TEST_URL).`);
  process.exit(0);
}
// Only the files that reach a database run again: vitest.config.ts's `database` project (a test gets one through
// server/test/db.ts or server/test/use-test-app.ts, or asks for PostgreSQL by TEST_DATABASE_URL), each worker keeping one
// module graph for all its files (not isolated, as on PGlite). The others (clients against their fakes, pure helpers,
// PGlite's own adapter) do the same thing on both runs and already passed in the PGlite run.
// The 20,000-row (8 MB) import runs here, on PostgreSQL only (import-big.test.ts; PICKET_BIG_IMPORT=0 leaves it out): on
// PostgreSQL it is ~20 s of a quiet machine; on PGlite the embedded database's WASM heap grows in the test's own process
// and the run is several times longer, so the PGlite run leaves it to bench/imports (docs/performance.md).
console.log(`== database tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
const env = { ...process.env, TEST_DATABASE_URL: url, PICKET_BIG_IMPORT: process.env.PICKET_BIG_IMPORT ?? '1' };
const result = spawnSync('npx', ['vitest', 'run', '--project', 'database'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
