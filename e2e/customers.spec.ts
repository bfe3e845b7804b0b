// Issue 3 "What it must show": the Add New Customer dialog (SPEC §2, §4, §5, §8), the address input with and without
// the maps service, the customer pages and the header search (SPEC §2, §3).
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { signInAt } from './support/login';
import { uniqueSuffix } from './support/unique';

const FAKE_MAPS = readFileSync(new URL('./fixtures/fake-maps.js', import.meta.url), 'utf8');
const isPhone = () => test.info().project.name === 'phone';

/** Ten digits no other test uses, as XXX-XXX-XXXX. */
function uniquePhone(): string {
  const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function newCustomer(overrides: Record<string, string> = {}) {
  const s = uniqueSuffix();
  return {
    firstName: 'Quinta',
    lastName: `Tester${s}`,
    email: `quinta.${s}@example.com`,
    phone: uniquePhone(),
    address: '12 Picket Lane',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    ...overrides,
  };
}

/** Opens the dialog the way a person does: the header's Add Customer on desktop, Create → Customer on a phone. */
async function openAddCustomer(page: Page) {
  if (isPhone()) {
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('button', { name: /^Customer/ }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add Customer' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillForm(dialog: ReturnType<Page['getByRole']>, c: ReturnType<typeof newCustomer>) {
  await dialog.getByLabel('First Name').fill(c.firstName);
  await dialog.getByLabel('Last Name').fill(c.lastName);
  await dialog.getByLabel('Email').fill(c.email);
  await dialog.getByLabel('Phone Number').fill(c.phone);
  await dialog.getByLabel('Address').fill(c.address);
  await dialog.getByLabel('City').fill(c.city);
  await dialog.getByLabel('State').fill(c.state);
  await dialog.getByLabel('ZIP Code').fill(c.zipCode);
}

/** Switches the maps service on for this page, served locally: config with a key, the fake script, a geocoder. */
async function withFakeMaps(page: Page, opts: { holdScript?: Promise<void>; geocode?: unknown; failScript?: boolean } = {}) {
  await page.route('**/api/config', async (route) => {
    const origin = new URL(route.request().url()).origin;
    await route.fulfill({
      json: { mapsApiKey: 'e2e-key', mapsScriptUrl: `${origin}/e2e-fake-maps.js`, geocodeUrl: `${origin}/e2e-fake-geocode`, mapTileUrl: null, mapTileAttribution: null },
    });
  });
  await page.route('**/e2e-fake-maps.js*', async (route) => {
    if (opts.failScript) return route.fulfill({ status: 500, body: 'down' });
    await opts.holdScript;
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS });
  });
  const geocodeRequests: string[] = [];
  await page.route('**/e2e-fake-geocode*', async (route) => {
    geocodeRequests.push(new URL(route.request().url()).searchParams.get('address') ?? '');
    await route.fulfill({ json: opts.geocode ?? { status: 'ZERO_RESULTS', results: [] } });
  });
  return geocodeRequests;
}

test.beforeEach(async ({ page }) => {
  // Signing in is foundation.spec's subject: here the session is made through the API, straight to the dashboard.
  await signInAt(page, 'contractor', '/dashboard');
});

test.describe('Add New Customer dialog', () => {
  test('shows every SPEC §5 message inline and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/homeowners')) posted = true;
    });
    const dialog = await openAddCustomer(page);
    await expect(dialog.getByPlaceholder('Start typing address...')).toBeVisible();
    await expect(dialog.getByPlaceholder('XXX-XXX-XXXX')).toBeVisible();
    await expect(dialog.getByPlaceholder('CA')).toBeVisible();
    await expect(dialog.getByPlaceholder('12345')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Address is required',
      'City is required',
      'State must be 2 characters (e.g., CA, NY)',
      'ZIP code must be 5 digits',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Phone Number').fill('555123');
    await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await dialog.getByLabel('Email').fill('not-an-email');
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expectNoA11yViolations(page);
    expect(posted).toBe(false);
  });

  test('formats the phone progressively, upper-cases the state and caps the ZIP', async ({ page }) => {
    const dialog = await openAddCustomer(page);
    const phone = dialog.getByLabel('Phone Number');
    await phone.pressSequentially('5125');
    await expect(phone).toHaveValue('512-5');
    await phone.pressSequentially('550');
    await expect(phone).toHaveValue('512-555-0');
    await phone.pressSequentially('1429999');
    await expect(phone).toHaveValue('512-555-0142');
    const state = dialog.getByLabel('State');
    await state.pressSequentially('txa');
    await expect(state).toHaveValue('TX');
    const zip = dialog.getByLabel('ZIP Code');
    await zip.pressSequentially('7870123');
    await expect(zip).toHaveValue('78701');
  });

  test('adds a customer: "Adding...", toast, then the customer page', async ({ page }) => {
    const c = newCustomer();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/homeowners', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const dialog = await openAddCustomer(page);
    await fillForm(dialog, { ...c, phone: c.phone.replace(/-/g, '') });
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    await expect(page.getByText('Customer Added', { exact: true })).toBeVisible();
    await expect(page.getByText('Redirecting to customer details...', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Quinta ${c.lastName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${c.phone}` })).toHaveAttribute('href', `tel:+1${c.phone.replace(/-/g, '')}`);
    await expect(page.getByRole('link', { name: `Email ${c.email}` })).toHaveAttribute('href', `mailto:${c.email}`);
    await expectNoA11yViolations(page);
  });

  test('a failure shows the destructive "Error" toast with the server message and keeps the dialog and values', async ({ page }) => {
    await page.route('**/api/homeowners', (route: Route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: 'The database is resting', code: 'INTERNAL' } }) : route.continue(),
    );
    const c = newCustomer();
    const dialog = await openAddCustomer(page);
    await fillForm(dialog, c);
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('The database is resting', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Last Name')).toHaveValue(c.lastName);
    await expect(page).not.toHaveURL(/\/customers\//);
  });

  test('warns about a duplicate email or phone and offers the existing customer', async ({ page }) => {
    const api = await apiAs('contractor');
    // A long name: the warning's buttons must wrap inside a phone-wide dialog, not widen it.
    const existing = newCustomer({ firstName: 'Maximiliano Bartolomé' });
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', existing);
    await api.dispose();
    const dialog = await openAddCustomer(page);
    await fillForm(dialog, newCustomer({ email: existing.email }));
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByText(`A customer with this email or phone number already exists: Maximiliano Bartolomé ${existing.lastName}.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add as a new customer anyway' })).toBeVisible();
    const fits = await dialog.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, right: el.getBoundingClientRect().right, viewport: document.documentElement.clientWidth }));
    expect(fits.scrolls).toBe(false);
    expect(fits.right).toBeLessThanOrEqual(fits.viewport);
    await dialog.getByRole('button', { name: `Open Maximiliano Bartolomé ${existing.lastName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${created.id}$`));
  });
});

