// Issue 13 items 6 and 7: the admin edits the platform's shipping (SPEC §9) and manages the catalogue the materials
// cart sells from. Desktop runs in English, the phone in Spanish.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, type ApiSession } from './support/api';
import { login } from './support/login';
import { uniqueSuffix } from './support/unique';

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

      // A gap between brackets is refused with the schema's words, in the page's language.
      await page.getByRole('button', { name: w('Add bracket', 'Agregar tramo') }).click();
      await page.getByLabel(w('Bracket 4 from (miles)', 'Tramo 4 desde (millas)')).fill('105');
      await page.getByLabel(w('Bracket 4 to (miles)', 'Tramo 4 hasta (millas)')).fill('150');
      await page.getByLabel(w('Bracket 4 fee', 'Tarifa del tramo 4')).fill('310');
      await page.getByRole('button', { name: w('Save system settings', 'Guardar configuración del sistema') }).click();
      await expect(page.getByText(w('Each bracket must start one mile after the previous one ends', 'Cada tramo debe empezar una milla después de donde termina el anterior'))).toBeVisible();
      await expectNoA11yViolations(page);

      await page.getByLabel(w('Bracket 4 from (miles)', 'Tramo 4 desde (millas)')).fill('101');
      await page.getByRole('button', { name: w('Save system settings', 'Guardar configuración del sistema') }).click();
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
