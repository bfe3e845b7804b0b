// Prepared statements built once per database handle: for a short indexed query, drizzle's per-call SQL building costs
// more CPU than the query itself, and on PostgreSQL a named statement is parsed once per connection.
import { registerNamedStatement, type Db } from './connection';

const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` of this handle, built by `build(name)` on first use (names are global: one shape per name). */
export function preparedFor<T extends { getQuery(): { sql: string } }>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    registerNamedStatement(db, statement.getQuery().sql);
    byName.set(name, statement);
  }
  return statement;
}
