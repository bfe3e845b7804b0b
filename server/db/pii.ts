// Homeowner PII at rest (DESIGN §3): AES-256-GCM column encryption and truncated HMAC blind-index tokens.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { customType } from 'drizzle-orm/pg-core';

const VERSION = 'v1';
const AAD = Buffer.from('picket-pii-v1');
// CipherSweet-style truncation: 20 bits gives ~1M buckets, so at ~80 terms per customer a busy tenant's tokens collide
// often enough that a token alone does not prove two rows share a value; candidates are decrypted and filtered.
export const BLIND_INDEX_BITS = 20;
// The test key of testConfig() in server/config.ts, so test rows are readable across helpers.
export const TEST_PII_KEY = Buffer.alloc(32, 7).toString('base64');

interface KeyRing {
  current: DerivedKey;
  /** Current first, then previous keys (PII_KEY_PREVIOUS) that may still decrypt during a rotation. */
  byId: Map<string, DerivedKey>;
}

interface DerivedKey {
  id: string;
  encryption: crypto.KeyObject;
  indexRoot: Buffer;
}

/** A 32-byte key written as 64 hex characters or base64/base64url. */
export function parsePiiKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('PII_KEY must be 32 bytes, written as 64 hex characters or base64');
  return key;
}

function derive(master: Buffer): DerivedKey {
  const hkdf = (info: string) => Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return {
    id: crypto.createHash('sha256').update(master).digest('hex').slice(0, 8),
    // A KeyObject is imported into OpenSSL once; a Buffer key is copied on every cipher made from it.
    encryption: crypto.createSecretKey(hkdf('picket pii encryption v1')),
    indexRoot: hkdf('picket blind index v1'),
  };
}

let ring: KeyRing | null = null;
const contractorKeys = new Map<string, IndexKey>();

/** Sets the keys explicitly (app start-up, scripts, tests). Previous keys only decrypt. */
export function configurePii(options: { key: string; previousKeys?: string[] }): void {
  const current = derive(parsePiiKey(options.key));
  const byId = new Map<string, DerivedKey>([[current.id, current]]);
  for (const k of options.previousKeys ?? []) {
    const d = derive(parsePiiKey(k));
    if (!byId.has(d.id)) byId.set(d.id, d);
  }
  ring = { current, byId };
  contractorKeys.clear();
  plainCache.clear();
  tokenCache.clear();
}

/** PII_KEY, else a fixed key under tests, else a key generated once into DATA_DIR/pii.key (embedded default). */
export function resolvePiiKey(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PII_KEY) return env.PII_KEY;
  if (env.VITEST || env.NODE_ENV === 'test') return TEST_PII_KEY;
  if (env.NODE_ENV === 'production') throw new Error('PII_KEY must be set in production');
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const file = path.join(dataDir, 'pii.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32).toString('base64');
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}

function keys(): KeyRing {
  if (!ring) {
    const previous = (process.env.PII_KEY_PREVIOUS ?? '').split(',').filter(Boolean);
    configurePii({ key: resolvePiiKey(), previousKeys: previous });
  }
  return ring!;
}

export function currentPiiKeyId(): string {
  return keys().current.id;
}

// IVs are drawn from a pool of CSPRNG bytes filled 4,096 IVs at a time: a bulk write (an import's thousands of rows)
// then makes one call to the generator instead of one per value. Each IV is used once: a used pool is dropped, never
// refilled in place.
const IV_BYTES = 12;
const IV_POOL_SIZE = 4096;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = crypto.randomBytes(IV_BYTES * IV_POOL_SIZE);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + IV_BYTES);
  ivOffset += IV_BYTES;
  return iv;
}