test.describe('Address input', () => {
  test('without a maps key it is a plain input with the SPEC §8 warning', async ({ page }) => {
    const dialog = await openAddCustomer(page);
    await expect(dialog.getByText('Autocomplete unavailable, please enter address manually')).toBeVisible();
    await expect(dialog.getByLabel('Address')).toBeEnabled();
    await dialog.getByLabel('Address').fill('9 Manual Entry Rd');
    await expect(dialog.getByLabel('Address')).toHaveValue('9 Manual Entry Rd');
  });

  test('falls back to a plain input when the maps script fails to load', async ({ page }) => {
    await withFakeMaps(page, { failScript: true });
    const dialog = await openAddCustomer(page);
    await expect(dialog.getByText('Autocomplete unavailable, please enter address manually')).toBeVisible();
    await expect(dialog.getByLabel('Address')).toBeEnabled();
  });

  test('is disabled with a spinner until the script loads, then autocompletes US addresses', async ({ page }) => {
    let release!: () => void;
    const holdScript = new Promise<void>((r) => (release = r));
    await withFakeMaps(page, { holdScript });
    const dialog = await openAddCustomer(page);
    await expect(dialog.getByLabel('Address')).toBeDisabled();
    release();
    await expect(dialog.getByLabel('Address')).toBeEnabled();
    await expect(dialog.getByText('Autocomplete unavailable, please enter address manually')).toBeHidden();
    const options = await page.evaluate(() => (window as unknown as { __fakeMaps: { options: unknown[] } }).__fakeMaps.options[0]);
    expect(options).toMatchObject({ componentRestrictions: { country: 'us' }, types: ['address'] });
  });

  test('a mouse-chosen suggestion fills street, city, state, ZIP, clears their errors and keeps the dialog open', async ({ page }) => {
    await withFakeMaps(page);
    const dialog = await openAddCustomer(page);
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByText('City is required')).toBeVisible();
    const address = dialog.getByLabel('Address');
    await expect(address).toBeEnabled();
    await address.pressSequentially('1600 Amph');
    await page.locator('.pac-item', { hasText: '1600 Amphitheatre' }).click();
    await expect(dialog).toBeVisible();
    await expect(address).toHaveValue('1600 Amphitheatre Parkway');
    await expect(dialog.getByLabel('City')).toHaveValue('Mountain View');
    await expect(dialog.getByLabel('State')).toHaveValue('CA');
    await expect(dialog.getByLabel('ZIP Code')).toHaveValue('94043');
    for (const gone of ['Address is required', 'City is required', 'State must be 2 characters (e.g., CA, NY)', 'ZIP code must be 5 digits']) {
      await expect(dialog.getByText(gone)).toBeHidden();
    }
    await expect(dialog.getByText('First name is required')).toBeVisible();
  });

  test('Enter chooses a suggestion instead of submitting the form', async ({ page }) => {
    await withFakeMaps(page);
    const dialog = await openAddCustomer(page);
    const address = dialog.getByLabel('Address');
    await expect(address).toBeEnabled();
    await address.pressSequentially('1601 Oak');
    await expect(page.locator('.pac-item').first()).toBeVisible();
    await address.press('ArrowDown');
    await address.press('Enter');
    await expect(address).toHaveValue('1601 Oak Hollow Drive');
    await expect(dialog.getByLabel('City')).toHaveValue('Austin');
    await expect(dialog.getByText('First name is required')).toBeHidden();
  });

  test('Tab chooses a suggestion too', async ({ page }) => {
    await withFakeMaps(page);
    const dialog = await openAddCustomer(page);
    const address = dialog.getByLabel('Address');
    await expect(address).toBeEnabled();
    await address.pressSequentially('1600 Amph');
    await expect(page.locator('.pac-item').first()).toBeVisible();
    await address.press('Tab');
    await expect(dialog.getByLabel('ZIP Code')).toHaveValue('94043');
  });

  test('leaving the field with more than 10 characters geocodes and fills the parts on status OK', async ({ page }) => {
    const requests = await withFakeMaps(page, {
      geocode: {
        status: 'OK',
        results: [
          {
            formatted_address: '350 5th Ave, New York, NY 10118, USA',
            address_components: [
              { long_name: 'New York', short_name: 'New York', types: ['locality'] },
              { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1'] },
              { long_name: '10118', short_name: '10118', types: ['postal_code'] },
            ],
          },
        ],
      },
    });
    const dialog = await openAddCustomer(page);
    const address = dialog.getByLabel('Address');
    await expect(address).toBeEnabled();
    await address.fill('350 Fifth Avenue');
    await dialog.getByLabel('City').focus();
    await expect(dialog.getByLabel('City')).toHaveValue('New York');
    await expect(dialog.getByLabel('State')).toHaveValue('NY');
    await expect(dialog.getByLabel('ZIP Code')).toHaveValue('10118');
    await expect(address).toHaveValue('350 Fifth Avenue');
    expect(requests).toEqual(['350 Fifth Avenue']);
  });

  test('a short address is not geocoded and a non-OK answer fills nothing', async ({ page }) => {
    const requests = await withFakeMaps(page, { geocode: { status: 'ZERO_RESULTS', results: [] } });
    const dialog = await openAddCustomer(page);
    const address = dialog.getByLabel('Address');
    await expect(address).toBeEnabled();
    await address.fill('12 Elm St');
    await dialog.getByLabel('City').focus();
    await address.fill('12 Elm Street West');
    // The response, not the request: the route handler has recorded the address before it answers.
    const geocoded = page.waitForResponse('**/e2e-fake-geocode*');
    await dialog.getByLabel('City').focus();
    await geocoded;
    await expect(dialog.getByLabel('City')).toHaveValue('');
    expect(requests).toEqual(['12 Elm Street West']);
  });
});

