// Search candidates arrive as ciphertext. A customer's decrypted name, email and phone and the keys matching compares
// are derived once per row version and kept: the search box asks about the same customers on every keystroke pause.
import { customerMatchKeys, type CustomerMatchKeys } from '../../../core/search/match-customer';
import { decryptPiiUncached } from '../../db/pii';

export interface DecryptedCandidate {
  name: string;
  email: string;
  phone: string;
  keys: CustomerMatchKeys;
}

/** A candidate row as selected: its id, its version (xmin) and the stored ciphertexts. */
export interface StoredCandidate {
  id: string;
  version: string;
  name: string;
  email: string;
  phone: string;
}

// Bounded (oldest out first). Keyed by id and version, so an edited customer is decrypted afresh and never served stale;
// entries come only from rows a tenant-scoped query returned, so a hit never crosses tenants.
const MAX_ENTRIES = 50_000;
const cache = new Map<string, DecryptedCandidate>();

export function decryptedCandidate(row: StoredCandidate): DecryptedCandidate {
  const key = `${row.id}:${row.version}`;
  let found = cache.get(key);
  if (found === undefined) {
    const name = decryptPiiUncached(row.name);
    const email = decryptPiiUncached(row.email);
    const phone = decryptPiiUncached(row.phone);
    found = { name, email, phone, keys: customerMatchKeys({ firstName: name, lastName: '', email, phone }) };
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, found);
  }
  return found;
}
