import { expect, type Page } from '@playwright/test';
import { credentialsFor, type Who } from './accounts';

/**
 * Signs in through the login page like a person and waits until the app has moved on.
 * Pass `path` to start elsewhere (e.g. '/login?redirect=%2Fjobs' or '/login?lang=es').
 */
export async function login(page: Page, who: Who, path = '/login'): Promise<void> {
  const { email, password } = credentialsFor(who);
  await page.goto(path);
  const spanish = new URL(page.url()).searchParams.get('lang') === 'es';
  await page.getByLabel(spanish ? 'Correo electrónico' : 'Email').fill(email);
  await page.getByLabel(spanish ? 'Contraseña' : 'Password').fill(password);
  await page.getByRole('button', { name: spanish ? 'Iniciar sesión' : 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Signs in through the API inside the page's own browser context (the session cookie is the browser's), then opens
 * `path`: for tests that are not about signing in, it saves the login page and the landing page a person would see
 * first. Tests of the sign-in itself use `login`.
 */
export async function signInAt(page: Page, who: Who, path: string): Promise<void> {
  const token = await page.request.get('/api/csrf-token');
  expect(token.ok(), `csrf-token: ${token.status()}`).toBe(true);
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const res = await page.request.post('/api/auth/login', { data: credentialsFor(who), headers: { 'x-csrf-token': csrfToken } });
  expect(res.ok(), `login as ${credentialsFor(who).email}: ${res.status()} ${await res.text()}`).toBe(true);
  await page.goto(path);
}
