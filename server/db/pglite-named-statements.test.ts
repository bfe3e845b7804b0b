import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgliteNamedStatements } from './pglite-named-statements';

let pglite: PGlite;
let statements: PgliteNamedStatements;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table things (id uuid primary key default gen_random_uuid(), name text not null unique, tags text[] not null default '{}',
      size int, seen_at timestamptz);
    insert into things (name, tags, size, seen_at) values ('post', '{wood,cedar}', 8, '2026-01-02T03:04:05Z'), ('gate', '{}', null, null);
  `);
  statements = new PgliteNamedStatements(pglite);
});

afterAll(() => pglite.close());

const select = 'select id, name, tags, size, seen_at from things where name = any($1::text[]) and (size >= $2 or $2 is null) order by name';

describe('PgliteNamedStatements', () => {
  it('answers a registered statement exactly as PGlite query() does, in object and array mode', async () => {
    statements.register(select);
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      for (const params of [[['post', 'gate'], null], [['post'], 5], [['nothing'], 1]]) {
        const named = await statements.client.query(select, params, options);
        const plain = await pglite.query(select, params, options);
        expect(named.rows).toEqual(plain.rows);
        expect(named.fields).toEqual(plain.fields);
      }
    }
  });

  it('runs a registered statement without parsing it again', async () => {
    const text = 'select count(*)::int as n from things where size > $1';
    statements.register(text);
    const query = vi.spyOn(pglite, 'query');
    const exec = vi.spyOn(pglite, 'execProtocol');
    expect((await statements.client.query<{ n: number }>(text, [1])).rows).toEqual([{ n: 1 }]);
    expect((await statements.client.query<{ n: number }>(text, [100])).rows).toEqual([{ n: 0 }]);
    // One Parse + Describe the first time, then one Bind + Execute + Sync per call; never PGlite's own query().
    expect(exec).toHaveBeenCalledTimes(3);
    expect(query).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('leaves unregistered statements to PGlite', async () => {
    const query = vi.spyOn(pglite, 'query');
    expect((await statements.client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(query).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('reports writes like PGlite: affected rows and returned rows', async () => {
    const insert = 'insert into things (name, size) values ($1, $2) returning name, size';
    statements.register(insert);
    const result = await statements.client.query(insert, ['rail', 3]);
    expect(result.rows).toEqual([{ name: 'rail', size: 3 }]);
    expect(result.affectedRows).toBe(1);
  });

  it('throws the database error and keeps working after it', async () => {
    const insert = 'insert into things (name) values ($1)';
    statements.register(insert);
    await expect(statements.client.query(insert, ['post'])).rejects.toThrow(/duplicate key/);
    expect((await statements.client.query(select, [['post'], null])).rows).toHaveLength(1);
  });

  it('does not keep a statement that failed to prepare', async () => {
    const broken = 'select nope from things where name = $1';
    statements.register(broken);
    await expect(statements.client.query(broken, ['post'])).rejects.toThrow(/nope/);
    await pglite.exec('alter table things add column nope int');
    expect((await statements.client.query(broken, ['post'])).rows).toEqual([{ nope: null }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    // One backend: a read that slipped into the transaction would see its row, which the rollback then removes.
    let inserted!: () => void;
    let release!: () => void;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('latch')");
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedRow;
    const read = statements.client.query(select, [['latch'], null]);
    release();
    await transaction;
    expect((await read).rows).toEqual([]);
  });

  it('passes everything else through to PGlite', async () => {
    const rows = await statements.client.transaction(async (tx) => (await tx.query<{ n: number }>('select 2 as n')).rows);
    expect(rows).toEqual([{ n: 2 }]);
  });
});