/** "v1.<keyId>.<base64url(iv | ciphertext | tag)>": the key id lets a rotation decrypt old rows. */
export function encryptPii(plain: string): string {
  const key = keys().current;
  const iv = nextIv();
  const cipher = crypto.createCipheriv('aes-256-gcm', key.encryption, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${key.id}.${body.toString('base64url')}`;
}

// Ciphertexts are immutable and unique, so a bounded cache of decrypted values is safe and spares the CPU on lists.
const PLAIN_CACHE_MAX = 100_000;
const plainCache = new Map<string, string>();

export function decryptPii(stored: string): string {
  const cached = plainCache.get(stored);
  if (cached !== undefined) return cached;
  const plain = decryptPiiUncached(stored);
  if (plainCache.size >= PLAIN_CACHE_MAX) plainCache.delete(plainCache.keys().next().value!);
  plainCache.set(stored, plain);
  return plain;
}

/** decryptPii without the shared cache, for callers that cache what they derive from the value themselves. */
export function decryptPiiUncached(stored: string): string {
  const [version, keyId, payload] = stored.split('.');
  if (version !== VERSION || !payload) throw new Error('Unreadable encrypted value');
  const key = keys().byId.get(keyId);
  if (!key) throw new Error(`No PII key with id ${keyId} is configured (set PII_KEY_PREVIOUS during a rotation)`);
  const body = Buffer.from(payload, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key.encryption, body.subarray(0, 12));
  decipher.setAAD(AAD);
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(12, body.length - 16)), decipher.final()]).toString('utf8');
}

/** Whether a stored value was written under an older key (the rotation script rewrites those). */
export function isEncryptedWithOldKey(stored: string): boolean {
  return stored.split('.')[1] !== keys().current.id;
}

/** Drizzle column type: code reads and writes plain strings, the database holds ciphertext (dataType text). */
export const encryptedText = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'text';
  },
  toDriver(value: string): string {
    return encryptPii(value);
  },
  fromDriver(value: string): string {
    return decryptPii(value);
  },
});

// A tenant's index key as HMAC-SHA256's two padded key blocks (RFC 2104), so a token is two one-shot hashes: no HMAC
// object (and no native context left for the garbage collector) per term, which matters at ~60 terms a customer.
interface IndexKey {
  raw: Buffer;
  inner: Buffer;
  outer: Buffer;
}


function contractorIndexKey(contractorId: string): IndexKey {
  let key = contractorKeys.get(contractorId);
  if (!key) {
    // Per-tenant keys: equal values in two tenants give unrelated tokens.
    const raw = crypto.createHmac('sha256', keys().current.indexRoot).update(`contractor:${contractorId}`).digest();
    const inner = Buffer.alloc(64, 0x36);
    const outer = Buffer.alloc(64 + 32, 0x5c);
    for (let i = 0; i < raw.length; i++) {
      inner[i] ^= raw[i];
      outer[i] ^= raw[i];
    }
    key = { raw, inner, outer };
    if (contractorKeys.size > 10_000) contractorKeys.clear();
    contractorKeys.set(contractorId, key);
  }
  return key;
}

/** HMAC-SHA256(key, message) as hex, the same bytes crypto.createHmac gives. */
function indexHmacHex(key: IndexKey, message: string): string {
  const innerHash = crypto.hash('sha256', Buffer.concat([key.inner, Buffer.from(message, 'utf8')]), 'buffer');
  innerHash.copy(key.outer, 64);
  return crypto.hash('sha256', key.outer, 'hex');
}

/** A truncated blind-index token for one plain term (core/search/search-terms.ts), as 5 hex characters. */
export function blindIndexToken(contractorId: string, term: string): string {
  // The first BLIND_INDEX_BITS (20) bits of the MAC: its first five hex digits.
  return indexHmacHex(contractorIndexKey(contractorId), term).slice(0, BLIND_INDEX_BITS / 4);
}

export function blindIndexTokens(contractorId: string, terms: string[]): string[] {
  return [...new Set(terms.map((t) => blindIndexToken(contractorId, t)))];
}

// The search box asks for the same few terms again and again (every keystroke pause), and an HMAC costs more than a
// map lookup. Only searches use it (writes would flood it with every customer's ~80 terms); cleared with the keys.
const TOKEN_CACHE_MAX = 50_000;
const tokenCache = new Map<string, string>();

/** blindIndexTokens for a search query's few terms, memoised. */
export function queryIndexTokens(contractorId: string, terms: string[]): string[] {
  const tokens = new Set<string>();
  for (const term of terms) {
    const cacheKey = `${contractorId}|${term}`;
    let token = tokenCache.get(cacheKey);
    if (token === undefined) {
      token = blindIndexToken(contractorId, term);
      if (tokenCache.size >= TOKEN_CACHE_MAX) tokenCache.delete(tokenCache.keys().next().value!);
      tokenCache.set(cacheKey, token);
    }
    tokens.add(token);
  }
  return [...tokens];
}

/** Full-length HMAC of the normalised email and phone digits: the `hash` column, for duplicate detection only. */
export function contactHash(contractorId: string, email: string, phoneDigits: string): string {
  return crypto
    .createHmac('sha256', contractorIndexKey(contractorId).raw)
    .update(`contact:${email.trim().toLowerCase()}|${phoneDigits}`)
    .digest('base64url');
}

function emailFingerprintUnder(key: DerivedKey, email: string): string {
  return crypto.createHmac('sha256', key.indexRoot).update(`account-email:${email.trim().toLowerCase()}`).digest('base64url');
}

/** Keyed fingerprint of an account's email (audit and throttle rows): equal emails match, the row never shows one. */
export function emailFingerprint(email: string): string {
  return emailFingerprintUnder(keys().current, email);
}

/** The email's fingerprint under the current and every previous key, so a filter still finds rows during a rotation. */
export function emailFingerprintsForSearch(email: string): string[] {
  return [...new Set([...keys().byId.values()].map((key) => emailFingerprintUnder(key, email)))];
}

/** encryptedText for bulk, read-once values (import rows): decrypted without filling the shared cache. */
export const encryptedBulkText = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'text';
  },
  toDriver(value: string): string {
    return encryptPii(value);
  },
  fromDriver(value: string): string {
    return decryptPiiUncached(value);
  },
});
