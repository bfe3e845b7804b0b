import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityAuditEvents } from '../../db/schema/index';
import { startFakeS3, type FakeS3 } from '../../integrations/object-storage/fake-s3';
import { ApiClient, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedCatalogueImages } from './demo-catalogue';
import { homeownerLineText } from '../../../core/quotes/homeowner-line-text';
import { contractorLineText } from '../../../core/quotes/contractor-line-text';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-catalogue-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const testApp = useTestApp({ config: () => ({ dataDir }) });
let admin: ApiClient;
let contractor: ApiClient;
let otherContractor: ApiClient;

beforeAll(async () => {
  await seedCatalogueImages(testApp.db);
  admin = await signedIn(testApp.app, await makeAdmin(testApp.db));
  contractor = await signedIn(testApp.app, await makeContractor(testApp.db));
  otherContractor = await signedIn(testApp.app, await makeContractor(testApp.db));
});

const unique = () => crypto.randomBytes(3).toString('hex');
const pngBytes = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(200)]);
const style = (overrides: Record<string, unknown> = {}) => ({
  fenceType: 'vinyl', name: `Harbor Privacy ${unique()}`, description: 'Tongue and groove', imageKey: 'vinyl-privacy', sortOrder: 0, isActive: true,
  prices: [{ heightFt: 6, pricePerFootCents: 2_600, panelPriceCents: 20_800, postPriceCents: 5_200, gatePriceCents: 17_000 }],
  ...overrides,
});

