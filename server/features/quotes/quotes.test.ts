import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import type { CartItemMetadata } from '../../../core/quotes/quote.schema';
import type { StoredTakeoff } from '../../../core/quotes/stored-takeoff';
import { events, quoteCartItems, quotes, quoteVersions } from '../../db/schema/index';
import { defaultContractorRates } from '../../../core/quotes/contractor-rates';
import { priceCartQuote } from '../../../core/quotes/price-cart-quote';
import { quoteLinkUnavailableMessage, type EventData, type QuoteVersionSnapshot } from '../../../core/quotes/quote-view.schema';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let aliceTenant: { contractorId: string };
let customerId: string;
let catalogue: { styles: { name: string; pricing: { id: string; heightFt: number; panelPriceCents: number; gatePriceCents: number }[] }[]; hardware: { id: string; name: string; priceCents: number }[] };

const homeowner = { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' };

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  const b = await makeContractor(testApp.db);
  aliceTenant = a;
  await seedDemoCatalogue(testApp.db, a.contractorId);
  await seedDemoCatalogue(testApp.db, b.contractorId);
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, b);
  customerId = (await alice.post('/api/homeowners', homeowner)).json().id;
  catalogue = (await alice.get('/api/catalogue')).json();
});

const vinylPrivacy6 = () => catalogue.styles.find((s) => s.name === 'Vinyl Privacy')!.pricing.find((p) => p.heightFt === 6)!;
const latch = () => catalogue.hardware.find((h) => h.name === 'Gravity gate latch')!;

