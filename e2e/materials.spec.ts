// Issue 23 "What it must show": draw a 100 ft chain-link run and a vinyl run with 6 ft panels, open the materials
// list, see the post and panel counts an estimator expects, print it on one sheet; English and Spanish, desktop and phone.
import { writeFileSync } from 'node:fs';
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

async function drawRun(page: Page, canvas: Locator, corners: [number, number][]) {
  for (const [x, y] of corners) await pointAt(page, canvas, x, y);
  if (isPhone()) await pointAt(page, canvas, ...corners[corners.length - 1]);
  else await page.keyboard.press('Enter');
}

/** A PDF's page count, from its page objects. */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

test('a contractor sets 6 ft vinyl panels, draws 100 ft of chain link and 100 ft of vinyl, and prints the materials list', async ({ page, browserName }) => {
  test.setTimeout(120_000);
  const tenant = await ownContractor();
  await tenant.api.json('POST', '/api/homeowners', { firstName: 'Rosa', lastName: 'Delgado', email: `rosa.${Date.now()}@example.com`, phone: '512-555-0177', address: '4 Elm St', city: 'Austin', state: 'TX', zipCode: '78704' });
  // Settings → Materials: every vinyl style of this contractor uses 6 ft (72 in) panels.
  await signInAt(page, tenant.account, '/settings?tab=materials');
  // A shared 2-core machine: the settings tab and its lazy form can take a while on first load.
  await expect(page.getByRole('combobox', { name: 'Assembly for' })).toHaveValue('vinyl|', { timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Section length (in)' }).fill('72');
  await page.getByRole('button', { name: 'Save assembly' }).click();
  await expect(page.getByText('Assembly saved').first()).toBeVisible();
  await expectNoA11yViolations(page);

  // Two runs drawn 20 ft long, then typed to exactly 100 ft: chain link first, then vinyl.
  await page.goto('/contractor/quote');
  const canvas = page.getByRole('application', { name: 'Fence layout drawing area' });
  await canvas.scrollIntoViewIfNeeded();
  await page.getByRole('combobox', { name: 'Fence type' }).selectOption('chain');
  await drawRun(page, canvas, [[0, 0], [20, 0]]);
  await drawRun(page, canvas, [[0, 10], [20, 10]]);
  const segments = page.getByRole('navigation', { name: 'Runs' }).getByRole('button', { name: `Segment 1: 20'` });
  // The second run becomes vinyl; each is typed to exactly 100 ft.
  await segments.nth(1).click();
  await page.getByRole('combobox', { name: 'Fence type' }).selectOption('vinyl');
  await page.getByRole('textbox', { name: 'Length', exact: true }).fill(`100'`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(segments).toHaveCount(1);
  await segments.click();
  await page.getByRole('textbox', { name: 'Length', exact: true }).fill(`100'`);
  await page.getByRole('button', { name: 'Apply' }).click();
  // Chain link: ceil(100 / 10) = 10 sections → 11 posts; vinyl: ceil(100 / 6) = 17 panels → 18 posts. 29 in all.
  await expect(page.getByTestId('takeoff-totalPosts')).toHaveText('29');
  const panel = page.getByRole('table', { name: 'Materials list' });
  await expect(panel.getByRole('row', { name: /^Panel 6 ft x 6 ft 17 pieces/ })).toBeVisible();

  await chooseCustomer(page, page, 'Rosa Delgado');
  await page.getByRole('button', { name: 'Save quote' }).click();
  await expect(page).toHaveURL(/\/contractor\/quote\/[0-9a-f-]{36}\/view/);
  await page.getByRole('link', { name: 'Materials list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Materials list · Quote #\d+$/ })).toBeVisible();

  const order = page.getByRole('table', { name: 'Order for the whole job' });
  // Chain link 6 ft: 9 line posts (1-7/8 in) and 2 terminal posts (2-3/8 in), 8 ft long; fabric 100 ÷ 50 = 2 rolls.
  await expect(order.getByRole('row', { name: /^Post .*1-7\/8 in x 8 ft 9 pieces$/ })).toBeVisible();
  await expect(order.getByRole('row', { name: /^Post .*2-3\/8 in x 8 ft 2 pieces$/ })).toBeVisible();
  await expect(order.getByRole('row', { name: /^Chain-link fabric .*6 ft x 50 ft 2 rolls$/ })).toBeVisible();
  // Vinyl: 16 line + 2 end posts, 17 panels of 6 ft.
  await expect(order.getByRole('row', { name: /^Line post .*5x5 x 8 ft 16 pieces$/ })).toBeVisible();
  await expect(order.getByRole('row', { name: /^End\/corner post .*5x5 x 8 ft 2 pieces$/ })).toBeVisible();
  await expect(order.getByRole('row', { name: /^Panel .*6 ft x 6 ft 17 pieces$/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // The CSV download carries the same order.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const text = await (await csv.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text).toContain('Panel,6 ft x 6 ft,17,pieces');

  // Printed: the buttons and the per-run details stay on screen; the order fits one sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(order).toBeVisible();
  const printed = browserName === 'chromium' ? await page.pdf({ format: 'Letter' }) : null;
  if (process.env.MATERIALS_PDF_OUT && printed) writeFileSync(process.env.MATERIALS_PDF_OUT, printed);
  if (printed) expect(pdfPages(printed)).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // In Spanish: the same list, worded for the yard.
  await page.goto(`${new URL(page.url()).pathname}?lang=es`);
  await expect(page.getByRole('heading', { level: 1, name: /^Lista de materiales · Cotización #\d+$/ })).toBeVisible();
  const pedido = page.getByRole('table', { name: 'Pedido para todo el trabajo' });
  await expect(pedido.getByRole('row', { name: /^Panel .*6 ft x 6 ft 17 piezas$/ })).toBeVisible();
  await expect(pedido.getByRole('row', { name: /^Malla ciclónica .*2 rollos$/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await tenant.api.dispose();
});
