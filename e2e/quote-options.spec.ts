// Issue 25 in the browser: on a phone the homeowner compares three options, picks the middle one, signs with a drawn
// stroke, approves and pays that option's deposit on (the fake) Stripe; at the desk the contractor sees the chosen
// option, the signature and "Intact". English and Spanish, axe clean, no sideways scroll.
import { expect, test } from '@playwright/test';
import { layoutFromPolylines } from '../core/layout/layout-from-polylines';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, type ApiSession } from './support/api';
import { expectNoSidewaysScroll } from './support/fits';
import { login } from './support/login';
import { signAndApprove, signWords } from './support/sign';
import { connectFakeStripe, payDepositOnFakeStripe } from './support/stripe';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const isPhone = () => test.info().project.name === 'phone';

const words = {
  en: {
    options: ['Good: 4 ft cedar picket', 'Better: 6 ft cedar privacy', 'Best: 6 ft vinyl privacy'],
    choose: 'Choose your option', recommended: 'Recommended', showing: (n: string) => `Showing: ${n}`, approving: (n: string) => `You are approving: ${n}`,
    chosen: 'Your choice', declined: 'Not chosen', differs: '80 ft of cedar fence, 6 ft tall', signed: 'version',
  },
  es: {
    options: ['Básica: cedro de 4 pies', 'Mejor: privacidad de cedro de 6 pies', 'Premium: privacidad de vinilo de 6 pies'],
    choose: 'Elige tu opción', recommended: 'Recomendada', showing: (n: string) => `Mostrando: ${n}`, approving: (n: string) => `Vas a aprobar: ${n}`,
    chosen: 'Tu elección', declined: 'No elegida', differs: '80 pies de cerca de cedro, 6 pies de alto', signed: 'versión',
  },
} as const;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function newContractor(): Promise<{ email: string; password: string; api: ApiSession }> {
  const account = { email: uniqueEmail('options'), password: 'quote-options-e2e-password' };
  const admin = await apiAs('admin');
  const businessName = `Option Fences ${uniqueSuffix()}`;
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Olga', lastName: 'Options', businessName });
  await admin.dispose();
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName, firstName: 'Olga', lastName: 'Options', phone: '512-555-0178', serviceAreas: ['78701'] });
  await connectFakeStripe(api);
  return { ...account, api };
}

type Option = { id: string; name: string; totalCents: number; depositCents: number };

/** A quote offering three options (the last one recommended), sent to a homeowner. */
async function threeOptionQuote(api: ApiSession, lang: 'en' | 'es') {
  const s = uniqueSuffix();
  const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Lucía', lastName: `Peña${s}`, email: uniqueEmail(`options-${lang}`), phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    address: '7 Mesquite Trail', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const run = { id: 'r1', label: 'Back', fenceType: 'cedar', heightFt: 4, fenceFeet: 80, posts: { end: 2, corner: 0, line: 10, gate: 0 }, gates: [], removalFeet: 0 };
  const quote = await api.json<{ id: string; quoteNumber: number }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customer.id, language: lang, runs: [run] });
  const [good, better, best] = words[lang].options;
  // One step: the second option is a copy of the first, then changed.
  await api.json('POST', `/api/quotes/${quote.id}/options`, { firstName: good, name: better });
  const { options } = await api.json<{ options: Option[] }>('POST', `/api/quotes/${quote.id}/options`, { name: best });
  await api.json('PATCH', `/api/quotes/${quote.id}`, { optionId: options[1].id, runs: [{ ...run, heightFt: 6 }] });
  await api.json('PATCH', `/api/quotes/${quote.id}`, { optionId: options[2].id, runs: [{ ...run, heightFt: 6, fenceType: 'vinyl' }] });
  const detail = await api.json<{ options: Option[] }>('PATCH', `/api/quotes/${quote.id}/options/${options[2].id}`, { recommended: true });
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  const { url } = await api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);
  return { quote, url: new URL(url).pathname, name: `Lucía Peña${s}`, options: detail.options };
}

let contractor: Awaited<ReturnType<typeof newContractor>>;
test.beforeAll(async () => {
  contractor = await newContractor();
});
test.afterAll(async () => {
  await contractor?.api.dispose();
});

