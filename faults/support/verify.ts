// After a fault: is every acknowledged write still there, and is nothing half-written?
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Acknowledged } from './write-stream';

type Query = <T>(sql: string, params: unknown[]) => Promise<T[]>;

export interface Verdict {
  missing: { customers: string[]; quotes: string[]; payments: string[] };
  /** Broken invariants: rows a transaction should have written together that are not all there. */
  halfWritten: string[];
  /** Rows written since `since` whose request never got its answer (only checked when `since` is given). */
  unanswered: string[];
}

/** Checks against a PostgreSQL server (its URL) or the embedded database left in a DATA_DIR (its pgdata folder). */
export async function verifyWrites(target: { url: string } | { pgliteDir: string }, ack: Acknowledged, jobIds: string[], since?: Date): Promise<Verdict> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return await check(async (sql, params) => (await client.query(sql, params)).rows, ack, jobIds, since);
    } finally {
      await client.end();
    }
  }
  const pglite = await PGlite.create(target.pgliteDir);
  try {
    return await check(async (sql, params) => (await pglite.query(sql, params)).rows as never[], ack, jobIds, since);
  } finally {
    await pglite.close();
  }
}

async function check(query: Query, ack: Acknowledged, jobIds: string[], since?: Date): Promise<Verdict> {
  {
    const present = async (table: string, ids: string[]) => {
      if (ids.length === 0) return new Set<string>();
      const rows = await query<{ id: string }>(`select id::text from ${table} where id = any($1::uuid[])`, [ids]);
      return new Set(rows.map((r) => r.id));
    };
    const customers = await present('homeowners', ack.customers);
    const quotes = await present('quotes', ack.quotes);
    const payments = await present('payments', ack.payments.map((p) => p.id));
    const halfWritten: string[] = [];
    // A payment and the job's running total are one transaction.
    const totals = await query<{ id: string; paid: number; sum: number }>(
      `select j.id::text, j.paid_cents as paid, coalesce(sum(p.amount_cents), 0)::int as sum from jobs j left join payments p on p.job_id = j.id where j.id = any($1::uuid[]) group by j.id`,
      [jobIds],
    );
    for (const t of totals) if (Number(t.paid) !== Number(t.sum)) halfWritten.push(`job ${t.id}: paid_cents ${t.paid} but payments add up to ${t.sum}`);
    // A quote is created with its history entry; a customer with its duplicate hash and search tokens.
    const bareQuotes = await query<{ id: string }>(
      `select q.id::text from quotes q where q.id = any($1::uuid[]) and not exists (select 1 from events e where e.quote_id = q.id and e.event_type = 'quote_created')`,
      [ack.quotes],
    );
    for (const q of bareQuotes) halfWritten.push(`quote ${q.id} without its quote_created event`);
    const bareCustomers = await query<{ id: string }>(`select id::text from homeowners where id = any($1::uuid[]) and (hash is null or cardinality(search_tokens) = 0)`, [ack.customers]);
    for (const c of bareCustomers) halfWritten.push(`customer ${c.id} without hash or search tokens`);
    const unanswered: string[] = [];
    if (since) {
      const known = new Set([...ack.customers, ...ack.quotes, ...ack.payments.map((p) => p.id)]);
      const written = await query<{ id: string; kind: string }>(
        `select id::text, 'customer' as kind from homeowners where created_at >= $1
         union all select id::text, 'quote' from quotes where created_at >= $1
         union all select id::text, 'payment' from payments where job_id = any($2::uuid[])`,
        [since.toISOString(), jobIds],
      );
      for (const w of written) if (!known.has(w.id)) unanswered.push(`${w.kind} ${w.id}`);
    }
    return {
      unanswered,
      missing: {
        customers: ack.customers.filter((id) => !customers.has(id)),
        quotes: ack.quotes.filter((id) => !quotes.has(id)),
        payments: ack.payments.filter((p) => !payments.has(p.id)).map((p) => p.id),
      },
      halfWritten,
    };
  }
}

export const acknowledgedCount = (a: Acknowledged) => a.customers.length + a.quotes.length + a.payments.length;
