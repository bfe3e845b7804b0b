// Raw SQL through drizzle (`db.execute(sql…)`): PGlite and node-postgres both answer `{ rows }`, which drizzle's
// PostgreSQL types leave open. Services read the rows through here instead of unwrapping the result themselves.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './connection';

export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
