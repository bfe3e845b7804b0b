// A GoHighLevel contact (ContactCreate / ContactUpdate webhook) read as a Picket homeowner and as lead facts.
// CRM contacts are loosely filled (a Facebook lead may carry only a name and a phone); what cannot be read is left blank
// for the contractor to complete rather than refusing the lead.
import { formatPhone, phoneDigits } from '../customers/phone';
import type { LeadFacts } from './lead-rules';
import { fenceTypes, type FenceType } from '../catalogue/fence-types';

export interface CrmContact {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  source?: string | null;
  tags?: string[] | null;
  dnd?: boolean | null;
  customFields?: { id: string; value?: unknown }[] | null;
}

export interface HomeownerFromContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

const US_STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE',
  nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC',
  'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA',
  washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};

// Same caps as the customer form (core/customers/customer.schema.ts), so a CRM value never exceeds what a person may type.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const clip = (value: string | null | undefined, max: number) => (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, max);

/** "+1 (512) 555-0142" → "512-555-0142"; a number that is not a US one is kept as its digits (never lost). */
export function phoneFromCrm(phone: string | null | undefined): string {
  const digits = phoneDigits(phone ?? '');
  if (digits.length === 11 && digits.startsWith('1')) return formatPhone(digits.slice(1));
  if (digits.length === 10) return formatPhone(digits);
  return digits.slice(0, 20);
}

/** "Texas" or "tx" → "TX"; anything else that is not two letters is left blank. */
export function stateFromCrm(state: string | null | undefined): string {
  const s = clip(state, 60);
  if (/^[a-z]{2}$/i.test(s)) return s.toUpperCase();
  return US_STATES[s.toLowerCase().replace(/\s+/g, ' ')] ?? '';
}

/** "78702-1234" → "78702"; not a US ZIP → blank. */
export function zipFromCrm(postalCode: string | null | undefined): string {
  const m = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(postalCode ?? '');
  return m ? m[1] : '';
}

function emailFromCrm(email: string | null | undefined): string {
  const e = clip(email, 254).toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : '';
}

export function homeownerFromContact(c: CrmContact): HomeownerFromContact {
  let firstName = clip(c.firstName, 100);
  let lastName = clip(c.lastName, 100);
  if (!firstName && !lastName && c.name) {
    const [first, ...rest] = clip(c.name, 201).split(/\s+/);
    firstName = first.slice(0, 100);
    lastName = rest.join(' ').slice(0, 100);
  }
  const email = emailFromCrm(c.email);
  const phone = phoneFromCrm(c.phone);
  // A contact known only by email or phone still needs a name to show: the email's local part, else the phone.
  if (!firstName && !lastName) firstName = (email.split('@')[0] || phone || 'Lead').slice(0, 100);
  return {
    firstName,
    lastName,
    email,
    phone,
    address: clip(c.address1, 200),
    city: clip(c.city, 100),
    state: stateFromCrm(c.state),
    zipCode: zipFromCrm(c.postalCode),
  };
}

const FENCE_WORDS: Record<string, FenceType> = { vinyl: 'vinyl', pvc: 'vinyl', cedar: 'cedar', wood: 'cedar', chain: 'chain', chainlink: 'chain' };

/** "Chain link", "chain-link fence", "Wood" → a Picket fence type; anything else → null. */
export function fenceTypeFromText(text: unknown): FenceType | null {
  if (typeof text !== 'string') return null;
  const words = text.toLowerCase().replace(/[-_]/g, ' ').split(/\s+/);
  const joined = words.join('');
  if (joined.startsWith('chainlink')) return 'chain';
  for (const w of words) if (FENCE_WORDS[w]) return FENCE_WORDS[w];
  return (fenceTypes as readonly string[]).includes(joined) ? (joined as FenceType) : null;
}

/**
 * The facts lead rules read. Fence type: the CRM custom field the contractor mapped to it when there is one, else the
 * first tag naming a fence type ("vinyl", "chain link").
 */
export function leadFactsFromContact(c: CrmContact, opts: { fenceTypeFieldId?: string | null } = {}): LeadFacts {
  const tags = (c.tags ?? []).filter((t): t is string => typeof t === 'string').map((t) => t.trim()).filter(Boolean);
  const field = opts.fenceTypeFieldId ? c.customFields?.find((f) => f.id === opts.fenceTypeFieldId) : undefined;
  const fenceType = fenceTypeFromText(field?.value) ?? tags.map(fenceTypeFromText).find((t) => t !== null) ?? null;
  return { zip: zipFromCrm(c.postalCode) || null, fenceType, source: clip(c.source, 200) || null, tags };
}
