// Playwright's global teardown: drops the run's own PostgreSQL database (playwright.config.ts, E2E_PG_URL), ending the
// app's connections still open (WITH FORCE). Nothing to do on the embedded PGlite (its DATA_DIR is a temporary directory).
import pg from 'pg';

export default async function dropDatabase(): Promise<void> {
  const database = process.env.PICKET_E2E_DATABASE;
  if (!process.env.E2E_PG_URL || !database) return;
  const admin = new pg.Client({ connectionString: process.env.E2E_PG_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
