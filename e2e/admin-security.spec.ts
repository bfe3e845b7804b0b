// Issue 13 item 1: the admin's Security tab — the audit log filtered on the server to events this test made, and an
// alert raised by a rule, acknowledged and resolved with a note. No email in clear on the page. Desktop runs in
// English, the phone in Spanish.
import { expect, test } from '@playwright/test';
import { maskEmail } from '../core/security/mask-email';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { login } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const spanish = () => test.info().project.name === 'phone';
const w = (en: string, es: string) => (spanish() ? es : en);
const withLang = (path: string) => (spanish() ? `${path}${path.includes('?') ? '&' : '?'}lang=es` : path);

test('the audit log filters on the server to the failed sign-ins of one address, shown masked', async ({ page }) => {
  const email = uniqueEmail('probe');
  const visitor = await apiAs(null);
  for (let i = 0; i < 2; i++) expect((await visitor.post('/api/auth/login', { email, password: 'not-the-password' })).status()).toBe(401);
  await visitor.dispose();

  await login(page, 'admin', withLang('/login'));
  await page.goto(withLang('/admin?tab=security&view=audit'));
  await expect(page.getByText(w('Failed sign-ins (24 h)', 'Inicios de sesión fallidos (24 h)'))).toBeVisible();
  const filters = page.getByRole('form', { name: w('Filters', 'Filtros') });
  await filters.getByLabel(w('Type', 'Tipo')).selectOption({ label: w('Failed sign-in', 'Inicio de sesión fallido') });
  await filters.getByLabel(w('Account email', 'Correo de la cuenta')).fill('not-an-email');
  await filters.getByRole('button', { name: w('Apply filters', 'Aplicar filtros') }).click();
  await expect(filters.getByText(w('Please enter a valid email address', 'Introduce un correo electrónico válido'))).toBeVisible();

  await filters.getByLabel(w('Account email', 'Correo de la cuenta')).fill(email);
  await filters.getByRole('button', { name: w('Apply filters', 'Aplicar filtros') }).click();
  const table = page.getByRole('table', { name: w('Audit log', 'Registro de auditoría') });
  await expect(table.getByRole('row')).toHaveCount(3); // the header and this test's two attempts
  await expect(table.getByRole('rowheader', { name: w('Failed sign-in', 'Inicio de sesión fallido') })).toHaveCount(2);
  await expect(table.getByRole('cell', { name: maskEmail(email), exact: true })).toHaveCount(2);
  await expect(page.getByText(w('2 events shown', '2 eventos mostrados'))).toBeVisible();
  await expect(page.locator('main')).not.toContainText(email);
  await expectNoA11yViolations(page);

  // The rate-limit events counted the same attempts against the account, found by the same address.
  await page.getByRole('button', { name: w('Rate-limit events', 'Eventos de límite de intentos') }).click();
  const rateFilters = page.getByRole('form', { name: w('Filters', 'Filtros') });
  await rateFilters.getByLabel(w('Account email', 'Correo de la cuenta')).fill(email);
  await rateFilters.getByRole('button', { name: w('Apply filters', 'Aplicar filtros') }).click();
  const rateTable = page.getByRole('table', { name: w('Rate-limit events', 'Eventos de límite de intentos') });
  await expect(rateTable.getByRole('row')).toHaveCount(3);
  await expect(rateTable.getByRole('cell', { name: maskEmail(email), exact: true })).toHaveCount(2);
  await expect(page.locator('main')).not.toContainText(email);
  await expectNoA11yViolations(page);
});

