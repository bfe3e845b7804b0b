// Issue 21 items 5, 8 and 9 as a first-time user meets them: the outbox (mail that failed to send, opened with its private
// link masked; the admin's view per contractor), the admin console's one navigation with a title and action per section,
// a style's picture uploaded from the style dialog with its Spanish name, and Spanish line items on the homeowner's page.
// Desktop runs in English, the phone in Spanish.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { expectNoSidewaysScroll } from './support/fits';
import { login, signInAt } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueSuffix } from './support/unique';

const spanish = () => test.info().project.name === 'phone';
const w = (en: string, es: string) => (spanish() ? es : en);
const withLang = (path: string) => (spanish() ? `${path}${path.includes('?') ? '&' : '?'}lang=es` : path);

test('mail that failed to send opens in the contractor’s outbox with its link masked, and in the admin’s per contractor', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const tenant = await ownContractor({ businessName: `Outbox Fence ${uniqueSuffix()}` });
  const customer = await tenant.api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Bruno', lastName: 'Rebote', email: `bruno-${uniqueSuffix()}@bounce.example.test`, phone: '512-555-0166',
    address: '7 Bounce Ln', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const quote = await tenant.api.json<{ id: string; quoteNumber: number }>('POST', '/api/quotes', {
    quoteType: 'layout', homeownerId: customer.id, language: spanish() ? 'es' : 'en',
    runs: [{ id: 'r1', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 60, posts: { end: 2, corner: 0, line: 7, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  // The mail server refuses this address (e2e/support/mail-sink-server.ts): the send fails, the message stays.
  const sent = await tenant.api.json<{ delivery: string; quote: { publicLink: { url: string } } }>('POST', `/api/quotes/${quote.id}/send`, {});
  expect(sent.delivery).toBe('failed');
  const token = /\/customer\/quote\/([^/]+)\/view/.exec(sent.quote.publicLink.url)![1];
  await tenant.api.dispose();

  await signInAt(page, tenant.account, withLang(`/contractor/quote/${quote.id}/view`));
  await page.getByRole('link', { name: w('Open', 'Abrir'), exact: true }).click();
  await expect(page).toHaveURL(/\/outbox\?.*message=/);
  const dialog = page.getByRole('dialog');
  const subject = w(`Your fence quote #${quote.quoteNumber}`, `Tu cotización de cerca #${quote.quoteNumber}`);
  await expect(dialog.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  await expect(dialog.getByText(w('Failed', 'Falló'), { exact: true })).toBeVisible();
  await expect(dialog.getByText('[personal quote link]')).toBeVisible();
  await expect(dialog).not.toContainText(token);
  await expect(dialog.getByText(w('Copy public link', 'Copiar enlace público'), { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: w('Close', 'Cerrar') }).first().click();
  await expect(page).toHaveURL(/\/outbox(\?lang=es)?$/);
  await expect(page.getByRole('heading', { name: w('Outbox', 'Bandeja de salida'), level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: w('Outbox', 'Bandeja de salida') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(w('Not sent: ', 'No enviado: '), { exact: false })).toBeVisible();

  // The admin sees it under this contractor; with a mail server, account messages are never opened here.
  const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize(), isMobile: test.info().project.use.isMobile, hasTouch: test.info().project.use.hasTouch })).newPage();
  await signInAt(admin, 'admin', withLang('/admin/outbox'));
  await expect(admin.getByRole('heading', { name: w('Outbox', 'Bandeja de salida'), level: 1 })).toBeVisible();
  await expect(admin.getByText(w('never shown here', 'nunca se muestran aquí'), { exact: false })).toBeVisible();
  await admin.getByRole('list', { name: w("Contractors' mail", 'Correo de los contratistas') }).getByRole('button', { name: new RegExp(tenant.businessName) }).click();
  await admin.getByRole('list', { name: w(`Mail of ${tenant.businessName}`, `Correo de ${tenant.businessName}`) }).getByRole('button', { name: new RegExp(subject) }).click();
  await expect(admin.getByRole('dialog').getByText('[personal quote link]')).toBeVisible();
  await expect(admin.getByRole('dialog')).not.toContainText(token);
  await expectNoA11yViolations(admin);
  await expectNoSidewaysScroll(admin);
  await admin.context().close();
});

test('the admin console: one navigation, a title and an action per section', async ({ page }) => {
  await login(page, 'admin', withLang('/login'));
  await expect(page).toHaveURL(/\/admin/);
  const sections: [string, string, RegExp][] = [
    [w('Requests', 'Solicitudes'), w('Registration requests', 'Solicitudes de registro'), /tab=requests/],
    [w('Catalogue', 'Catálogo'), w('Catalogue', 'Catálogo'), /tab=catalogue/],
    [w('Security', 'Seguridad'), w('Security', 'Seguridad'), /tab=security/],
    [w('Outbox', 'Bandeja de salida'), w('Outbox', 'Bandeja de salida'), /\/admin\/outbox/],
    [w('System settings', 'Configuración del sistema'), w('System settings', 'Configuración del sistema'), /tab=settings/],
    [w('Contractors', 'Contratistas'), w('Contractors', 'Contratistas'), /\/admin(\?.*)?$/],
  ];
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const titles = new Set<string>();
  for (const [link, title, url] of sections) {
    if (spanish()) {
      const bar = page.getByRole('navigation', { name: 'Secciones' });
      const onBar = bar.getByRole('link', { name: link, exact: true });
      if (await onBar.count()) await onBar.click();
      else {
        await bar.getByRole('button', { name: 'Más' }).click();
        await page.getByRole('dialog', { name: 'Más' }).getByRole('link', { name: link, exact: true }).click();
      }
    } else {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: link, exact: true }).click();
    }
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    titles.add(title);
    expect(await page.title()).toContain(title);
  }
  expect(titles.size).toBe(6);
  // Each section has its own action: Contractors adds a contractor, the catalogue adds a style; the others none.
  await expect(page.getByRole('button', { name: w('Add New Contractor', 'Agregar nuevo contratista') })).toBeVisible();
  await page.goto(withLang('/admin?tab=security'));
  await expect(page.getByRole('button', { name: w('Add New Contractor', 'Agregar nuevo contratista') })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

// A 1×1 PNG: what an admin uploads from their computer.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a style’s picture is uploaded from its own dialog, its Spanish name reaches a Spanish homeowner with Spanish line items', async ({ page }) => {
  test.setTimeout(150_000);
  const sfx = uniqueSuffix();
  const name = `Board on Board ${sfx}`;
  const nameEs = `Tabla sobre tabla ${sfx}`;
  await login(page, 'admin', withLang('/login'));
  await page.goto(withLang('/admin?tab=catalogue'));
  await page.getByRole('button', { name: w('Add style', 'Agregar estilo') }).click();
  const styleDialog = page.getByRole('dialog', { name: w('Add style', 'Agregar estilo') });
  await styleDialog.getByLabel(w('Name', 'Nombre'), { exact: true }).fill(name);
  await styleDialog.getByLabel(w('Spanish name (optional)', 'Nombre en español (opcional)')).fill(nameEs);
  await styleDialog.getByLabel(w('Fence type', 'Tipo de cerca')).selectOption('cedar');
  await styleDialog.getByRole('button', { name: w('Upload a picture', 'Subir una imagen') }).click();
  const pictureDialog = page.getByRole('dialog', { name: w('Add picture', 'Agregar imagen') });
  await expect(pictureDialog.getByLabel(w('Key', 'Clave'))).toHaveValue(`board-on-board-${sfx}`.toLowerCase());
  await pictureDialog.getByLabel(w('Label', 'Nombre visible')).fill(`Board photo ${sfx}`);
  await pictureDialog.getByLabel(w('Image file', 'Archivo de imagen')).setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: PNG });
  await expectNoA11yViolations(page);
  await pictureDialog.getByRole('button', { name: w('Save', 'Guardar') }).click();
  await expect(pictureDialog).toHaveCount(0);
  // Back in the style dialog, its fields kept, the new picture chosen.
  await expect(styleDialog.getByLabel(w('Name', 'Nombre'), { exact: true })).toHaveValue(name);
  await expect(styleDialog.getByLabel(w('Picture', 'Imagen'), { exact: true }).locator('option:checked')).toHaveText(`Board photo ${sfx}`);
  await styleDialog.getByLabel(w('6 ft per foot', '6 pies, por pie')).fill('19');
  await styleDialog.getByLabel(w('6 ft panel', 'Panel de 6 pies')).fill('152');
  await styleDialog.getByRole('button', { name: w('Save', 'Guardar') }).click();
  await expect(styleDialog).toHaveCount(0);
  await expect(page.getByRole('list', { name: w('Material styles', 'Estilos de material') }).getByRole('heading', { name })).toBeVisible();

  // A Spanish homeowner's quote of that style says its lines in Spanish, with the Spanish name.
  const tenant = await ownContractor();
  const catalogue = await tenant.api.json<{ styles: { name: string; nameEs: string | null; pricing: { id: string }[] }[] }>('GET', '/api/catalogue');
  const style = catalogue.styles.find((s) => s.name === name)!;
  expect(style.nameEs).toBe(nameEs);
  const customer = await tenant.api.json<{ id: string }>('POST', '/api/homeowners', { firstName: 'Elena', lastName: `Ruiz ${sfx}`, email: `elena-${sfx}@example.com`, phone: '512-555-0167', address: '3 Cedar St', city: 'Austin', state: 'TX', zipCode: '78701' });
  const quote = await tenant.api.json<{ id: string }>('POST', '/api/quotes', { quoteType: 'cart', homeownerId: customer.id, language: 'es', items: [{ catalogueItemId: style.pricing[0].id, part: 'panel', quantity: 3 }] });
  const { url } = await tenant.api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);
  await tenant.api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  await tenant.api.dispose();
  await page.goto(new URL(url).pathname);
  await expect(page.getByText(`3 × Panel ${nameEs} de 6 pies (8 pies)`)).toBeVisible();
  await expect(page.getByText(`${name} 6 ft panel`, { exact: false })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Leave the other tests' carts as they were.
  const admin = await apiAs('admin');
  const all = await admin.json<{ styles: { id: string; name: string }[] }>('GET', '/api/admin/catalogue');
  const row = all.styles.find((s) => s.name === name)!;
  await page.goto(withLang('/admin?tab=catalogue'));
  await page.getByRole('list', { name: w('Material styles', 'Estilos de material') }).getByRole('button', { name: w(`Deactivate ${name}`, `Desactivar ${name}`) }).click();
  await expect(page.getByRole('button', { name: w(`Activate ${name}`, `Activar ${name}`) })).toBeVisible();
  expect((await admin.json<{ styles: { id: string; nameEs: string | null }[] }>('GET', '/api/admin/catalogue')).styles.find((s) => s.id === row.id)!.nameEs).toBe(nameEs);
  await admin.dispose();
});
