// /reports and /contractor-portal (SPEC §2 routes, content in docs/decisions.md "Reports and contractor portal"):
// reached from the dashboard, in English and Spanish, at desktop and phone widths.
// Figures are checked to the cent on a contractor of the test's own; the demo tenants' numbers move with other specs.
import { expect, test, type Page } from '@playwright/test';
import { formatCents } from '../core/money';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, type ApiSession } from './support/api';
import { login, signInAt } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

// Each test makes its own contractor or data and runs axe several times: give it the slow-test budget.
test.beforeEach(() => test.slow());

/** A contractor of this test alone, onboarded, with no quotes, jobs or payments. */
async function freshContractor(prefix: string) {
  const account = { email: uniqueEmail(prefix), password: 'reports-test-password-1' };
  const business = `Post & Rail ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Rae', lastName: 'Porter', businessName: business });
  await admin.dispose();
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName: business, firstName: 'Rae', lastName: 'Porter', phone: '512-555-0177', serviceAreas: ['78701'] });
  await api.dispose();
  return { account, business };
}

/** A customer and a priced layout quote of the signed-in contractor, sent through the API like the app does. */
async function sentQuote(api: ApiSession, lastName: string, fenceFeet: number) {
  const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Lee',
    lastName,
    email: `lee.${uniqueSuffix()}@example.com`,
    phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    address: '40 Rail Road',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  const quote = await api.json<{ id: string; totalCents: number }>('POST', '/api/quotes', {
    quoteType: 'layout',
    homeownerId: customer.id,
    runs: [{ id: 'r1', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet, posts: { end: 2, corner: 0, line: 10, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  return { customerId: customer.id, customerName: `Lee ${lastName}`, quote };
}

/** Today on the contractor's calendar (the demo and new contractors are in America/Chicago, as is the browser). */
const chicagoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('the demo contractor opens Reports from the dashboard and changes the period', async ({ page }) => {
  await login(page, 'contractor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'View reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page).toHaveTitle('Reports · Picket');

  const periods = page.getByRole('group', { name: 'Period' });
  await expect(periods.getByRole('button', { name: 'This month', pressed: true })).toBeVisible();
  // The demo data is seeded when the server starts: quotes sent and a deposit paid today.
  await expect(figure(page, 'Quotes sent')).toContainText(/^Quotes sent[1-9]\d*/);
  await expect(figure(page, 'Revenue collected')).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(figure(page, 'Win rate')).toContainText('Approved ÷ sent');
  await expect(figure(page, 'Outstanding balance')).toContainText('as of');
  await expect(page.getByRole('table', { name: 'Quoted and collected by month' }).getByRole('row')).toHaveCount(2);
  await expectNoA11yViolations(page);

  await periods.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/\/reports\?period=last-12-months$/);
  await expect(periods.getByRole('button', { name: 'Last 12 months', pressed: true })).toBeVisible();
  await expect(periods.getByRole('button', { name: 'This month', pressed: false })).toBeVisible();
  // Twelve months, a header and a total.
  const months = page.getByRole('table', { name: 'Quoted and collected by month' });
  await expect(months.getByRole('row')).toHaveCount(14);
  await expect(months.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(figure(page, 'Quotes sent')).toContainText(/^Quotes sent[1-9]\d*/);
  await expectNoA11yViolations(page);

  // The period is in the address: a reload shows the same one.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last 12 months', pressed: true })).toBeVisible();
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/period=last-month/);
  await expect(page.getByRole('table', { name: 'Quoted and collected by month' }).getByRole('row')).toHaveCount(2);
});

test("a contractor's own figures, to the cent, and nobody else's", async ({ page }) => {
  const { account } = await freshContractor('reports');
  const api = await apiAs(account);
  const won = await sentQuote(api, `Winner${uniqueSuffix()}`, 120);
  const open = await sentQuote(api, `Waiting${uniqueSuffix()}`, 60);
  await api.json('POST', `/api/quotes/${won.quote.id}/transition`, { status: 'approved' });
  const job = await api.json<{ id: string; milestones: { id: string; milestoneType: string; amountCents: number }[] }>('POST', `/api/quotes/${won.quote.id}/convert-to-job`);
  const deposit = job.milestones.find((m) => m.milestoneType === 'deposit')!;
  await api.json('POST', `/api/jobs/${job.id}/payments`, { paymentType: 'job_deposit', jobId: job.id, amountCents: deposit.amountCents, paymentDate: chicagoToday(), paymentMethod: 'cash' });
  await api.dispose();

  await login(page, account);
  await page.getByRole('link', { name: 'View reports' }).click();
  await expect(figure(page, 'Quotes sent')).toContainText(/^Quotes sent2Quotes/);
  await expect(figure(page, 'Quotes approved')).toContainText(/^Quotes approved1Of/);
  await expect(figure(page, 'Win rate')).toContainText('50%');
  await expect(figure(page, 'Win rate')).toContainText('1 of 2 quotes sent');
  await expect(figure(page, 'Value quoted')).toContainText(formatCents(won.quote.totalCents + open.quote.totalCents));
  await expect(figure(page, 'Value approved')).toContainText(formatCents(won.quote.totalCents));
  await expect(figure(page, 'Revenue collected')).toContainText(formatCents(deposit.amountCents));
  await expect(figure(page, 'Outstanding balance')).toContainText(formatCents(won.quote.totalCents - deposit.amountCents));
  await expect(figure(page, 'Overdue')).toContainText('$0.00');
  await expect(figure(page, 'Jobs completed')).toContainText(/^Jobs completed0Jobs/);
  await expect(figure(page, 'Average job value')).toContainText('No jobs completed in this period.');
  const months = page.getByRole('table', { name: 'Quoted and collected by month' });
  await expect(months.getByRole('row').nth(1)).toContainText(`${formatCents(won.quote.totalCents + open.quote.totalCents)}${formatCents(deposit.amountCents)}`);
  await expectNoA11yViolations(page);

  // Last month had none of it; the balance is as of today whatever the period.
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last month' }).click();
  await expect(figure(page, 'Quotes sent')).toContainText(/^Quotes sent0Quotes/);
  await expect(figure(page, 'Win rate')).toContainText('No quotes sent in this period');
  await expect(figure(page, 'Revenue collected')).toContainText('$0.00');
  await expect(figure(page, 'Outstanding balance')).toContainText(formatCents(won.quote.totalCents - deposit.amountCents));
  await expect(page.getByText('No payments recorded in this period.')).toBeVisible();

  // Top customers of this month lead to the customer.
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'This month' }).click();
  await page.getByRole('link', { name: won.customerName }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${won.customerId}$`));
});

