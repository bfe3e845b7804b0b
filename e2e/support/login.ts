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
