import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, wrapPglite, wrapPool } from '../db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string | null;
  }
}

// Migrate once per run; each test file then clones the template (PGlite: load a dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-vitest-'));
  const dumpPath = path.join(dir, 'template.tar');
  const pglite = await PGlite.create();
  await migrateDatabase(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', dumpPath);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `picket_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 1 });
    await migrateDatabase(wrapPool(pool));
    await pool.end();
  }
  project.provide('pgTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'picket_t_%' OR datname = $1`, [template]);
      for (const { datname } of rows) {
        if (datname === template || datname.startsWith(`picket_t_${runId}`)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
