// Many rows in one INSERT with one parameter: the rows as a JSON array that PostgreSQL reads with
// jsonb_populate_recordset. For bulk writes (an import's thousands of rows): a multi-row VALUES insert carries one
// parameter per cell (500 customers × 16 columns = 8,000), which drizzle builds one by one and PostgreSQL binds one by
// one; here the rows travel as one text. Each value still goes through its column's own mapping to the driver
// (mapToDriverValue), so encrypted columns are encrypted exactly as drizzle's insert does, arrays and timestamps are
// written as drizzle writes them, and defaults given in the schema as functions are applied.
//
// A row becomes its JSON text when it is added, so what was built to make it (parsed values, search terms, tokens,
// ciphertexts) dies young instead of living until the statement is sent: an import of 20,000 rows then leaves far less
// garbage in the old generation, which is what sets the process's peak memory.
import { getTableColumns, getTableName, is, sql, SQL, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './connection';

/** Rows per statement: one JSON text of a few MB at most. */
export const BULK_INSERT_ROWS = 2000;

export class BulkInsert<T extends PgTable> {
  private readonly columns: [string, Column][];
  private given: [string, Column][] | null = null;
  private givenKeys = new Set<string>();
  private rows: string[] = [];

  constructor(private readonly table: T) {
    this.columns = Object.entries(getTableColumns(table));
  }

  get size(): number {
    return this.rows.length;
  }

  /** Adds a row. Every row gives the same columns (those left out take their defaults, so a mix is refused). */
  add(row: T['$inferInsert']): void {
    const values = row as Record<string, unknown>;
    const name = getTableName(this.table);
    // The columns the first row gives (or a schema default function fills); the others take their SQL defaults.
    if (!this.given) {
      this.given = this.columns.filter(([key, column]) => values[key] !== undefined || column.defaultFn !== undefined || (!column.default && column.onUpdateFn !== undefined));
      this.givenKeys = new Set(this.given.map(([key]) => key));
    }
    const record: Record<string, unknown> = {};
    for (const [key, column] of this.given) {
      let value = values[key];
      if (value === undefined) {
        if (column.defaultFn) value = column.defaultFn();
        else if (column.onUpdateFn) value = column.onUpdateFn();
        else if (column.hasDefault) throw new Error(`bulk insert into ${name}: every row must give ${key} or none`);
        else value = null;
      }
      if (is(value, SQL)) throw new Error(`bulk insert into ${name}: ${key} is an SQL expression`);
      const type = column.getSQLType();
      // jsonb and json columns hold the JSON value itself; every other type its text form, which PostgreSQL reads
      // with the column type's input function.
      record[column.name] = value === null ? null : type === 'jsonb' || type === 'json' ? value : column.mapToDriverValue(value);
    }
    for (const key of Object.keys(values)) {
      if (values[key] !== undefined && !this.givenKeys.has(key)) throw new Error(`bulk insert into ${name}: every row must give ${key} or none`);
    }
    this.rows.push(JSON.stringify(record));
  }

  /** Inserts the rows added (BULK_INSERT_ROWS a statement) and starts empty again. */
  async insert(db: DbOrTx): Promise<void> {
    const given = this.given;
    const rows = this.rows;
    this.rows = [];
    if (!given || rows.length === 0) return;
    const names = sql.join(
      given.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    for (let start = 0; start < rows.length; start += BULK_INSERT_ROWS) {
      const json = `[${rows.slice(start, start + BULK_INSERT_ROWS).join(',')}]`;
      await db.execute(sql`insert into ${this.table} (${names}) select ${names} from jsonb_populate_recordset(null::${this.table}, ${json}::jsonb)`);
    }
  }
}
