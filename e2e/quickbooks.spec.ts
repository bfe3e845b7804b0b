// Issue 27 in the browser: a contractor connects QuickBooks through the (fake) Intuit consent page, creates and maps
// Picket's items; a homeowner approves a quote and pays the deposit by card on the (fake) Stripe; the fake QuickBooks
// then holds the customer, the deposit invoice and the card payment linked to it, and the sync log says Done.
// English and Spanish, desktop and phone, axe clean, nothing wider than the phone.
import { expect, request, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expectNoSidewaysScroll } from './support/fits';
import { apiAs, type ApiSession } from './support/api';
import { login } from './support/login';
import { signAndApprove } from './support/sign';
import { connectFakeStripe, payDepositOnFakeStripe } from './support/stripe';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const QBO = process.env.E2E_QBO_URL!;

async function newContractor(): Promise<{ email: string; password: string; api: ApiSession }> {
  const account = { email: uniqueEmail('books'), password: 'quickbooks-e2e-password' };
  const admin = await apiAs('admin');
  const businessName = `Ledger Fences ${uniqueSuffix()}`;
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Lea', lastName: 'Ledger', businessName });
  await admin.dispose();
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName, firstName: 'Lea', lastName: 'Ledger', phone: '512-555-0143', serviceAreas: ['78701'] });
  await connectFakeStripe(api);
  return { ...account, api };
}

