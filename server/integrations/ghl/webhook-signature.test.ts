import { describe, expect, it } from 'vitest';
import {
  GHL_ED25519_PUBLIC_KEY,
  generateWebhookKeyPairs,
  isFreshTimestamp,
  loadWebhookKeys,
  parsePublicKey,
  signEd25519,
  signRsa,
  verifyWebhookSignature,
} from './webhook-signature';

const sender = generateWebhookKeyPairs();
const stranger = generateWebhookKeyPairs();
const keys = loadWebhookKeys({ ed25519PublicKey: sender.ed25519.publicKeyPem, rsaPublicKey: sender.rsa.publicKeyPem });
const raw = Buffer.from(JSON.stringify({ type: 'ContactCreate', locationId: 'loc1', webhookId: 'w1', timestamp: new Date().toISOString(), firstName: 'Ana' }));

function flipOneByte(buf: Buffer): Buffer {
  const copy = Buffer.from(buf);
  copy[20] ^= 0x01;
  return copy;
}

describe.each([
  ['X-GHL-Signature (Ed25519)', (b: Buffer, k = sender) => ({ ghlSignature: signEd25519(b, k.ed25519.privateKey) }), 'ed25519'],
  ['X-WH-Signature (RSA-SHA256)', (b: Buffer, k = sender) => ({ whSignature: signRsa(b, k.rsa.privateKey) }), 'rsa'],
] as const)('%s', (_name, sign, scheme) => {
  it('accepts a valid signature over the raw bytes', () => {
    expect(verifyWebhookSignature(raw, sign(raw), keys)).toEqual({ ok: true, scheme });
  });
  it('refuses the same signature when one byte of the body changed', () => {
    expect(verifyWebhookSignature(flipOneByte(raw), sign(raw), keys)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('refuses re-serialised JSON (whitespace differs, same data)', () => {
    const pretty = Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 1));
    expect(verifyWebhookSignature(pretty, sign(raw), keys)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('refuses a signature made with another key', () => {
    expect(verifyWebhookSignature(raw, sign(raw, stranger), keys)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('refuses a garbled signature without throwing', () => {
    const header = scheme === 'ed25519' ? { ghlSignature: 'not base64 at all!' } : { whSignature: '%%%' };
    expect(verifyWebhookSignature(raw, header, keys)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('verifyWebhookSignature', () => {
  it('refuses a delivery without any signature', () => {
    expect(verifyWebhookSignature(raw, {}, keys)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhookSignature(raw, { ghlSignature: '  ' }, keys)).toEqual({ ok: false, reason: 'missing' });
  });
  it('falls back to the RSA signature when the Ed25519 one does not verify', () => {
    const headers = { ghlSignature: signEd25519(raw, stranger.ed25519.privateKey), whSignature: signRsa(raw, sender.rsa.privateKey) };
    expect(verifyWebhookSignature(raw, headers, keys)).toEqual({ ok: true, scheme: 'rsa' });
  });
  it('a signature of the wrong kind in a header does not pass', () => {
    expect(verifyWebhookSignature(raw, { ghlSignature: signRsa(raw, sender.rsa.privateKey) }, keys)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('keys', () => {
  it("HighLevel's published keys are the default", () => {
    const defaults = loadWebhookKeys();
    expect(defaults.ed25519.asymmetricKeyType).toBe('ed25519');
    expect(defaults.rsa.asymmetricKeyType).toBe('rsa');
    expect(defaults.rsa.asymmetricKeyDetails?.modulusLength).toBe(4096);
  });
  it('reads a key pasted as PEM with literal \\n, or as bare base64', () => {
    const oneLine = GHL_ED25519_PUBLIC_KEY.replace(/\n/g, '\\n');
    expect(parsePublicKey(`"${oneLine}"`, 'ed25519').asymmetricKeyType).toBe('ed25519');
    expect(parsePublicKey('MCowBQYDK2VwAyEAi2HR1srL4o18O8BRa7gVJY7G7bupbN3H9AwJrHCDiOg=', 'ed25519').asymmetricKeyType).toBe('ed25519');
  });
  it('refuses a key of the wrong kind at start-up', () => {
    expect(() => parsePublicKey(sender.rsa.publicKeyPem, 'ed25519')).toThrow(/Expected an ed25519 public key/);
  });
});

describe('isFreshTimestamp: 5 minutes either way', () => {
  const now = Date.parse('2025-06-01T12:00:00.000Z');
  it.each([
    ['just now', '2025-06-01T12:00:00.000Z', true],
    ['4:59 old', '2025-06-01T11:55:01.000Z', true],
    ['exactly 5 minutes old', '2025-06-01T11:55:00.000Z', true],
    ['stale: 5 minutes and 1 second old', '2025-06-01T11:54:59.000Z', false],
    ['from 6 minutes in the future', '2025-06-01T12:06:00.000Z', false],
    ['unreadable', 'yesterday', false],
    ['missing', undefined, false],
  ])('%s', (_n, ts, fresh) => expect(isFreshTimestamp(ts, now)).toBe(fresh));
});
