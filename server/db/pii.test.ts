import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  TEST_PII_KEY,
  blindIndexToken,
  configurePii,
  contactHash,
  decryptPii,
  encryptPii,
  isEncryptedWithOldKey,
  parsePiiKey,
  queryIndexTokens,
} from './pii';

const other = crypto.randomBytes(32).toString('hex');

describe('PII column encryption (DESIGN §3)', () => {
  afterAll(() => configurePii({ key: TEST_PII_KEY }));

  it('round-trips text, including accents and emoji', () => {
    configurePii({ key: TEST_PII_KEY });
    for (const plain of ['ada@example.com', 'José Núñez', '12 Oak St 🏡', '']) expect(decryptPii(encryptPii(plain))).toBe(plain);
  });
  it('never writes the plain value and uses a fresh IV each time', () => {
    const a = encryptPii('555-123-4567');
    const b = encryptPii('555-123-4567');
    expect(a).not.toContain('555');
    expect(a).not.toBe(b);
  });
  it('rejects a tampered ciphertext', () => {
    const c = encryptPii('secret');
    const tampered = c.slice(0, -3) + (c.endsWith('A') ? 'BBB' : 'AAA');
    expect(() => decryptPii(tampered)).toThrow();
  });
  it('decrypts old rows with a previous key during a rotation and flags them', () => {
    configurePii({ key: TEST_PII_KEY });
    const old = encryptPii('old row');
    configurePii({ key: other, previousKeys: [TEST_PII_KEY] });
    expect(decryptPii(old)).toBe('old row');
    expect(isEncryptedWithOldKey(old)).toBe(true);
    expect(isEncryptedWithOldKey(encryptPii('new row'))).toBe(false);
  });
  it('refuses to decrypt without the key that wrote the value', () => {
    configurePii({ key: other });
    const c = encryptPii('x');
    configurePii({ key: TEST_PII_KEY });
    expect(() => decryptPii(c)).toThrow(/No PII key/);
  });
  it('parses hex and base64 keys of 32 bytes only', () => {
    expect(parsePiiKey(other)).toHaveLength(32);
    expect(parsePiiKey(TEST_PII_KEY)).toHaveLength(32);
    expect(() => parsePiiKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});

describe('blind-index tokens', () => {
  it('are deterministic per contractor and 5 hex characters (20 bits)', () => {
    configurePii({ key: TEST_PII_KEY });
    expect(blindIndexToken('c1', 'n:ada')).toBe(blindIndexToken('c1', 'n:ada'));
    expect(blindIndexToken('c1', 'n:ada')).toMatch(/^[0-9a-f]{5}$/);
  });
  it('are the first 20 bits of HMAC-SHA256 under the tenant key: the values stored before the one-shot hashing', () => {
    configurePii({ key: TEST_PII_KEY });
    const contractor = '5b0c2a53-0000-4000-8000-000000000001';
    // Computed with crypto.createHmac (the implementation before the one-shot hashes): stored tokens must still match.
    expect(['n:ada', 'e:josé@example.com', 'p:5551', `n:${'x'.repeat(200)}`].map((t) => blindIndexToken(contractor, t))).toEqual(['91176', '21be8', '34798', 'a53fb']);
  });
  it('differ between contractors for the same term', () => {
    const distinct = ['n:ada', 'n:bob', 'e:x@y', 'p:5551'].filter((t) => blindIndexToken('c1', t) !== blindIndexToken('c2', t));
    expect(distinct.length).toBeGreaterThanOrEqual(3);
  });
  it('collide for some different terms (truncation: a token alone proves nothing)', () => {
    const seen = new Map<string, string>();
    let collisions = 0;
    for (let i = 0; i < 5000; i++) {
      const token = blindIndexToken('c1', `n:term${i}`);
      if (seen.has(token)) collisions++;
      seen.set(token, `term${i}`);
    }
    expect(collisions).toBeGreaterThan(0);
  });
  it('memoised query tokens equal the computed ones, deduplicated, and follow a key change', () => {
    configurePii({ key: TEST_PII_KEY });
    const terms = ['n:ada', 'e:ada', 'n:ada'];
    expect(queryIndexTokens('c1', terms)).toEqual([...new Set(terms.map((t) => blindIndexToken('c1', t)))]);
    expect(queryIndexTokens('c1', terms)).toEqual(queryIndexTokens('c1', terms));
    expect(queryIndexTokens('c2', ['n:ada'])).toEqual([blindIndexToken('c2', 'n:ada')]);
    const before = queryIndexTokens('c1', ['n:ada']);
    configurePii({ key: other });
    expect(queryIndexTokens('c1', ['n:ada'])).toEqual([blindIndexToken('c1', 'n:ada')]);
    expect(queryIndexTokens('c1', ['n:ada'])).not.toEqual(before);
    configurePii({ key: TEST_PII_KEY });
  });
  it('contact hash is full length and tenant-specific', () => {
    expect(contactHash('c1', 'A@x.com ', '5551234567')).toBe(contactHash('c1', 'a@x.com', '5551234567'));
    expect(contactHash('c1', 'a@x.com', '5551234567')).not.toBe(contactHash('c2', 'a@x.com', '5551234567'));
    expect(contactHash('c1', 'a@x.com', '5551234567').length).toBeGreaterThanOrEqual(43);
  });
});
