// Issue 13 items 6 and 7: the admin edits the platform's shipping (SPEC §9) and manages the catalogue the materials
// cart sells from. Desktop runs in English, the phone in Spanish.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expectNoSidewaysScroll } from './support/fits';
import { apiAs, type ApiSession } from './support/api';
import { login } from './support/login';
import { linkIn, waitForMail } from './support/mail';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const spanish = () => test.info().project.name === 'phone';
const w = (en: string, es: string) => (spanish() ? es : en);
const langParam = () => (spanish() ? '&lang=es' : '');

// The system settings are one row for the whole platform: the two projects take turns editing them.
async function withSettingsLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.PICKET_E2E_DATA_DIR ?? '/tmp', 'system-settings.lock');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function newCartQuoteShipping(contractor: ApiSession, miles: number): Promise<number> {
  const customer = await contractor.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Shipping', lastName: `Check ${uniqueSuffix()}`, email: `ship-${uniqueSuffix()}@example.com`, phone: `512-${String(Math.floor(Math.random() * 900) + 100)}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    address: '400 Long Haul Road', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const catalogue = await contractor.json<{ hardware: { id: string; name: string }[] }>('GET', '/api/catalogue');
  const latch = catalogue.hardware.find((h) => h.name === 'Gravity gate latch')!;
  const quote = await contractor.json<{ pricing: { shippingCents: number } }>('POST', '/api/quotes', {
    quoteType: 'cart', homeownerId: customer.id, deliveryMiles: miles, items: [{ catalogueItemId: latch.id, quantity: 1 }],
  });
  return quote.pricing.shippingCents;
}

test('the admin adds a tier-1 distance bracket and a new quote ships by it', async ({ page }) => {
  test.setTimeout(180_000); // may wait for the other project's turn with the settings
  const admin = await apiAs('admin');
  const contractor = await apiAs('contractor');
  await withSettingsLock(async () => {
    const before = await admin.json<Record<string, unknown>>('GET', '/api/admin/system-settings');
    try {
      await login(page, 'admin', `/login${spanish() ? '?lang=es' : ''}`);
      await page.goto(`/admin?tab=settings${langParam()}`);
      await expect(page.getByRole('heading', { name: w('Tier 1 distance brackets', 'Tramos de distancia del nivel 1') })).toBeVisible();
      await expect(page.getByLabel(w('Tier 2 flat fee', 'Tarifa fija del nivel 2'))).toHaveValue('100.00');
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // A gap between brackets is refused with the schema's words, in the page's language.
      await page.getByRole('button', { name: w('Add bracket', 'Agregar tramo') }).click();
      await page.getByLabel(w('Bracket 4 from (miles)', 'Tramo 4 desde (millas)')).fill('105');
      await page.getByLabel(w('Bracket 4 to (miles)', 'Tramo 4 hasta (millas)')).fill('150');
      await page.getByLabel(w('Bracket 4 fee', 'Tarifa del tramo 4')).fill('310');
      await page.getByRole('button', { name: w('Save system settings', 'Guardar configuración') }).click();
      await expect(page.getByText(w('Each bracket must start one mile after the previous one ends', 'Cada tramo debe empezar una milla después de donde termina el anterior'))).toBeVisible();
      await expectNoA11yViolations(page);

      await page.getByLabel(w('Bracket 4 from (miles)', 'Tramo 4 desde (millas)')).fill('101');
      await page.getByRole('button', { name: w('Save system settings', 'Guardar configuración') }).click();
      await expect(page.getByText(w('System settings saved', 'Configuración del sistema guardada'), { exact: true }).first()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(w('Bracket 4 fee', 'Tarifa del tramo 4'))).toHaveValue('310.00');

      // 120 miles was per mile (120 × $2.50 = $300); now it is the new bracket's $310.
      expect(await newCartQuoteShipping(contractor, 120)).toBe(31_000);
    } finally {
      await admin.json('PUT', '/api/admin/system-settings', { taxRatePercent: before.taxRatePercent, taxAppliesTo: before.taxAppliesTo, shipping: before.shipping });
    }
  });
  await admin.dispose();
  await contractor.dispose();
});

