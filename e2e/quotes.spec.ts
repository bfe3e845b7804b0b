import { expect, test, type Page } from '@playwright/test';
import { formatCents } from '../core/money';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { login, signInAt } from './support/login';
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

/** A sent quote of the demo contractor for a customer of its own, made through the API as the app does; its link. */
async function sentQuote(lastName: string) {
  const contractor = await apiAs('contractor');
  const customer = await contractor.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Dana', lastName, email: uniqueEmail('quote'), phone: uniquePhone(), address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704',
  });
  const catalogue = await contractor.json<{ hardware: { id: string }[] }>('GET', '/api/catalogue');
  const quote = await contractor.json<{ id: string; totalCents: number }>('POST', '/api/quotes', { quoteType: 'cart', homeownerId: customer.id, items: [{ catalogueItemId: catalogue.hardware[0].id, quantity: 3 }] });
  const sent = await contractor.json<{ quote: { publicLink: { url: string } } }>('POST', `/api/quotes/${quote.id}/send`, {});
  await contractor.dispose();
  return { ...quote, url: sent.quote.publicLink.url };
}

test('a cart quote for a new customer is priced live, saved as a draft and sent', async ({ page }) => {
  const lastName = `Reyes ${uniqueSuffix()}`;
  await login(page, 'contractor', '/login?redirect=%2Fcontractor%2Fquote-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Materials cart' })).toBeVisible();
  await expectNoA11yViolations(page);

  await addCustomerFromCart(page, lastName);
  await page.getByRole('button', { name: 'Chain link', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vinyl Privacy' })).toBeHidden();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Add Vinyl Privacy 6 ft panel' }).click();
  await page.getByLabel('Quantity of Vinyl Privacy 6 ft panel (8 ft)').fill('5');
  await page.getByRole('button', { name: 'Add Gravity gate latch' }).click();
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
  await expect(page.getByRole('textbox', { name: 'Customer link' })).toHaveValue(/\/customer\/quote\/[A-Za-z0-9_-]{22,}\/view$/);
});

test('the homeowner reads a sent quote, in Spanish too, approves it, and the contractor sees it approved', async ({ page }) => {
  const lastName = `Reyes ${uniqueSuffix()}`;
  const quote = await sentQuote(lastName);
  await page.goto(quote.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`for Dana ${lastName}`);
  await expect(page.getByText(formatCents(quote.totalCents)).first()).toBeVisible();
  await expect(page.getByText(/markup/i)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`para Dana ${lastName}`);
  await expect(page.getByText('Qué incluye')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Escribe tu nombre completo').last()).toBeVisible();
  await page.getByLabel('Escribe tu nombre completo').fill(`Dana ${lastName}`);
  await page.getByRole('radio', { name: 'Escribir' }).check();
  await page.getByRole('checkbox', { name: /Acepto esta cotización/ }).check();
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByRole('status')).toContainText(`Aprobada por Dana ${lastName}`);
  await expectNoA11yViolations(page);

  await login(page, 'contractor', `/login?redirect=${encodeURIComponent(`/contractor/quote/${quote.id}/view`)}`);
  const heading = page.getByRole('heading', { level: 1 });
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

  await signInAt(page, 'contractor', '/quotes');
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

test('a withdrawn link says so plainly', async ({ page }) => {
  // Its own quote: withdrawing the link of a shared one would break another test reading it.
  const quote = await sentQuote(`Withdrawn ${uniqueSuffix()}`);
  const contractor = await apiAs('contractor');
  await contractor.json('DELETE', `/api/quotes/${quote.id}/link`);
  await contractor.dispose();
  await page.goto(quote.url);
  await expect(page.getByRole('heading', { name: 'This quote is not available' })).toBeVisible();
  await expect(page.getByText('This quote link is no longer available.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
});
