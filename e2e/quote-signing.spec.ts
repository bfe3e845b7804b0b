// Issue 25 in the browser: on a phone the homeowner signs the quote with a drawn stroke (pointer events on the canvas),
// approves, pays the deposit on (the fake) Stripe Checkout; at the desk the contractor sees the signature and "Intact".
// A keyboard-only homeowner signs with the typed signature. English and Spanish, axe clean, no sideways scroll.
// The signed copy then arrives by mail (the signed-copies queue, after the approval commits) to both parties.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, type ApiSession } from './support/api';
import { expectNoSidewaysScroll } from './support/fits';
import { login } from './support/login';
import { type SunkMail, waitForMail } from './support/mail';
import { signAndApprove } from './support/sign';
import { connectFakeStripe, payDepositOnFakeStripe } from './support/stripe';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const isPhone = () => test.info().project.name === 'phone';

const words = {
  en: {
    consentTitle: 'Consent to sign electronically', sign: 'Sign and approve', signed: (v: number) => `version ${v}`, pdf: 'Download the signed copy (PDF)',
    noSignature: 'Please sign in the box', paperCopy: /paper copy at no charge/,
    mailSubject: (n: number) => new RegExp(`^Signed quote #${n} from `), mailThanks: (n: number) => `Thank you for approving quote #${n}.`,
  },
  es: {
    consentTitle: 'Consentimiento para firmar electrónicamente', sign: 'Firmar y aprobar', signed: (v: number) => `versión ${v}`, pdf: 'Descargar la copia firmada (PDF)',
    noSignature: 'Firma dentro del recuadro', paperCopy: /copia en papel sin costo/,
    mailSubject: (n: number) => new RegExp(`^Cotización firmada #${n} de `), mailThanks: (n: number) => `Gracias por aprobar la cotización #${n}.`,
  },
} as const;

/** The signed copy's PDF, attached to the mail. */
function expectSignedPdf(mail: SunkMail, quoteNumber: number) {
  expect(mail.attachments).toEqual([expect.objectContaining({ filename: `quote-${quoteNumber}-signed.pdf`, contentType: 'application/pdf' })]);
  expect(mail.attachments[0].size).toBeGreaterThan(1000);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function newContractor(): Promise<{ email: string; password: string; api: ApiSession }> {
  const account = { email: uniqueEmail('signing'), password: 'quote-signing-e2e-password' };
  const admin = await apiAs('admin');
  const businessName = `Signed Fences ${uniqueSuffix()}`;
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Sam', lastName: 'Signer', businessName });
  await admin.dispose();
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName, firstName: 'Sam', lastName: 'Signer', phone: '512-555-0177', serviceAreas: ['78701'] });
  await connectFakeStripe(api);
  return { ...account, api };
}

async function sentQuote(api: ApiSession, lang: 'en' | 'es') {
  const s = uniqueSuffix();
  const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const email = uniqueEmail(`signer-${lang}`);
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Lucía', lastName: `Peña${s}`, email, phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    address: '7 Mesquite Trail', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const quote = await api.json<{ id: string; quoteNumber: number }>('POST', '/api/quotes', {
    quoteType: 'layout', homeownerId: customer.id, language: lang,
    runs: [{ id: 'r1', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 80, posts: { end: 2, corner: 0, line: 10, gate: 0 }, gates: [], removalFeet: 0 }],
  });
  await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  const { url } = await api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);
  const detail = await api.json<{ pricing: { depositCents: number } }>('GET', `/api/quotes/${quote.id}`);
  return { quote, email, url: new URL(url).pathname, name: `Lucía Peña${s}`, depositCents: detail.pricing.depositCents };
}

let contractor: Awaited<ReturnType<typeof newContractor>>;
test.beforeAll(async () => {
  contractor = await newContractor();
});
test.afterAll(async () => {
  await contractor?.api.dispose();
});

for (const lang of ['en', 'es'] as const) {
  test(`on a phone the homeowner signs with a drawn stroke, approves and pays the deposit; the contractor sees the signature intact (${lang})`, async ({ page, browser }) => {
    test.skip(!isPhone(), 'the homeowner is on a phone; the desk part opens its own desktop page');
    const w = words[lang];
    const q = await sentQuote(contractor.api, lang);
    const deposit = dollars(q.depositCents);
    await page.goto(`${q.url}?lang=${lang}`);
    await signAndApprove(page, {
      lang, name: q.name, signature: 'drawn',
      beforeSigning: async () => {
        await expect(page.getByRole('heading', { name: w.consentTitle })).toBeVisible();
        await expect(page.getByText(w.paperCopy)).toBeVisible();
        // Nothing drawn yet: the box says so.
        await page.getByRole('button', { name: w.sign }).click();
        await expect(page.getByText(w.noSignature, { exact: true })).toBeVisible();
      },
      beforeSubmit: async () => {
        await expectNoA11yViolations(page);
        await expectNoSidewaysScroll(page);
      },
    });

    const signed = page.getByRole('status').filter({ hasText: w.signed(1) });
    await expect(signed).toBeVisible();
    await expect(signed.getByRole('link', { name: w.pdf })).toHaveAttribute('href', /\/signed-pdf$/);
    // No sideways check here: the card payments box (its one-line Pay button) is being refitted on branch walk-web.
    await payDepositOnFakeStripe(page, { lang, deposit, beforeCheckout: () => expectNoA11yViolations(page) });

    const detail = await contractor.api.json<{ signature: { kind: string; signatureSvg: string } | null; status: string }>('GET', `/api/quotes/${q.quote.id}`);
    expect(detail.status).toBe('approved');
    expect(detail.signature?.kind).toBe('drawn');
    expect(detail.signature?.signatureSvg).toMatch(/d="M[\d.]+ [\d.]+Q/);

    const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })).newPage();
    await login(desk, contractor, `/login?redirect=${encodeURIComponent(`/contractor/quote/${q.quote.id}/view`)}`);
    await expect(desk.getByRole('img', { name: `Signature of ${q.name}` })).toBeVisible();
    await expect(desk.getByText('Drawn on screen')).toBeVisible();
    await desk.getByRole('button', { name: 'Verify' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Intact: the signed record matches its fingerprint.' })).toBeVisible();
    await expect(desk.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectNoA11yViolations(desk);
    await desk.context().close();

    // The signed copy, mailed once the approval committed: to the homeowner in the quote's language, and to the
    // contractor, each with the signed PDF.
    const n = q.quote.quoteNumber;
    const toHomeowner = await waitForMail(q.email, { subject: w.mailSubject(n) });
    expect(toHomeowner.text).toContain(w.mailThanks(n));
    expectSignedPdf(toHomeowner, n);
    const toContractor = await waitForMail(contractor.email, { subject: new RegExp(`#${n} `) });
    expect(toContractor.text).toContain(q.name);
    expectSignedPdf(toContractor, n);
  });
}

test('keyboard only: the homeowner signs with the typed signature', async ({ page }) => {
  test.skip(isPhone(), 'keyboard use is a desktop matter');
  const q = await sentQuote(contractor.api, 'en');
  await page.goto(`${q.url}?lang=en`);
  const name = page.getByLabel('Type your full name');
  await name.focus();
  await page.keyboard.type(q.name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Draw' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Type' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Your signature' })).toContainText(q.name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /I accept this quote/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign and approve' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'version 1' })).toBeVisible();
  const detail = await contractor.api.json<{ signature: { kind: string; signerName: string } | null }>('GET', `/api/quotes/${q.quote.id}`);
  expect(detail.signature).toMatchObject({ kind: 'typed', signerName: q.name });
});
