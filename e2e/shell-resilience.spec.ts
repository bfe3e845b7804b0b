// Issue 21 item 10: a sign-in check that fails with anything but 401 is SPEC §8's "Failed to fetch current user" with a
// retry, inside the signed-in frame, never the sign-in form; icon-only buttons name themselves in a tooltip (SPEC §9).
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';

const isPhone = () => test.info().project.name === 'phone';

for (const lang of ['en', 'es'] as const) {
  test(`a failing sign-in check shows an error with a retry, not the sign-in form (${lang})`, async ({ page }) => {
    const words = lang === 'en'
      ? { error: 'Failed to fetch current user', retry: 'Try again', email: 'Email' }
      : { error: 'No se pudo cargar tu sesión', retry: 'Intentar de nuevo', email: 'Correo electrónico' };
    let failing = true;
    await page.route('**/api/auth/me', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.continue()));
    await signInAt(page, 'contractor', `/dashboard?lang=${lang}`);
    await expect(page.getByRole('alert').filter({ hasText: words.error })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByLabel(words.email)).toHaveCount(0);
    await expectNoA11yViolations(page);
    // The sign-in page too: not knowing who is signed in is not being signed out.
    await page.goto(`/login?lang=${lang}`);
    await expect(page.getByRole('alert').filter({ hasText: words.error })).toBeVisible();
    await expect(page.getByLabel(words.email)).toHaveCount(0);
    failing = false;
    await page.getByRole('button', { name: words.retry }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: words.error })).toHaveCount(0);
  });
}

test('icon-only buttons show their name in a tooltip', async ({ page }) => {
  test.skip(isPhone(), 'a touch screen has no hover; the names are there for screen readers on both');
  await signInAt(page, 'contractor', '/schedule');
  await page.getByRole('button', { name: 'Next', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Next' })).toBeVisible();
  // Away in small steps, as a hand moves (Radix keeps a tooltip open while the pointer may be heading for it).
  await page.mouse.move(640, 700, { steps: 8 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.getByRole('button', { name: /^Notifications/ }).hover();
  await expect(page.getByRole('tooltip', { name: 'Notifications' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('before setup is done the header offers no Add Customer and no Create', async ({ page }) => {
  const { account, api } = await ownContractor({ onboarded: false });
  await api.dispose();
  await signInAt(page, account, '/onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Customer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
});

test("the sidebar's background runs down the whole page", async ({ page }) => {
  test.skip(isPhone(), 'phones have the bottom bar, no sidebar');
  await signInAt(page, 'contractor', '/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sections' }).locator('..'); // its <aside>, which has the background
  const box = (await sidebar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 1);
});

test("the dashboard greets by the contractor's clock, not the browser's", async ({ browser }) => {
  test.skip(isPhone(), 'one pass is enough: the page opens its own context');
  // Kolkata is 10½-11½ hours from Chicago: the two clocks never share a greeting.
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const greetingAt = () => {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
    return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  };
  const before = greetingAt();
  await signInAt(page, 'contractor', '/dashboard');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(new RegExp(`^(${before}|${greetingAt()}),`));
  await context.close();
});
