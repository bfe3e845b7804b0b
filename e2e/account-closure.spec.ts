// Issue 26: a contractor closes their account from Settings → Data: download first, then the password; the session
// ends with it. An admin closes another contractor's account at their request. Desktop and phone, English and Spanish.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueSuffix } from './support/unique';

test.beforeEach(() => test.slow());

const words = {
  en: { tab: 'Data', zip: 'Download everything (ZIP)', title: 'Close your account', password: 'Password', submit: 'Close my account', closed: /Your account is closed\. Everything will be deleted on /, notExported: 'You have not downloaded your data in the last 24 hours.', lastDownload: /Last download: / },
  es: { tab: 'Datos', zip: 'Descargar todo (ZIP)', title: 'Cerrar tu cuenta', password: 'Contraseña', submit: 'Cerrar mi cuenta', closed: /Tu cuenta está cerrada\. Todo se eliminará el /, notExported: 'No has descargado tus datos en las últimas 24 horas.', lastDownload: /Última descarga: / },
};

for (const lang of ['en', 'es'] as const) {
  test(`a contractor downloads their data, then closes the account (${lang})`, async ({ page }) => {
    const w = words[lang];
    const tenant = await ownContractor();
    await tenant.api.json('POST', '/api/homeowners', { firstName: 'Clara', lastName: `Closing${uniqueSuffix()}`, email: `clara.${uniqueSuffix()}@example.com`, phone: '512-555-0191', address: '9 Post Rd', city: 'Austin', state: 'TX', zipCode: '78701' });
    await tenant.api.dispose();
    await signInAt(page, tenant.account, `/settings?tab=data${lang === 'es' ? '&lang=es' : ''}`);
    await expect(page.getByText(w.title, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(w.notExported)).toBeVisible();
    const submit = page.getByRole('button', { name: w.submit });
    await page.getByLabel(w.password, { exact: true }).fill(tenant.account.password);
    // Without a download (or the "without a copy" tick) the account cannot be closed.
    await expect(submit).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: w.zip }).last().click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await expect(page.getByText(w.lastDownload)).toBeVisible({ timeout: 20_000 });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: w.closed })).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    // Signed out: the account's pages send to the login page, and the password no longer opens it.
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/login/);
  });
}

test('an admin downloads a contractor’s data, then closes their account (es)', async ({ page }) => {
  const s = uniqueSuffix();
  const tenant = await ownContractor({ businessName: `Cercas Cierre ${s}` });
  await tenant.api.dispose();
  const admin = await apiAs('admin');
  const list = await admin.json<{ id: string; businessName: string | null }[]>('GET', '/api/admin/contractors');
  await admin.dispose();
  const contractor = list.find((c) => c.businessName === `Cercas Cierre ${s}`)!;
  await signInAt(page, 'admin', `/admin/contractors/${contractor.id}?lang=es`);
  const close = page.getByRole('button', { name: 'Cerrar esta cuenta' });
  await expect(close).toBeDisabled({ timeout: 30_000 });
  // Without a fresh export the admin may still close when the contractor wants no copy: an explicit tick (issue 26).
  const noCopy = page.getByLabel('Cerrar sin una copia de sus datos (no la quieren)');
  await noCopy.check();
  await expect(close).toBeEnabled();
  await noCopy.uncheck();
  await expect(close).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar sus datos (ZIP)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expect(close).toBeEnabled({ timeout: 20_000 });
  page.once('dialog', (dialog) => void dialog.accept());
  await close.click();
  await expect(page.getByRole('status').filter({ hasText: /^Cerrada el / })).toBeVisible({ timeout: 30_000 });
});
