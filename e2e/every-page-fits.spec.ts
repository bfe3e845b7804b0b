// Issue 21 item 1: every route of web/app/routes.tsx, public and signed in, and the homeowner's quote page in each of its
// states, fits a 320, 360 and 390 px phone in English and Spanish with long names and long amounts: the document is no
// wider than the screen and no visible element reaches past its right edge (clipping it away does not pass).
// One page per language and role; each page is loaded once and measured at the three widths (the sweep sets its own
// viewports, so it runs in the desktop project only).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { credentialsFor } from './support/accounts';
import { apiAs, type ApiSession } from './support/api';
import { overflowAtRightEdge } from './support/fits';
import { uniqueEmail, uniqueSuffix } from './support/unique';
import { currentConsentVersion } from '../core/quotes/signature-consent';
import { layoutFromPolylines } from '../core/layout/layout-from-polylines';

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [390, 360, 320] as const;
const LANGS = ['en', 'es'] as const;
type Lang = (typeof LANGS)[number];
type Access = 'public' | 'redirectIfAuthenticated' | 'contractor' | 'onboarding' | 'admin';

/** The route table as the app has it: a route added there is swept here (or this test says which one is missing). */
const ROUTES: { path: string; access: Access }[] = [
  ...readFileSync(new URL('../web/app/routes.tsx', import.meta.url), 'utf8').matchAll(/\{ path: '([^']+)'.*?access: '(\w+)'/g),
].map((m) => ({ path: m[1], access: m[2] as Access }));

const LONG = {
  business: 'Cercas y Portones Villaseñor-Castellanos de Centroamérica y Texas LLC',
  first: 'Maximiliano-Alejandro',
  last: 'Villaseñor-Castellanos',
  customerFirst: 'Guadalupe-Esperanza',
  customerLast: 'Hernández-Montenegro de la Fuente',
  title: 'Instalación de cerca de privacidad de vinilo con portón doble para Hernández-Montenegro',
};

type Seed = {
  contractor: { email: string; password: string };
  newcomer: { email: string; password: string };
  contractorId: string;
  customerId: string;
  draftQuoteId: string;
  approvedQuoteId: string;
  /** Issue 24: an approved drawn quote with purchase orders to a supplier of a long name (one sent, one draft). */
  ordersQuoteId: string;
  jobId: string;
  shortCode: string;
  payLinkPath: string;
  /** A message in the contractor's outbox (its send failed), opened at /outbox?message=… (issue 21 item 5). */
  outboxMessageId: string;
  /** The homeowner's quote page in each state, by language. */
  quoteStates: Record<Lang, Record<string, string>>;
};

const pathOf = (url: string) => new URL(url).pathname;

async function waitFor(check: () => Promise<boolean>, what: string) {
  await expect.poll(check, { message: what, timeout: 120_000 }).toBe(true);
}

async function connectStripe(api: ApiSession) {
  const { url } = await api.json<{ url: string }>('POST', '/api/settings/stripe/connect');
  const stripe = await request.newContext();
  await stripe.post(`${url}/complete`, { maxRedirects: 0 });
  await stripe.dispose();
  await waitFor(async () => (await api.json<{ status: string }>('GET', '/api/settings/stripe')).status === 'active', 'Stripe connected');
}

/** A sent quote of many feet (long amounts) and its public link. */
async function sentQuote(api: ApiSession, customerId: string, lang: Lang) {
  const quote = await api.json<{ id: string }>('POST', '/api/quotes', {
    quoteType: 'layout', homeownerId: customerId, language: lang,
    runs: [
      { id: 'r1', label: 'Cerca trasera del patio con portón doble', fenceType: 'vinyl', heightFt: 8, fenceFeet: 9_000, posts: { end: 2, corner: 4, line: 1_100, gate: 4 }, gates: [], removalFeet: 9_000 },
    ],
  });
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  const { url } = await api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);
  return { id: quote.id, path: pathOf(url), token: pathOf(url).split('/')[3] };
}