for (const lang of ['en', 'es'] as const) {
  test(`on a phone the homeowner compares three options, picks the middle one, signs, approves and pays its deposit; the contractor sees it chosen and intact (${lang})`, async ({ page, browser }) => {
    test.skip(!isPhone(), 'the homeowner is on a phone; the desk part opens its own desktop page');
    const w = words[lang];
    const q = await threeOptionQuote(contractor.api, lang);
    const [, middle, best] = q.options;
    expect(new Set(q.options.map((o) => o.totalCents)).size).toBe(3);
    await page.goto(`${q.url}?lang=${lang}`);

    await expect(page.getByRole('heading', { name: w.choose })).toBeVisible();
    const cards = page.getByTestId('quote-option');
    await expect(cards).toHaveCount(3);
    for (const [i, o] of q.options.entries()) {
      await expect(cards.nth(i)).toContainText(o.name);
      await expect(cards.nth(i)).toContainText(dollars(o.totalCents));
    }
    // The recommended one is highlighted and shown first in the details; the cards stack on a phone.
    await expect(cards.nth(2).getByText(w.recommended)).toBeVisible();
    await expect(cards.nth(0).getByText(w.recommended)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: best.name })).toBeChecked();
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    await expect(cards.nth(1)).toContainText(w.differs);
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('radio', { name: middle.name }).check();
    await expect(page.getByText(w.showing(middle.name))).toBeVisible();
    // The approval form loads as it nears the screen (below the options and the lines on a phone): scroll down to it.
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(page.getByLabel(signWords[lang].name)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await signAndApprove(page, {
      lang, name: q.name, signature: 'drawn',
      beforeSigning: () => expect(page.getByText(w.approving(middle.name))).toBeVisible(),
      beforeSubmit: async () => {
        await expectNoA11yViolations(page);
        await expectNoSidewaysScroll(page);
      },
    });

    await expect(page.getByRole('status').filter({ hasText: w.signed })).toBeVisible();
    await expect(cards.nth(1).getByText(w.chosen)).toBeVisible();
    await expect(cards.nth(0).getByText(w.declined)).toBeVisible();
    await expect(cards.nth(2).getByText(w.declined)).toBeVisible();
    await payDepositOnFakeStripe(page, { lang, deposit: dollars(middle.depositCents), beforeCheckout: () => expectNoA11yViolations(page) });

    const detail = await contractor.api.json<{ status: string; chosenOptionId: string; totalCents: number; signature: { kind: string } | null }>('GET', `/api/quotes/${q.quote.id}`);
    expect(detail).toMatchObject({ status: 'approved', chosenOptionId: middle.id, totalCents: middle.totalCents, signature: { kind: 'drawn' } });

    const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })).newPage();
    await login(desk, contractor, `/login?redirect=${encodeURIComponent(`/contractor/quote/${q.quote.id}/view`)}`);
    const chosen = desk.getByTestId('contractor-quote-option').filter({ hasText: middle.name });
    await expect(chosen.getByText('Chosen by the customer')).toBeVisible();
    await expect(desk.getByTestId('contractor-quote-option').filter({ hasText: best.name }).getByText('Declined')).toBeVisible();
    await expect(desk.getByRole('img', { name: `Signature of ${q.name}` })).toBeVisible();
    await desk.getByRole('button', { name: 'Verify' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Intact: the signed record matches its fingerprint.' })).toBeVisible();
    await expectNoA11yViolations(desk);
    await desk.context().close();
  });
}

