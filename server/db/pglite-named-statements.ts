// Named prepared statements on PGlite. PGlite's query() runs six protocol steps per call and parses and plans the SQL
// every time (~0.6 ms for the session lookup); a named statement is parsed once and then costs one Bind + Execute + Sync
// round trip (~0.1 ms). node-postgres does this itself for named queries; PGlite has no such option, so this does it.
import { protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

type Parser = (value: string, typeId: number) => unknown;
type Field = { name: string; dataTypeID: number };

interface NamedStatement {
  name: string;
  paramTypes: number[];
  /** The statement's columns (its RowDescription), which Bind + Execute alone do not send again. */
  fields: Field[];
  /** Column parsers resolved once per caller's parser set (drizzle passes the same object on every call). */
  parsers: WeakMap<object, (Parser | undefined)[]>;
}

const EMPTY: Record<number | string, Parser> = {};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export class PgliteNamedStatements {
  private readonly registered = new Set<string>();
  private readonly prepared = new Map<string, Promise<NamedStatement>>();
  private count = 0;
  /** The client to give drizzle: query() of a registered text runs as a named statement, everything else as before. */
  readonly client: PGlite;

  constructor(private readonly pglite: PGlite) {
    const bound = new Map<PropertyKey, unknown>([['query', this.query.bind(this)]]);
    this.client = new Proxy(pglite, {
      // PGlite keeps private fields: every other member is taken from, and bound to, the real instance.
      get: (target, key) => {
        if (bound.has(key)) return bound.get(key);
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        const method = value.bind(target);
        bound.set(key, method);
        return method;
      },
    });
  }

  /** Marks a statement's SQL text (a drizzle prepared query's) to run as a named statement from now on. */
  register(text: string): void {
    this.registered.add(text);
  }

  private query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!this.registered.has(text)) return this.pglite.query<T>(text, params, options);
    return this.pglite._runExclusiveTransaction(() => this.pglite._runExclusiveQuery(() => this.execute<T>(text, params, options)));
  }

  // Runs under PGlite's own locks, like query(): no other statement or transaction interleaves.
  private async execute<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.statementFor(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[statement.paramTypes[i]] ?? this.pglite.serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      concat([serialize.bind({ statement: statement.name, values: values as string[] }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    await this.pglite.syncToFs();
    return this.results<T>(statement, messages, options);
  }

  // What PGlite's own result parsing builds, minus its per-call copy of the whole parser table.
  private results<T>(statement: NamedStatement, messages: { name: string }[], options?: QueryOptions): Results<T> {
    const { fields } = statement;
    const parsers = this.columnParsers(statement, (options?.parsers ?? EMPTY) as Record<number | string, Parser>);
    const rows: unknown[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const raw = (message as unknown as { fields: (string | null)[] }).fields;
        const values = raw.map((v, i) => (v === null ? null : parsers[i] ? parsers[i]!(v, fields[i].dataTypeID) : v));
        rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
      } else if (message.name === 'commandComplete') {
        const words = (message as unknown as { text: string }).text.split(' ');
        const n = parseInt(words[words.length - 1], 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(words[0])) affectedRows = n;
        if (!Number.isNaN(n)) rowCount = n;
      }
    }
    return { rows: rows as T[], fields, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) };
  }

  private columnParsers(statement: NamedStatement, overrides: Record<number | string, Parser>): (Parser | undefined)[] {
    let parsers = statement.parsers.get(overrides);
    if (!parsers) {
      const defaults = types.parsers as Record<number, Parser>;
      parsers = statement.fields.map((f) => overrides[f.dataTypeID] ?? (this.pglite.parsers[f.dataTypeID] as Parser | undefined) ?? defaults[f.dataTypeID]);
      statement.parsers.set(overrides, parsers);
    }
    return parsers;
  }

  private statementFor(text: string): Promise<NamedStatement> {
    let statement = this.prepared.get(text);
    if (!statement) {
      statement = this.prepare(text, `picket_${++this.count}`);
      this.prepared.set(text, statement);
      // A statement that failed to prepare (a syntax error, say) is tried afresh next time.
      statement.catch(() => this.prepared.delete(text));
    }
    return statement;
  }

  private async prepare(text: string, name: string): Promise<NamedStatement> {
    const { messages } = await this.pglite.execProtocol(
      concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const parameters = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const description = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    return {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      parsers: new WeakMap(),
    };
  }
}
