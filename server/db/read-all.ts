// Several reads at once where the handle allows it. A pool runs them on separate connections; a transaction is one
// connection, where node-postgres would queue them and warn ("Calling client.query() when the client is already
// executing a query", deprecated, an error in pg 9): there they run one after another.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './connection';

type Reads = readonly (() => Promise<unknown>)[];

export async function readAll<T extends Reads>(db: DbOrTx, reads: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
