import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { login } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const isPhone = () => test.info().project.name === 'phone';

/** The visitor header's links: inline on desktop, behind the menu toggle on phones. */
async function visitorNav(page: Page, spanish = false) {
  if (isPhone()) {
    await page.getByRole('button', { name: spanish ? 'Abrir menú' : 'Open menu' }).click();
    return page.getByRole('navigation', { name: spanish ? 'Menú' : 'Menu' });
  }
  return page.getByRole('navigation', { name: spanish ? 'Principal' : 'Main' });
}

/** Signed-in navigation: the desktop header, or the bottom bar on phones. */
function signedInNav(page: Page) {
  return isPhone() ? page.getByRole('navigation', { name: 'Sections' }).last() : page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

test.describe('visitors', () => {
  test('move between the public pages with the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'From property sketch to signed fence job' })).toBeVisible();
    await expectNoA11yViolations(page);

    await (await visitorNav(page)).getByRole('link', { name: 'Homeowners', exact: true }).click();
    await expect(page).toHaveURL(/\/homeowner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Know what your fence will cost before anyone visits' })).toBeVisible();
    await expectNoA11yViolations(page);

    await (await visitorNav(page)).getByRole('link', { name: 'Contractors', exact: true }).click();
    await expect(page).toHaveURL(/\/contractor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote fences faster. Win more jobs.' })).toBeVisible();
    await expectNoA11yViolations(page);

    await (await visitorNav(page)).getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Picket' })).toBeVisible();
    await expectNoA11yViolations(page);

    await (await visitorNav(page)).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the contractor page leads to registration, which sends a request', async ({ page }) => {
    await page.goto('/contractor');
    await page.getByRole('link', { name: 'Request a contractor account' }).first().click();
    await expect(page).toHaveURL(/\/contractor-registration$/);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Mendez');
    await page.getByLabel('Company name').fill(`Mendez Fence ${uniqueSuffix()}`);
    await page.getByLabel('Email').fill(uniqueEmail('rosa'));
    await page.getByLabel('Phone number').fill('5125550199');
    await expect(page.getByLabel('Phone number')).toHaveValue('512-555-0199');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks, we got your request' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the language switch shows Spanish and keeps ?lang=es while navigating', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ES' }).click();
    await expect(page).toHaveURL(/\?lang=es$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Del boceto de la propiedad al trabajo de cerca firmado' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoA11yViolations(page);

    await (await visitorNav(page, true)).getByRole('link', { name: 'Propietarios', exact: true }).click();
    await expect(page).toHaveURL(/\/homeowner\?lang=es$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conoce el costo de tu cerca antes de que nadie te visite' })).toBeVisible();
    await expectNoA11yViolations(page);

    await (await visitorNav(page, true)).getByRole('link', { name: 'Contratistas', exact: true }).click();
    await expect(page).toHaveURL(/\/contractor\?lang=es$/);
    await expectNoA11yViolations(page);

    await (await visitorNav(page, true)).getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?lang=es$/);
    await expect(page.getByRole('heading', { name: 'Inicia sesión en Picket' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/nada?lang=es');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada · Picket');
    await expectNoA11yViolations(page);

    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\?lang=en$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('signing in', () => {
  // Wrong passwords on an account of the test's own: failures count against the account (10 in 15 minutes), and the
  // demo accounts are for every other test.
  test('a wrong password says so and stays on the login page', async ({ page }) => {
    const { account, api } = await ownContractor({ onboarded: false });
    await api.dispose();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoA11yViolations(page);
  });

  test('a wrong password in Spanish is reported in Spanish', async ({ page }) => {
    const { account, api } = await ownContractor({ onboarded: false });
    await api.dispose();
    await page.goto('/login?lang=es');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña').fill('otra-cosa');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Correo electrónico o contraseña incorrectos' })).toBeVisible();
  });

  test('the admin lands on /admin with the contractors list', async ({ page }) => {
    await login(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contractors' })).toBeVisible();
    await expect(page.getByRole('row', { name: /(^|\s)contractor@example\.com/ })).toBeVisible();
    await expectNoA11yViolations(page);
    // SPEC §6: an admin sent to a contractor page goes back to /admin.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/admin?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Contratistas' })).toBeVisible();
    await expect(page.getByRole('row', { name: /(^|\s)contractor@example\.com/ }).getByText('Activo', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a contractor lands on /dashboard with counts and the signed-in navigation', async ({ page }) => {
    await login(page, 'contractor');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), / })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · Picket');
    await expect(page.getByRole('main').getByText('Customers', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    const nav = signedInNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Schedule' })).toBeVisible();
    if (isPhone()) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'New Quote' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Quotes' })).toBeVisible();
    } else {
      await expect(nav.getByRole('link', { name: 'New Quote' })).toHaveAttribute('href', '/contractor/quote');
      await expect(nav.getByRole('button', { name: 'Add Customer' })).toBeVisible();
    }
    // Signed in, /login sends the contractor on (SPEC §4 redirect-if-authenticated).
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ES' }).click();
    await expect(page).toHaveURL(/\/dashboard\?lang=es$/);
    await expect(page.getByRole('heading', { level: 1, name: /^(Buenos días|Buenas tardes|Buenas noches), / })).toBeVisible();
    await expect(page.getByRole('main').getByText('Clientes', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a contractor who has not finished onboarding lands on /onboarding', async ({ page }) => {
    await login(page, 'newcontractor');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your Picket account' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('a signed-out visitor on a protected page signs in and comes back', async ({ page }) => {
    await page.goto('/testimonials');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftestimonials$/);
    await login(page, 'contractor2', page.url());
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the redirect keeps the Spanish choice', async ({ page }) => {
    await page.goto('/faqs?lang=es');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffaqs&lang=es$/);
    await login(page, 'contractor2', page.url());
    await expect(page).toHaveURL(/\/faqs\?lang=es$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('signed-in shell', () => {
  test('logout shows the toast and returns home', async ({ page }) => {
    await login(page, 'contractor2');
    await expect(page).toHaveURL(/\/dashboard$/);
    if (isPhone()) {
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Customers' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole('dialog', { name: 'More' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText('contractor2@example.com')).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
      await menu.getByRole('menuitem', { name: 'Logout' }).click();
    }
    // SPEC §2 toasts: the region is reachable with F8.
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toasts.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(toasts.getByText('You have been successfully logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'From property sketch to signed fence job' })).toBeVisible();
    // The session ended on the server: a protected page asks to sign in again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test('a failed logout says so and leaves the user signed in', async ({ page }) => {
    await login(page, 'contractor2');
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    if (isPhone()) {
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByRole('dialog', { name: 'More' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
    }
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toasts.getByText('Failed to logout. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The shell still works after the failure.
    await signedInNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), / })).toBeVisible();
  });

  test('Create offers Customer, Quote and Task; Quote offers the two builders', async ({ page }) => {
    await login(page, 'contractor2');
    await page.getByRole('button', { name: 'Create' }).click();
    const create = page.getByRole('dialog', { name: 'Create' });
    await expect(create.getByRole('button', { name: /^Customer/ })).toBeVisible();
    await expect(create.getByRole('button', { name: /^Task/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await create.getByRole('button', { name: /^Quote/ }).click();
    const selector = page.getByRole('dialog', { name: 'New quote' });
    await expect(selector.getByRole('button', { name: /Draw Property Layout/ })).toBeVisible();
    await expect(selector.getByRole('button', { name: /Select Materials/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await selector.getByRole('button', { name: /Select Materials/ }).click();
    await expect(page).toHaveURL(/\/contractor\/quote-cart$/);
  });

  test('an admin creates a contractor from Create, then deactivates and reactivates it', async ({ page }) => {
    const email = uniqueEmail('fenceco');
    const business = `Cedar Line ${uniqueSuffix()}`;
    await login(page, 'admin');
    // The customer search is a contractor's: an admin's header and top bar offer none.
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Create' }).click();
    const create = page.getByRole('dialog', { name: 'Create' });
    await expect(create.getByRole('button', { name: /^Customer/ })).toHaveCount(0);
    await create.getByRole('button', { name: /Add New Contractor/ }).click();
    await expect(page).toHaveURL(/\/admin\?tab=contractors&action=new$/);
    const dialog = page.getByRole('dialog', { name: 'Add New Contractor' });
    await dialog.getByRole('button', { name: 'Create contractor' }).click();
    await expect(dialog.getByText('Business name is required')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Business name').fill(business);
    await dialog.getByLabel('First name').fill('Omar');
    await dialog.getByLabel('Last name').fill('Reyes');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Temporary password').fill('a-long-temporary-password');
    await dialog.getByRole('button', { name: 'Create contractor' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\?tab=contractors$/);
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('Not finished')).toBeVisible();
    await row.getByRole('button', { name: `Deactivate ${business}` }).click();
    await expect(row.getByText('Inactive')).toBeVisible();
    await row.getByRole('button', { name: `Activate ${business}` }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  test('a new contractor finishes onboarding and lands on the dashboard', async ({ page }) => {
    const email = uniqueEmail('onboard');
    const password = 'onboarding-password-1';
    const admin = await apiAs('admin');
    await admin.json('POST', '/api/admin/contractors', { email, password, firstName: 'Lena', lastName: 'Ortiz', businessName: 'Ortiz Fence' });
    await admin.dispose();

    await login(page, { email, password });
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByLabel('Business name').fill('Ortiz Fence & Gate');
    await page.getByLabel('Phone number').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByLabel('Phone number').fill('2145550123');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Add at least one ZIP code you serve')).toBeVisible();
    await page.getByLabel('ZIP code you serve').fill('7520');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('ZIP code must be 5 digits')).toBeVisible();
    await page.getByLabel('ZIP code you serve').fill('75201');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('ZIP code you serve').fill('75202');
    await page.getByLabel('ZIP code you serve').press('Enter');
    await expect(page.getByRole('list', { name: 'ZIP codes you serve' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText(/Central \(Chicago\)/);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // SPEC §9 defaults: vinyl $25/ft, markup 20%, minimum install $500.
    await expect(page.getByText('Your starting rates').first()).toBeVisible();
    await expect(page.getByText('$25.00').first()).toBeVisible();
    await expect(page.getByText('20%')).toBeVisible();
    await expect(page.getByText('$500.00').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Finish setup' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /, Lena$/ })).toBeVisible();
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
