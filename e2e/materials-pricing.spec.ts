// Issue 23 opt-in: a contractor ticks "price from the materials list" on vinyl, draws 100 ft of 6 ft vinyl with 6 ft
// panels, and sees the run priced from its list (the hand-worked $2,731.00 of docs/estimating.md) in the editor and on
// the quote, in English and Spanish, desktop and phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { chooseCustomer } from './support/choose-customer';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';

const isPhone = () => test.info().project.name === 'phone';

/** Taps or clicks at a point given in feet: the editor opens at 10 px per foot with (−5 ft, −5 ft) in the corner. */
async function pointAt(page: Page, canvas: Locator, xFt: number, yFt: number) {
  const box = (await canvas.boundingBox())!;
  const [x, y] = [box.x + (xFt + 5) * 10, box.y + (yFt + 5) * 10];
  if (isPhone()) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const costs: [key: string, unitCostCents: number, packSize: number][] = [
  ['vinyl/post-line/5x5 x 8 ft', 3200, 1],
  ['vinyl/post-terminal/5x5 x 8 ft', 3800, 1],
  ['any/concrete/50 lb', 650, 1],
  ['vinyl/panel/6 ft x 6 ft', 9500, 1],
  ['vinyl/cap/5x5', 300, 10],
];

test('a style priced from its materials list: Settings opt-in, the editor and the quote say so', async ({ page }) => {
  test.setTimeout(120_000);
  const tenant = await ownContractor();
  await tenant.api.json('POST', '/api/homeowners', { firstName: 'Inés', lastName: 'Paredes', email: `ines.${Date.now()}@example.com`, phone: '512-555-0163', address: '9 Oak St', city: 'Austin', state: 'TX', zipCode: '78704' });

  // Settings → Materials: 6 ft panels, and the opt-in (off until ticked).
  await signInAt(page, tenant.account, '/settings?tab=materials');
  await expect(page.getByRole('combobox', { name: 'Assembly for' })).toHaveValue('vinyl|', { timeout: 30_000 });
  const optIn = page.getByRole('checkbox', { name: /^Price quotes from this materials list/ });
  await expect(optIn).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Section length (in)' }).fill('72');
  await optIn.check();
  await page.getByRole('button', { name: 'Save assembly' }).click();
  await expect(page.getByText('Assembly saved').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  // Its material costs (Settings → Suppliers; a key is known once the assembly lists it).
  for (const [materialKey, unitCostCents, packSize] of costs) {
    await tenant.api.json('PUT', '/api/suppliers/materials', { materialKey, supplierId: null, partNumber: null, packName: packSize > 1 ? 'box' : 'each', packSize, unitCostCents });
  }

  // One vinyl run, drawn 20 ft and typed to exactly 100 ft.
  await page.goto('/contractor/quote');
  const canvas = page.getByRole('application', { name: 'Fence layout drawing area' });
  await canvas.scrollIntoViewIfNeeded();
  await page.getByRole('combobox', { name: 'Fence type' }).selectOption('vinyl');
  await pointAt(page, canvas, 0, 0);
  await pointAt(page, canvas, 20, 0);
  if (isPhone()) await pointAt(page, canvas, 20, 0);
  else await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Runs' }).getByRole('button', { name: `Segment 1: 20'` }).click();
  await page.getByRole('textbox', { name: 'Length', exact: true }).fill(`100'`);
  await page.getByRole('button', { name: 'Apply' }).click();
  // ceil(100 / 6) = 17 panels → 18 posts; the run is priced from its list.
  await expect(page.getByTestId('takeoff-totalPosts')).toHaveText('18');
  await expect(page.getByTestId('priced-from-materials')).toHaveText('Priced from its materials list');
  await expectNoA11yViolations(page);

  await chooseCustomer(page, page, 'Inés Paredes');
  await page.getByRole('button', { name: 'Save quote' }).click();
  await expect(page).toHaveURL(/\/contractor\/quote\/[0-9a-f-]{36}\/view/);
  // The quote says where the materials price comes from: 16 × $32 + 2 × $38 + 72 × $6.50 + 17 × $95 + 20 caps × $3.
  await expect(page.getByText('100 ft vinyl, 6 ft: materials list at cost $2,731.00')).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // In Spanish: the contractor's quote page and the editor.
  const quoteId = /quote\/([0-9a-f-]{36})\/view/.exec(page.url())![1];
  await page.goto(`/contractor/quote/${quoteId}/view?lang=es`);
  await expect(page.getByText('100 pies vinilo, 6 pies: lista de materiales al costo $2,731.00')).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.goto(`/quote/${quoteId}/edit?lang=es`);
  await expect(page.getByTestId('priced-from-materials')).toHaveText('Cotizado con su lista de materiales', { timeout: 30_000 });
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await tenant.api.dispose();
});
