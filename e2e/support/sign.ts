// Issue 25: the homeowner signs and approves a quote on its public page: full name, a signature (a stroke drawn with
// pointer events, or the typed signature: the keyboard's way), the consent box, then "Sign and approve".
import { type Locator, type Page } from '@playwright/test';

export const signWords = {
  en: { name: 'Type your full name', draw: 'Draw', type: 'Type', pad: /^Signature box/, consent: /I accept this quote/, sign: 'Sign and approve' },
  es: { name: 'Escribe tu nombre completo', draw: 'Dibujar', type: 'Escribir', pad: /^Recuadro de firma/, consent: /Acepto esta cotización/, sign: 'Firmar y aprobar' },
} as const;

/** One stroke across the signature box, as a finger or mouse makes it: pointer down, moves, up. */
async function drawStroke(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [[0.2, 0.3], [0.3, 0.7], [0.45, 0.35], [0.6, 0.65], [0.75, 0.4], [0.9, 0.55]] as const) await page.mouse.move(...at(fx, fy), { steps: 4 });
  await page.mouse.up();
}

type SignOptions = {
  lang: 'en' | 'es';
  /** The signer's full name, typed into the form. */
  name: string;
  signature: 'drawn' | 'typed';
  /** Runs after the name and the consent box, before the signature is made (e.g. to check the form's texts). */
  beforeSigning?: () => Promise<void>;
  /** Runs with the form filled in, just before "Sign and approve" (e.g. axe, no sideways scroll). */
  beforeSubmit?: () => Promise<void>;
};

/** Fills in the approval form and presses "Sign and approve". The form must be on the page (it loads as it nears the screen). */
export async function signAndApprove(page: Page, o: SignOptions): Promise<void> {
  const w = signWords[o.lang];
  await page.getByLabel(w.name).fill(o.name);
  if (o.signature === 'typed') await page.getByRole('radio', { name: w.type }).check();
  await page.getByRole('checkbox', { name: w.consent }).check();
  await o.beforeSigning?.();
  if (o.signature === 'drawn') await drawStroke(page, page.getByRole('img', { name: w.pad }));
  await o.beforeSubmit?.();
  await page.getByRole('button', { name: w.sign }).click();
}
