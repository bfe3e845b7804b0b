// Issue 15: a contractor opens a signed-in page on a slow phone. The app's frame (top bar, logo, busy) is painted from the
// page's HTML before any script has run, the page then takes its place, and only the strings it shows are fetched (never
// the whole language).
import { expect, test } from '@playwright/test';
import { signInAt } from './support/login';

test('a signed-in page paints the app frame before its scripts run, then the page in Spanish with only its own strings', async ({ page }) => {
  await signInAt(page, 'contractor', '/dashboard');

  // Hold the entry script (routing turns the browser's cache off, so it is fetched again).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const strings: string[] = [];
  page.on('request', (request) => {
    const m = /\/assets\/(strings-(?:en|es)-[a-zA-Z]+|en|es)-[\w-]+\.js$/.exec(request.url());
    if (m) strings.push(m[1]);
  });

  await page.goto('/contractor/quote?lang=es', { waitUntil: 'commit' });
  const frame = page.locator('#root [aria-busy="true"]');
  await expect(frame).toBeVisible();
  await expect(frame.getByText('Picket', { exact: true }).locator('visible=true')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0); // no script has run: nothing but the frame

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dibujar plano de la propiedad' })).toBeVisible();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Crear' }).first()).toBeVisible(); // the shell's own strings, in Spanish

  expect(strings).toContain('strings-es-base');
  expect(strings).toContain('strings-es-layoutEditor');
  expect(strings.filter((s) => s === 'es' || s === 'en' || s.startsWith('strings-en-'))).toEqual([]);
});