describe('catalogue management', () => {
  it('a style the admin adds is in every contractor’s cart catalogue, priced by the server; deactivated, it leaves', async () => {
    const input = style();
    const created = await admin.post('/api/admin/catalogue/styles', input);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    for (const client of [contractor, otherContractor]) {
      const cart = (await client.get('/api/catalogue')).json();
      expect(cart.styles.find((s: { id: string }) => s.id === id)).toMatchObject({ name: input.name, pricing: [{ heightFt: 6, panelPriceCents: 20_800 }] });
    }
    const cart = (await contractor.get('/api/catalogue')).json();
    const priceId = cart.styles.find((s: { id: string }) => s.id === id).pricing[0].id;
    const customer = (await contractor.post('/api/homeowners', { firstName: 'Ana', lastName: 'Lopez', email: `ana.${unique()}@example.com`, phone: '512-555-0177', address: '1 Elm St', city: 'Austin', state: 'TX', zipCode: '78701' })).json();
    const quote = await contractor.post('/api/quotes', { quoteType: 'cart', homeownerId: customer.id, items: [{ catalogueItemId: priceId, part: 'panel', quantity: 2 }] });
    expect(quote.statusCode, quote.body).toBe(201);
    expect(quote.json().cartItems[0]).toMatchObject({ productName: `${input.name} 6 ft panel (8 ft)`, unitPriceCents: 20_800 });

    // Editing keeps the height's id (carts hold it) and adds another height.
    const edited = await admin.put(`/api/admin/catalogue/styles/${id}`, { ...input, prices: [{ id: priceId, heightFt: 6, pricePerFootCents: 2_700, panelPriceCents: 21_600, postPriceCents: null, gatePriceCents: null }, { heightFt: 4, pricePerFootCents: 2_000, panelPriceCents: null, postPriceCents: null, gatePriceCents: null }] });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await contractor.get('/api/catalogue')).json().styles.find((s: { id: string }) => s.id === id);
    expect(after.pricing.map((p: { id: string; heightFt: number }) => p.heightFt)).toEqual([4, 6]);
    expect(after.pricing[1]).toMatchObject({ id: priceId, panelPriceCents: 21_600, postPriceCents: null });

    expect((await admin.put(`/api/admin/catalogue/styles/${id}`, { ...input, isActive: false })).statusCode).toBe(200);
    expect((await contractor.get('/api/catalogue')).json().styles.some((s: { id: string }) => s.id === id)).toBe(false);
    expect((await admin.get('/api/admin/catalogue')).json().styles.find((s: { id: string }) => s.id === id)).toMatchObject({ isActive: false, contractorId: null, ownerName: null });

    const audit = await testApp.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.targetId, id));
    expect(audit.map((a) => [a.eventType, a.details.change])).toEqual(expect.arrayContaining([['catalogue_changed', 'created'], ['catalogue_changed', 'updated']]));
  });

  it('issue 21 item 9: a style’s Spanish name reaches Spanish readers, and its line items are in Spanish', async () => {
    const input = style({ name: `Harbor Privacy ${unique()}`, nameEs: 'Privacidad Puerto' });
    const created = await admin.post('/api/admin/catalogue/styles', input);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await admin.get('/api/admin/catalogue')).json().styles.find((s: { id: string }) => s.id === id)).toMatchObject({ nameEs: 'Privacidad Puerto' });
    // A request without the Spanish name (the list's activate button, an older client) keeps it; an empty one clears it.
    const { nameEs: _kept, ...withoutSpanish } = input as typeof input & { nameEs?: string };
    expect((await admin.put(`/api/admin/catalogue/styles/${id}`, withoutSpanish)).statusCode).toBe(200);
    const styleOf = async () => (await contractor.get('/api/catalogue')).json().styles.find((s: { id: string }) => s.id === id);
    const cartStyle = await styleOf();
    expect(cartStyle).toMatchObject({ name: input.name, nameEs: 'Privacidad Puerto' });
    // Every field's error at once, in the core schema's words.
    const bad = await admin.put(`/api/admin/catalogue/styles/${id}`, { ...input, name: '', nameEs: 'x'.repeat(81) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message).sort()).toEqual(['Name is required', 'Name must be 80 characters or less']);

    const priceId = cartStyle.pricing[0].id;
    const customer = (await contractor.post('/api/homeowners', { firstName: 'Rosa', lastName: 'Vega', email: `rosa.${unique()}@example.com`, phone: '512-555-0178', address: '2 Elm St', city: 'Austin', state: 'TX', zipCode: '78701' })).json();
    const quote = (await contractor.post('/api/quotes', { quoteType: 'cart', homeownerId: customer.id, language: 'es', items: [{ catalogueItemId: priceId, part: 'panel', quantity: 2 }, { catalogueItemId: priceId, part: 'post', quantity: 3 }] })).json();
    const sent = await contractor.post(`/api/quotes/${quote.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const token = /\/customer\/quote\/([^/]+)\/view/.exec(sent.json().quote.publicLink.url)![1];
    // The homeowner's page (and the PDF, which words the same lines) in Spanish, with the style's Spanish name.
    const view = (await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`)).json();
    expect(view.lines.map((l: Parameters<typeof homeownerLineText>[0]) => homeownerLineText(l, 'es'))).toEqual(['2 × Panel Privacidad Puerto de 6 pies (8 pies)', '3 × Poste Privacidad Puerto de 6 pies']);
    // The contractor's quote page, read in Spanish and in English.
    const mine = (await contractor.get(`/api/quotes/${quote.id}`)).json();
    expect(mine.pricing.lines.map((l: Parameters<typeof contractorLineText>[0]) => contractorLineText(l, 'es'))).toEqual(['2 × $208.00 Panel Privacidad Puerto de 6 pies (8 pies)', '3 × $52.00 Poste Privacidad Puerto de 6 pies']);
    expect(mine.pricing.lines.map((l: Parameters<typeof contractorLineText>[0]) => contractorLineText(l, 'en'))).toEqual([`2 × $208.00 ${input.name} 6 ft panel (8 ft)`, `3 × $52.00 ${input.name} 6 ft post`]);
    expect((await admin.put(`/api/admin/catalogue/styles/${id}`, { ...input, nameEs: '', isActive: false })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/catalogue')).json().styles.find((s: { id: string }) => s.id === id)).toMatchObject({ nameEs: null });
  });

  it('post caps and hardware: create, edit, deactivate; the cart follows', async () => {
    const cap = await admin.post('/api/admin/catalogue/post-caps', { name: `Solar cap ${unique()}`, fenceType: 'vinyl', priceCents: 2_450, imageKey: 'post-cap', isActive: true });
    expect(cap.statusCode, cap.body).toBe(201);
    const hw = await admin.post('/api/admin/catalogue/hardware', { category: 'latch', name: `Lokk latch ${unique()}`, fenceType: null, unit: 'each', priceCents: 7_900, isActive: true });
    expect(hw.statusCode, hw.body).toBe(201);
    let cart = (await contractor.get('/api/catalogue')).json();
    expect(cart.postCaps.find((c: { id: string }) => c.id === cap.json().id)).toMatchObject({ priceCents: 2_450 });
    expect(cart.hardware.find((h: { id: string }) => h.id === hw.json().id)).toMatchObject({ priceCents: 7_900, unit: 'each' });
    expect((await admin.put(`/api/admin/catalogue/hardware/${hw.json().id}`, { category: 'latch', name: 'Lokk latch', fenceType: null, unit: 'each', priceCents: 8_100, isActive: false })).statusCode).toBe(200);
    cart = (await contractor.get('/api/catalogue')).json();
    expect(cart.hardware.some((h: { id: string }) => h.id === hw.json().id)).toBe(false);
    expect((await admin.put(`/api/admin/catalogue/post-caps/${crypto.randomUUID()}`, { name: 'x', fenceType: null, priceCents: 1, imageKey: null, isActive: true })).statusCode).toBe(404);
  });

  it('refuses bad input with the schema’s words, never a 500', async () => {
    const res = await admin.post('/api/admin/catalogue/styles', style({ name: '', fenceType: 'bamboo', prices: [{ heightFt: 6, pricePerFootCents: -1, panelPriceCents: null, postPriceCents: null, gatePriceCents: null }, { heightFt: 6, pricePerFootCents: 1, panelPriceCents: null, postPriceCents: null, gatePriceCents: null }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['Name is required', 'Choose vinyl, cedar or chain link', 'Price per foot cannot be negative']));
    const dup = await admin.post('/api/admin/catalogue/styles', style({ prices: [1, 2].map(() => ({ heightFt: 6, pricePerFootCents: 1, panelPriceCents: null, postPriceCents: null, gatePriceCents: null })) }));
    expect(dup.json().errors.map((e: { message: string }) => e.message)).toEqual(['Each height may appear once']);
    const unknownImage = await admin.post('/api/admin/catalogue/styles', style({ imageKey: 'no-such-picture' }));
    expect([unknownImage.statusCode, unknownImage.json().message]).toEqual([400, 'There is no image "no-such-picture" of this kind']);
  });
});

