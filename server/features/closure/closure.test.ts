// Issue 26: account closure, export first, PII unreadable at once, rows deleted after the grace period, audited; an
// admin can do it for a contractor; another tenant is never touched (PGlite, PostgreSQL with TEST_DATABASE_URL).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PURGE_DAYS } from '../../../core/closure/closure.schema';
import { DAY_MS } from '../../../core/dates';
import type { Database } from '../../db/connection';
import { decryptPii } from '../../db/pii';
import { contractors, homeowners, jobs, securityAuditEvents } from '../../db/schema/index';
import { runHousekeeping } from '../../housekeeping';
import { ApiClient, makeTestApp, signedIn } from '../../test/api';
import { createTestDb } from '../../test/db';
import { makeAdmin, makeContractor } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: ApiClient;

const customer = (s: string) => ({ firstName: 'Greta', lastName: `Garbo${s}`, email: `greta.${s}@closure.example.com`, phone: '512-555-0199', address: '1 Secret Ln', city: 'Austin', state: 'TX', zipCode: '78701' });

beforeAll(async () => {
  database = await createTestDb();
  app = await makeTestApp(database);
  admin = await signedIn(app, await makeAdmin(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function tenantWithCustomer(tag: string) {
  const account = await makeContractor(database.db);
  const client = await signedIn(app, account);
  const created = (await client.post('/api/homeowners', customer(tag))).json();
  await client.post(`/api/homeowners/${created.id}/schedule-visit`, { scheduledDate: '2031-05-06', notes: `Gate code for Greta ${tag}` });
  await database.db.insert(jobs).values({ contractorId: account.contractorId, homeownerId: created.id, jobNumber: 'JOB-001', name: `Garbo${tag} fence`, totalCents: 100000 });
  return { account, client, customerId: created.id as string };
}

/** Every readable ciphertext ("v1.<key>.…" that opens to something not empty) left in any row of this tenant, by table. */
async function ciphertextsLeft(contractorId: string): Promise<Record<string, number>> {
  const tables = await database.query<{ table_name: string }>(
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'contractor_id' order by table_name",
  );
  const left: Record<string, number> = {};
  for (const { table_name } of tables) {
    const rows = await database.query<{ j: string }>(`select row_to_json(t)::text as j from "${table_name}" t where t.contractor_id = '${contractorId}'`);
    for (const { j } of rows) {
      for (const [, value] of j.matchAll(/"(v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+)"/g)) {
        if (decryptPii(value) !== '') left[table_name] = (left[table_name] ?? 0) + 1;
      }
    }
  }
  return left;
}

describe('POST /api/account/closure', () => {
  it('asks for the export first, then the password, then closes once: PII unreadable, everyone signed out, audited', async () => {
    const { account, client, customerId } = await tenantWithCustomer('a');
    const other = await tenantWithCustomer('b');

    expect((await client.get('/api/account/closure')).json()).toMatchObject({ closedAt: null, exportedRecently: false });
    const first = await client.post('/api/account/closure', { password: account.password });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 'EXPORT_FIRST' });

    const zip = await client.get('/api/exports/zip?lang=en');
    expect(zip.statusCode).toBe(200);
    expect(zip.body).toContain(`Garbo`);
    expect((await client.get('/api/account/closure')).json()).toMatchObject({ exportedRecently: true });

    const wrong = await client.post('/api/account/closure', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('Password is incorrect');
    const bad = await client.post('/api/account/closure', {});
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Password is required');

    const res = await client.post('/api/account/closure', { password: account.password });
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(Date.parse(status.purgeAfter) - Date.parse(status.closedAt)).toBe(ACCOUNT_PURGE_DAYS * DAY_MS);

    // Signed out at once: the same cookie is no longer a session.
    expect((await client.get('/api/homeowners')).statusCode).toBe(401);
    // Nothing readable is left: no ciphertext in any table of the tenant, the customer row is blank, the job name too.
    expect(await ciphertextsLeft(account.contractorId)).toEqual({});
    const [row] = await database.db.select().from(homeowners).where(eq(homeowners.id, customerId));
    expect(row).toMatchObject({ name: '', firstName: '', lastName: '', email: null, phone: null, address: null, notes: null, hash: null, searchTokens: [] });
    const dump = JSON.stringify(await database.query(`select * from jobs j where j.contractor_id = '${account.contractorId}'`));
    expect(dump).not.toContain('Garbo');
    // Amounts stay until the purge.
    expect(dump).toContain('100000');
    const [tenant] = await database.db.select().from(contractors).where(eq(contractors.id, account.contractorId));
    expect(tenant.isActive).toBe(false);

    // The other tenant is untouched.
    expect(Object.keys(await ciphertextsLeft(other.account.contractorId)).length).toBeGreaterThan(0);
    expect((await other.client.get(`/api/homeowners/${other.customerId}`)).json()).toMatchObject({ lastName: 'Garbob' });

    const audit = await database.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.contractorId, account.contractorId));
    const closed = audit.filter((e) => e.eventType === 'account_closed');
    expect(closed).toHaveLength(1);
    expect(closed[0].details).toMatchObject({ byAdmin: false, exported: true, customers: 1 });
    expect(JSON.stringify(audit)).not.toContain('Garbo');
  });

  it('two closures at once close once (one audit row)', async () => {
    const { account, client } = await tenantWithCustomer('c');
    const second = await signedIn(app, account);
    const [a, b] = await Promise.all([
      client.post('/api/account/closure', { password: account.password, skipExport: true }),
      second.post('/api/account/closure', { password: account.password, skipExport: true }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const closed = await database.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.contractorId, account.contractorId));
    expect(closed.filter((e) => e.eventType === 'account_closed')).toHaveLength(1);
  });
});

describe('admin closure and the purge', () => {
  it('an admin closes an account without a copy when the contractor says so (explicit skipExport), audited as such', async () => {
    const { account } = await tenantWithCustomer('g');
    const path = `/api/admin/contractors/${account.contractorId}/closure`;
    expect((await admin.post(path, {})).statusCode).toBe(409);
    const res = await admin.post(path, { skipExport: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ exportedRecently: false, lastExportAt: null });
    expect(res.json().closedAt).not.toBeNull();
    const audit = await database.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.contractorId, account.contractorId));
    expect(audit.find((e) => e.eventType === 'account_closed')?.details).toMatchObject({ byAdmin: true, exported: false });
    expect(audit.some((e) => e.eventType === 'data_exported')).toBe(false);
  });

  it('an admin closes for a contractor (export first), cannot reactivate it; the purge deletes the rows after the grace period', async () => {
    const { account } = await tenantWithCustomer('d');
    const other = await tenantWithCustomer('e');
    const path = `/api/admin/contractors/${account.contractorId}/closure`;
    expect((await admin.post(path, {})).statusCode).toBe(409);
    expect((await admin.get(`/api/admin/contractors/${account.contractorId}/export?lang=es`)).statusCode).toBe(200);
    const res = await admin.post(path, {});
    expect(res.statusCode).toBe(200);
    expect((await admin.get(path)).json()).toMatchObject({ exportedRecently: true });
    expect(res.json().closedAt).not.toBeNull();
    // A contractor cannot reach the admin route, and an unknown id is 404.
    expect((await other.client.post(`/api/admin/contractors/${other.account.contractorId}/closure`, { skipExport: true })).statusCode).toBe(403);
    expect((await admin.post('/api/admin/contractors/00000000-0000-4000-8000-000000000000/closure', {})).statusCode).toBe(404);
    expect((await admin.patch(`/api/admin/contractors/${account.contractorId}`, { isActive: true })).statusCode).toBe(409);

    const audit = await database.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.contractorId, account.contractorId));
    expect(audit.find((e) => e.eventType === 'account_closed')?.details).toMatchObject({ byAdmin: true });

    // Not yet: one day before the end of the grace period.
    const closedAt = Date.parse(res.json().closedAt);
    await runHousekeeping(database.db, new Date(closedAt + (ACCOUNT_PURGE_DAYS - 1) * DAY_MS));
    expect(await database.db.select().from(contractors).where(eq(contractors.id, account.contractorId))).toHaveLength(1);
    const result = await runHousekeeping(database.db, new Date(closedAt + ACCOUNT_PURGE_DAYS * DAY_MS + 1000));
    expect(result.closedAccounts).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(contractors).where(eq(contractors.id, account.contractorId))).toHaveLength(0);
    expect(await database.db.select().from(homeowners).where(eq(homeowners.contractorId, account.contractorId))).toHaveLength(0);
    expect(await database.db.select().from(jobs).where(eq(jobs.contractorId, account.contractorId))).toHaveLength(0);
    // The audit trail stays, with the purge in it; the other tenant keeps everything.
    const after = await database.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.contractorId, account.contractorId));
    expect(after.map((e) => e.eventType)).toEqual(expect.arrayContaining(['data_exported', 'account_closed', 'account_purged']));
    expect((await other.client.get(`/api/homeowners/${other.customerId}`)).statusCode).toBe(200);
  });
});
