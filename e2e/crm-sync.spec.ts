// Issue 12 in the browser, Picket → CRM: a contractor of the test's own, connected to a location of its own in the fake
// GoHighLevel beside the app, adds a customer through the Add New Customer dialog; the customer appears among the
// fake's contacts (the app's outbound queue sent it), and Settings → CRM → Sync log says so. Desktop and phone,
// English and Spanish, axe clean.
import { expect, request, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { login } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

test.beforeEach(() => test.slow());
const isPhone = () => test.info().project.name === 'phone';

const words = {
  en: {
    nav: 'Main',
    create: 'Create',
    createCustomer: /^Customer/,
    addCustomer: 'Add Customer',
    dialog: 'Add New Customer',
    fields: { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone Number', address: 'Address', city: 'City', state: 'State', zipCode: 'ZIP Code' },
    syncLog: 'Sync log',
    done: 'Done',
    toCrm: /To GoHighLevel · Customer → contact/,
  },
  es: {
    nav: 'Principal',
    create: 'Crear',
    createCustomer: /^Cliente/,
    addCustomer: 'Agregar cliente',
    dialog: 'Agregar nuevo cliente',
    fields: { firstName: 'Nombre', lastName: 'Apellido', email: 'Correo electrónico', phone: 'Número de teléfono', address: 'Dirección', city: 'Ciudad', state: 'Estado', zipCode: 'Código postal' },
    syncLog: 'Registro de sincronización',
    done: 'Hecho',
    toCrm: /A GoHighLevel · Cliente → contacto/,
  },
} as const;

/** A contractor and a fake CRM location of the test's own, connected with the location's private integration token. */
async function connectedContractor() {
  const account = { email: uniqueEmail('crmsync'), password: 'crm-sync-e2e-password' };
  const business = `Sync Fence ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Rafa', lastName: 'Soto', businessName: business });
  await admin.dispose();
  const ghl = await request.newContext({ baseURL: process.env.E2E_GHL_URL });
  const created = await ghl.post('/_fake/locations', { data: { name: business } });
  expect(created.status()).toBe(201);
  const { location, token } = (await created.json()) as { location: { id: string }; token: string };
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName: business, firstName: 'Rafa', lastName: 'Soto', phone: '512-555-0199', serviceAreas: ['78701'] });
  await api.json('POST', '/api/crm/connection', { locationId: location.id, token });
  await api.dispose();
  return { account, locationId: location.id, ghl };
}

async function openAddCustomer(page: Page, w: (typeof words)['en' | 'es']) {
  if (isPhone()) {
    await page.getByRole('button', { name: w.create, exact: true }).click();
    await page.getByRole('button', { name: w.createCustomer }).click();
  } else {
    await page.getByRole('navigation', { name: w.nav }).getByRole('button', { name: w.addCustomer }).click();
  }
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['en', 'es'] as const) {
  test(`a customer added in Picket becomes a GoHighLevel contact, shown in the sync log (${lang})`, async ({ page }) => {
    const w = words[lang];
    const { account, locationId, ghl } = await connectedContractor();
    const s = uniqueSuffix();
    const customer = { firstName: 'Noemi', lastName: `Sync${s}`, email: `noemi.sync.${s}@example.com`, phone: `512-555-${String(Math.floor(Math.random() * 9000) + 1000)}`, address: '8 Cedar Row', city: 'Austin', state: 'TX', zipCode: '78702' };

    await login(page, account);
    await page.goto(`/customers${lang === 'es' ? '?lang=es' : ''}`);
    const dialog = await openAddCustomer(page, w);
    for (const [field, label] of Object.entries(w.fields)) await dialog.getByLabel(label, { exact: true }).fill(customer[field as keyof typeof customer]);
    await dialog.getByRole('button', { name: w.addCustomer }).click();
    await expect(dialog).toBeHidden();

    // The app's queue sends it within seconds: the fake CRM now holds the contact.
    await expect
      .poll(
        async () => {
          const res = await ghl.get(`/_fake/locations/${locationId}`);
          const body = (await res.json()) as { contacts: { email?: string; firstName?: string; lastName?: string; source?: string }[] };
          return body.contacts.find((c) => c.email === customer.email) ?? null;
        },
        { timeout: 60_000 },
      )
      .toMatchObject({ firstName: 'Noemi', lastName: customer.lastName, source: 'Picket' });

    await page.goto(`/contractor/settings?tab=crm${lang === 'es' ? '&lang=es' : ''}`);
    const log = page.getByRole('list', { name: w.syncLog });
    // The outbound row (the fake's ContactCreate webhook for the same contact is logged too, as an inbound row).
    const entry = log.getByRole('listitem').filter({ hasText: `Noemi ${customer.lastName}` }).filter({ hasText: w.toCrm });
    await expect(entry).toBeVisible({ timeout: 30_000 });
    await expect(entry.getByText(w.done, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(entry.getByText(w.toCrm)).toBeVisible();
    await expectNoA11yViolations(page);
    await ghl.dispose();
  });
}