test('a sign-in to a deactivated account raises an alert that is acknowledged, then resolved, with a note', async ({ page }) => {
  const email = uniqueEmail('lapsed');
  const business = `Lapsed Fence ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  const { contractorId } = await admin.json<{ contractorId: string }>('POST', '/api/admin/contractors', {
    email, password: 'lapsed-password-1', firstName: 'Lee', lastName: 'Lapse', businessName: business,
  });
  await admin.json('PATCH', `/api/admin/contractors/${contractorId}`, { isActive: false });
  await admin.dispose();
  const visitor = await apiAs(null);
  await visitor.post('/api/auth/login', { email, password: 'lapsed-password-1' });
  await visitor.dispose();

  await login(page, 'admin', withLang('/login'));
  await page.goto(withLang('/admin?tab=security'));
  await page.getByRole('button', { name: w('Check now', 'Revisar ahora') }).click();
  const alertTitle = w('Sign-in to a deactivated account', 'Inicio de sesión en una cuenta desactivada');
  const card = page.getByRole('listitem').filter({ hasText: business });
  await expect(card.getByRole('heading', { name: alertTitle })).toBeVisible();
  await expect(card.getByText(w('Open', 'Abierta'), { exact: true })).toBeVisible();
  await expect(card).not.toContainText(email);
  await expectNoA11yViolations(page);

  await card.getByRole('button', { name: w('Acknowledge', 'Reconocer') }).click();
  const dialog = page.getByRole('dialog', { name: w(`Acknowledge: ${alertTitle}`, `Reconocer: ${alertTitle}`) });
  await dialog.getByRole('button', { name: w('Acknowledge', 'Reconocer') }).click();
  await expect(dialog.getByText(w('A note is required', 'Se requiere una nota'))).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel(w('Note', 'Nota')).fill('Calling the owner to check');
  await dialog.getByRole('button', { name: w('Acknowledge', 'Reconocer') }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(w('Acknowledged', 'Reconocida'), { exact: true })).toBeVisible();
  await expect(card.getByText('Calling the owner to check')).toBeVisible();
  await expect(card.getByRole('button', { name: w('Acknowledge', 'Reconocer') })).toHaveCount(0);

  await card.getByRole('button', { name: w('Resolve', 'Resolver') }).click();
  const resolveDialog = page.getByRole('dialog', { name: w(`Resolve: ${alertTitle}`, `Resolver: ${alertTitle}`) });
  await resolveDialog.getByLabel(w('Note', 'Nota')).fill('The owner closed the business');
  await resolveDialog.getByRole('button', { name: w('Resolve', 'Resolver') }).click();
  await expect(resolveDialog).toBeHidden();
  await expect(card).toHaveCount(0); // no longer unresolved
  await page.getByRole('button', { name: w('Resolved', 'Resueltas'), exact: true }).click();
  await expect(card.getByText('The owner closed the business')).toBeVisible();

  // Both moves are in the audit log, filtered to this contractor.
  await page.getByRole('button', { name: w('Audit log', 'Registro de auditoría') }).click();
  const filters = page.getByRole('form', { name: w('Filters', 'Filtros') });
  await filters.getByLabel(w('Contractor', 'Contratista')).selectOption({ label: business });
  await filters.getByRole('button', { name: w('Apply filters', 'Aplicar filtros') }).click();
  const table = page.getByRole('table', { name: w('Audit log', 'Registro de auditoría') });
  await expect(table.getByRole('rowheader', { name: w('Alert acknowledged', 'Alerta reconocida') })).toHaveCount(1);
  await expect(table.getByRole('rowheader', { name: w('Alert resolved', 'Alerta resuelta') })).toHaveCount(1);
  await expect(table.getByRole('rowheader', { name: w('Contractor deactivated', 'Contratista desactivado') })).toHaveCount(1);
  await expectNoA11yViolations(page);
});

test("an admin's header, sidebar, bottom bar and bell offer only what an admin can use", async ({ page }) => {
  // An open alert of this test's own, so the bell has something to say.
  const email = uniqueEmail('bell');
  const admin = await apiAs('admin');
  const { contractorId } = await admin.json<{ contractorId: string }>('POST', '/api/admin/contractors', {
    email, password: 'bell-password-1', firstName: 'Bea', lastName: 'Bell', businessName: `Bell Fence ${uniqueSuffix()}`,
  });
  await admin.json('PATCH', `/api/admin/contractors/${contractorId}`, { isActive: false });
  const visitor = await apiAs(null);
  await visitor.post('/api/auth/login', { email, password: 'bell-password-1' });
  await visitor.dispose();
  await admin.json('POST', '/api/admin/security-alerts/evaluate');
  await admin.dispose();

  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await login(page, 'admin', withLang('/login'));
  await expect(page).toHaveURL(/\/admin/);
  const contractorPages = [w('Dashboard', 'Panel'), w('New Quote', 'Nueva cotización'), w('Add Customer', 'Agregar cliente'), w('Quotes', 'Cotizaciones'), w('Jobs', 'Trabajos'), w('Schedule', 'Agenda'), w('Testimonials', 'Testimonios'), w('FAQs', 'Preguntas frecuentes')];
  const sections = [w('Contractors', 'Contratistas'), w('Requests', 'Solicitudes'), w('Security', 'Seguridad')];

  if (test.info().project.name === 'desktop') {
    // Issue 21 item 8: one navigation — the sidebar — lists every section; the header repeats none of them.
    const nav = page.getByRole('navigation', { name: w('Sections', 'Secciones') });
    for (const name of sections) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of contractorPages) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: w('Main', 'Principal') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: w('Add Customer', 'Agregar cliente') })).toHaveCount(0);
    await nav.getByRole('link', { name: w('Security', 'Seguridad'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?tab=security/);
    await expect(nav.getByRole('link', { name: w('Security', 'Seguridad'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: w('Contractors', 'Contratistas'), exact: true })).not.toHaveAttribute('aria-current', 'page');

    // The bell: open alerts and requests waiting, links into the admin area; a contractor's feeds are never asked for.
    await nav.getByRole('link', { name: w('Requests', 'Solicitudes'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?tab=requests/);
    await page.getByRole('button', { name: new RegExp(`^${w('Notifications', 'Notificaciones')} \\(\\d+\\)$`) }).click();
    const bell = page.getByRole('dialog', { name: w('Notifications', 'Notificaciones') });
    await expectNoA11yViolations(page);
    await bell.getByRole('button', { name: new RegExp(w('open security alerts?$', 'alertas? de seguridad abiertas?$')) }).click();
    await expect(page).toHaveURL(/\/admin\?tab=security/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Bell Fence' }).first()).toBeVisible();
  } else {
    const bar = page.getByRole('navigation', { name: w('Sections', 'Secciones') });
    for (const name of sections) await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of contractorPages) await expect(bar.getByRole('link', { name, exact: true })).toHaveCount(0);
    await bar.getByRole('link', { name: w('Security', 'Seguridad'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?tab=security/);
    await expect(bar.getByRole('link', { name: w('Security', 'Seguridad'), exact: true })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('button', { name: w('More', 'Más') }).click();
    const more = page.getByRole('dialog', { name: w('More', 'Más') });
    // SPEC §2: the More sheet offers Contractors (→ /admin); issue 21 item 8: and the sections not on the bar.
    await expect(more.getByRole('link')).toHaveText([w('Contractors', 'Contratistas'), w('Outbox', 'Bandeja de salida'), w('System settings', 'Configuración del sistema')]);
    await expect(more.getByRole('button', { name: w('Logout', 'Cerrar sesión') })).toBeVisible();
    await expectNoA11yViolations(page);
  }
  expect(asked.filter((p) => /\/api\/(payment-notifications|payment-reminders|quote-approval-notifications|notifications)/.test(p))).toEqual([]);
});

test('a signed-in user changes their password; their other session ends and the audit log shows it', async ({ page }) => {
  const account = { email: uniqueEmail('rekey'), password: 'rekey-old-password-1' };
  const business = `Rekey Fence ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  const { contractorId } = await admin.json<{ contractorId: string }>('POST', '/api/admin/contractors', { ...account, firstName: 'Rey', lastName: 'Key', businessName: business });
  await admin.dispose();
  const otherDevice = await apiAs(account);
  await otherDevice.json('POST', '/api/onboarding', { businessName: business, firstName: 'Rey', lastName: 'Key', phone: '512-555-0142', serviceAreas: ['78701'] });

  await login(page, account, withLang('/login'));
  await expect(page).toHaveURL(/\/dashboard/);
  if (test.info().project.name === 'desktop') {
    await page.getByRole('button', { name: w('Profile menu', 'Menú de perfil') }).click();
    await page.getByRole('menuitem', { name: w('Change password', 'Cambiar contraseña') }).click();
  } else {
    await page.getByRole('navigation', { name: w('Sections', 'Secciones') }).getByRole('button', { name: w('More', 'Más') }).click();
    await page.getByRole('dialog', { name: w('More', 'Más') }).getByRole('button', { name: w('Change password', 'Cambiar contraseña') }).click();
  }
  const dialog = page.getByRole('dialog', { name: w('Change password', 'Cambiar contraseña') });
  await dialog.getByLabel(w('Current password', 'Contraseña actual')).fill('not-my-password');
  await dialog.getByLabel(w('New password', 'Nueva contraseña')).fill('rekey-new-password-2');
  await dialog.getByLabel(w('Confirm password', 'Confirma la contraseña')).fill('rekey-new-password-3');
  await dialog.getByRole('button', { name: w('Change password', 'Cambiar contraseña') }).click();
  await expect(dialog.getByText(w('Passwords do not match', 'Las contraseñas no coinciden'))).toBeVisible();
  await dialog.getByLabel(w('Confirm password', 'Confirma la contraseña')).fill('rekey-new-password-2');
  await dialog.getByRole('button', { name: w('Change password', 'Cambiar contraseña') }).click();
  await expect(dialog.getByText(w('Current password is incorrect', 'La contraseña actual no es correcta'))).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel(w('Current password', 'Contraseña actual')).fill(account.password);
  await dialog.getByRole('button', { name: w('Change password', 'Cambiar contraseña') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(w('Password changed', 'Contraseña cambiada'), { exact: true }).first()).toBeVisible();

  expect((await otherDevice.get('/api/auth/me')).status()).toBe(401); // the other session ended
  await otherDevice.dispose();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200); // this one goes on
  const check = await apiAs({ email: account.email, password: 'rekey-new-password-2' });
  await check.dispose();

  const audit = await apiAs('admin');
  const { events } = await audit.json<{ events: { action: string; contractor: { id: string } | null }[] }>('GET', `/api/admin/audit-events?type=password_changed&contractorId=${contractorId}`);
  await audit.dispose();
  expect(events).toHaveLength(1);
});
