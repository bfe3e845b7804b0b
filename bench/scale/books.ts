// bench/scale books: QuickBooks connected for a share of the tenants (--qbo-share) at LOAD time, not seed time, so a
// database an earlier seed kept (--keep) serves with --reuse as well. Each chosen tenant gets a company at the fake
// QuickBooks (its own process, answering after --qbo-latency ms), a qbo_connections row holding that company's access
// token (encrypted by the column, as the OAuth callback stores it), Picket's four items created there and the mapping
// saved: what Settings → Accounting does, without the consent round trip (bench/quickbooks/sync.ts does the same).
// The fake is new every run, so an earlier run's connections, links and outbox rows are removed first.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { qboMappingSchema } from '../../core/quickbooks/quickbooks.schema';
import type { Database } from '../../server/db/connection';
import { qboConnections } from '../../server/db/schema/index';
import { createDefaultItems } from '../../server/features/accounting/qbo-mapping.service';
import { createQboClient } from '../../server/integrations/quickbooks/qbo-client';
import type { ScaleTenant } from './seed';

/** The fake's OAuth app (fake-qbo-main.ts defaults) and where Picket finds it: the app instances' environment. */
export function booksEnv(fakeUrl: string): Record<string, string> {
  return {
    QBO_API_URL: fakeUrl,
    QBO_AUTH_URL: `${fakeUrl}/connect/oauth2`,
    QBO_CLIENT_ID: 'picket-fake-qbo-client',
    QBO_CLIENT_SECRET: 'picket-fake-qbo-secret',
    QBO_WEBHOOK_VERIFIER_TOKEN: 'fake-qbo-verifier-token',
  };
}

/**
 * round(share × tenants) tenants, spread evenly over the CRM-connected ones first (so at --qbo-share 0.25 the approvals
 * stream is the same as without books, half of it now also invoiced), then over the others.
 */
export function booksTenants(tenants: ScaleTenant[], share: number): ScaleTenant[] {
  const want = Math.min(tenants.length, Math.round(share * tenants.length));
  const crm = tenants.filter((t) => t.locationId);
  const others = tenants.filter((t) => !t.locationId);
  const spread = (xs: ScaleTenant[], n: number) => Array.from({ length: Math.min(n, xs.length) }, (_, j) => xs[Math.floor((j * xs.length) / n)]);
  return [...spread(crm, want), ...spread(others, Math.max(0, want - crm.length))];
}

export interface BooksCompany {
  contractorId: string;
  realmId: string;
}

/** Connects each tenant to a new company at the fake (eight at once: each is ~8 calls at the fake's latency). */
export async function connectBooks(database: Database, fakeUrl: string, tenants: ScaleTenant[]): Promise<BooksCompany[]> {
  await database.query('DELETE FROM qbo_sync_items');
  await database.query('DELETE FROM qbo_links');
  await database.query('DELETE FROM qbo_connections');
  const companies: BooksCompany[] = [];
  let next = 0;
  const connectOne = async (t: ScaleTenant) => {
    const res = await fetch(`${fakeUrl}/_fake/realms`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ companyName: `Scale Fences ${t.email} (QuickBooks)` }) });
    if (!res.ok) throw new Error(`fake QuickBooks answered ${res.status}`);
    const realm = (await res.json()) as { id: string; accessToken: string };
    // The fake's access tokens last an hour; no refresh token, so a run must end within the hour (it does: minutes).
    await database.db.insert(qboConnections).values({ contractorId: t.contractorId, realmId: realm.id, companyName: `Scale Fences ${t.email}`, accessTokenEncrypted: realm.accessToken, accessExpiresAt: new Date(Date.now() + 55 * 60_000) });
    const client = createQboClient({ baseUrl: fakeUrl, accessToken: realm.accessToken, realmId: realm.id });
    const s = (await createDefaultItems(database.db, async () => client, t.contractorId)).suggested;
    const mapping = qboMappingSchema.parse({ items: s.items, depositAccountId: s.depositAccountId, clearingAccountId: s.clearingAccountId, feeAccountId: s.feeAccountId, taxCodeId: null });
    await database.db.update(qboConnections).set({ mapping }).where(eq(qboConnections.contractorId, t.contractorId));
    companies.push({ contractorId: t.contractorId, realmId: realm.id });
  };
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < tenants.length) await connectOne(tenants[next++]);
  }));
  return companies;
}

interface BooksFigures {
  /** Approval → its deposit invoice done at the fake, ms, per approval at a tenant with books. */
  approvalToInvoice: number[];
  approvalsWithBooks: number;
  /** The QuickBooks outbox rows written during the run: queued → done, ms; and all of them by status. */
  rowLags: number[];
  rowsByStatus: Record<string, number>;
  pending: number;
  invoicesAtFake: number;
  throttled: number;
  firstError: string | null;
}

/** What reached the books, from the database (qbo_sync_items) and the fake companies. */
export async function booksFigures(dbUrl: string, fakeUrl: string, companies: BooksCompany[], approvals: Map<string, { at: number; contractorId: string }>, runStart: number): Promise<BooksFigures> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const withBooks = new Set(companies.map((x) => x.contractorId));
    const approved = [...approvals].filter(([, a]) => withBooks.has(a.contractorId));
    const { rows: invoiceRows } = await c.query<{ entity_id: string; completed_at: Date | null; status: string }>(
      `SELECT entity_id::text, completed_at, status FROM qbo_sync_items WHERE direction = 'out' AND entity = 'quote' AND action = 'invoice.create' AND entity_id::text = ANY($1)`,
      [approved.map(([id]) => id)],
    );
    const approvalToInvoice: number[] = [];
    for (const [id, a] of approved) {
      const done = invoiceRows.filter((r) => r.entity_id === id && r.status === 'done' && r.completed_at).map((r) => r.completed_at!.getTime());
      if (done.length) approvalToInvoice.push(Math.min(...done) - a.at);
    }
    const { rows } = await c.query<{ lag: number | null; status: string; error: string | null }>(
      `SELECT extract(epoch FROM completed_at - created_at) * 1000 AS lag, status, error FROM qbo_sync_items WHERE direction = 'out' AND created_at >= $1`,
      [new Date(runStart)],
    );
    const rowsByStatus: Record<string, number> = {};
    for (const r of rows) rowsByStatus[r.status] = (rowsByStatus[r.status] ?? 0) + 1;
    const { rows: pendingRows } = await c.query<{ n: string }>(`SELECT count(*)::text AS n FROM qbo_sync_items WHERE direction = 'out' AND status IN ('pending', 'running')`);
    let invoicesAtFake = 0;
    let throttled = 0;
    for (const company of companies) {
      const held = (await (await fetch(`${fakeUrl}/_fake/realms/${company.realmId}`)).json()) as { Invoice: unknown[] };
      const seen = (await (await fetch(`${fakeUrl}/_fake/realms/${company.realmId}/requests`)).json()) as { throttled: number };
      invoicesAtFake += held.Invoice.length;
      throttled += seen.throttled;
    }
    return {
      approvalToInvoice,
      approvalsWithBooks: approved.length,
      rowLags: rows.filter((r) => r.status === 'done' && r.lag !== null).map((r) => Number(r.lag)),
      rowsByStatus,
      pending: Number(pendingRows[0].n),
      invoicesAtFake,
      throttled,
      firstError: rows.find((r) => r.error)?.error ?? null,
    };
  } finally {
    await c.end();
  }
}