// A 1×1 PNG: what an admin uploads from their computer.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the admin adds a picture and a style to the catalogue, and a contractor adds it from the materials cart', async ({ page, browser }) => {
  test.setTimeout(150_000); // two signed-in sessions and two uploads on a loaded machine
  const sfx = uniqueSuffix();
  const styleName = `Split Rail ${sfx}`;
  const pictureLabel = `Split rail photo ${sfx}`;
  await login(page, 'admin', `/login${spanish() ? '?lang=es' : ''}`);
  await page.goto(`/admin?tab=catalogue${langParam()}`);
  await expect(page.getByRole('heading', { name: w('Material styles', 'Estilos de material') })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: w('Add picture', 'Agregar imagen') }).click();
  const pictureDialog = page.getByRole('dialog');
  await pictureDialog.getByLabel(w('Key', 'Clave')).fill(`split-rail-${sfx}`);
  await pictureDialog.getByLabel(w('Label', 'Nombre visible')).fill(pictureLabel);
  await pictureDialog.getByLabel(w('Image file', 'Archivo de imagen')).setInputFiles({ name: 'split-rail.png', mimeType: 'image/png', buffer: PNG });
  await expectNoA11yViolations(page);
  await pictureDialog.getByRole('button', { name: w('Save', 'Guardar') }).click();
  await expect(pictureDialog).toHaveCount(0);
  const pictures = page.getByRole('list', { name: w('Fence, post and gate pictures', 'Imágenes de cercas, postes y portones') });
  await expect(pictures.getByRole('heading', { name: pictureLabel })).toBeVisible();

  await page.getByRole('button', { name: w('Add style', 'Agregar estilo') }).click();
  const styleDialog = page.getByRole('dialog');
  await styleDialog.getByLabel(w('Name', 'Nombre'), { exact: true }).fill(styleName);
  await styleDialog.getByLabel(w('Fence type', 'Tipo de cerca')).selectOption('cedar');
  await styleDialog.getByLabel(w('Picture', 'Imagen'), { exact: true }).selectOption({ label: pictureLabel });
  // The schema's words, inline: a style needs its price per foot.
  await styleDialog.getByRole('button', { name: w('Save', 'Guardar') }).click();
  await expect(styleDialog.getByText(w('Price per foot must be a number', 'El precio por pie debe ser un número'))).toBeVisible();
  await styleDialog.getByLabel(w('6 ft per foot', '6 pies, por pie')).fill('18');
  await styleDialog.getByLabel(w('6 ft panel', 'Panel de 6 pies')).fill('150');
  await expectNoA11yViolations(page);
  await styleDialog.getByRole('button', { name: w('Save', 'Guardar') }).click();
  await expect(styleDialog).toHaveCount(0);
  const styles = page.getByRole('list', { name: w('Material styles', 'Estilos de material') });
  await expect(styles.getByRole('heading', { name: styleName })).toBeVisible();

  // The contractor's materials cart sells it, with its picture, at the admin's price.
  const contractor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize(), isMobile: test.info().project.use.isMobile, hasTouch: test.info().project.use.hasTouch })).newPage();
  await login(contractor, 'contractor', `/login${spanish() ? '?lang=es' : ''}`);
  await contractor.goto(`/contractor/quote-cart${spanish() ? '?lang=es' : ''}`);
  const card = contractor.getByRole('heading', { name: styleName });
  await expect(card).toBeVisible();
  const partName = w(`${styleName} 6 ft panel`, `Panel ${styleName} de 6 pies`);
  await contractor.getByRole('button', { name: w(`Add ${partName}`, `Agregar ${partName}`) }).click();
  // The cart line says the part in the reader's language (issue 21 item 9; core/quotes/cart-item-words.ts).
  await expect(contractor.getByRole('list', { name: w('Items in the cart', 'Artículos en el carrito') }).getByText(w(`${styleName} 6 ft panel (8 ft)`, `Panel ${styleName} de 6 pies (8 pies)`))).toBeVisible();
  const picture = contractor.locator(`img[src^="/api/catalogue/images/"]`).first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoA11yViolations(contractor);
  await contractor.context().close();

  // Leave the other tests' carts as they were.
  await styles.getByRole('button', { name: w(`Deactivate ${styleName}`, `Desactivar ${styleName}`) }).click();
  await expect(styles.getByRole('button', { name: w(`Activate ${styleName}`, `Activar ${styleName}`) })).toBeVisible();
});

test('the contractor page shows business details and usage, sends a reset link, and deactivates and reactivates', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('detail');
  const business = `Cedar Line ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  const { contractorId } = await admin.json<{ contractorId: string }>('POST', '/api/admin/contractors', { email, password: 'cedar-line-password', firstName: 'Cora', lastName: 'Line', businessName: business });
  await admin.dispose();
  // The contractor signs in and adds a customer: that is their usage.
  const tenant = await apiAs({ email, password: 'cedar-line-password' });
  await tenant.json('POST', '/api/homeowners', { firstName: 'Uma', lastName: `Usage ${uniqueSuffix()}`, email: uniqueEmail('usage'), phone: '512-555-0123', address: '9 Usage Way', city: 'Austin', state: 'TX', zipCode: '78702' });

  await login(page, 'admin', `/login${spanish() ? '?lang=es' : ''}`);
  await page.goto(`/admin?tab=contractors${langParam()}`);
  await page.getByRole('link', { name: business }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contractors/${contractorId}`));
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await expect(page.getByText('Cora Line')).toBeVisible();
  await expectNoSidewaysScroll(page);
  const usage = page.getByRole('definition').filter({ hasText: /^1$/ });
  await expect(usage).toHaveCount(1); // one customer, no quotes, no jobs
  await expect(page.getByText(w('Last sign-in: never', 'Último inicio de sesión: nunca'))).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: w('Send password reset link', 'Enviar enlace de contraseña') }).click();
  await expect(page.getByText(w('Password reset link sent', 'Enlace para restablecer la contraseña enviado'), { exact: true }).first()).toBeVisible();
  const mail = await waitForMail(email, { subject: /Reset your Picket password/ });
  expect(linkIn(mail, '/set-password')).toMatch(/^\/set-password/);

  await page.getByRole('button', { name: w('Deactivate', 'Desactivar'), exact: true }).click();
  await expect(page.getByText(w('Inactive', 'Inactivo'), { exact: true })).toBeVisible();
  expect((await tenant.get('/api/settings')).status()).toBe(403);
  await page.getByRole('button', { name: w('Activate', 'Activar'), exact: true }).click();
  await expect(page.getByText(w('Active', 'Activo'), { exact: true })).toBeVisible();
  expect((await tenant.get('/api/settings')).status()).toBe(200);
  await tenant.dispose();
});
