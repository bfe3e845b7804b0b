import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
const customer = (n: number) => ({ firstName: 'Ana', lastName: `Ruiz ${n}`, email: `ana${n}@example.com`, phone: `512-555-01${String(n).padStart(2, '0')}`, address: `${n} Main St, Apt "B"`, city: 'Austin', state: 'TX', zipCode: '78701' });

/** The stored entries of a ZIP: name → content (the writer stores, never compresses). */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = offset + 30 + bytes.readUInt16LE(offset + 26);
    files.set(name, bytes.subarray(dataStart, dataStart + size).toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

describe('data export', () => {
  it('streams the customers as CSV with headers in the chosen language, quoting what needs it', async () => {
    const c = await makeContractor(t.db);
    const api = await signedIn(t.app, c);
    for (let n = 1; n <= 3; n++) await api.post('/api/homeowners', customer(n));
    const en = await api.get('/api/exports/csv/customers');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const lines = en.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,First name,Last name,Email,Phone,Address,City,State,ZIP code,Notes,Tags,Archived,Imported,Added');
    expect(lines).toHaveLength(4);
    expect(en.body).toContain('"1 Main St, Apt ""B"""');
    const es = await api.get('/api/exports/csv/customers?lang=es');
    expect(es.body.replace(/^\ufeff/, '').split('\r\n')[0]).toContain('Nombre,Apellido,Correo electrónico');
    expect(es.headers['content-disposition']).toContain('clientes.csv');
  });

  it('puts every table in one ZIP, only the tenant’s own rows, and audits it; an admin can take it for a contractor', async () => {
    const alice = await makeContractor(t.db);
    const bob = await makeContractor(t.db);
    const aliceApi = await signedIn(t.app, alice);
    const bobApi = await signedIn(t.app, bob);
    await aliceApi.post('/api/homeowners', customer(7));
    await bobApi.post('/api/homeowners', customer(8));
    const res = await aliceApi.get('/api/exports/zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['customers.csv', 'quotes.csv', 'jobs.csv', 'milestones.csv', 'payments.csv']);
    expect(files.get('customers.csv')).toContain('ana7@example.com');
    expect(files.get('customers.csv')).not.toContain('ana8@example.com');
    const [audit] = await t.database.query<{ event_type: string }>("select event_type from security_audit_events where contractor_id = $1 and event_type = 'data_exported'", [alice.contractorId]);
    expect(audit).toBeDefined();

    const admin = await signedIn(t.app, await makeAdmin(t.db));
    const forBob = await admin.get(`/api/admin/contractors/${bob.contractorId}/export?lang=es`);
    expect(forBob.statusCode).toBe(200);
    expect(unzip(forBob.rawPayload).get('clientes.csv')).toContain('ana8@example.com');
    expect((await aliceApi.get(`/api/admin/contractors/${bob.contractorId}/export`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/exports/zip' })).statusCode).toBe(401);
  });
});
