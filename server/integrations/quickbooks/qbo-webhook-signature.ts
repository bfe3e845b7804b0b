// Intuit signs each webhook: `intuit-signature` = base64 HMAC-SHA256 of the raw body keyed with the app's verifier token.
import crypto from 'node:crypto';

export function signQboWebhook(rawBody: string | Buffer, verifierToken: string): string {
  return crypto.createHmac('sha256', verifierToken).update(rawBody).digest('base64');
}

/** Constant-time check of the header against the raw body (before anything is parsed or stored). */
export function verifyQboWebhook(rawBody: string | Buffer, signature: string | undefined, verifierToken: string | undefined): boolean {
  if (!signature || !verifierToken) return false;
  const expected = Buffer.from(signQboWebhook(rawBody, verifierToken));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
