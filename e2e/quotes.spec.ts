import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { login } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const uniquePhone = () => `512${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function addCustomerFromCart(page: Page, lastName: string) {
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill('Dana');
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByLabel('Email').fill(uniqueEmail('quote'));
  await dialog.getByLabel('Phone Number').fill(uniquePhone());
  await dialog.getByLabel('Address').fill('12 Cedar Lane');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('State').fill('TX');
  await dialog.getByLabel('ZIP Code').fill('78704');
  // Submitted from the keyboard's Go key, as on a phone.
  await dialog.getByLabel('ZIP Code').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(`Dana ${lastName}`);
}

async function openAtPhoneSize(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  return context.newPage();
}

test('a cart quote for a new customer is sent, read in Spanish on a phone, approved, and turns approved for the contractor', async ({ page, browser }) => {
  const lastName = `Reyes ${uniqueSuffix()}`;
  await login(page, 'contractor', '/login?redirect=%2Fcontractor%2Fquote-cart');
  await page.goto('/contractor/quote-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Materials cart' })).toBeVisible();
  await expectNoA11yViolations(page);

  await addCustomerFromCart(page, lastName);
  await page.getByRole('button', { name: 'Chain link', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vinyl Privacy' })).toBeHidden();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Add Vinyl Privacy 6 ft panel' }).click();
  await page.getByLabel('Quantity of Vinyl Privacy 6 ft panel (8 ft)').fill('5');
  await page.getByRole('button', { name: 'Add Gravity gate latch' }).click();
  const totals = page.getByRole('definition').filter({ hasText: '$' });
  await expect(totals.first()).toBeVisible();
  // Live price: 5 × $200.00 + $18.50 = $1,018.50 cost, 20% markup, 8.25% tax on materials.
  await expect(page.getByLabel('Totals')).toContainText('$1,018.50');
  await expect(page.getByLabel('Totals')).toContainText('$1,323.03');
  await page.getByRole('button', { name: 'Save as quote' }).click();

  await expect(page).toHaveURL(/\/contractor\/quote\/[0-9a-f-]{36}\/view$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/Quote #\d+/);
  await expect(heading).toContainText('Draft');
  await expect(page.getByLabel('Totals')).toContainText('$1,323.03');
  await expectNoA11yViolations(page);
  // SPEC §4: from draft only sent and lost are offered here (convert to job belongs to jobs); nothing forbidden.
  await expect(page.getByRole('button', { name: 'Mark as approved' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as lost' })).toBeVisible();

  await page.getByRole('button', { name: 'Send to customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(heading).toContainText('Sent');
  const url = await page.getByRole('textbox', { name: 'Customer link' }).inputValue();
  expect(url).toMatch(/\/customer\/quote\/[A-Za-z0-9_-]{22,}\/view$/);

  const phone = await openAtPhoneSize(browser, url);
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(`for Dana ${lastName}`);
  await expect(phone.getByText('$1,323.03').first()).toBeVisible();
  await expect(phone.getByText(/markup/i)).toHaveCount(0);
  await expectNoA11yViolations(phone);
  await phone.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(`para Dana ${lastName}`);
  await expect(phone.getByText('Qué incluye')).toBeVisible();
  await expectNoA11yViolations(phone);
  await phone.getByRole('button', { name: 'Aprobar' }).click();
  await expect(phone.getByText('Escribe tu nombre completo').last()).toBeVisible();
  await phone.getByLabel('Escribe tu nombre completo').fill(`Dana ${lastName}`);
  await phone.getByRole('checkbox', { name: /Acepto esta cotización/ }).check();
  await phone.getByRole('button', { name: 'Aprobar' }).click();
  await expect(phone.getByRole('status')).toContainText(`Aprobada por Dana ${lastName}`);
  await expectNoA11yViolations(phone);
  await phone.context().close();

  await page.reload();
  await expect(heading).toContainText('Approved');
  await expect(page.getByText(new RegExp(`Approved by Dana ${lastName} on `))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as scheduled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('the quote list filters by status and finds a quote by customer', async ({ page }) => {
  const contractor = await apiAs('contractor');
  const last = `Lister ${uniqueSuffix()}`;
  const customer = await contractor.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Lee', lastName: last, email: uniqueEmail('list'), phone: uniquePhone(), address: '9 Elm St', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const catalogue = await contractor.json<{ hardware: { id: string }[] }>('GET', '/api/catalogue');
  const quote = await contractor.json<{ quoteNumber: number }>('POST', '/api/quotes', { quoteType: 'cart', homeownerId: customer.id, items: [{ catalogueItemId: catalogue.hardware[0].id, quantity: 3 }] });
  await contractor.dispose();

  await login(page, 'contractor');
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await page.getByLabel('Search quotes').fill(last);
  await expect(page.getByRole('link', { name: `Quote #${quote.quoteNumber}` }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: /^Lost \(/ }).click();
  await expect(page.getByText('No quotes match this search or filter.')).toBeVisible();
  await page.getByRole('button', { name: /^Draft \(/ }).click();
  await page.getByRole('link', { name: `Quote #${quote.quoteNumber}` }).first().click();
  await expect(page).toHaveURL(/\/contractor\/quote\/[0-9a-f-]{36}\/view$/);

  // Editing a draft: one more of the item, saved in place (still version 1) and repriced by the server.
  const before = await page.getByLabel('Totals').textContent();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit quote #${quote.quoteNumber}` })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: /^One more / }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/contractor\/quote\/[0-9a-f-]{36}\/view$/);
  await expect(page.getByText(/· version 1 ·/)).toBeVisible();
  await expect(page.getByLabel('Totals')).not.toHaveText(before ?? '');
});

test('a withdrawn link says so plainly', async ({ browser }) => {
  const contractor = await apiAs('contractor');
  const list = await contractor.json<{ quotes: { id: string }[] }>('GET', '/api/quotes?status=sent');
  const { url } = await contractor.json<{ url: string }>('POST', `/api/quotes/${list.quotes[0].id}/link`);
  await contractor.json('DELETE', `/api/quotes/${list.quotes[0].id}/link`);
  await contractor.dispose();
  const phone = await openAtPhoneSize(browser, url);
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'This quote is not available' })).toBeVisible();
  await expect(phone.getByText('This quote link is no longer available.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(phone);
  await phone.context().close();
});
