import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/connection';
import { makeTestApp } from './api';
import { createTestDb } from './db';

// Call at the top of a test file: hooks registered after these see the database and app already open.
const notReady = (what: string) => new Error(`${what} is ready inside tests and hooks, not while the file loads`);

/** A fresh database for this test file (beforeAll), closed after its tests (afterAll); read it through the getters. */
export function useTestDb() {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get database(): Database {
      if (!database) throw notReady('The test database');
      return database;
    },
    get db(): Db {
      return this.database.db;
    },
  };
}

/**
 * A fresh database and the app built on it, closed app first. `config` runs in the same beforeAll before the app is
 * built, so it can start the fake servers the app must point at (SMTP, SMS) and return their URLs.
 */
export function useTestApp(options: { config?: () => Partial<AppConfig> | Promise<Partial<AppConfig>> } = {}) {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDb();
    app = await makeTestApp(database, (await options.config?.()) ?? {});
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app(): FastifyInstance {
      if (!app) throw notReady('The test app');
      return app;
    },
    get database(): Database {
      if (!database) throw notReady('The test database');
      return database;
    },
    get db(): Db {
      return this.database.db;
    },
  };
}
