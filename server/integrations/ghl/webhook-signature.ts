// GoHighLevel webhook signatures, checked over the raw request bytes (never re-serialised JSON):
// `X-GHL-Signature` is Ed25519 (crypto.verify(null, raw, key, sig)), the legacy `X-WH-Signature` RSA-SHA256; both base64.
// HighLevel publishes one key pair for every app (marketplace.gohighlevel.com/docs/webhook/WebhookIntegrationGuide);
// the keys below are those, overridable by configuration for a rotation or for the local fake CRM.
import crypto, { type KeyObject } from 'node:crypto';

export const GHL_ED25519_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAi2HR1srL4o18O8BRa7gVJY7G7bupbN3H9AwJrHCDiOg=
-----END PUBLIC KEY-----`;

export const GHL_RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEAokvo/r9tVgcfZ5DysOSC
Frm602qYV0MaAiNnX9O8KxMbiyRKWeL9JpCpVpt4XHIcBOK4u3cLSqJGOLaPuXw6
dO0t6Q/ZVdAV5Phz+ZtzPL16iCGeK9po6D6JHBpbi989mmzMryUnQJezlYJ3DVfB
csedpinheNnyYeFXolrJvcsjDtfAeRx5ByHQmTnSdFUzuAnC9/GepgLT9SM4nCpv
uxmZMxrJt5Rw+VUaQ9B8JSvbMPpez4peKaJPZHBbU3OdeCVx5klVXXZQGNHOs8gF
3kvoV5rTnXV0IknLBXlcKKAQLZcY/Q9rG6Ifi9c+5vqlvHPCUJFT5XUGG5RKgOKU
J062fRtN+rLYZUV+BjafxQauvC8wSWeYja63VSUruvmNj8xkx2zE/Juc+yjLjTXp
IocmaiFeAO6fUtNjDeFVkhf5LNb59vECyrHD2SQIrhgXpO4Q3dVNA5rw576PwTzN
h/AMfHKIjE4xQA1SZuYJmNnmVZLIZBlQAF9Ntd03rfadZ+yDiOXCCs9FkHibELhC
HULgCsnuDJHcrGNd5/Ddm5hxGQ0ASitgHeMZ0kcIOwKDOzOU53lDza6/Y09T7sYJ
PQe7z0cvj7aE4B+Ax1ZoZGPzpJlZtGXCsu9aTEGEnKzmsFqwcSsnw3JB31IGKAyk
T1hhTiaCeIY/OwwwNUY2yvcCAwEAAQ==
-----END PUBLIC KEY-----`;

export interface WebhookKeys {
  ed25519: KeyObject;
  rsa: KeyObject;
}

/**
 * A public key from configuration, whichever way it was pasted: a PEM block (with real or "\n" line breaks, quoted or
 * not) or its bare base64 SPKI body. A key that does not parse fails start-up, never the first webhook.
 */
export function parsePublicKey(text: string, expected: 'ed25519' | 'rsa'): KeyObject {
  const body = text
    .replace(/\\n/g, '\n')
    .replace(/["']/g, '')
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '');
  const key = crypto.createPublicKey({ key: Buffer.from(body, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== expected) throw new Error(`Expected an ${expected} public key, got ${key.asymmetricKeyType ?? 'an unknown key'}`);
  return key;
}

export function loadWebhookKeys(config: { ed25519PublicKey?: string; rsaPublicKey?: string } = {}): WebhookKeys {
  return {
    ed25519: parsePublicKey(config.ed25519PublicKey ?? GHL_ED25519_PUBLIC_KEY, 'ed25519'),
    rsa: parsePublicKey(config.rsaPublicKey ?? GHL_RSA_PUBLIC_KEY, 'rsa'),
  };
}

export type SignatureCheck = { ok: true; scheme: 'ed25519' | 'rsa' } | { ok: false; reason: 'missing' | 'invalid' };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function decode(signature: string | undefined, bytes?: number): Buffer | null {
  const s = signature?.trim();
  if (!s || s.length > 2048 || !BASE64.test(s)) return null;
  const buf = Buffer.from(s, 'base64');
  return bytes !== undefined && buf.length !== bytes ? null : buf;
}

/**
 * Either signature HighLevel sent, checked with its own key: Ed25519 first (the current scheme), the RSA one when the
 * Ed25519 one is absent or does not verify (a rotated key on one side must not drop every delivery). Both absent or
 * neither valid: refused.
 */
export function verifyWebhookSignature(raw: Buffer, headers: { ghlSignature?: string; whSignature?: string }, keys: WebhookKeys): SignatureCheck {
  if (!headers.ghlSignature?.trim() && !headers.whSignature?.trim()) return { ok: false, reason: 'missing' };
  const ed = decode(headers.ghlSignature, 64);
  if (ed && crypto.verify(null, raw, keys.ed25519, ed)) return { ok: true, scheme: 'ed25519' };
  const rsa = decode(headers.whSignature);
  if (rsa && crypto.verify('sha256', raw, keys.rsa, rsa)) return { ok: true, scheme: 'rsa' };
  return { ok: false, reason: 'invalid' };
}

/** Signing, for the fake CRM and tests: the same bytes, the sender's private keys. */
export function signEd25519(raw: Buffer, privateKey: KeyObject): string {
  return crypto.sign(null, raw, privateKey).toString('base64');
}

export function signRsa(raw: Buffer, privateKey: KeyObject): string {
  return crypto.sign('sha256', raw, privateKey).toString('base64');
}

/** A fresh signing identity (the fake CRM's): Ed25519 plus a 2048-bit RSA pair, public halves as PEM. */
export function generateWebhookKeyPairs() {
  const ed = crypto.generateKeyPairSync('ed25519');
  const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ed25519: { privateKey: ed.privateKey, publicKeyPem: ed.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    rsa: { privateKey: rsa.privateKey, publicKeyPem: rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
  };
}

/** How old (or how far in the future) a delivery's `timestamp` may be: 5 minutes (HighLevel's guidance). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

export function isFreshTimestamp(timestamp: unknown, now: number = Date.now()): boolean {
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number') return false;
  const t = typeof timestamp === 'number' ? timestamp : Date.parse(timestamp);
  return Number.isFinite(t) && Math.abs(now - t) <= WEBHOOK_TOLERANCE_MS;
}
