// Messages between app instances over PostgreSQL LISTEN/NOTIFY (PGlite has the same in-process): today, which cached
// sessions to drop. NOTIFY is delivered after commit to every listening connection, this instance's included.
import pg from 'pg';
import type { Database } from './connection';

export interface ChangeFeed {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedHandlers {
  onMessage(message: string): void;
  /** false while no listening connection is up: messages may be missed, so caches must not be trusted. */
  onListening(listening: boolean): void;
  onError?(error: Error): void;
}

const RETRY_MS = [500, 1000, 2000, 5000, 10_000];

export async function openChangeFeed(database: Database, channel: string, handlers: ChangeFeedHandlers): Promise<ChangeFeed> {
  const publish = async (message: string) => {
    await database.query('select pg_notify($1, $2)', [channel, message]);
  };
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, handlers.onMessage);
    handlers.onListening(true);
    return { publish, close: () => unlisten() };
  }
  return listenOnPostgres(database.pool!, channel, handlers, publish);
}

// A dedicated connection outside the pool: a pooled one would be handed to queries and stop listening.
async function listenOnPostgres(pool: pg.Pool, channel: string, handlers: ChangeFeedHandlers, publish: ChangeFeed['publish']): Promise<ChangeFeed> {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client(pool.options);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onMessage(n.payload);
    });
    c.on('error', (error) => handlers.onError?.(error));
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      handlers.onListening(false);
      if (!closed) scheduleReconnect();
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = c;
    failures = 0;
    handlers.onListening(true);
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        handlers.onError?.(error);
        failures += 1;
        if (!closed) scheduleReconnect();
      });
    }, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
    retry.unref();
  };

  await connect();
  return {
    publish,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      handlers.onListening(false);
      await c?.end();
    },
  };
}
