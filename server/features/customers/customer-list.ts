// The /customers list (issue 26 item 5): filters (status, tag, created, open balance), sorts (date added, last
// activity, open balance, name, city), keyset pages, and the bulk actions (tag, archive) on the chosen rows.
import { and, count, desc as descending, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MAX_PAGE_SIZE,
  type BulkArchiveBody,
  type BulkTagBody,
  type ContractorHomeownersQuery,
  type Customer,
  type CustomerListItem,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerStatus,
} from '../../../core/customers/customer.schema';
import { customerMatcher } from '../../../core/search/match-customer';
import { normaliseText } from '../../../core/search/search-terms';
import type { Db } from '../../db/connection';
import { contractors, homeowners, jobs, quotes } from '../../db/schema/index';
import { customerCandidates } from '../search/customer-candidates';
import { toCustomer } from './customers.service';

// Correlated per-customer figures. Every subquery is tied to the customer's own contractor as well as their id.
const jobOf = sql`${jobs.homeownerId} = ${homeowners.id} and ${jobs.contractorId} = ${homeowners.contractorId}`;
const quoteOf = sql`${quotes.homeownerId} = ${homeowners.id} and ${quotes.contractorId} = ${homeowners.contractorId}`;
const hasJob = sql`exists (select 1 from ${jobs} where ${jobOf} and ${jobs.status} <> 'cancelled')`;
const hasQuote = sql`exists (select 1 from ${quotes} where ${quoteOf} and ${quotes.status} <> 'lost')`;
/** What the customer's jobs (not cancelled) still owe, in cents. */
const openBalance = sql`coalesce((select sum(${jobs.totalCents} - ${jobs.paidCents}) from ${jobs} where ${jobOf} and ${jobs.status} <> 'cancelled'), 0)::bigint`;
/** The latest change to the customer, one of their quotes or one of their jobs (a payment moves its job). */
const lastActivity = sql`greatest(${homeowners.updatedAt}, (select max(${quotes.updatedAt}) from ${quotes} where ${quoteOf}), (select max(${jobs.updatedAt}) from ${jobs} where ${jobOf}))`;
const statusOf = sql<CustomerStatus>`case when ${hasJob} then 'job' when ${hasQuote} then 'quoted' else 'lead' end`;

const statusTest: Record<CustomerStatus, SQL> = {
  lead: sql`not ${hasJob} and not ${hasQuote}`,
  quoted: sql`not ${hasJob} and ${hasQuote}`,
  job: hasJob,
};