async function cartQuote(client = alice, extra: Record<string, unknown> = {}) {
  const res = await client.post('/api/quotes', {
    quoteType: 'cart', homeownerId: customerId,
    items: [{ catalogueItemId: vinylPrivacy6().id, part: 'panel', quantity: 5 }, { catalogueItemId: latch().id, quantity: 1 }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function sentQuote() {
  const q = await cartQuote();
  const send = await alice.post(`/api/quotes/${q.id}/send`, {});
  expect(send.statusCode, send.body).toBe(200);
  const token = new URL(send.json().quote.publicLink.url).pathname.split('/')[3];
  return { quote: send.json().quote, token };
}

const run = { id: 'back', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 0 };

describe('catalogue', () => {
  it('lists the demo catalogue: five styles in 4/5/6 ft, caps, hinges, latches, concrete, illustrations', () => {
    expect(catalogue.styles.map((s) => s.name)).toEqual(['Vinyl Privacy', 'Vinyl Picket', 'Cedar Privacy', 'Cedar Picket', 'Chain Link']);
    for (const s of catalogue.styles) expect(s.pricing.map((p) => p.heightFt)).toEqual([4, 5, 6]);
    expect(catalogue.hardware.map((h) => h.name)).toEqual(expect.arrayContaining(['Gravity gate latch', 'Self-closing gate hinge (pair)', 'Fast-setting concrete, 50 lb bag']));
    expect(Object.keys((catalogue as unknown as { images: object }).images)).toEqual(expect.arrayContaining(['vinyl-privacy', 'chain-link', 'single-gate']));
  });
});

describe('create', () => {
  it('creates a cart quote priced by the server from the catalogue and the contractor rates', async () => {
    const q = await cartQuote();
    const expected = priceCartQuote({
      items: [
        { productType: 'fence_section', productName: 'x', quantity: 5, unitPriceCents: vinylPrivacy6().panelPriceCents },
        { productType: 'hardware', productName: 'y', quantity: 1, unitPriceCents: latch().priceCents },
      ],
      rates: { ...defaultContractorRates, laborPerPost: 0, removalPricingType: 'per_foot' },
      taxRatePercent: 8.25,
    });
    expect(q).toMatchObject({ status: 'draft', quoteType: 'cart', language: 'en', customerName: 'Dana Reyes' });
    expect(q.totalCents).toBe(expected.totalCents);
    expect(q.cartItems.map((i: { productName: string }) => i.productName)).toEqual(['Vinyl Privacy 6 ft panel (8 ft)', 'Gravity gate latch']);
    expect(q.cartItems[0]).toMatchObject({ quantity: 5, unitPriceCents: vinylPrivacy6().panelPriceCents });
    expect(new Date(q.expiresAt).getTime() - new Date(q.createdAt).getTime()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
  });

  it('ignores every price and total the client sends', async () => {
    const honest = await cartQuote();
    const sneaky = await cartQuote(alice, {
      totalCost: 1, totalCents: 1,
      items: [
        { catalogueItemId: vinylPrivacy6().id, part: 'panel', quantity: 5, unitPrice: 1, unitPriceCents: 1, totalPrice: 1 },
        { catalogueItemId: latch().id, quantity: 1, unitPriceCents: 1 },
      ],
    });
    expect(sneaky.totalCents).toBe(honest.totalCents);
    expect(sneaky.cartItems[1].unitPriceCents).toBe(latch().priceCents);
  });

  it('refuses a catalogue item of another contractor', async () => {
    const bobCatalogue = (await bob.get('/api/catalogue')).json();
    const res = await alice.post('/api/quotes', { quoteType: 'cart', homeownerId: customerId, items: [{ catalogueItemId: bobCatalogue.hardware[0].id, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown catalogue item');
  });

  it('refuses another contractor’s customer as not found', async () => {
    const res = await bob.post('/api/quotes', { quoteType: 'cart', homeownerId: customerId, items: [{ catalogueItemId: latch().id, quantity: 1 }] });
    expect(res.statusCode).toBe(404);
  });

  it('answers the schema messages for bad input', async () => {
    const res = await alice.post('/api/quotes', { quoteType: 'cart', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['Please select or create a customer', 'Add at least one item to the cart']));
  });

  it('prices a layout quote per run with per-contractor quote numbers', async () => {
    const a1 = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, runs: [run], language: 'es' })).json();
    const a2 = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, runs: [run] })).json();
    expect(a2.quoteNumber).toBe(a1.quoteNumber + 1);
    expect(a1.language).toBe('es');
    expect(a1.pricing.runs).toEqual([{ runId: 'back', label: 'Back', totalCents: a1.totalCents }]);
    expect(a1.pricing.lines.find((l: { key: string }) => l.key === 'back:fence').description).toBe('62 ft × $25.00 vinyl, 6 ft');
    const bobsFirst = (await bob.get('/api/quotes')).json();
    expect(bobsFirst.total).toBe(0);
  });
});

describe('transitions (SPEC §4)', () => {
  it('a forbidden move answers 409 INVALID_TRANSITION with a clear message', async () => {
    const q = await cartQuote();
    const res = await alice.post(`/api/quotes/${q.id}/transition`, { status: 'paid' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'A quote that is draft cannot become paid. It can become: sent, converted to job, lost.',
      key: 'signedInErrors.quotes.transitionForbidden',
      params: { from: 'draft', to: 'paid', allowed: ['sent', 'converted_to_job', 'lost'] },
    });
  });
  it('allowed moves follow the table, and lost is terminal', async () => {
    const q = await cartQuote();
    expect((await alice.post(`/api/quotes/${q.id}/transition`, { status: 'sent' })).json().status).toBe('sent');
    const approved = (await alice.post(`/api/quotes/${q.id}/transition`, { status: 'approved' })).json();
    expect(approved.allowedTransitions).toEqual(['scheduled', 'converted_to_job', 'lost']);
    expect((await alice.post(`/api/quotes/${q.id}/transition`, { status: 'lost' })).json().allowedTransitions).toEqual([]);
    const again = await alice.post(`/api/quotes/${q.id}/transition`, { status: 'sent' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A quote that is lost cannot change status.');
  });
});

describe('tenant isolation', () => {
  it("another contractor's quote is not found, by every route", async () => {
    const q = await cartQuote();
    for (const res of [
      await bob.get(`/api/quotes/${q.id}`),
      await bob.patch(`/api/quotes/${q.id}`, { notes: 'x' }),
      await bob.post(`/api/quotes/${q.id}/transition`, { status: 'lost' }),
      await bob.post(`/api/quotes/${q.id}/send`, {}),
      await bob.post(`/api/quotes/${q.id}/duplicate`, {}),
      await bob.post(`/api/quotes/${q.id}/link`, {}),
      await bob.delete(`/api/quotes/${q.id}/link`),
      await bob.get(`/api/quotes/${q.id}/pdf`),
      await bob.get(`/api/contractors/${aliceTenant.contractorId}/quotes`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await bob.get('/api/quotes')).json().quotes.map((x: { id: string }) => x.id)).not.toContain(q.id);
    expect((await alice.get(`/api/quotes/${q.id}`)).json().status).toBe('draft');
  });
  it('a malformed id is not found either', async () => {
    expect((await alice.get('/api/quotes/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('send and the public page', () => {
  it('send without SMTP puts the mail in the outbox and moves draft → sent', async () => {
    const { quote } = await sentQuote();
    expect(quote.status).toBe('sent');
    expect(quote.outbox).toHaveLength(1);
    expect(quote.outbox[0]).toMatchObject({ status: 'outbox', toAddress: 'd***@example.com' });
    expect(quote.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const [row] = await testApp.database.query<{ body: string }>('select body from outbox_emails where id = $1', [quote.outbox[0].id]);
    expect(row.body).not.toContain('/customer/quote/');
  });

  it('serves the page with capability headers and never a cost or markup field', async () => {
    const { token } = await sentQuote();
    const res = await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['x-robots-tag'])).toContain('noindex');
    const body = res.json();
    const keys = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { keys.add(k); walk(x); }
    };
    walk(body);
    for (const forbidden of ['markupCents', 'subtotalCents', 'unitCents', 'unitPriceCents', 'materialsCents', 'laborCents', 'removalCents', 'jobPriceCents', 'minimumUpliftCents', 'taxableCents', 'unit', 'markupPercentage', 'pricing', 'totalPriceCents', 'customerTotalCents']) {
      expect(keys.has(forbidden), forbidden).toBe(false);
    }
    expect(res.body.toLowerCase()).not.toContain('markup');
    expect(body.lines.reduce((a: number, l: { amountCents: number }) => a + l.amountCents, 0) + body.taxCents + body.shippingCents).toBe(body.totalCents);
    expect(body).toMatchObject({ status: 'sent', canApprove: true, customer: { name: 'Dana Reyes' } });
  });

  it("draws the diagram's SVG when the quote is saved and serves that one on every view (issue 15)", async () => {
    const diagram = layoutFromPolylines([{ points: [[0, 0], [0, 40], [60, 40]], props: { fenceType: 'vinyl', heightFt: 6, style: 'privacy' }, label: 'Side' }]);
    const created = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram })).json();
    const [row] = await testApp.db.select().from(quotes).where(eq(quotes.id, created.id));
    expect(row.diagramSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(created.diagramSvg).toBe(row.diagramSvg);
    const send = await alice.post(`/api/quotes/${created.id}/send`, {});
    const token = new URL(send.json().quote.publicLink.url).pathname.split('/')[3];
    // What is stored is what the homeowner gets: the page does not draw it again.
    await testApp.db.update(quotes).set({ diagramSvg: '<svg data-stored="yes"></svg>' }).where(eq(quotes.id, created.id));
    expect((await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`)).json().diagramSvg).toBe('<svg data-stored="yes"></svg>');
    // Saving a new drawing stores its new SVG.
    const longer = layoutFromPolylines([{ points: [[0, 0], [0, 80], [60, 80]], props: { fenceType: 'vinyl', heightFt: 6, style: 'privacy' }, label: 'Side' }]);
    const edited = await alice.patch(`/api/quotes/${created.id}`, { diagram: longer });
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = await testApp.db.select().from(quotes).where(eq(quotes.id, created.id));
    expect(after.diagramSvg).toMatch(/^<svg/);
    expect(after.diagramSvg).not.toBe(row.diagramSvg);
    // A quote saved before the SVG was stored is still drawn.
    await testApp.db.update(quotes).set({ diagramSvg: null }).where(eq(quotes.id, created.id));
    expect((await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`)).json().diagramSvg).toMatch(/^<svg/);
  });

  it('tracks first and last view', async () => {
    const { quote, token } = await sentQuote();
    const guest = new ApiClient(testApp.app);
    await guest.get(`/api/public/quotes/${token}`);
    await guest.get(`/api/public/quotes/${token}`);
    const seen = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(seen.views.count).toBe(2);
    expect(seen.views.firstViewedAt).not.toBeNull();
    expect(seen.history.filter((h: { type: string }) => h.type === 'quote_viewed')).toHaveLength(1);
  });

  it('answers later views without writing them one by one: counted together, written before the contractor reads them', async () => {
    const { quote, token } = await sentQuote();
    const guest = new ApiClient(testApp.app);
    expect((await guest.get(`/api/public/quotes/${token}`)).statusCode).toBe(200); // the first view is written at once
    const views = await Promise.all(Array.from({ length: 12 }, () => guest.get(`/api/public/quotes/${token}`)));
    expect(views.map((v) => v.statusCode)).toEqual(Array(12).fill(200));
    const seen = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(seen.views.count).toBe(13);
    expect(new Date(seen.views.lastViewedAt).getTime()).toBeGreaterThanOrEqual(new Date(seen.views.firstViewedAt).getTime());
    const listed = (await alice.get('/api/quotes')).json().quotes.find((q: { id: string }) => q.id === quote.id);
    expect(listed.viewCount).toBe(13);
    expect(seen.history.filter((h: { type: string }) => h.type === 'quote_viewed')).toHaveLength(1);
  });

  it('unknown, revoked and expired links answer alike', async () => {
    const unknown = await new ApiClient(testApp.app).get('/api/public/quotes/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const revoked = await sentQuote();
    await alice.delete(`/api/quotes/${revoked.quote.id}/link`);
    const revokedRes = await new ApiClient(testApp.app).get(`/api/public/quotes/${revoked.token}`);
    const expired = await sentQuote();
    await alice.patch(`/api/quotes/${expired.quote.id}`, { expiresAt: '2020-01-01T00:00:00Z' });
    const expiredRes = await new ApiClient(testApp.app).get(`/api/public/quotes/${expired.token}`);
    for (const res of [unknown, revokedRes, expiredRes]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: quoteLinkUnavailableMessage, key: 'quotes.public.unavailable' });
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    // Approving either fails with the same clear message.
    for (const t of [revoked.token, expired.token]) {
      const res = await new ApiClient(testApp.app).post(`/api/public/quotes/${t}/approve`, approvalBody('Dana Reyes'));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(quoteLinkUnavailableMessage);
    }
  });

  it('copy link gives the same live link until revoked, then a new one', async () => {
    const { quote } = await sentQuote();
    const a = (await alice.post(`/api/quotes/${quote.id}/link`, {})).json().url;
    expect((await alice.post(`/api/quotes/${quote.id}/link`, {})).json().url).toBe(a);
    expect(a).toBe(quote.publicLink.url);
    await alice.delete(`/api/quotes/${quote.id}/link`);
    const b = (await alice.post(`/api/quotes/${quote.id}/link`, {})).json().url;
    expect(b).not.toBe(a);
    const [row] = await testApp.database.query<{ public_token_hash: string; public_token_encrypted: string }>('select public_token_hash, public_token_encrypted from quotes where id = $1', [quote.id]);
    const token = new URL(b).pathname.split('/')[3];
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥128 bits base64url
    expect(row.public_token_hash).not.toContain(token);
    expect(row.public_token_encrypted).not.toContain(token);
  });
});

describe('approve', () => {
  it('needs a typed full name and consent', async () => {
    const { token } = await sentQuote();
    const res = await new ApiClient(testApp.app).post(`/api/public/quotes/${token}/approve`, { fullName: '', consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Please type your full name', 'Please confirm that you accept this quote', 'Please sign in the box or type your signature',
      'The consent text has changed. Please reload the page and read it again', 'The consent text has changed. Please reload the page and read it again',
    ]);
  });

  it('approves, records who/when/where/which version, notifies the contractor, and is idempotent', async () => {
    const { quote, token } = await sentQuote();
    const guest = new ApiClient(testApp.app, '203.0.113.9');
    const first = await guest.post(`/api/public/quotes/${token}/approve`, approvalBody('Dana Reyes'), { headers: { 'user-agent': 'PhoneBrowser/1.0' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'approved', canApprove: false, approval: { name: 'Dana Reyes' } });
    const second = await guest.post(`/api/public/quotes/${token}/approve`, approvalBody('Someone Else'));
    expect(second.statusCode).toBe(200);
    expect(second.json().approval.name).toBe('Dana Reyes');
    const detail = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(detail.status).toBe('approved');
    expect(detail.approval).toMatchObject({ name: 'Dana Reyes', ip: '203.0.113.9', userAgent: 'PhoneBrowser/1.0', version: 1 });
    const notes = await testApp.database.query<{ type: string }>('select type from notifications where quote_id = $1', [quote.id]);
    expect(notes).toEqual([{ type: 'quote_approved' }]);
    const bell = (await alice.get('/api/quote-approval-notifications')).json();
    expect(bell.notifications.filter((n: { quoteId: string }) => n.quoteId === quote.id)).toEqual([
      expect.objectContaining({ quoteId: quote.id, quoteNumber: String(quote.quoteNumber), customerName: 'Dana Reyes', message: `Quote #${quote.quoteNumber} approved by Dana Reyes` }),
    ]);
  });

  it('a draft quote cannot be approved from a copied link', async () => {
    const q = await cartQuote();
    const url = (await alice.post(`/api/quotes/${q.id}/link`, {})).json().url;
    const res = await new ApiClient(testApp.app).post(`/api/public/quotes/${new URL(url).pathname.split('/')[3]}/approve`, approvalBody('Dana Reyes'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This quote has not been sent yet and cannot be approved.');
  });
});

describe('edit, versions, duplicate', () => {
  it('editing a sent quote makes a new version the homeowner sees; an approved quote is frozen', async () => {
    const { quote, token } = await sentQuote();
    const edited = (await alice.patch(`/api/quotes/${quote.id}`, { adjustments: [{ label: 'Neighbour discount', kind: 'discount', mode: 'fixed', value: 5000 }] })).json();
    expect(edited.version).toBe(2);
    expect(edited.totalCents).toBeLessThan(quote.totalCents);
    expect(edited.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const page = (await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`)).json();
    expect(page.version).toBe(2);
    expect(page.totalCents).toBe(edited.totalCents);
    expect(page.adjustments).toEqual([{ label: 'Neighbour discount', amountCents: -5000 }]);
    await new ApiClient(testApp.app).post(`/api/public/quotes/${token}/approve`, approvalBody('Dana Reyes'));
    const frozen = await alice.patch(`/api/quotes/${quote.id}`, { notes: 'late change' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe('This quote is signed and locked. Make a revision to change it.');
    expect((await alice.get(`/api/quotes/${quote.id}`)).json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('editing a draft changes it in place and reprices from the catalogue', async () => {
    const q = await cartQuote();
    const edited = (await alice.patch(`/api/quotes/${q.id}`, { items: [{ catalogueItemId: latch().id, quantity: 2 }], language: 'es', notes: 'Back gate' })).json();
    expect(edited).toMatchObject({ version: 1, language: 'es', notes: 'Back gate' });
    expect(edited.cartItems).toHaveLength(1);
    expect(edited.pricing.materialsCents).toBe(2 * latch().priceCents);
  });

  it('a cart line whose stored metadata does not parse reads as a line not from the catalogue: the quote still opens', async () => {
    const q = await cartQuote();
    const [panel] = await testApp.db.select().from(quoteCartItems).where(and(eq(quoteCartItems.quoteId, q.id), eq(quoteCartItems.productType, 'fence_section')));
    // A hand edit readJsonb(cartItemMetadataSchema, …) meets: the catalogue id as a number, an unknown part.
    await testApp.db.update(quoteCartItems).set({ metadata: { catalogueItemId: 42, part: 'rail', imageKey: 'x' } as unknown as CartItemMetadata }).where(eq(quoteCartItems.id, panel.id));
    const res = await alice.get(`/api/quotes/${q.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().cartItems as { id: string; catalogueItemId: string | null; part: string; imageKey: string | null }[];
    expect(lines.find((l) => l.id === panel.id)).toMatchObject({ catalogueItemId: null, part: 'item', imageKey: null });
    expect(lines.find((l) => l.id !== panel.id)).toMatchObject({ catalogueItemId: latch().id, part: 'item', imageKey: 'hardware' });
  });

  it('an old version snapshot without a total and a history entry that is not an object read as 0 and no data', async () => {
    const { quote } = await sentQuote();
    await alice.patch(`/api/quotes/${quote.id}`, { notes: 'Gate on the left' });
    await testApp.db.update(quoteVersions).set({ snapshot: { status: 'sent' } as QuoteVersionSnapshot }).where(eq(quoteVersions.quoteId, quote.id));
    await testApp.db.insert(events).values({ contractorId: aliceTenant.contractorId, quoteId: quote.id, eventType: 'quote_updated', eventData: [1, 2] as unknown as EventData });
    const res = await alice.get(`/api/quotes/${quote.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().versions).toMatchObject([{ version: 1, status: 'sent', totalCents: 0 }]);
    expect(res.json().history.filter((h: { type: string }) => h.type === 'quote_updated').map((h: { data: unknown }) => h.data)).toContainEqual({});
  });

  it('the stored take-off reads back as the runs priced; one that does not parse reads as none, and the next save of a drawn quote takes them from its drawing again', async () => {
    const byRuns = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, runs: [run] })).json();
    expect((await alice.get(`/api/quotes/${byRuns.id}`)).json().runs).toEqual([run]);
    const diagram = layoutFromPolylines([{ points: [[0, 0], [0, 40], [60, 40]], props: { fenceType: 'vinyl', heightFt: 6, style: 'privacy' }, label: 'Side' }]);
    const drawn = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram })).json();
    const [before] = await testApp.db.select().from(quotes).where(eq(quotes.id, drawn.id));
    expect(drawn.runs).toEqual(before.takeoff?.runs);
    expect(drawn.runs).toMatchObject([{ label: 'Side', fenceType: 'vinyl', heightFt: 6 }]);
    // Hand edits readJsonb(storedTakeoffSchema, …) meets: a run without its numbers; runs that are not a list.
    await testApp.db.update(quotes).set({ takeoff: { runs: [{ id: 'x' }] } as unknown as StoredTakeoff }).where(eq(quotes.id, drawn.id));
    await testApp.db.update(quotes).set({ takeoff: { runs: 'x' } as unknown as StoredTakeoff }).where(eq(quotes.id, byRuns.id));
    for (const id of [drawn.id, byRuns.id]) {
      const res = await alice.get(`/api/quotes/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().runs).toEqual([]);
    }
    const edited = await alice.patch(`/api/quotes/${drawn.id}`, { notes: 'Gate by the garage' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ runs: drawn.runs, totalCents: drawn.totalCents });
    const copy = await alice.post(`/api/quotes/${byRuns.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().runs).toEqual([]);
  });

  it('duplicate makes a new draft with the next number', async () => {
    const { quote } = await sentQuote();
    const copy = (await alice.post(`/api/quotes/${quote.id}/duplicate`, {})).json();
    expect(copy).toMatchObject({ status: 'draft', totalCents: quote.totalCents });
    expect(copy.quoteNumber).toBeGreaterThan(quote.quoteNumber);
    expect(copy.publicLink.url).toBeNull();
  });
});

describe('list', () => {
  it('filters by status, searches by customer and number, sorts, and totals by status', async () => {
    const all = (await alice.get('/api/quotes?pageSize=100')).json();
    expect(all.total).toBeGreaterThan(5);
    const sent = (await alice.get('/api/quotes?status=sent&pageSize=100')).json();
    expect(sent.quotes.every((q: { status: string }) => q.status === 'sent')).toBe(true);
    expect(sent.total).toBe(all.byStatus.sent.count);
    expect(sent.sumCents).toBe(all.byStatus.sent.totalCents);
    expect((await alice.get('/api/quotes?q=reyes')).json().total).toBe(all.total);
    expect((await alice.get('/api/quotes?q=nobody')).json().total).toBe(0);
    const n = all.quotes[0].quoteNumber;
    expect((await alice.get(`/api/quotes?q=%23${n}`)).json().quotes.map((q: { quoteNumber: number }) => q.quoteNumber)).toContain(n);
    const byTotal = (await alice.get('/api/quotes?sort=total_desc&pageSize=100')).json().quotes.map((q: { totalCents: number }) => q.totalCents);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    expect((await alice.get(`/api/contractors/${aliceTenant.contractorId}/quotes`)).json().total).toBe(all.total);
  });
});

describe('PDF', () => {
  it('downloads from both sides', async () => {
    const { quote, token } = await sentQuote();
    const mine = await alice.get(`/api/quotes/${quote.id}/pdf`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await new ApiClient(testApp.app).get(`/api/public/quotes/${token}/pdf`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
