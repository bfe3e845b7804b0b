// Issue 28 item 5: every tenant table carries contractor_id, the column Citus would distribute by (docs/operations.md
// "Past one database: Citus"). A new table without it fails here until it is either given the column or named below
// with the reason it is not tenant data. No database needed: the schema's own description is read.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';

/** Tables that are not one contractor's data, and how each would be served on Citus. */
const NON_TENANT_TABLES: Record<string, string> = {
  contractors: 'the tenant itself: its id is the distribution value (distributed by id, co-located with the rest)',
  // Accounts and sign-in: keyed by user (an admin has no contractor); read at every request by session id.
  sessions: 'per user, looked up by session id: coordinator-local',
  password_tokens: 'per user, looked up by token hash: coordinator-local',
  account_emails: 'mail to a user (sign-up, reset) before or outside any tenant: coordinator-local',
  // Reference data every tenant reads (the admin's catalogue pictures, system settings).
  fence_type_images: 'catalogue (reference table)',
  gate_type_images: 'catalogue (reference table)',
  post_type_images: 'catalogue (reference table)',
  system_settings: 'system settings (reference table)',
  platform_assemblies: "the admin's default assembly per fence type and catalogue style (reference table, like the catalogue)",
  // Budgets and dedupe keyed by an outside service's identity, shared by every instance.
  ghl_rate_limits: "the CRM's request budget per location id: coordinator-local (one row per location, tiny)",
  qbo_rate_limits: "QuickBooks' request budget per company (realm): coordinator-local",
  qbo_request_leases: "QuickBooks' concurrent-request leases per company: coordinator-local",
  rate_limit_counters: 'public routes’ limits per client address, before any tenant is known: coordinator-local or Redis',
  stripe_events: "Stripe event ids already handled (webhook dedupe across accounts): coordinator-local",
};

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).map((t) => getTableConfig(t));

describe('tenant columns', () => {
  it('every table has contractor_id, or is named as not tenant data with its reason', () => {
    const without = tables.filter((t) => !t.columns.some((c) => c.name === 'contractor_id')).map((t) => t.name);
    expect(without.filter((name) => !(name in NON_TENANT_TABLES))).toEqual([]);
  });

  it('the list names only tables that exist and truly lack the column (no stale exemptions)', () => {
    for (const name of Object.keys(NON_TENANT_TABLES)) {
      const table = tables.find((t) => t.name === name);
      expect(table, name).toBeDefined();
      expect(table!.columns.some((c) => c.name === 'contractor_id'), name).toBe(false);
    }
  });

  it('a tenant table’s contractor_id is a uuid (the one type the distribution column can have everywhere)', () => {
    for (const t of tables) {
      const column = t.columns.find((c) => c.name === 'contractor_id');
      if (column) expect(column.getSQLType(), t.name).toBe('uuid');
    }
  });
});