async function sentQuote(api: ApiSession, lang: 'en' | 'es') {
  const s = uniqueSuffix();
  const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Valentina', lastName: `Montenegro-Villalobos${s}`, email: uniqueEmail(`qbo-${lang}`), phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    address: '12 Picket Lane', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const quote = await api.json<{ id: string; quoteNumber: number }>('POST', '/api/quotes', {
    quoteType: 'layout', homeownerId: customer.id, language: lang,
    runs: [{ id: 'r1', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 100, posts: { end: 2, corner: 0, line: 12, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  const { url } = await api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);
  const detail = await api.json<{ pricing?: { depositCents: number } }>('GET', `/api/quotes/${quote.id}`);
  return { quote, url: new URL(url).pathname, name: `Valentina Montenegro-Villalobos${s}`, depositCents: detail.pricing?.depositCents ?? 0 };
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const words = {
  en: {
    tab: 'Accounting', connect: 'Connect QuickBooks', connected: 'QuickBooks connected', createItems: "Create Picket's items in QuickBooks", installation: 'Fence installation',
    save: 'Save mapping', saved: 'Mapping saved', log: 'Sync log', done: 'Done',
    fee: 'Card fee', notice: 'In QuickBooks', voided: (doc: string) => new RegExp(`^Invoice ${doc} \\(.+\\) was voided in QuickBooks on `),
  },
  es: {
    tab: 'Contabilidad', connect: 'Conectar QuickBooks', connected: 'QuickBooks conectado', createItems: 'Crear los productos de Picket en QuickBooks', installation: 'Instalación de cerca',
    save: 'Guardar correspondencias', saved: 'Correspondencias guardadas', log: 'Registro de sincronización', done: 'Listo',
    fee: 'Comisión de tarjeta', notice: 'En QuickBooks', voided: (doc: string) => new RegExp(`^La factura ${doc} \\(.+\\) se anuló en QuickBooks el `),
  },
} as const;

type Realm = {
  Customer: { Id: string; DisplayName: string }[];
  Invoice: { Id: string; DocNumber: string; TotalAmt: number; CustomerRef: { value: string } }[];
  Payment: { TotalAmt: number; Line: { LinkedTxn: { TxnId: string }[] }[]; PaymentRefNum?: string; DepositToAccountRef: { value: string } }[];
  Purchase: { TotalAmt: number; AccountRef: { value: string } }[];
};
type SyncLog = { items: { action: string; status: string }[] };

for (const lang of ['en', 'es'] as const) {
  test(`connect QuickBooks, map items, and a card deposit lands in the books once (${lang})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const w = words[lang];
    const contractor = await newContractor();
    const company = `Ledger Books ${uniqueSuffix()} (${lang})`;
    const fake = await request.newContext();
    const realm = await (await fake.post(`${QBO}/_fake/realms`, { data: { companyName: company } })).json();

    await login(page, contractor, `/login?lang=${lang}`);
    await page.goto(`/settings?tab=accounting&lang=${lang}`);
    await page.getByRole('button', { name: w.connect }).click();
    // Intuit's consent page (the fake): choose this test's company and connect.
    await page.getByRole('radio', { name: company }).check();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    // Back on Settings → Accounting (the tab's chunk loads on a busy machine slowly): the toast says it.
    await expect(page.getByText(w.connected).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(company)).toBeVisible();

    await page.getByRole('button', { name: w.createItems }).click();
    await expect(page.getByLabel(w.installation)).toHaveValue(/\d+/, { timeout: 30_000 });
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The homeowner approves and pays the deposit on the fake Stripe.
    const q = await sentQuote(contractor.api, lang);
    const deposit = dollars(q.depositCents);
    const homeowner = await browser.newPage();
    await homeowner.goto(`${q.url}?lang=${lang}`);
    // Issue 25: the approval is signed; the typed signature is the keyboard's way.
    await signAndApprove(homeowner, { lang, name: q.name, signature: 'typed' });
    await payDepositOnFakeStripe(homeowner, { lang, deposit });
    await homeowner.close();

    // In the fake QuickBooks: one customer, the deposit invoice for the deposit, one card payment linked to it.
    const books = async () => (await (await fake.get(`${QBO}/_fake/realms/${realm.id}`)).json()) as Realm;
    await expect.poll(async () => (await books()).Payment.length, { timeout: 90_000 }).toBe(1);
    const held = await books();
    const customers = held.Customer.filter((c) => c.DisplayName === q.name);
    expect(customers).toHaveLength(1);
    const invoices = held.Invoice.filter((i) => i.DocNumber === `Q${q.quote.quoteNumber}-D`);
    expect(invoices).toHaveLength(1);
    expect(Math.round(invoices[0].TotalAmt * 100)).toBe(q.depositCents);
    expect(invoices[0].CustomerRef.value).toBe(customers[0].Id);
    expect(held.Payment[0].Line[0].LinkedTxn[0].TxnId).toBe(invoices[0].Id);
    expect(Math.round(held.Payment[0].TotalAmt * 100)).toBe(q.depositCents);

    // The sync log says it.
    await page.reload();
    const log = page.getByRole('list', { name: w.log });
    await expect(log.getByRole('listitem').filter({ hasText: w.done }).first()).toBeVisible({ timeout: 30_000 });
    // Stripe's fee (2.9% + 30¢ on the fake Stripe's balance transaction) is one expense out of the same clearing account.
    await expect.poll(async () => (await books()).Purchase.length, { timeout: 60_000 }).toBe(1);
    const [fee] = (await books()).Purchase;
    expect(Math.round(fee.TotalAmt * 100)).toBe(Math.round(q.depositCents * 0.029) + 30);
    expect(fee.AccountRef.value).toBe(held.Payment[0].DepositToAccountRef.value);
    await page.reload();
    await expect(log.getByRole('listitem').filter({ hasText: w.fee }).filter({ hasText: w.done })).toHaveCount(1, { timeout: 30_000 });
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The quote becomes a job; the bookkeeper voids the deposit invoice in QuickBooks; the job page says so.
    const job = await contractor.api.json<{ id: string }>('POST', `/api/quotes/${q.quote.id}/convert-to-job`);
    const logOf = () => contractor.api.json<SyncLog>('GET', '/api/integrations/quickbooks/sync-log?pageSize=100');
    await expect.poll(async () => (await logOf()).items.some((i) => i.action === 'invoice.job_deposit' && i.status === 'done'), { timeout: 60_000 }).toBe(true);
    await fake.post(`${QBO}/_fake/realms/${realm.id}/void/${invoices[0].Id}`);
    // QuickBooks' webhook tells Picket; its queue reads the invoice and records the void on the milestone.
    await expect.poll(async () => (await contractor.api.json<{ notices: unknown[] }>('GET', `/api/integrations/quickbooks/jobs/${job.id}/notices`)).notices.length, { timeout: 60_000 }).toBe(1);
    await page.goto(`/jobs/${job.id}?lang=${lang}`);
    const notice = page.getByRole('region', { name: w.notice });
    await expect(notice.getByText(w.voided(invoices[0].DocNumber))).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await fake.dispose();
    await contractor.api.dispose();
  });
}

// The materials account (issue 27, bills): where a supplier's bill for a purchase order's delivery lands. A company
// with a materials cost account has it suggested; the contractor can leave it to Picket's own "Job Materials" account
// or pick another, and the choice is kept. English and Spanish, desktop and phone, axe clean, no sideways scroll.
const materialsWords = {
  en: { label: 'Materials from suppliers', picket: 'Job Materials (Picket creates it)' },
  es: { label: 'Materiales de proveedores', picket: 'Job Materials (Picket la crea)' },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`the materials account for suppliers' bills: suggested, left to Picket, or chosen, and kept (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = { ...words[lang], ...materialsWords[lang] };
    const contractor = await newContractor();
    const company = `Ledger Materials ${uniqueSuffix()} (${lang})`;
    const fake = await request.newContext();
    const realm = await (await fake.post(`${QBO}/_fake/realms`, { data: { companyName: company } })).json();
    // The bookkeeper already keeps a cost-of-goods account for materials (made through QuickBooks' own API).
    const made = await fake.post(`${QBO}/v3/company/${realm.id}/account?minorversion=75&requestid=e2e-materials-${uniqueSuffix()}`, {
      headers: { Authorization: `Bearer ${realm.accessToken}`, Accept: 'application/json' },
      data: { Name: 'Fence Materials', AccountType: 'Cost of Goods Sold', AccountSubType: 'SuppliesMaterialsCogs' },
    });
    expect(made.ok()).toBe(true);
    const materials = ((await made.json()) as { Account: { Id: string } }).Account;

    await login(page, contractor, `/login?lang=${lang}`);
    await page.goto(`/settings?tab=accounting&lang=${lang}`);
    await page.getByRole('button', { name: w.connect }).click();
    await page.getByRole('radio', { name: company }).check();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText(w.connected).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: w.createItems }).click();
    await expect(page.getByLabel(w.installation)).toHaveValue(/\d+/, { timeout: 30_000 });

    // Suggested: the company's materials cost account.
    const select = page.getByLabel(w.label);
    await expect(select).toHaveValue(materials.Id);
    await expect(select.locator('option:checked')).toHaveText('Fence Materials (Cost of Goods Sold)');
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // Left to Picket: saved as none, shown as Picket's own account after a reload.
    await select.selectOption({ label: w.picket });
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved).first()).toBeVisible();
    const mappingOf = async () => (await contractor.api.json<{ connection: { mapping: { materialsAccountId: string | null } } }>('GET', '/api/integrations/quickbooks/connection')).connection.mapping;
    expect((await mappingOf()).materialsAccountId).toBeNull();
    await page.reload();
    await expect(page.getByLabel(w.label)).toHaveValue('', { timeout: 30_000 });
    await expect(page.getByLabel(w.label).locator('option:checked')).toHaveText(w.picket);

    // Chosen again: kept.
    await page.getByLabel(w.label).selectOption(materials.Id);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved).first()).toBeVisible();
    expect((await mappingOf()).materialsAccountId).toBe(materials.Id);
    await page.reload();
    await expect(page.getByLabel(w.label)).toHaveValue(materials.Id, { timeout: 30_000 });
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await fake.dispose();
    await contractor.api.dispose();
  });
}
