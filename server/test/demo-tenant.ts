// The demo tenant as API walks see it (openapi-fuzz, no-store): real ids by collection, capability tokens, accounts.
import { and, eq } from 'drizzle-orm';
import { testConfig } from '../config';
import { quotes, users } from '../db/schema/index';
import { ensureShortLink } from '../features/layout/short-links.service';
import { ensureQuoteLinkToken } from '../features/quotes/quote-public-link';
import { seedDemoIfEmpty } from '../seed/seed';
import { makeContractor } from './factories';
import type { IdPools } from './fuzz-inputs';
import type { ApiOperation } from './openapi-operations';
import type { TestApp } from './use-test-app';

export type Role = 'visitor' | 'contractor' | 'admin';

export interface DemoTenant {
  contractorId: string;
  pools: IdPools;
  /** Path parameters that are not row ids (`token`, `shortCode`): live values. */
  tokens: Map<string, string[]>;
  /** What the admin's /api/admin/contractors/{id} may act on: a bystander tenant, never the walked one. */
  adminTargets: string[];
  accounts: Record<'contractor' | 'admin', { email: string; password: string }>;
}

/** The role an operation is for: public → visitor, /api/admin → admin, the rest → contractor. */
export const belongsTo = (op: ApiOperation): Role => (op.isPublic ? 'visitor' : op.isAdminOnly ? 'admin' : 'contractor');

export async function openDemoTenant(testApp: TestApp): Promise<DemoTenant> {
  await seedDemoIfEmpty(testApp.db, testConfig());
  const [demo] = await testApp.db.select({ contractorId: users.contractorId }).from(users).where(eq(users.email, 'contractor@example.com'));
  const contractorId = demo!.contractorId!;
  const pools: IdPools = { byCollection: new Map(), all: [] };
  // Real ids of the demo tenant, by table: /api/quotes/{id} gets quotes, /api/milestones/{id} payment_milestones, …
  const tables = await testApp.database.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c join information_schema.columns t on t.table_name = c.table_name and t.table_schema = c.table_schema
     where c.table_schema = 'public' and c.column_name = 'id' and c.data_type = 'uuid' and t.column_name = 'contractor_id' order by 1`,
  );
  for (const { table_name } of tables) {
    const rows = await testApp.database.query<{ id: string }>(`select id::text as id from "${table_name}" where contractor_id = $1 order by id limit 5`, [contractorId]);
    const ids = rows.map((r) => r.id);
    pools.byCollection.set(table_name, ids);
    pools.all.push(...ids.slice(0, 2));
  }
  pools.byCollection.set('contractors', [contractorId]);
  const linked = await testApp.db.select().from(quotes).where(and(eq(quotes.contractorId, contractorId), eq(quotes.status, 'sent'))).limit(2);
  const tokens = new Map<string, string[]>([
    ['token', await Promise.all(linked.map((q) => ensureQuoteLinkToken(testApp.db, q)))],
    ['shortCode', [(await ensureShortLink(testApp.db, contractorId)).shortCode]],
  ]);
  const bystander = await makeContractor(testApp.db);
  return {
    contractorId,
    pools,
    tokens,
    adminTargets: [bystander.contractorId],
    accounts: { contractor: { email: 'contractor@example.com', password: 'demo-contractor-password' }, admin: { email: 'admin@example.com', password: 'demo-admin-password' } },
  };
}

/** The segment before `{id}` names the collection: `/api/calendar/events/{id}` → `events` → `calendar_events`. */
export function realIdsFor(tenant: DemoTenant, op: ApiOperation, param: string, role: Role): string[] {
  const token = tenant.tokens.get(param);
  if (token) return token;
  const segments = op.path.split('/');
  const collection = param === 'id' ? segments[segments.indexOf(`{${param}}`) - 1]! : `${param.replace(/Id$/, '')}s`.toLowerCase();
  if (collection === 'contractors' && role === 'admin') return tenant.adminTargets;
  const table = tenant.pools.byCollection.get(collection) ?? [...tenant.pools.byCollection].find(([t]) => t.endsWith(`_${collection}`))?.[1];
  return table?.length ? table : tenant.pools.all;
}
