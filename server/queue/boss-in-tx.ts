// pg-boss's `db` option over a drizzle handle: a job sent with it is written by the caller's own transaction, so it
// commits (and becomes visible to a worker) or rolls back with the change that needed it. pg-boss hands over
// numbered-parameter SQL ($1, $2…); it is rebuilt as drizzle SQL with the same values as parameters.
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/connection';
import { queryRows } from '../db/query-rows';

/** An absent value is SQL NULL (drizzle would leave no parameter at all); a job's data goes as JSON text. */
const param = (v: unknown) => (v === undefined ? null : v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? JSON.stringify(v) : v);

export function bossDbOf(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${param(values[Number(part) - 1])}`));
      return { rows: await queryRows(db, sql.join(chunks)) };
    },
  };
}