test('the contractor makes a second option from the first in one step and sees the totals side by side', async ({ page }) => {
  test.skip(isPhone(), 'the editor is a desk matter');
  const api = contractor.api;
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Ana', lastName: `Ruiz${uniqueSuffix()}`, email: uniqueEmail('options-desk'), phone: '512-555-0142', address: '9 Oak St', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const quote = await api.json<{ id: string; totalCents: number }>('POST', '/api/quotes', {
    quoteType: 'layout', homeownerId: customer.id, runs: [{ id: 'r1', label: 'Back', fenceType: 'cedar', heightFt: 4, fenceFeet: 60, posts: { end: 2, corner: 0, line: 8, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  await login(page, contractor, `/login?redirect=${encodeURIComponent(`/contractor/quote/${quote.id}/view`)}`);
  await page.getByRole('button', { name: 'Add a second option' }).click();
  const tiles = page.getByTestId('contractor-quote-option');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toContainText('Option 1');
  await expect(tiles.nth(1)).toContainText('Option 2');
  for (const i of [0, 1]) await expect(tiles.nth(i)).toContainText(dollars(quote.totalCents));
  // The cost and margin card has each option's figures too (the contractor's only).
  const margins = page.getByRole('region', { name: 'Cost and margin of each option' }).getByTestId('option-margin');
  await expect(margins).toHaveCount(2);
  await expect(margins.nth(0)).toContainText('1. Option 1');
  await expect(margins.nth(1)).toContainText('2. Option 2');
  for (const i of [0, 1]) await expect(margins.nth(i)).toContainText('Total cost');
  await tiles.nth(1).getByRole('button', { name: 'Recommend' }).click();
  await expect(tiles.nth(1).getByText('Recommended')).toBeVisible();
  await tiles.nth(1).getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Option name').fill('Better: 6 ft privacy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(tiles.nth(1)).toContainText('Better: 6 ft privacy');
  await expectNoA11yViolations(page);
  await tiles.nth(1).getByRole('link', { name: 'Edit Better: 6 ft privacy' }).click();
  await expect(page).toHaveURL(/\/quote\/[^/]+\/edit\?option=/);
  await expect(page.getByRole('status').filter({ hasText: 'Editing option 2: Better: 6 ft privacy' })).toBeVisible();
});

test('the drawing follows the option the homeowner picks: each option shows its own', async ({ page }) => {
  const lang = isPhone() ? 'es' : 'en';
  const api = contractor.api;
  // The drawing shows the layout, each fence type by its colour, the gates and the lengths (not the height): the middle
  // option adds a gate, the last one is vinyl.
  const drawing = (fenceType: 'cedar' | 'vinyl', heightFt: number, gate = false) =>
    layoutFromPolylines([{ points: [[0, 0], [90, 0], [90, 40]], props: { fenceType, heightFt } }], gate ? [{ run: 0, segment: 0, offsetFt: 40 }] : []);
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Inés', lastName: `Soto${uniqueSuffix()}`, email: uniqueEmail(`options-drawing-${lang}`), phone: '512-555-0163', address: '3 Live Oak Rd', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const quote = await api.json<{ id: string }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customer.id, language: lang, diagram: drawing('cedar', 4), runs: [] });
  const [good, better, best] = words[lang].options;
  await api.json('POST', `/api/quotes/${quote.id}/options`, { firstName: good, name: better });
  const { options } = await api.json<{ options: { id: string }[] }>('POST', `/api/quotes/${quote.id}/options`, { name: best });
  await api.json('PATCH', `/api/quotes/${quote.id}`, { optionId: options[1].id, diagram: drawing('cedar', 6, true) });
  await api.json('PATCH', `/api/quotes/${quote.id}`, { optionId: options[2].id, diagram: drawing('vinyl', 6) });
  const detail = await api.json<{ options: { id: string; name: string; diagramSvg: string | null }[] }>('PATCH', `/api/quotes/${quote.id}/options/${options[2].id}`, { recommended: true });
  const svgs = detail.options.map((o) => o.diagramSvg);
  expect(svgs.every(Boolean)).toBe(true);
  expect(new Set(svgs).size).toBe(3);
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  const { url } = await api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);

  await page.goto(`${new URL(url).pathname}?lang=${lang}`);
  const alt = lang === 'es' ? (n: string) => `Dibujo del plano de tu cerca: ${n}` : (n: string) => `Drawing of your fence layout: ${n}`;
  const image = (o: { name: string; diagramSvg: string | null }) => page.getByRole('img', { name: alt(o.name), exact: true });
  const src = (o: { diagramSvg: string | null }) => `data:image/svg+xml;utf8,${encodeURIComponent(o.diagramSvg!)}`;
  // At first the recommended option's drawing; each pick shows that option's own.
  await expect(image(detail.options[2])).toHaveAttribute('src', src(detail.options[2]));
  for (const i of [1, 0, 2]) {
    const o = detail.options[i];
    await page.getByRole('radio', { name: o.name }).check();
    await expect(image(o)).toHaveAttribute('src', src(o));
    await expect(page.getByRole('img', { name: new RegExp(`^${alt('').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toHaveCount(1);
  }
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