/** Issue 21/25: a sent quote offering three options with long names (the middle one recommended). */
async function threeOptionQuote(api: ApiSession, customerId: string, lang: Lang) {
  const q = await sentQuote(api, customerId, lang);
  const names = ['Cerca económica de cedro con postes galvanizados', 'Cerca de privacidad de vinilo de ocho pies', 'Cerca premium de vinilo con portones dobles'];
  await api.json('POST', `/api/quotes/${q.id}/options`, { firstName: names[0], name: names[1] });
  const detail = await api.json<{ options: { id: string }[] }>('POST', `/api/quotes/${q.id}/options`, { name: names[2] });
  const [, middle, last] = detail.options;
  const run = { id: 'r1', label: 'Cerca trasera del patio con portón doble', heightFt: 8, fenceFeet: 9_000, posts: { end: 2, corner: 4, line: 1_100, gate: 4 }, gates: [], removalFeet: 9_000 };
  await api.json('PATCH', `/api/quotes/${q.id}`, { optionId: middle.id, runs: [{ ...run, fenceType: 'cedar' }] });
  await api.json('PATCH', `/api/quotes/${q.id}`, { optionId: last.id, runs: [{ ...run, fenceType: 'vinyl', gates: [{ kind: 'double', widthFt: 10 }] }] });
  await api.json('PATCH', `/api/quotes/${q.id}/options/${middle.id}`, { recommended: true });
  return { ...q, optionIds: detail.options.map((o) => o.id) };
}

async function approve(visitor: ApiSession, token: string, optionId?: string) {
  // Issue 25: an approval is signed (here with the typed signature) under the current consent text.
  await visitor.json('POST', `/api/public/quotes/${token}/approve`, {
    fullName: `${LONG.customerFirst} ${LONG.customerLast}`,
    consent: true,
    consentVersion: currentConsentVersion,
    consentLanguage: 'en',
    signature: { kind: 'typed' },
    ...(optionId ? { optionId } : {}),
  });
}

/** The homeowner pays the deposit on (the fake) Stripe Checkout; answers the return URL and the session. */
async function payDeposit(visitor: ApiSession, token: string, lang: Lang) {
  const { url } = await visitor.json<{ url: string }>('POST', `/api/public/quotes/${token}/checkout`, { lang });
  const stripe = await request.newContext();
  const paid = await stripe.post(`${url}/pay`, { maxRedirects: 0 });
  await stripe.dispose();
  const back = paid.headers().location;
  await waitFor(async () => {
    const view = await visitor.json<{ items: { state: string }[] }>('GET', `/api/public/quotes/${token}/card-payments`);
    return view.items.some((i) => i.state === 'paid');
  }, 'deposit paid');
  return { back: `${new URL(back).pathname}${new URL(back).search}`, session: url.split('/').pop()! };
}

/** A part refund from the fake Stripe's dashboard (as the contractor would refund in Stripe). */
async function refundPart(session: string) {
  const stripe = await request.newContext({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT || 5199) + 2}` });
  const html = await (await stripe.get('/dashboard')).text();
  const row = html.split('<tr>').find((r) => r.includes(`<td>${session}</td>`))!;
  const field = (name: string) => row.match(new RegExp(`name="${name}" value="([^"]+)"`))![1];
  await stripe.post('/dashboard/refund', { form: { account: field('account'), payment_intent: field('payment_intent'), amount: '12345' }, maxRedirects: 0 });
  await stripe.dispose();
}

// Seeded once per run (both workers share it): the public approve and checkout routes are rate limited per address.
const SEED_FILE = path.join(process.env.PICKET_E2E_DATA_DIR ?? os.tmpdir(), `every-page-fits-${process.env.E2E_PORT ?? ''}.json`);
let seeded: Promise<Seed> | undefined;
const seed = () => (seeded ??= sharedSeed());

async function sharedSeed(): Promise<Seed> {
  let mine = false;
  try {
    mkdirSync(`${SEED_FILE}.lock`);
    mine = true;
  } catch {
    // the other worker is seeding
  }
  if (mine) {
    const made = await makeSeed();
    writeFileSync(`${SEED_FILE}.tmp`, JSON.stringify(made));
    renameSync(`${SEED_FILE}.tmp`, SEED_FILE);
    return made;
  }
  await waitFor(async () => existsSync(SEED_FILE), 'the other worker has seeded');
  return JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Seed;
}

