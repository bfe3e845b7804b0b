import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import { contractors, notifications, quotes } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let aliceTenant: { contractorId: string };
let visitorIp = 10;
const visitor = () => new ApiClient(testApp.app, `10.0.0.${visitorIp++}`);

const fence = { lengthFt: 150, fenceType: 'vinyl', heightFt: 6, singleGates: 1, doubleGates: 0, removeExisting: false };
const customer = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com', phone: '512-555-0199', address: '1 Compiler Court', city: 'Austin', state: 'TX', zipCode: '78702' };

beforeAll(async () => {
  const a = await makeContractor(testApp.db, { businessName: 'Alice Fences' });
  const b = await makeContractor(testApp.db);
  aliceTenant = a;
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, b);
});

describe('short links', () => {
  it('a contractor creates their link once and gets the same link again', async () => {
    expect((await alice.get('/api/short-links/mine')).json()).toBeNull();
    const first = (await alice.post('/api/short-links')).json();
    expect(first.shortCode).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(first.url).toBe(`http://127.0.0.1:5000/e/${first.shortCode}`);
    expect((await alice.post('/api/short-links')).json().shortCode).toBe(first.shortCode);
    expect((await alice.get('/api/short-links/mine')).json().shortCode).toBe(first.shortCode);
    expect((await bob.post('/api/short-links')).json().shortCode).not.toBe(first.shortCode);
  });

  it('GET /api/e/:shortCode is public, brands the builder and counts the visit; unknown codes answer 404', async () => {
    const { shortCode } = (await alice.get('/api/short-links/mine')).json();
    const res = await visitor().get(`/api/e/${shortCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ shortCode, contractor: { name: 'Alice Fences', logoUrl: null, brandColor: null, phone: null } });
    expect(JSON.stringify(res.json())).not.toContain(aliceTenant.contractorId);
    expect((await alice.get('/api/short-links/mine')).json().clicks).toBe(1);
    expect((await visitor().get('/api/e/nope1234')).statusCode).toBe(404);
    expect((await visitor().get('/api/e/bad!code')).statusCode).toBe(400);
  });

  it('needs a signed-in contractor to create a link', async () => {
    expect((await visitor().post('/api/short-links')).statusCode).toBe(401);
  });
});

describe('POST /api/instant-quote/price', () => {
  it('prices with platform defaults when no contractor is chosen', async () => {
    const res = await visitor().post('/api/instant-quote/price', { fence });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pricedBy: 'platform', contractorName: null, fenceFeet: 146, gates: 1 });
    expect(body.lowCents).toBeLessThan(body.highCents);
    expect(body.lowCents % 1000).toBe(0);
  });

  it("prices with the link owner's own rates", async () => {
    const { shortCode } = (await alice.get('/api/short-links/mine')).json();
    const platform = (await visitor().post('/api/instant-quote/price', { fence })).json();
    await testApp.db.update(contractors).set({ materialPerFootVinylCents: 5000 }).where(eq(contractors.id, aliceTenant.contractorId));
    const own = (await visitor().post('/api/instant-quote/price', { shortCode, fence })).json();
    expect(own).toMatchObject({ pricedBy: 'contractor', contractorName: 'Alice Fences' });
    expect(own.lowCents).toBeGreaterThan(platform.lowCents);
  });

  it('prices a drawing too', async () => {
    const diagram = layoutFromPolylines([{ points: [[0, 50], [0, 0], [100, 0], [100, 50]] }], [{ run: 0, segment: 1, offsetFt: 48 }]);
    const body = (await visitor().post('/api/instant-quote/price', { fence: { diagram, fenceType: 'cedar', heightFt: 6 } })).json();
    expect(body).toMatchObject({ fenceFeet: 196, posts: 28, gates: 1 });
  });

  it('answers bad input with readable messages', async () => {
    const res = await visitor().post('/api/instant-quote/price', { fence: { lengthFt: 0, fenceType: 'wood', heightFt: 6 } });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Fence length must be between 1 and 5000 feet', 'Choose a fence type']));
    const gates = await visitor().post('/api/instant-quote/price', { fence: { ...fence, lengthFt: 6, doubleGates: 1 } });
    expect(gates.statusCode).toBe(400);
    expect(gates.json().message).toBe('The gates do not fit in the fence length');
  });
});

describe('POST /api/instant-quote/request', () => {
  it("creates the homeowner, a draft layout quote with the drawing and a notification in the link owner's account", async () => {
    const { shortCode } = (await alice.get('/api/short-links/mine')).json();
    const res = await visitor().post('/api/instant-quote/request', { shortCode, fence, customer, language: 'es' });
    expect(res.statusCode).toBe(201);
    const { quoteNumber } = res.json();
    const [q] = await testApp.db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber));
    expect(q).toMatchObject({ contractorId: aliceTenant.contractorId, status: 'draft', quoteType: 'layout', source: 'homeowner_instant', language: 'es', linearFeet: 146, gates: 1 });
    expect(q.totalCents).toBeGreaterThan(0);
    expect((q.diagram as { schemaVersion: number }).schemaVersion).toBe(2);
    const [n] = await testApp.db.select().from(notifications).where(eq(notifications.quoteId, q.id));
    expect(n).toMatchObject({ type: 'new_lead', contractorId: aliceTenant.contractorId, message: `New instant quote request from Grace Hopper (Quote #${quoteNumber})` });
    // The lead shows in the contractor's quotes, and only there.
    const mine = (await alice.get('/api/quotes')).json();
    expect(JSON.stringify(mine)).toContain(q.id);
    expect((await bob.get(`/api/quotes/${q.id}`)).statusCode).toBe(404);
  });

  it('reuses the customer when the same homeowner asks again', async () => {
    const { shortCode } = (await alice.get('/api/short-links/mine')).json();
    const again = await visitor().post('/api/instant-quote/request', { shortCode, fence, customer });
    expect(again.statusCode).toBe(201);
    const rows = await testApp.database.query<{ n: string }>(`select count(*)::text as n from homeowners where contractor_id = '${aliceTenant.contractorId}'`);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('checks the contact fields with the SPEC §5 messages and writes nothing', async () => {
    const { shortCode } = (await alice.get('/api/short-links/mine')).json();
    const res = await visitor().post('/api/instant-quote/request', { shortCode, fence, customer: { ...customer, firstName: '', phone: '123', zipCode: '7870', state: 'Texas' } });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['First name is required', 'Please enter a valid 10-digit phone number', 'ZIP code must be 5 digits', 'State must be 2 characters (e.g., CA, NY)']));
  });

  it('without a link, finds the contractor serving the ZIP; otherwise says nobody does', async () => {
    const none = await visitor().post('/api/instant-quote/request', { fence, customer: { ...customer, email: 'x@example.com', phone: '512-555-0100', zipCode: '99999' } });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No contractor serves this ZIP code yet');
    await testApp.db.update(contractors).set({ serviceAreas: ['99999'] }).where(eq(contractors.id, aliceTenant.contractorId));
    const served = await visitor().post('/api/instant-quote/request', { fence, customer: { ...customer, email: 'y@example.com', phone: '512-555-0101', zipCode: '99999' } });
    expect(served.statusCode).toBe(201);
  });

  it('is rate limited per visitor', async () => {
    const client = visitor();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await client.post('/api/instant-quote/request', { fence, customer: { ...customer, zipCode: '00000' } })).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 404)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents the public layout endpoints as needing no session', async () => {
    const doc = (await visitor().get('/api/openapi.json')).json();
    for (const [path, method] of [['/api/e/{shortCode}', 'get'], ['/api/instant-quote/price', 'post'], ['/api/instant-quote/request', 'post']] as const) {
      expect(doc.paths[path]?.[method]?.security, path).toEqual([]);
    }
    expect(doc.paths['/api/short-links']?.post?.security).toBeUndefined();
  });
});
