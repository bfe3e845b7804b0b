import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/connection';
import { makeTestApp } from './api';
import { createTestDb } from './db';

type ConfigForTest = () => Partial<AppConfig> | Promise<Partial<AppConfig>>;

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly db: Db;
}

// Call at the top of a test file: hooks registered after these see the database and app already open.
function openForFile(withApp: boolean, config?: ConfigForTest): TestApp {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDb();
    if (withApp) app = await makeTestApp(database, (await config?.()) ?? {});
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready inside tests and hooks, not while the file loads`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'The test app');
    },
    get database() {
      return ready(database, 'The test database');
    },
    get db() {
      return ready(database, 'The test database').db;
    },
  };
}

/**
 * A fresh database and the app built on it for this test file, closed app first after its tests. `config` runs in the
 * same beforeAll before the app is built, so it can start the fake servers the app points at (SMTP, SMS).
 */
export function useTestApp(options: { config?: ConfigForTest } = {}): TestApp {
  return openForFile(true, options.config);
}

/** A fresh database for this test file, for service tests that need no app. */
export function useTestDb(): Omit<TestApp, 'app'> {
  return openForFile(false);
}