async function makeSeed(): Promise<Seed> {
  const s = uniqueSuffix();
  const contractor = { email: uniqueEmail('fits'), password: `fits-${s}-password` };
  const newcomer = { email: uniqueEmail('fits-new'), password: `fits-new-${s}-password` };
  const admin = await apiAs('admin');
  const names = { firstName: LONG.first, lastName: LONG.last, businessName: `${LONG.business} ${s}` };
  const { contractorId } = await admin.json<{ contractorId: string }>('POST', '/api/admin/contractors', { ...contractor, ...names });
  await admin.json('POST', '/api/admin/contractors', { ...newcomer, ...names });
  await admin.dispose();
  const api = await apiAs(contractor);
  await api.json('POST', '/api/onboarding', { ...names, phone: '512-555-0142', serviceAreas: ['78701', '78702', '78703', '78704'] });
  await connectStripe(api);
  // Issue 24: a supplier with a long name, labour costs and a priced material, so the Suppliers tab and the quote's
  // cost panel show real rows.
  const supplier = await api.json<{ id: string }>('POST', '/api/suppliers', { name: `${LONG.business} Materiales`, contactName: `${LONG.first} ${LONG.last}`, email: 'pedidos.mayoreo@proveedor-de-cercas.example', phone: '512-555-0142', accountNumber: 'CTA-00012345678901234567', leadTimeDays: 14, yardAddress: '12345 Carretera Industrial Norte, Bodega 7, San Antonio, TX 78219' });
  await api.json('PUT', '/api/suppliers/cost-settings', { laborCostPerFootCents: 123_456, laborCostPerPostCents: 98_765, laborCostPerGateCents: 1_234_567, crewHourlyCostCents: 87_654, minimumMarginPercent: 35 });
  await api.json('PUT', '/api/suppliers/materials', { materialKey: 'vinyl/panel/6 ft x 8 ft', supplierId: supplier.id, partNumber: 'VNL-PRIV-PANEL-6X8-WHT-0001', packName: 'pallet', packSize: 12, unitCostCents: 987_654 });
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: LONG.customerFirst, lastName: `${LONG.customerLast} ${s}`, email: uniqueEmail('fits-homeowner'), phone: '512-555-0199',
    address: '12345 Avenida de los Portones Centroamericanos', city: 'San Antonio de las Cercas', state: 'TX', zipCode: '78701',
  });
  // Issue 26: the customers list shows tags as badges; a long one must wrap, not widen the page.
  await api.json('POST', '/api/homeowners/bulk-tag', { ids: [customer.id], tag: 'Presupuesto primavera 2026 portón' });
  const visitor = await apiAs(null);
  const quoteStates = {} as Seed['quoteStates'];
  let approvedQuoteId = '';
  let jobId = '';
  let payLinkPath = '';
  for (const lang of LANGS) {
    const states: Record<string, string> = {};
    const before = await sentQuote(api, customer.id, lang);
    states['before approval'] = before.path;
    const after = await sentQuote(api, customer.id, lang);
    await approve(visitor, after.token);
    states['after approval'] = after.path;
    approvedQuoteId = after.id;
    const paid = await sentQuote(api, customer.id, lang);
    await approve(visitor, paid.token);
    states.paid = (await payDeposit(visitor, paid.token, lang)).back;
    const refunded = await sentQuote(api, customer.id, lang);
    await approve(visitor, refunded.token);
    const { session } = await payDeposit(visitor, refunded.token, lang);
    await refundPart(session);
    states['part-refunded'] = refunded.path;
    const expired = await sentQuote(api, customer.id, lang);
    await api.json('PATCH', `/api/quotes/${expired.id}`, { expiresAt: '2020-01-01' });
    states.expired = expired.path;
    const options = await threeOptionQuote(api, customer.id, lang);
    states['with three options'] = options.path;
    const chosen = await threeOptionQuote(api, customer.id, lang);
    await approve(visitor, chosen.token, chosen.optionIds[2]);
    states['three options, one chosen'] = chosen.path;
    // The contractor's quote page and its materials list are swept on a quote with options (issue 25).
    approvedQuoteId = chosen.id;
    const withdrawn = await sentQuote(api, customer.id, lang);
    await api.json('DELETE', `/api/quotes/${withdrawn.id}/link`);
    states.withdrawn = withdrawn.path;
    quoteStates[lang] = states;
    if (lang === 'es') {
      // The paid quote becomes a job whose next milestone gets a pay link.
      const job = await api.json<{ id: string }>('POST', `/api/quotes/${paid.id}/convert-to-job`);
      jobId = job.id;
      const milestones = await api.json<{ id: string; status: string }[]>('GET', `/api/jobs/${job.id}/milestones`);
      const due = milestones.find((m) => m.status !== 'paid')!;
      payLinkPath = pathOf((await api.json<{ url: string }>('POST', `/api/milestones/${due.id}/pay-link`)).url);
    }
  }
  await visitor.dispose();
  const draft = await api.json<{ id: string }>('POST', '/api/quotes', {
    quoteType: 'layout', homeownerId: customer.id, language: 'es',
    runs: [{ id: 'r1', label: 'Frente', fenceType: 'cedar', heightFt: 6, fenceFeet: 4_000, posts: { end: 2, corner: 0, line: 500, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  await api.json('POST', '/api/calendar/events', {
    title: LONG.title, eventType: 'appointment', startDate: today, startTime: '09:00', endTime: '17:30',
    customerName: `${LONG.customerFirst} ${LONG.customerLast}`, address: '12345 Avenida de los Portones Centroamericanos',
  });
  await api.json('POST', '/api/jobs', { customerId: customer.id, name: LONG.title, scheduledDate: today });
  const { shortCode } = await api.json<{ shortCode: string }>('POST', '/api/short-links');
  // Mail the sink refuses (e2e/support/mail-sink-server.ts): the outbox lists it, long names and all.
  const bounced = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: LONG.customerFirst, lastName: `${LONG.customerLast} Rebote ${s}`, email: `${LONG.customerFirst.toLowerCase()}.${s}@bounce.example.test`, phone: '512-555-0198',
    address: '12345 Avenida de los Portones Centroamericanos', city: 'San Antonio de las Cercas', state: 'TX', zipCode: '78701',
  });
  const bouncedQuote = await sentQuote(api, bounced.id, 'es');
  const send = await api.json<{ delivery: string; quote: { outbox: { id: string }[] } }>('POST', `/api/quotes/${bouncedQuote.id}/send`, { message: LONG.title });
  expect(send.delivery).toBe('failed');
  const ordersQuoteId = await orderedQuote(api, customer.id);
  await api.dispose();
  return { contractor, newcomer, contractorId, customerId: customer.id, draftQuoteId: draft.id, approvedQuoteId, ordersQuoteId, jobId, shortCode, payLinkPath, outboxMessageId: send.quote.outbox[0].id, quoteStates };
}

/** Issue 24: a drawn quote, approved, whose materials are ordered from a supplier of a long name; one order sent and part received. */
async function orderedQuote(api: ApiSession, customerId: string): Promise<string> {
  const supplier = await api.json<{ id: string }>('POST', '/api/suppliers', { name: 'Distribuidora de Materiales para Cercas Villaseñor-Castellanos del Sur de Texas', email: uniqueEmail('fits-yard') });
  await api.json('PUT', '/api/suppliers/materials', { materialKey: 'vinyl/panel/6 ft x 8 ft', supplierId: supplier.id, partNumber: 'PANEL-VINILO-PRIVACIDAD-6X8-BLANCO-REFORZADO', packName: 'pallet', packSize: 20, unitCostCents: 1_234_567 });
  const diagram = layoutFromPolylines([{ points: [[0, 0], [9_000, 0]], props: { fenceType: 'vinyl', heightFt: 6, style: 'Privacy' } }]);
  const quote = await api.json<{ id: string }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram, runs: [], language: 'es' });
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  const { url } = await api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);
  const visitor = await apiAs(null);
  await approve(visitor, pathOf(url).split('/')[3]);
  await visitor.dispose();
  const view = await api.json<{ orders: { id: string; lines: { id: string; packs: number }[] }[] }>('POST', `/api/quotes/${quote.id}/purchase-orders/propose?lang=es`);
  const order = view.orders[0];
  await api.json('POST', `/api/purchase-orders/${order.id}/send`, { lang: 'es' });
  await api.json('POST', `/api/purchase-orders/${order.id}/receive`, { lines: [{ lineId: order.lines[0].id, packs: 1 }] });
  return quote.id;
}

