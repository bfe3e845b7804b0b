import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { SunkMailFile } from './mail-sink-server';

export type SunkMail = SunkMailFile;

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** Every message the test SMTP sink has received for `to`, oldest first. */
export function mailsTo(to: string): SunkMail[] {
  const dir = mailDir();
  const address = to.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SunkMail)
    .filter((m) => m.to.includes(address));
}

/**
 * Waits until the app has sent `to` a message (optionally: whose subject matches, the `count`-th such one) and
 * returns the newest match. Mail goes out from a background queue, so it may arrive a few seconds after the click.
 */
export async function waitForMail(to: string, options: { subject?: RegExp; count?: number; timeout?: number } = {}): Promise<SunkMail> {
  const count = options.count ?? 1;
  const matching = () => mailsTo(to).filter((m) => !options.subject || options.subject.test(m.subject));
  await expect
    .poll(() => matching().length, { message: `mail to ${to}${options.subject ? ` matching ${options.subject}` : ''}`, timeout: options.timeout ?? 20_000 })
    .toBeGreaterThanOrEqual(count);
  return matching()[count - 1];
}

/** The first link in the message whose path starts with `pathPrefix`, as path + query + fragment (for page.goto). */
export function linkIn(mail: SunkMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new Error(`no link to ${pathPrefix} in the mail "${mail.subject}":\n${mail.text}`);
}
