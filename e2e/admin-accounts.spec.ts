// Issue 13 items 3–5: a registration request approved by the admin becomes an invitation email whose link sets the
// password and lands in onboarding; "Forgot password?" resets a password from the emailed link and ends the other
// sessions. Desktop runs in English, the phone in Spanish; mail is read from the test SMTP sink.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { signInAt } from './support/login';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const spanish = () => test.info().project.name === 'phone';
const w = (en: string, es: string) => (spanish() ? es : en);
const lang = () => (spanish() ? '?lang=es' : '');

test('an approved registration request is invited by email, sets a password and finishes onboarding', async ({ page, browser }) => {
  const email = uniqueEmail('applicant');
  const company = `Split Rail ${uniqueSuffix()}`;
  const visitor = await apiAs(null);
  await visitor.json('POST', '/api/registration-requests', {
    firstName: 'Rita', lastName: 'Post', companyName: company, email, phone: '512-555-0101', contractorType: 'residential', language: spanish() ? 'es' : 'en',
  });
  await visitor.dispose();

  await signInAt(page, 'admin', `/admin?tab=requests${spanish() ? '&lang=es' : ''}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company }) });
  await expect(card.getByText(w('Pending', 'Pendiente'), { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await card.getByRole('button', { name: w(`Approve ${company}`, `Aprobar ${company}`) }).click();
  await expect(page.getByText(w('Request approved', 'Solicitud aprobada'), { exact: true }).first()).toBeVisible();
  await expect(card).toHaveCount(0); // gone from the pending list

  const mail = await waitForMail(email, { subject: spanish() ? /Bienvenido a Picket/ : /Welcome to Picket/ });
  const invitee = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() })).newPage();
  await invitee.goto(linkIn(mail, '/set-password'));
  await expect(invitee.getByRole('heading', { name: w('Welcome, Rita! Choose your password', '¡Bienvenido, Rita! Elige tu contraseña') })).toBeVisible();
  await invitee.getByLabel(w('New password', 'Nueva contraseña')).fill('short');
  await invitee.getByRole('button', { name: w('Save password and continue', 'Guardar y continuar') }).click();
  await expect(invitee.getByText(w('Password must be at least 10 characters', 'La contraseña debe tener al menos 10 caracteres'))).toBeVisible();
  await expectNoA11yViolations(invitee);
  await invitee.getByLabel(w('New password', 'Nueva contraseña')).fill('split-rail-password');
  await invitee.getByLabel(w('Confirm password', 'Confirma la contraseña')).fill('split-rail-password');
  await invitee.getByRole('button', { name: w('Save password and continue', 'Guardar y continuar') }).click();

  // Onboarding starts from what the request said: the business name and phone are filled in.
  await expect(invitee).toHaveURL(/\/onboarding/);
  await expect(invitee.getByLabel(w('Business name', 'Nombre de la empresa'))).toHaveValue(company);
  await invitee.getByRole('button', { name: w('Next', 'Siguiente') }).click();
  await invitee.getByLabel(w('ZIP code you serve', 'Código postal que atiendes')).fill('78701');
  await invitee.getByLabel(w('ZIP code you serve', 'Código postal que atiendes')).press('Enter');
  await invitee.getByRole('button', { name: w('Next', 'Siguiente') }).click();
  await invitee.getByRole('button', { name: w('Finish setup', 'Terminar configuración') }).click();
  await expect(invitee).toHaveURL(/\/dashboard/);
  await invitee.context().close();
});

test('"Forgot password?" emails a single-use link that sets a new password and signs out the other sessions', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  const admin = await apiAs('admin');
  await admin.json('POST', '/api/admin/contractors', { email, password: 'the-old-password', firstName: 'Fern', lastName: 'Gale', businessName: `Gale Fence ${uniqueSuffix()}` });
  await admin.dispose();
  const otherDevice = await apiAs({ email, password: 'the-old-password' });

  await page.goto(`/login${lang()}`);
  await page.getByRole('link', { name: w('Forgot password?', '¿Olvidaste tu contraseña?') }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel(w('Email', 'Correo electrónico')).fill(email);
  await page.getByRole('button', { name: w('Send reset link', 'Enviar enlace') }).click();
  await expect(page.getByText(w('Check your email', 'Revisa tu correo'))).toBeVisible();
  await expectNoA11yViolations(page);

  const link = linkIn(await waitForMail(email, { subject: spanish() ? /Restablece/ : /Reset your Picket password/ }), '/set-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: w('Choose a new password', 'Elige una nueva contraseña') })).toBeVisible();
  await page.getByLabel(w('New password', 'Nueva contraseña')).fill('the-new-password');
  await page.getByLabel(w('Confirm password', 'Confirma la contraseña')).fill('the-new-passwort');
  await page.getByRole('button', { name: w('Save new password', 'Guardar nueva contraseña') }).click();
  await expect(page.getByText(w('Passwords do not match', 'Las contraseñas no coinciden'))).toBeVisible();
  await page.getByLabel(w('Confirm password', 'Confirma la contraseña')).fill('the-new-password');
  await page.getByRole('button', { name: w('Save new password', 'Guardar nueva contraseña') }).click();
  await expect(page).toHaveURL(/\/onboarding/);

  expect((await otherDevice.get('/api/auth/me')).status()).toBe(401);
  await otherDevice.dispose();
  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: w('This link no longer works', 'Este enlace ya no funciona') })).toBeVisible();
  await expectNoA11yViolations(page);
  expect(mailsTo(email)).toHaveLength(1);
});