describe('catalogue images (folder storage in DATA_DIR)', () => {
  it('an uploaded PNG is stored in DATA_DIR/uploads, served with immutable caching and nosniff, and shown in the cart', async () => {
    const bytes = pngBytes();
    const key = `picket-panel-${unique()}`;
    const created = await admin.post('/api/admin/catalogue/images', { kind: 'fence', key, label: 'Picket panel photo', image: { contentType: 'image/png', dataBase64: bytes.toString('base64') } });
    expect(created.statusCode, created.body).toBe(201);
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'catalogue', `${hash}.png`))).toEqual(bytes);

    const listed = (await admin.get('/api/admin/catalogue')).json().images.find((i: { key: string }) => i.key === key);
    expect(listed).toMatchObject({ kind: 'fence', label: 'Picket panel photo', isActive: true, url: `/api/catalogue/images/${hash}.png`, svg: null });
    const served = await new ApiClient(testApp.app).get(listed.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'none'");

    const s = await admin.post('/api/admin/catalogue/styles', style({ imageKey: key }));
    expect(s.statusCode, s.body).toBe(201);
    const cart = (await contractor.get('/api/catalogue')).json();
    expect(cart.imageUrls[key]).toBe(listed.url);

    // Replacing the file gives a new address; deactivating takes the picture out of the cart.
    const replaced = await admin.put(`/api/admin/catalogue/images/fence/${listed.id}`, { label: 'Picket panel', isActive: false, image: { contentType: 'image/png', dataBase64: pngBytes().toString('base64') } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const again = (await admin.get('/api/admin/catalogue')).json().images.find((i: { key: string }) => i.key === key);
    expect(again.url).not.toBe(listed.url);
    expect((await contractor.get('/api/catalogue')).json().imageUrls[key]).toBeUndefined();
  });

  it('refuses a file that is not what it says, one over 2 MB, a taken key; unknown files are 404', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const fake = await admin.post('/api/admin/catalogue/images', { kind: 'gate', key: `x-${unique()}`, label: 'x', image: { contentType: 'image/png', dataBase64: html } });
    expect([fake.statusCode, fake.json().message]).toEqual([400, 'Upload a PNG, JPEG or WebP image']);
    const svg = await admin.post('/api/admin/catalogue/images', { kind: 'gate', key: `x-${unique()}`, label: 'x', image: { contentType: 'image/svg+xml', dataBase64: html } });
    expect(svg.statusCode).toBe(400);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    const tooBig = await admin.post('/api/admin/catalogue/images', { kind: 'gate', key: `x-${unique()}`, label: 'x', image: { contentType: 'image/png', dataBase64: big } });
    expect([tooBig.statusCode, tooBig.json().errors[0].message]).toEqual([400, 'The image must be 2 MB or smaller']);
    const taken = await admin.post('/api/admin/catalogue/images', { kind: 'fence', key: 'vinyl-privacy', label: 'x', image: { contentType: 'image/png', dataBase64: pngBytes().toString('base64') } });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'An image with the key "vinyl-privacy" already exists']);
    for (const file of [`${'a'.repeat(64)}.png`, '..%2F..%2Fsession.secret', 'x.svg']) {
      expect((await new ApiClient(testApp.app).get(`/api/catalogue/images/${file}`)).statusCode).toBe(404);
    }
  });
});