/** A concrete address for each route of the table (a new route fails here until it is given one). */
function urlFor(path: string, s: Seed): string {
  const concrete: Record<string, string> = {
    '/set-password': '/set-password?token=not-a-real-token',
    '/admin/contractors/:id': `/admin/contractors/${s.contractorId}`,
    '/quote/:id/edit': `/quote/${s.draftQuoteId}/edit`,
    '/jobs/:id': `/jobs/${s.jobId}`,
    '/jobs/:id/materials': `/jobs/${s.jobId}/materials`,
    '/contractor/quote/:id/materials': `/contractor/quote/${s.approvedQuoteId}/materials`,
    '/contractor/quote/:id/orders': `/contractor/quote/${s.ordersQuoteId}/orders`,
    // An import the contractor does not have: the page's not-found state (its review states are swept by e2e/imports.spec.ts).
    '/customers/import/:importId': '/customers/import/00000000-0000-4000-8000-000000000000',
    // Likewise for an import of open quotes and jobs (its review states are swept by e2e/imports-work.spec.ts).
    '/customers/import/work/:importId': '/customers/import/work/00000000-0000-4000-8000-000000000000',
    '/e/:shortCode': `/e/${s.shortCode}`,
    '/customers/:customerId': `/customers/${s.customerId}`,
    '/contractor/quote/:id/view': `/contractor/quote/${s.approvedQuoteId}/view`,
    '/customer/quote/:token/view': s.quoteStates.en['after approval'],
    '/customer/pay/:token': s.payLinkPath,
  };
  if (concrete[path]) return concrete[path];
  expect(path, `route ${path} needs an address in e2e/every-page-fits.spec.ts`).not.toContain(':');
  return path;
}

