// The fake Stripe (e2e): a contractor's account connected through the API, and a homeowner paying a deposit on the
// fake Stripe Checkout from the quote page and coming back to a page that says it is paid.
import { expect, request, type Page } from '@playwright/test';
import type { ApiSession } from './api';

export const stripeWords = {
  en: { pay: (a: string) => `Pay the deposit (${a}) by card`, fakePay: (a: string) => `Pay ${a}`, paid: (a: string) => `Payment received: ${a} is paid` },
  es: { pay: (a: string) => `Pagar anticipo (${a})`, fakePay: (a: string) => `Pagar ${a}`, paid: (a: string) => `Pago recibido: ${a} está pagado` },
} as const;

/** Connect + the fake's "Complete onboarding" button, through the API; then the account is active. */
export async function connectFakeStripe(api: ApiSession): Promise<void> {
  const { url } = await api.json<{ url: string }>('POST', '/api/settings/stripe/connect');
  const stripe = await request.newContext();
  await stripe.post(`${url}/complete`, { maxRedirects: 0 });
  await stripe.dispose();
  await expect.poll(async () => (await api.json<{ status: string }>('GET', '/api/settings/stripe')).status).toBe('active');
}

type PayOptions = {
  lang: 'en' | 'es';
  /** The deposit as the page writes it ("$1,234.56"). */
  deposit: string;
  /** Runs with the quote page's pay button on screen, before it is pressed (e.g. axe). */
  beforeCheckout?: () => Promise<void>;
};

/**
 * On an approved quote's page: "Pay the deposit" → the fake Stripe Checkout → "Pay" → back on the quote page
 * (checkout=success with the session id) saying the deposit is paid.
 */
export async function payDepositOnFakeStripe(page: Page, o: PayOptions): Promise<void> {
  const w = stripeWords[o.lang];
  const pay = page.getByRole('button', { name: w.pay(o.deposit) });
  await expect(pay).toBeVisible();
  await o.beforeCheckout?.();
  await pay.click();
  await page.getByRole('button', { name: w.fakePay(o.deposit), exact: true }).click();
  await expect(page).toHaveURL(/[?&]checkout=success&session=cs_test_/);
  await expect(page.getByRole('status').filter({ hasText: w.paid(o.deposit) })).toBeVisible();
}
