import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteNamedStatements } from './pglite-named-statements';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle every service takes: PGlite or node-postgres, or a transaction of either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of it, as `db.transaction(async (tx) => …)` hands it out. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a function that may run inside its caller's transaction takes: pass `tx` as it is, never a cast. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded mode only), e.g. for pg-boss's executeSql adapter. */
  pglite?: PGlite;
  /** The node-postgres pool (server mode only). */
  pool?: pg.Pool;
  /** Raw SQL with positional parameters; returns rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const pgliteStatements = new WeakMap<Db, PgliteNamedStatements>();

/** Makes a drizzle prepared query's SQL a named statement on PGlite (node-postgres names statements itself). */
export function registerNamedStatement(db: Db, text: string): void {
  pgliteStatements.get(db)?.register(text);
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function wrapPglite(pglite: PGlite): Database {
  const statements = new PgliteNamedStatements(pglite);
  const db = drizzlePglite(statements.client, { schema }) as unknown as Db;
  pgliteStatements.set(db, statements);
  return {
    db,
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pglite.query<T>(sql, params)).rows;
    },
    close: () => pglite.close(),
  };
}

export function wrapPool(pool: pg.Pool, onIdleError: (error: Error) => void = (e) => console.error(`PostgreSQL connection lost: ${e.message}`)): Database {
  // An idle client the server drops (restart, failover, DROP DATABASE) must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  // A client handed out (a transaction between its statements, a query being built) has no pool listener: the server
  // going away would emit an unhandled 'error' and end the process (seen in the PostgreSQL-restart fault test on a
  // loaded machine). Its statement fails on its own, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

/** PGlite is one process's database: hold a lock file so a second process fails at once with a clear message. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'picket.lock');
  const tryLock = () => {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryLock();
  } catch {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = holder !== process.pid;
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `The data directory ${dataDir} is in use by another Picket process (pid ${holder}). ` +
          'The embedded database serves one process; stop the other one, use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server.',
      );
    }
    fs.unlinkSync(lockPath);
    tryLock();
  }
  return () => {
    try {
      fs.unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}

const poolOf = (url: string, max: number) =>
  // A request never waits on an unreachable server for long: it fails fast and answers 503 (plugins/database-unavailable).
  wrapPool(new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, keepAlive: true }));

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    database = poolOf(options.databaseUrl, options.poolSize ?? 10);
  } else {
    const unlock = lockDataDir(options.dataDir);
    try {
      const pglite = await PGlite.create(path.join(options.dataDir, 'pgdata'));
      const inner = wrapPglite(pglite);
      database = {
        ...inner,
        close: async () => {
          await inner.close();
          unlock();
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  await migrateDatabase(database);
  return database;
}

/**
 * The web's database and the background work's, each with a pool of its own on PostgreSQL (DATABASE_POOL_SIZE and
 * QUEUE_POOL_SIZE, issue 28): queue workers, pg-boss and the outboxes never take a connection a request is waiting for,
 * and a queue backlog cannot starve the pages. PGlite is one connection: both are the same database. `close` ends both.
 */
export interface Databases {
  web: Database;
  queue: Database;
  close(): Promise<void>;
}

export async function openDatabases(options: OpenOptions & { queuePoolSize?: number }): Promise<Databases> {
  const web = await openDatabase(options);
  if (!options.databaseUrl) return { web, queue: web, close: () => web.close() };
  const queue = poolOf(options.databaseUrl, options.queuePoolSize ?? 10);
  return { web, queue, close: async () => void (await Promise.all([web.close(), queue.close()])) };
}