// Timestamps travel in cursors as whole microseconds (a JavaScript Date would drop the database's last 3 digits and
// skip or repeat rows added in the same millisecond).
const micros = (value: SQL | typeof homeowners.createdAt) => sql`(extract(epoch from ${value}) * 1000000)::bigint`;
const fromMicros = (key: string) => sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`;

type SqlSort = { order: SQL; key: SQL; cursor: (key: string) => SQL };
const sqlSorts: Record<'createdAt' | 'lastActivity' | 'openBalance' | 'city', SqlSort> = {
  createdAt: { order: sql`${homeowners.createdAt}`, key: micros(homeowners.createdAt), cursor: fromMicros },
  lastActivity: { order: lastActivity, key: micros(lastActivity), cursor: fromMicros },
  openBalance: { order: openBalance, key: openBalance, cursor: (key) => sql`${key}::bigint` },
  city: { order: sql`coalesce(${homeowners.city}, '')`, key: sql`coalesce(${homeowners.city}, '')`, cursor: (key) => sql`${key}::text` },
};

/** A day (YYYY-MM-DD) in the contractor's time zone as the instant it starts. */
const dayStart = (day: string, timeZone: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;

async function filters(db: Db, contractorId: string, query: CustomerListQuery): Promise<SQL[]> {
  const conds: SQL[] = [eq(homeowners.contractorId, contractorId), query.archived ? isNotNull(homeowners.archivedAt) : isNull(homeowners.archivedAt)];
  if (query.tag) conds.push(sql`${homeowners.tags} @> array[${query.tag}]::text[]`);
  if (query.createdFrom || query.createdTo) {
    const [row] = await db.select({ timeZone: contractors.timezone }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
    const timeZone = row?.timeZone ?? 'America/Chicago';
    if (query.createdFrom) conds.push(sql`${homeowners.createdAt} >= ${dayStart(query.createdFrom, timeZone)}`);
    if (query.createdTo) conds.push(sql`${homeowners.createdAt} < ${dayStart(query.createdTo, timeZone, 1)}`);
  }
  if (query.status) conds.push(statusTest[query.status]);
  if (query.openBalance !== undefined) conds.push(query.openBalance ? sql`${openBalance} > 0` : sql`${openBalance} <= 0`);
  return conds;
}

const cursorOf = (id: string, key: string) => `${id}.${key}`;
const splitCursor = (cursor: string) => ({ id: cursor.slice(0, 36), key: cursor.slice(37) });

// Name keys are computed once per row (accents folded, lower case) and compared as plain strings: a collator per
// comparison costs seconds at 10,000 customers.
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One page of the list. Names, emails and phones are ciphertext, so a text search first narrows the customers through
 * the blind index (then exactly, decrypted), and the name order is computed here; every other order, the filters and
 * the page boundary are SQL. Each page starts after the cursor's (key, id), never at an offset.
 */
export async function listHomeowners(db: Db, args: { contractorId: string; query: CustomerListQuery }): Promise<CustomerPage> {
  const { query } = args;
  const conds = await filters(db, args.contractorId, query);
  if (query.q) {
    const matches = customerMatcher(query.q);
    const candidates = await customerCandidates(db, { contractorId: args.contractorId, q: query.q, limit: 5000, purpose: 'list', archived: query.archived });
    const ids = candidates.filter((c) => matches(c.keys) > 0).map((c) => c.id);
    if (ids.length === 0) return { items: [], total: 0, pageSize: query.pageSize, nextCursor: null };
    conds.push(sql`${homeowners.id} = any(${sql.param(ids)}::uuid[])`);
  }
  const where = and(...conds);
  const desc = query.sort.startsWith('-');
  const sortName = query.sort.replace('-', '') as 'name' | keyof typeof sqlSorts;
  const after = query.cursor ? splitCursor(query.cursor) : null;

  let page: { id: string; key: string }[];
  let total: number;
  if (sortName === 'name') {
    const light = await db.select({ id: homeowners.id, name: homeowners.name }).from(homeowners).where(where);
    const dir = desc ? -1 : 1;
    const keyed = light.map((r) => ({ id: r.id, key: normaliseText(r.name) }));
    keyed.sort((a, b) => dir * (compareKeys(a.key, b.key) || compareKeys(a.id, b.id)));
    const start = after ? keyed.findIndex((r) => dir * (compareKeys(r.key, after.key) || compareKeys(r.id, after.id)) > 0) : 0;
    page = start < 0 ? [] : keyed.slice(start, start + query.pageSize + 1);
    total = keyed.length;
  } else {
    const sort = sqlSorts[sortName];
    const op = sql.raw(desc ? '<' : '>');
    const direction = sql.raw(desc ? 'desc' : 'asc');
    const afterCursor = after ? sql`(${sort.order}, ${homeowners.id}) ${op} (${sort.cursor(after.key)}, ${after.id}::uuid)` : undefined;
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ id: homeowners.id, key: sql<string>`(${sort.key})::text` })
        .from(homeowners)
        .where(and(where, afterCursor))
        .orderBy(sql`${sort.order} ${direction}`, sql`${homeowners.id} ${direction}`)
        .limit(query.pageSize + 1),
      db.select({ n: count() }).from(homeowners).where(where),
    ]);
    page = rows;
    total = Number(n);
  }
  const more = page.length > query.pageSize;
  const shown = page.slice(0, query.pageSize);
  const last = shown.at(-1);
  return {
    items: await listItems(db, args.contractorId, shown.map((r) => r.id)),
    total,
    pageSize: query.pageSize,
    nextCursor: more && last ? cursorOf(last.id, last.key) : null,
  };
}

/**
 * SPEC §7 GET /api/contractors/{id}/homeowners: every active customer of one contractor, newest first; with `q` or
 * `limit` (a picker) one page of the list search instead, so a tenant of 10,000 customers is never sent whole.
 */
export async function listContractorHomeowners(db: Db, args: { contractorId: string; query?: ContractorHomeownersQuery }): Promise<Customer[]> {
  const { q, limit } = args.query ?? {};
  if (q || limit) {
    const page = await listHomeowners(db, { contractorId: args.contractorId, query: { q: q || undefined, pageSize: limit ?? MAX_PAGE_SIZE, sort: q ? 'name' : '-createdAt', archived: false } });
    return page.items.map(({ tags: _t, imported: _i, status: _s, openBalanceCents: _o, lastActivityAt: _l, ...customer }) => customer);
  }
  const rows = await db
    .select()
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, args.contractorId), isNull(homeowners.archivedAt)))
    .orderBy(descending(homeowners.createdAt));
  return rows.map(toCustomer);
}

/** The full rows of one page, in the page's order, with their status, open balance and last activity. */
async function listItems(db: Db, contractorId: string, ids: string[]): Promise<CustomerListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: homeowners, status: statusOf, openBalance: sql<string>`(${openBalance})::text`, lastActivity: sql<string>`${micros(lastActivity)}::text` })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, contractorId), inArray(homeowners.id, ids)));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.map((id) => {
    const r = byId.get(id)!;
    return {
      ...toCustomer(r.row),
      tags: r.row.tags,
      imported: r.row.importBatchId !== null,
      status: r.status,
      openBalanceCents: Number(r.openBalance),
      lastActivityAt: new Date(Number(BigInt(r.lastActivity) / 1000n)).toISOString(),
    };
  });
}

/** The tags on the contractor's active customers, most used first, then A–Z. */
export async function listCustomerTags(db: Db, args: { contractorId: string }): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`unnest(${homeowners.tags})`;
  const rows = await db
    .select({ tag, n: count() })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, args.contractorId), isNull(homeowners.archivedAt)))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1 asc`)
    .limit(500);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
}

