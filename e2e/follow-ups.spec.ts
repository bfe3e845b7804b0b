// Issue 14 item 5 in the browser: the contractor changes the follow-up cadence in Settings → Follow-ups, sees the
// follow-up scheduled on a sent quote with the new cadence, and stops follow-ups for that quote. Desktop and phone,
// English and Spanish, axe clean; a contractor and a customer of its own per test.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, type ApiSession } from './support/api';
import { login } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

test.beforeEach(() => test.slow());

async function newContractor() {
  const account = { email: uniqueEmail('followups'), password: 'follow-ups-e2e-password' };
  const businessName = `Nudge Fences ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Nia', lastName: 'Nudge', businessName });
  await admin.dispose();
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName, firstName: 'Nia', lastName: 'Nudge', phone: '512-555-0142', serviceAreas: ['78701'] });
  return { account, api };
}

async function sentQuote(api: ApiSession, lang: 'en' | 'es') {
  const s = uniqueSuffix();
  const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Omar', lastName: `Vega${s}`, email: uniqueEmail(`owner-${lang}`), phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    address: '12 Picket Lane', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const quote = await api.json<{ id: string }>('POST', '/api/quotes', {
    quoteType: 'layout', homeownerId: customer.id, language: lang,
    runs: [{ id: 'r1', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 100, posts: { end: 2, corner: 0, line: 12, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  return quote.id;
}

const words = {
  en: {
    tab: 'Follow-ups', notOpened: 'Not opened after', save: 'Save follow-ups', saved: 'Settings saved', card: 'Automatic follow-ups',
    first: 'Follow-up 1: quote not opened yet', scheduled: /^Scheduled for /, stop: 'Stop follow-ups', stoppedNote: 'Follow-ups are stopped for this quote.',
    stoppedBadge: 'Stopped', resume: 'Resume follow-ups', bad: 'Enter 1 to 30 days',
  },
  es: {
    tab: 'Seguimientos', notOpened: 'Sin abrir después de', save: 'Guardar seguimientos', saved: 'Configuración guardada', card: 'Seguimientos automáticos',
    first: 'Seguimiento 1: cotización aún no abierta', scheduled: /^Programado para el /, stop: 'Detener seguimientos', stoppedNote: 'Los seguimientos están detenidos para esta cotización.',
    stoppedBadge: 'Detenido', resume: 'Reanudar seguimientos', bad: 'Escribe de 1 a 30 días',
  },
} as const;

const localDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
const daysBetween = (a: string, b: string) => Math.round((Date.parse(localDay(b)) - Date.parse(localDay(a))) / 86_400_000);

async function followUpsCard(page: Page, title: string) {
  const card = page.getByRole('region', { name: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

for (const lang of ['en', 'es'] as const) {
  test(`change the cadence, see the scheduled follow-up on a sent quote and stop it (${lang})`, async ({ page }) => {
    const w = words[lang];
    const q = lang === 'es' ? '?lang=es' : '';
    const { account, api } = await newContractor();
    const quoteId = await sentQuote(api, lang);
    const dueAt = async () => (await api.json<{ followUps: { dueAt: string }[] }>('GET', `/api/quotes/${quoteId}/follow-ups`)).followUps[0].dueAt;
    const plannedBefore = await dueAt();

    await login(page, account, `/login${q}`);
    await page.goto(`/contractor/settings${q ? `${q}&` : '?'}tab=follow-ups`);
    const panel = page.getByRole('tabpanel', { name: w.tab });
    const notOpened = panel.getByLabel(w.notOpened);
    await expect(notOpened).toHaveValue('3', { timeout: 30_000 });
    await expectNoA11yViolations(page);

    // A bad value is refused with the form's message, then a good one is saved.
    await notOpened.fill('0');
    await panel.getByRole('button', { name: w.save }).click();
    await expect(panel.getByText(w.bad)).toBeVisible();
    await notOpened.fill('5');
    await panel.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();

    // The quote's page lists the follow-up, planned with the new cadence: two days later than with the default three
    // (both moved into the sending hours alike).
    await page.goto(`/contractor/quote/${quoteId}/view${q}`);
    const card = await followUpsCard(page, w.card);
    const item = card.getByRole('listitem').filter({ hasText: w.first });
    await expect(item).toBeVisible();
    await expect(item.getByText(w.scheduled)).toBeVisible();
    expect(daysBetween(plannedBefore, await dueAt())).toBe(2);
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: w.stop }).click();
    await expect(card.getByText(w.stoppedNote)).toBeVisible();
    await expect(item.getByText(w.stoppedBadge, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: w.resume })).toBeVisible();
    await expectNoA11yViolations(page);
    const after = await api.json<{ stopped: boolean; followUps: { status: string }[] }>('GET', `/api/quotes/${quoteId}/follow-ups`);
    expect(after).toMatchObject({ stopped: true, followUps: [{ status: 'cancelled' }] });
    await api.dispose();
  });
}