test.describe('customer pages', () => {
  test('/customers lists, searches and opens customers; empty search state', async ({ page }) => {
    const api = await apiAs('contractor');
    const c = newCustomer({ firstName: 'Listed' });
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', c);
    await api.dispose();
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Customer' }).last()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Search customers').fill(c.lastName);
    await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Listed ${c.lastName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${created.id}$`));
    await page.goto('/customers');
    await page.getByLabel('Search customers').fill('zzqqxx');
    await expect(page.getByText('No matching customers')).toBeVisible();
  });

  test('/customers sorts by name', async ({ page }) => {
    // Its own rows, found by a last name no other test uses: the demo list grows while other tests run.
    const family = `Sorted${uniqueSuffix()}`;
    const api = await apiAs('contractor');
    for (const firstName of ['Zed', 'amy', 'Émile', 'Bob']) await api.json('POST', '/api/homeowners', newCustomer({ firstName, lastName: family }));
    await api.dispose();
    await page.goto('/customers');
    await page.getByLabel('Search customers').fill(family);
    await expect(page.getByText('4 customers', { exact: true })).toBeVisible();
    const names = page.getByRole('row').getByRole('link');
    // Case and accents do not decide the order (amy before Bob, Émile among the E's).
    await page.getByLabel('Sort by').selectOption({ label: 'Name (A–Z)' });
    await expect(names).toHaveText(['amy', 'Bob', 'Émile', 'Zed'].map((first) => `${first} ${family}`));
    await page.getByLabel('Sort by').selectOption({ label: 'Name (Z–A)' });
    await expect(names).toHaveText(['Zed', 'Émile', 'Bob', 'amy'].map((first) => `${first} ${family}`));
  });

  test('the customer page schedules a quote visit and edits details', async ({ page }) => {
    const api = await apiAs('contractor');
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', newCustomer({ firstName: 'Visited' }));
    await api.dispose();
    await page.goto(`/customers/${created.id}`);
    await expect(page.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(page.getByText('No upcoming visits.')).toBeVisible();
    await page.getByRole('button', { name: 'Schedule quote visit' }).click();
    const visit = page.getByRole('dialog', { name: 'Schedule quote visit' });
    await visit.getByLabel('Date').fill('2031-03-04');
    await visit.getByLabel('Visit notes').fill('Side gate is unlocked');
    await visit.getByRole('button', { name: 'Schedule visit' }).click();
    await expect(page.getByText('Side gate is unlocked')).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit customer' });
    await edit.getByLabel('ZIP Code').fill('123');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('ZIP code must be 5 digits')).toBeVisible();
    await edit.getByLabel('ZIP Code').fill('73301');
    await edit.getByLabel('Notes').fill('Prefers texts');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Prefers texts')).toBeVisible();
    await expect(page.getByText('Austin, TX 73301')).toBeVisible();
  });

  test('notes are written in place on the customer page, with the 2000-character rule', async ({ page }) => {
    const api = await apiAs('contractor');
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', newCustomer({ firstName: 'Noted' }));
    await page.goto(`/customers/${created.id}`);
    await expect(page.getByText('No notes yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add notes' }).click();
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await expect(notes).toBeFocused();
    await notes.fill('x'.repeat(2001));
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes must be 2000 characters or less')).toBeVisible();
    await expectNoA11yViolations(page);
    await notes.fill('Gate code 4412\nBlue heeler in the yard');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes saved', { exact: true }).first()).toBeVisible();
    await expect(notes).toBeHidden();
    await expect(page.getByText(/Gate code 4412\s+Blue heeler in the yard/)).toBeVisible();
    // Saved on the server, line break and all; Cancel leaves them as they were.
    expect((await api.json<{ notes: string }>('GET', `/api/homeowners/${created.id}`)).notes).toBe('Gate code 4412\nBlue heeler in the yard');
    await page.getByRole('button', { name: 'Edit notes' }).click();
    await expect(notes).toHaveValue('Gate code 4412\nBlue heeler in the yard');
    await notes.fill('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(/Gate code 4412/)).toBeVisible();
    // Emptied and saved, the customer has no notes again.
    await page.getByRole('button', { name: 'Edit notes' }).click();
    await notes.fill('');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('No notes yet.')).toBeVisible();
    expect((await api.json<{ notes: string | null }>('GET', `/api/homeowners/${created.id}`)).notes).toBeNull();
    await api.dispose();
  });

  test('New quote on a customer’s page starts a drawn or a materials quote for them', async ({ page }) => {
    const api = await apiAs('contractor');
    const c = newCustomer({ firstName: 'Quoted' });
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', c);
    await api.dispose();
    for (const [choice, path] of [['Draw Property Layout', '/contractor/quote'], ['Select Materials', '/contractor/quote-cart']] as const) {
      await page.goto(`/customers/${created.id}`);
      await page.getByRole('button', { name: 'New quote' }).click();
      await page.getByRole('dialog', { name: 'New Quote' }).getByRole('button', { name: new RegExp(`^${choice}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?customerId=${created.id}$`));
      await expect(page.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(`Quoted ${c.lastName}`);
    }
  });

  test('deleting asks first, then removes the customer', async ({ page }) => {
    const api = await apiAs('contractor');
    const c = newCustomer({ firstName: 'Doomed' });
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', c);
    await api.dispose();
    await page.goto(`/customers/${created.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete Doomed ${c.lastName}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete customer' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await page.goto(`/customers/${created.id}`);
    await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
  });

  test('a customer with a quote is archived on delete, listed under Archived, and restored', async ({ page }) => {
    const api = await apiAs('contractor');
    const c = newCustomer({ firstName: 'Shelved' });
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', c);
    const catalogue = await api.json<{ hardware: { id: string }[] }>('GET', '/api/catalogue');
    await api.json('POST', '/api/quotes', { quoteType: 'cart', homeownerId: created.id, items: [{ catalogueItemId: catalogue.hardware[0]!.id, quantity: 1 }] });
    await api.dispose();
    const name = `Shelved ${c.lastName}`;
    await page.goto(`/customers/${created.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete customer' }).click();
    await expect(page.getByText('Customer archived', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/customers$/);

    const search = page.getByLabel('Search customers');
    await search.fill(c.lastName);
    await expect(page.getByText('No matching customers')).toBeVisible();
    await page.getByRole('button', { name: 'Archived' }).click();
    await expect(page.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name }).click();
    await expect(page.getByText('Archived: not in your customer list, search or pickers. Restore brings them back.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Customer restored', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'New quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

    await page.goto('/customers');
    await page.getByLabel('Search customers').fill(c.lastName);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Archived' }).click();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });

  test('"Customer not found" for a missing id and for another contractor’s customer', async ({ page }) => {
    await page.goto('/customers/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
    await expectNoA11yViolations(page);
    const other = await apiAs('contractor2');
    const foreign = await other.json<{ id: string }>('POST', '/api/homeowners', newCustomer({ firstName: 'Foreign' }));
    await other.dispose();
    await page.goto(`/customers/${foreign.id}`);
    await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
  });
});

test('on a phone, the top bar’s search finds a customer by phone digits and opens them, closing the sheet', async ({ page }) => {
  test.skip(!isPhone(), 'phones have no header search box (SPEC §2); they get the top bar’s sheet');
  const api = await apiAs('contractor');
  const c = newCustomer({ firstName: 'Pocket' });
  const created = await api.json<{ id: string }>('POST', '/api/homeowners', c);
  await api.dispose();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Search' }).click();
  const sheet = page.getByRole('dialog', { name: 'Search' });
  const box = sheet.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search customers by name, email, phone...');
  await box.fill(c.phone.replace(/\D/g, '').slice(-7));
  const option = sheet.getByRole('option', { name: new RegExp(`Pocket ${c.lastName}`) });
  await expect(option).toBeVisible();
  await expectNoA11yViolations(page);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/customers/${created.id}$`));
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Pocket ${c.lastName}` })).toBeVisible();
});

test.describe('global search (SPEC §2)', () => {
  test.skip(() => isPhone(), 'the signed-in header with the search box is desktop only (SPEC §2)');

  async function seeded() {
    const api = await apiAs('contractor');
    const c = newCustomer({ firstName: 'Searchable' });
    const created = await api.json<{ id: string }>('POST', '/api/homeowners', c);
    await api.dispose();
    return { ...c, id: created.id };
  }

  const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });

  test('finds a customer by name and navigates to them, clearing and closing the box', async ({ page }) => {
    const c = await seeded();
    await expect(box(page)).toHaveAttribute('placeholder', 'Search customers by name, email, phone...');
    expect((await box(page).boundingBox())?.width).toBe(300);
    await box(page).fill(c.lastName.toLowerCase());
    const option = page.getByRole('option', { name: new RegExp(`Searchable ${c.lastName}`) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(c.email);
    await expectNoA11yViolations(page);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/customers/${c.id}$`));
    await expect(box(page)).toHaveValue('');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('finds by email prefix and by 4 phone digits', async ({ page }) => {
    const c = await seeded();
    await box(page).fill(c.email.slice(0, 14));
    await expect(page.getByRole('option', { name: new RegExp(c.lastName) })).toBeVisible();
    await box(page).fill(c.phone.slice(-4 - 1).replace('-', ''));
    await expect(page.getByRole('option', { name: new RegExp(c.lastName) })).toBeVisible();
  });

  test('a quote is found by its number and through its customer; choosing it opens the quote', async ({ page }) => {
    const c = await seeded();
    const api = await apiAs('contractor');
    const catalogue = await api.json<{ hardware: { id: string }[] }>('GET', '/api/catalogue');
    const quote = await api.json<{ id: string; quoteNumber: number }>('POST', '/api/quotes', { quoteType: 'cart', homeownerId: c.id, items: [{ catalogueItemId: catalogue.hardware[0].id, quantity: 2 }] });
    await api.dispose();
    // SPEC §3: "Quote #" plus the number, the customer's name and the status.
    await box(page).fill(`Searchable ${c.lastName}`);
    await expect(page.getByRole('option', { name: new RegExp(`Quote #${quote.quoteNumber}`) })).toContainText(`Searchable ${c.lastName}`);
    await box(page).fill(`#${quote.quoteNumber}`);
    const option = page.getByRole('option', { name: new RegExp(`Quote #${quote.quoteNumber}`) }).first();
    await expect(option).toContainText(/draft/i);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/contractor/quote/${quote.id}/view$`));
    await expect(box(page)).toHaveValue('');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('"Searching..." while loading, "No results found" when empty, nothing below 2 characters', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/search?*', async (route) => {
      await held;
      await route.continue();
    });
    await box(page).fill('q');
    await expect(page.getByText('Searching...')).toBeHidden();
    await box(page).fill('qzxwv');
    await expect(page.getByText('Searching...')).toBeVisible();
    release();
    await expect(page.getByText('No results found')).toBeVisible();
    await box(page).fill('');
    await expect(page.getByText('No results found')).toBeHidden();
  });
});