const withLang = (url: string, lang: Lang) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** Opens a page, waits until it has settled, and measures it at each width. */
async function sweep(page: Page, url: string, lang: Lang, problems: string[]) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(withLang(url, lang));
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Settled: no API read on its way (counted by the init script) and no spinner left.
  await page.waitForFunction(() => (window as unknown as { pendingFetches: number }).pendingFetches === 0 && !document.querySelector('[style*="picket-spin"]'));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const p of await overflowAtRightEdge(page)) problems.push(`${url} ${lang} @${width}: ${p}`);
  }
}

async function pageFor(browser: Browser, who: { email: string; password: string } | 'admin' | null) {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 }, locale: 'en-US', timezoneId: 'America/Chicago' });
  await context.addInitScript(() => {
    const w = window as unknown as { pendingFetches: number; fetch: typeof fetch };
    const original = w.fetch.bind(window);
    w.pendingFetches = 0;
    w.fetch = (...args: Parameters<typeof fetch>) => {
      w.pendingFetches += 1;
      return original(...args).finally(() => (w.pendingFetches -= 1));
    };
  });
  const page = await context.newPage();
  if (who) {
    const token = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const credentials = credentialsFor(who);
    const res = await page.request.post('/api/auth/login', { data: credentials, headers: { 'x-csrf-token': token.csrfToken } });
    expect(res.ok(), `login ${credentials.email}`).toBe(true);
  }
  return page;
}

const groups: { name: string; access: Access[]; who: (s: Seed) => { email: string; password: string } | 'admin' | null }[] = [
  { name: 'public pages', access: ['public', 'redirectIfAuthenticated'], who: () => null },
  { name: 'contractor pages', access: ['contractor'], who: (s) => s.contractor },
  { name: 'admin and onboarding pages', access: ['admin', 'onboarding'], who: () => 'admin' },
];

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the sweep sets its own phone widths; once is enough');
});

for (const lang of LANGS) {
  for (const group of groups) {
    test(`${group.name} fit 320, 360 and 390 px (${lang})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const s = await seed();
      const routes = ROUTES.filter((r) => group.access.includes(r.access));
      expect(routes.length).toBeGreaterThan(0);
      const problems: string[] = [];
      let page = await pageFor(browser, group.who(s));
      for (const route of routes) {
        if (route.access === 'onboarding') {
          await page.context().close();
          page = await pageFor(browser, s.newcomer);
        }
        await sweep(page, urlFor(route.path, s), lang, problems);
      }
      await page.context().close();
      expect(problems.join('\n')).toBe('');
    });
  }

  test(`an outbox message, opened, fits (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const s = await seed();
    const problems: string[] = [];
    const page = await pageFor(browser, s.contractor);
    await sweep(page, `/outbox?message=${s.outboxMessageId}`, lang, problems);
    await page.context().close();
    expect(problems.join('\n')).toBe('');
  });

  test(`the Suppliers tab fits (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const s = await seed();
    const problems: string[] = [];
    const page = await pageFor(browser, s.contractor);
    await sweep(page, '/settings?tab=suppliers', lang, problems);
    await page.context().close();
    expect(problems.join('\n')).toBe('');
  });

  test(`the default assemblies (admin console → Catalogue) and Settings → Materials fit (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const s = await seed();
    const problems: string[] = [];
    const admin = await pageFor(browser, 'admin');
    await sweep(admin, '/admin?tab=catalogue', lang, problems);
    await admin.context().close();
    const page = await pageFor(browser, s.contractor);
    await sweep(page, '/settings?tab=materials', lang, problems);
    await page.context().close();
    expect(problems.join('\n')).toBe('');
  });

  test(`the homeowner's quote page fits in every state (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const s = await seed();
    const problems: string[] = [];
    const page = await pageFor(browser, null);
    for (const url of Object.values(s.quoteStates[lang])) await sweep(page, url, lang, problems);
    await sweep(page, s.payLinkPath, lang, problems);
    await page.context().close();
    expect(problems.join('\n')).toBe('');
  });
}
