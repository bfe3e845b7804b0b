// Stripe's webhook signature (docs.stripe.com/webhooks#verify-manually): `Stripe-Signature: t={unix seconds},v1={hex}`,
// v1 = HMAC-SHA256 of "{t}.{raw body}" with the endpoint's whsec_ secret; 5 minutes of tolerance.
import crypto from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header Stripe sends with a payload (the fake signs its deliveries with it; tests forge with it). */
export function signStripePayload(rawBody: Buffer | string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/**
 * Checks the raw bytes against every accepted secret (platform and Connect endpoints, or a rotation's old and new).
 * Several v1 entries may be present (Stripe signs with each live secret); one match is enough.
 */
export function verifyStripeSignature(
  rawBody: Buffer | string,
  header: string | string[] | undefined,
  secrets: readonly string[],
  now = Date.now(),
): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return { ok: false, reason: 'missing' };
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(v)) timestamp = Number(v);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(v)) signatures.push(v.toLowerCase());
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const matches = secrets.some((secret) => {
    const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
    return signatures.some((s) => crypto.timingSafeEqual(expected, Buffer.from(s, 'hex')));
  });
  if (!matches) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  return { ok: true, timestamp };
}