test('a new contractor sees the empty state, in Spanish', async ({ page }) => {
  const { account } = await freshContractor('reports-new');
  await login(page, account, '/login?lang=es');
  await page.getByRole('link', { name: 'Ver informes' }).click();
  await expect(page).toHaveURL(/\/reports\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await expect(page).toHaveTitle('Informes · Picket');
  await expect(page.getByRole('heading', { name: 'Tus informes empiezan con tu primera cotización' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Periodo' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Nueva cotización' }).last().click();
  await expect(page).toHaveURL(/\/contractor\/quote\?lang=es$/);
});

test('the demo contractor reads figures in Spanish', async ({ page }) => {
  await signInAt(page, 'contractor', '/reports?period=year-to-date&lang=es');
  const periods = page.getByRole('group', { name: 'Periodo' });
  await expect(periods.getByRole('button', { name: 'En lo que va del año', pressed: true })).toBeVisible();
  await expect(figure(page, 'Cotizaciones enviadas')).toContainText(/^Cotizaciones enviadas[1-9]\d*/);
  await expect(figure(page, 'Ingresos cobrados')).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(page.getByRole('table', { name: 'Cotizado y cobrado por mes' })).toBeVisible();
  await expectNoA11yViolations(page);
  await periods.getByRole('button', { name: 'Este trimestre' }).click();
  await expect(page).toHaveURL(/period=this-quarter/);
  await expect(page).toHaveURL(/lang=es/);
});

test('the contractor portal shows the quote link and the page homeowners see; its edit links open Settings', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await apiAs('contractor');
  const link = await api.json<{ shortCode: string; url: string }>('POST', '/api/short-links');
  const settings = await api.json<{ business: { businessName: string }; customerPage: { testimonials: { author: string; text: string }[]; faqs: { question: string; answer: string }[] } }>('GET', '/api/settings');
  await api.dispose();

  await login(page, 'contractor');
  await page.getByRole('link', { name: 'Open the portal' }).click();
  await expect(page).toHaveURL(/\/contractor-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contractor portal' })).toBeVisible();
  await expect(page).toHaveTitle('Contractor portal · Picket');

  const linkBox = page.getByRole('textbox', { name: 'Your instant quote link' });
  await expect(linkBox).toHaveValue(link.url);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.url);
  const [builder] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /^Open link/ }).click()]);
  await expect(builder).toHaveURL(new RegExp(`/e/${link.shortCode}$`));
  await builder.close();

  const preview = page.getByRole('region', { name: 'Preview of your quote page' });
  await expect(preview.getByText(settings.business.businessName, { exact: true })).toBeVisible();
  const [testimonial] = settings.customerPage.testimonials;
  const [faq] = settings.customerPage.faqs;
  await expect(preview.getByRole('heading', { level: 3, name: 'What customers say' })).toBeVisible();
  await expect(preview.getByText(`“${testimonial.text}”`)).toBeVisible();
  await expect(preview.getByText(`— ${testimonial.author}`)).toBeVisible();
  await expect(preview.getByRole('heading', { level: 3, name: 'Questions and answers' })).toBeVisible();
  await preview.getByText(faq.question).click();
  await expect(preview.getByText(faq.answer)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Edit testimonials' }).click();
  await expect(page).toHaveURL(/\/contractor\/settings\?tab=customer-page$/);
  await expect(page.getByRole('tab', { name: 'Customer page', selected: true })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await page.getByRole('link', { name: 'Edit business details' }).click();
  await expect(page).toHaveURL(/\/contractor\/settings\?tab=business$/);
  await expect(page.getByRole('tab', { name: 'Business', selected: true })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await page.getByRole('link', { name: 'Manage the link in Settings' }).click();
  await expect(page).toHaveURL(/\/contractor\/settings\?tab=quote-link$/);
  await expect(page.getByRole('tab', { name: 'Quote link', selected: true })).toBeVisible({ timeout: 30_000 });
});

test('a new contractor makes their link in the portal and is told what homeowners miss, in Spanish', async ({ page }) => {
  const { account, business } = await freshContractor('portal');
  await login(page, account, '/login?lang=es');
  await page.getByRole('link', { name: 'Abrir el portal' }).click();
  await expect(page).toHaveURL(/\/contractor-portal\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal del contratista' })).toBeVisible();
  await expect(page).toHaveTitle('Portal del contratista · Picket');

  await page.getByRole('button', { name: 'Crear mi enlace' }).click();
  await expect(page.getByRole('textbox', { name: 'Tu enlace de cotización instantánea' })).toHaveValue(/\/e\/[A-Za-z0-9]{7}$/);
  await expect(page.getByRole('link', { name: /^Abrir enlace/ })).toBeVisible();

  const preview = page.getByRole('region', { name: 'Vista previa de tu página de cotización' });
  await expect(preview.getByText(business, { exact: true })).toBeVisible();
  await expect(preview.getByText('Aún no hay testimonios: los propietarios no ven ninguno en tus cotizaciones.')).toBeVisible();
  await expect(preview.getByText('Aún no hay preguntas frecuentes: los propietarios no ven ninguna en tus cotizaciones.')).toBeVisible();
  await expectNoA11yViolations(page);

  await preview.getByRole('link', { name: 'Agregar preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/contractor\/settings\?tab=customer-page&lang=es$/);
  await expect(page.getByRole('tab', { name: 'Página del cliente', selected: true })).toBeVisible({ timeout: 30_000 });
});