describe('catalogue images (S3-compatible storage)', () => {
  let fakeS3: FakeS3;
  const s3App = useTestApp({
    config: async () => {
      fakeS3 = await startFakeS3({ accessKeyId: 'picket-test', secretAccessKey: 'picket-test-secret', region: 'us-east-1', bucket: 'picket-uploads' });
      return { dataDir, s3: { endpoint: fakeS3.url, bucket: 'picket-uploads', region: 'us-east-1', accessKeyId: 'picket-test', secretAccessKey: 'picket-test-secret' } };
    },
  });
  afterAll(() => fakeS3?.close());

  it('stores the upload in the bucket through signed requests and serves it back', async () => {
    const a = await signedIn(s3App.app, await makeAdmin(s3App.db));
    const bytes = pngBytes();
    const created = await a.post('/api/admin/catalogue/images', { kind: 'post', key: `cap-photo-${unique()}`, label: 'Cap photo', image: { contentType: 'image/png', dataBase64: bytes.toString('base64') } });
    expect(created.statusCode, created.body).toBe(201);
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    expect(fakeS3.objects.get(`catalogue/${hash}.png`)).toEqual({ bytes, contentType: 'image/png' });
    expect(fakeS3.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/picket-uploads/catalogue/${hash}.png`, status: 200 });
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'catalogue', `${hash}.png`))).toBe(false);
    const served = await new ApiClient(s3App.app).get(`/api/catalogue/images/${hash}.png`);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload).toEqual(bytes);
  });
});
