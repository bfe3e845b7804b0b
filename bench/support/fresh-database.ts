// A new, empty database for a benchmark, migrated by openDatabase:
//   pg:<name>     the database <name> on this machine's PostgreSQL (127.0.0.1:5432), dropped and created again
//                 (from `template` when given, e.g. an already seeded database);
//   pglite:<dir>  an embedded PGlite in <dir>, emptied first.
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/connection';

export async function openFreshDatabase(target: string, template?: string): Promise<Database> {
  if (target.startsWith('pg:')) {
    const name = target.slice(3);
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    return openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`, dataDir: '/tmp' });
  }
  if (!target.startsWith('pglite:')) throw new Error(`--target is pg:<name> or pglite:<dir>, not ${target}`);
  const dir = target.slice('pglite:'.length);
  fs.rmSync(dir, { recursive: true, force: true });
  return openDatabase({ dataDir: dir });
}
