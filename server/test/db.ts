import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { wrapPglite, wrapPool, type Database } from '../db/connection';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
 * Call `close()` in afterAll.
 */
export async function createTestDb(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `picket_t_${template.replace('picket_tpl_', '')}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    // Closing drops the database WITH (FORCE), which ends any connection still open (pg-boss's): expected, not an error.
    const database = wrapPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 5 }), () => {});
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return wrapPglite(pglite);
}
