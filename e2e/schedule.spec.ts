// Issue "Schedule": /schedule with events and scheduled jobs; the Event dialog (SPEC §2) with SPEC §5 messages and
// SPEC §8 toasts, reached from the page and from Create → Task → Event. Desktop and phone.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, type ApiSession } from './support/api';
import { chooseCustomer } from './support/choose-customer';
import { login, signInAt } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueSuffix } from './support/unique';

/** A customer of the contractor `api` is signed in as, made through the API like the app does. */
async function makeCustomer(api: ApiSession): Promise<{ id: string; name: string }> {
  const s = uniqueSuffix();
  const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { id } = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Vera',
    lastName: `Visit${s}`,
    email: `vera.${s}@example.com`,
    phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    address: '7 Rail Road',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  return { id, name: `Vera Visit${s}` };
}

async function pick(page: Page, dialog: ReturnType<Page['getByRole']>, combobox: string, option: string) {
  await dialog.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a contractor schedules a quote visit for a customer, sees it on the calendar and edits it', async ({ page }) => {
  // A contractor of its own: a day cell of the month grid shows three items, and the demo contractor's today fills up
  // with other tests' visits and jobs.
  const { account, api } = await ownContractor();
  const { id: customerId, name: customerName } = await makeCustomer(api);
  // A new contractor's catalogue is empty: a typed-in layout quote.
  const quote = await api.json<{ quoteNumber: number }>('POST', '/api/quotes', {
    quoteType: 'layout',
    homeownerId: customerId,
    runs: [{ id: 'r1', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 80, posts: { end: 2, corner: 0, line: 10, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  await api.dispose();
  const quoteOption = `Quote #${quote.quoteNumber} · ${customerName}`;
  await signInAt(page, account, '/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Event' });
  // SPEC §5: title required; a quote visit needs a customer.
  await pick(page, dialog, 'Type', 'Quote visit');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select or create a customer')).toBeVisible();
  await expectNoA11yViolations(page);

  const title = `Measure yard ${uniqueSuffix()}`;
  await dialog.getByLabel('Title').fill(title);
  await chooseCustomer(page, dialog, customerName);
  // The linked quote is chosen among this customer's quotes (not the contractor's newest hundred).
  await dialog.getByRole('combobox', { name: 'Linked quote' }).click();
  await expect(page.getByRole('option')).toHaveText(['No linked quote', quoteOption]);
  await page.getByRole('option', { name: quoteOption, exact: true }).click();
  await pick(page, dialog, 'End time', '10:30');
  await dialog.getByLabel('Visit instructions').fill('Dog in the yard; ring twice.');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event Created', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Today's event shows in the month grid (desktop) or the week agenda (phone).
  const onCalendar = page.getByRole('button', { name: title });
  await expect(onCalendar).toBeVisible();
  await onCalendar.click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByRole('combobox', { name: 'Customer' })).toHaveValue(customerName);
  await expect(edit.getByRole('combobox', { name: 'Linked quote' })).toContainText(quoteOption);
  await expect(edit.getByRole('combobox', { name: 'End time' })).toContainText('10:30');
  await edit.getByLabel('Title').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Title is required')).toBeVisible();
  await edit.getByLabel('Title').fill(`${title} (edited)`);
  await pick(page, edit, 'Status', 'In progress');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Event Updated', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `${title} (edited)` })).toBeVisible();
});

test('Create → Task offers Job and Event; the Event dialog checks title length, a new customer and the customer phone', async ({ page }) => {
  await login(page, 'contractor');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('button', { name: /^Task/ }).click();
  const chooser = page.getByRole('dialog', { name: 'New task' });
  await expect(chooser.getByRole('button', { name: /^Job/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await chooser.getByRole('button', { name: /^Event/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Event' });
  await dialog.getByLabel('Title').fill('x'.repeat(101));
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('Title must be 100 characters or less')).toBeVisible();
  // A quote visit for someone not yet a customer: the new customer's name meets the rule.
  await pick(page, dialog, 'Type', 'Quote visit');
  await dialog.getByRole('button', { name: 'New customer' }).click();
  await dialog.getByLabel('Title').fill('First visit');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('Please select or create a customer')).toBeVisible();
  await dialog.getByLabel('Customer name').fill('Nia Newcomer');
  await dialog.getByLabel('Phone number').fill('51255');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(dialog.getByText('Please select or create a customer')).toHaveCount(0);
  // Job and repair ask for the customer's details instead of a customer selection.
  await pick(page, dialog, 'Type', 'Repair');
  await expect(dialog.getByLabel('Customer name')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
  await dialog.getByLabel('Anytime (no set time)').check();
  await expect(dialog.getByRole('combobox', { name: 'Start time' })).toHaveCount(0);
});

test('scheduled jobs show on the day view in their colour and link to the job', async ({ page }) => {
  const api = await apiAs('contractor');
  const { id: customerId } = await makeCustomer(api);
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  const jobName = `Vinyl install ${uniqueSuffix()}`;
  const job = await api.json<{ id: string }>('POST', '/api/jobs', { customerId, name: jobName, scheduledDate: tomorrow });
  await api.dispose();

  await signInAt(page, 'contractor', '/schedule');
  await page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: 'Day' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const link = page.getByRole('link', { name: jobName });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/jobs/${job.id}`);
  // SPEC §9: a job keeps its calendar colour, green by default.
  await expect(link.locator('span[aria-hidden="true"]').first()).toHaveCSS('background-color', 'rgb(34, 197, 94)');
  await expectNoA11yViolations(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
});

test('the schedule speaks Spanish', async ({ page }) => {
  await signInAt(page, 'contractor', '/schedule?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo evento' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(dialog.getByText('El título es obligatorio')).toBeVisible();
  await expectNoA11yViolations(page);
});