/**
 * Adds (or removes) one tag on the chosen customers of this contractor, in one statement. A tag already there is not
 * added twice, whatever its case. The last activity does not move: a label is not news about the customer.
 */
export async function bulkTagHomeowners(db: Db, args: { contractorId: string; input: Required<BulkTagBody> }): Promise<{ updated: number }> {
  const { ids, tag, remove } = args.input;
  const has = sql`exists (select 1 from unnest(${homeowners.tags}) t where lower(t) = lower(${tag}))`;
  const rows = await db
    .update(homeowners)
    .set({ tags: remove ? sql`array(select t from unnest(${homeowners.tags}) t where lower(t) <> lower(${tag}))` : sql`array_append(${homeowners.tags}, ${tag}::text)` })
    .where(and(eq(homeowners.contractorId, args.contractorId), inArray(homeowners.id, ids), remove ? has : sql`not ${has}`))
    .returning({ id: homeowners.id });
  return { updated: rows.length };
}

/** Archives the chosen active customers of this contractor (kept with their history; Restore brings one back). */
export async function bulkArchiveHomeowners(db: Db, args: { contractorId: string; input: BulkArchiveBody }): Promise<{ updated: number }> {
  const now = new Date();
  const rows = await db
    .update(homeowners)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(homeowners.contractorId, args.contractorId), inArray(homeowners.id, args.input.ids), isNull(homeowners.archivedAt)))
    .returning({ id: homeowners.id });
  return { updated: rows.length };
}
