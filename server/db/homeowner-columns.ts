// The derived columns of a homeowner row: full name, blind-index tokens and the duplicate-detection hash (DESIGN §3).
import { fullName } from '../../core/customers/customer.schema';
import { phoneDigits } from '../../core/customers/phone';
import { customerIndexTerms } from '../../core/search/search-terms';
import { blindIndexTokens, contactHash } from './pii';

export interface HomeownerPlainFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Exact-value terms for duplicate lookups (email beyond the 24-character prefix cap, the 10 phone digits). */
export function duplicateTerms(email: string, phone: string): string[] {
  const terms: string[] = [];
  if (email) terms.push(`x:${email.trim().toLowerCase()}`);
  const digits = phoneDigits(phone);
  if (digits) terms.push(`p:${digits}`);
  return terms;
}

/** Everything a write to homeowners must store besides the typed fields; the seed and the bench call this too. */
export function derivedHomeownerColumns(contractorId: string, f: HomeownerPlainFields) {
  const name = fullName(f.firstName, f.lastName);
  const terms = [...customerIndexTerms({ ...f, name }), ...duplicateTerms(f.email, f.phone)];
  return {
    name,
    searchTokens: blindIndexTokens(contractorId, terms),
    hash: contactHash(contractorId, f.email, phoneDigits(f.phone)),
  };
}
