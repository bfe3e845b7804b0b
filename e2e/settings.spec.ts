// Contractor settings (SPEC §2 /contractor/settings and /settings, §5 payment and removal rules, §9 defaults).
// Each test signs in as a contractor of its own, so saving settings never changes the demo tenants.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { login, signInAt } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const isPhone = () => test.info().project.name === 'phone';

// Each test creates and signs in a contractor and runs axe several times: give it the slow-test budget.
test.beforeEach(() => test.slow());

async function freshContractor() {
  const account = { email: uniqueEmail('settings'), password: 'settings-test-password-1' };
  const business = `Rail & Post ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Sol', lastName: 'Rivera', businessName: business });
  await admin.dispose();
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName: business, firstName: 'Sol', lastName: 'Rivera', phone: '512-555-0142', serviceAreas: ['78701'] });
  await api.dispose();
  return { account, business };
}

async function openSettings(page: Page, lang = '') {
  const { account } = await freshContractor();
  await signInAt(page, account, `/contractor/settings${lang}`);
  await settingsLoaded(page);
}

/** The page has its data once the tabs are there (a reload under load can take a while). */
async function settingsLoaded(page: Page) {
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 30_000 });
}

const panel = (page: Page) => page.getByRole('tabpanel');

test('the vinyl per-foot rate is saved in dollars and kept after a reload', async ({ page }) => {
  await openSettings(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Business', selected: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Pricing' }).click();
  const vinyl = panel(page).getByLabel('Vinyl per foot', { exact: true });
  // SPEC §9 default: vinyl $25 per foot.
  await expect(vinyl).toHaveValue('25.00');
  await expectNoA11yViolations(page);
  await vinyl.fill('31.45');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  await page.reload();
  await settingsLoaded(page);
  await expect(page).toHaveURL(/tab=pricing/);
  await expect(panel(page).getByLabel('Vinyl per foot', { exact: true })).toHaveValue('31.45');
});

test('removal priced per foot needs a rate above 0 (SPEC §5)', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await panel(page).getByRole('radio', { name: 'Per foot removed' }).check();
  const perFoot = panel(page).getByLabel('Removal per foot', { exact: true });
  await expect(perFoot).toHaveValue('8.00');
  await perFoot.fill('0');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(panel(page).getByText('Removal per-foot rate must be greater than 0')).toBeVisible();
  await perFoot.fill('6.5');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await settingsLoaded(page);
  await expect(panel(page).getByRole('radio', { name: 'Per foot removed' })).toBeChecked();
  await expect(panel(page).getByLabel('Removal per foot', { exact: true })).toHaveValue('6.50');
});

test('a three-payment split of 30/30/50 is refused, 30/30/40 is saved (SPEC §5)', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await panel(page).getByRole('radio', { name: /^Three payments/ }).check();
  await panel(page).getByLabel('Deposit', { exact: true }).fill('30');
  await panel(page).getByLabel('Materials payment', { exact: true }).fill('30');
  await panel(page).getByLabel('Final payment', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Save payment rules' }).click();
  await expect(panel(page).getByText('Three payment percentages must add up to 100%')).toBeVisible();
  await expectNoA11yViolations(page);

  await panel(page).getByLabel('Final payment', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Save payment rules' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await expect(panel(page).getByText('Three payment percentages must add up to 100%')).toHaveCount(0);
  await page.reload();
  await settingsLoaded(page);
  await expect(panel(page).getByRole('radio', { name: /^Three payments/ })).toBeChecked();
  await expect(panel(page).getByLabel('Final payment', { exact: true })).toHaveValue('40');
});

test('business details: the phone formats as typed, ZIP codes are chips, and both are kept', async ({ page }) => {
  await openSettings(page);
  const phone = panel(page).getByLabel('Phone number');
  await phone.fill('');
  await phone.pressSequentially('2145550199');
  await expect(phone).toHaveValue('214-555-0199');
  await panel(page).getByLabel('ZIP code you serve').fill('7520');
  await panel(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel(page).getByText('ZIP code must be 5 digits')).toBeVisible();
  await panel(page).getByLabel('ZIP code you serve').fill('75201');
  await panel(page).getByLabel('ZIP code you serve').press('Enter');
  const chips = panel(page).getByRole('list', { name: 'ZIP codes you serve' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  await page.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await settingsLoaded(page);
  await expect(panel(page).getByLabel('Phone number')).toHaveValue('214-555-0199');
  await expect(panel(page).getByRole('list', { name: 'ZIP codes you serve' }).getByRole('listitem')).toHaveText(['78701', '75201'].map((z) => new RegExp(z)));
});

test('testimonials and FAQs added here appear on the Testimonials and FAQs pages', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('tab', { name: 'Customer page' }).click();
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  await page.getByRole('button', { name: 'Save customer page' }).click();
  await expect(panel(page).getByText('Name is required')).toBeVisible();
  await panel(page).getByLabel('Testimonial 1 customer name').fill('Dana P.');
  await panel(page).getByLabel('Testimonial 1 text').fill('Straight lines and a clean yard afterwards.');
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await panel(page).getByLabel('FAQ 1 question').fill('Do you pull permits?');
  await panel(page).getByLabel('FAQ 1 answer').fill('Yes, we handle the city permit.');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save customer page' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  await page.goto('/testimonials');
  await expect(page.getByText('Straight lines and a clean yard afterwards.')).toBeVisible();
  await page.goto('/faqs');
  await expect(page.getByText('Do you pull permits?')).toBeVisible();
});

test('Settings in the navigation opens the page (SPEC §2)', async ({ page }) => {
  const { account } = await freshContractor();
  await login(page, account);
  if (isPhone()) {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/contractor\/settings$/);
  } else {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Quote link' }).click();
  await expect(page.getByRole('heading', { name: 'Your instant quote link' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('in Spanish the page, its labels and the schema messages are Spanish', async ({ page }) => {
  await openSettings(page, '?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Empresa', selected: true })).toBeVisible();
  await expect(panel(page).getByLabel('Nombre de la empresa')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Precios' }).click();
  await expect(panel(page).getByLabel('Vinilo por pie', { exact: true })).toHaveValue('25.00');
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Pagos' }).click();
  await panel(page).getByRole('radio', { name: /^Tres pagos/ }).check();
  await panel(page).getByLabel('Pago final', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Guardar reglas de pago' }).click();
  await expect(panel(page).getByText('Los porcentajes de los tres pagos deben sumar 100%')).toBeVisible();
  await expectNoA11yViolations(page);
});
