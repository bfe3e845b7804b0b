// Issue 23: the admin edits the platform's default assembly of a catalogue style (admin console → Catalogue); a new
// contractor's quotes use it until they change it. Desktop runs in English, the phone in Spanish.
import { expect, test } from '@playwright/test';
import { layoutFromPolylines } from '../core/layout/layout-from-polylines';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueSuffix } from './support/unique';

const spanish = () => test.info().project.name === 'phone';
const w = (en: string, es: string) => (spanish() ? es : en);

test('the admin sets a catalogue style\'s default assembly; contractors inherit it', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiAs('admin');
  // A style of this test alone, so no other test's quotes see the change.
  const name = `Panel Test ${uniqueSuffix()}`;
  const style = await admin.json<{ id: string }>('POST', '/api/admin/catalogue/styles', {
    fenceType: 'vinyl', name, nameEs: null, description: null, imageKey: null, sortOrder: 9000, isActive: true,
    prices: [{ heightFt: 6, pricePerFootCents: 2500, panelPriceCents: null, postPriceCents: null, gatePriceCents: null }],
  });

  await signInAt(page, 'admin', `/admin?tab=catalogue${spanish() ? '&lang=es' : ''}`);
  const target = page.getByRole('combobox', { name: w('Assembly for', 'Ensamblaje para') });
  await expect(target).toBeVisible({ timeout: 30_000 });
  await target.selectOption(`vinyl|${name}`);
  await expect(page.getByText(w('Built-in default', 'Predeterminado incorporado'))).toBeVisible();
  // Pricing from the materials list is each contractor's own opt-in: not offered here.
  await expect(page.getByRole('checkbox', { name: spanish() ? /^Cotizar con esta lista de materiales/ : /^Price quotes from this materials list/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: w('Section length (in)', 'Largo de sección (pulg)') }).fill('72');
  await page.getByRole('button', { name: w('Save assembly', 'Guardar ensamblaje') }).click();
  await expect(page.getByText(w('Assembly saved', 'Ensamblaje guardado')).first()).toBeVisible();
  await expect(page.getByText(w('Changed for every contractor', 'Cambiado para todos los contratistas'))).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // A contractor who never changed the style: 100 ft in 6 ft panels is ceil(100 / 6) = 17 sections, 18 posts.
  const tenant = await ownContractor();
  const mine = await tenant.api.json<{ assemblies: { style: string; isDefault: boolean; assembly: { sectionLengthIn: number } }[] }>('GET', '/api/materials/assemblies');
  expect(mine.assemblies.find((a) => a.style === name)).toMatchObject({ isDefault: true, assembly: { sectionLengthIn: 72 } });
  const customer = await tenant.api.json<{ id: string }>('POST', '/api/homeowners', { firstName: 'Lía', lastName: 'Soto', email: `lia.${uniqueSuffix()}@example.com`, phone: '512-555-0170', address: '2 Ash St', city: 'Austin', state: 'TX', zipCode: '78704' });
  const diagram = layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6, style: name } }]);
  const quote = await tenant.api.json<{ pricing: { lines: { kind: string; quantity: number }[] } }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customer.id, diagram, runs: [] });
  expect(quote.pricing.lines.find((l) => l.kind === 'labor_post')?.quantity).toBe(18);

  // Leave the platform as it was.
  await admin.json('DELETE', `/api/admin/assemblies?fenceType=vinyl&style=${encodeURIComponent(name)}`);
  await admin.json('PUT', `/api/admin/catalogue/styles/${style.id}`, {
    fenceType: 'vinyl', name, nameEs: null, description: null, imageKey: null, sortOrder: 9000, isActive: false,
    prices: [{ heightFt: 6, pricePerFootCents: 2500, panelPriceCents: null, postPriceCents: null, gatePriceCents: null }],
  });
  await admin.dispose();
  await tenant.api.dispose();
});
