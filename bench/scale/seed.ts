// bench/scale seed: N tenants, each with a signed-in-able owner, `customers` customers (PII encrypted and blind-indexed
// exactly as the app writes them: the schema's encrypted columns and derivedHomeownerColumns), `quotes` quotes, and —
// for every other tenant — a GoHighLevel connection to its own location at the fake CRM. Multi-row inserts,
// one password hash shared by every owner (argon2 per tenant would be most of the seeding time and proves nothing).
// Fast path (issue 28: 300 tenants took > 20 minutes): one INSERT … jsonb_to_recordset per 2,000 rows, blind-index
// tokens memoised per tenant, shared values encrypted once, secondary indexes built after the load (dropBulkIndexes).
// Follow-ups: every tenant's sent quotes are either opened recently (nothing due yet) or — `dueDuringRun` of them per
// tenant — unopened, and sent `quoteNotOpenedDays` before moments spread over the run once the load starts
// (scheduleDueFollowUps), so follow-ups fall due during it at a steady rate, as a day's do at a real service.
import { eq } from 'drizzle-orm';
import { defaultFollowUpSettings } from '../../core/follow-ups/follow-up.schema';
import type { PricedQuote } from '../../core/quotes/pricing.types';
import type { Database } from '../../server/db/connection';
import { contractors, followUpSettings, ghlConnections } from '../../server/db/schema/index';
import { insertContractorWithUser } from '../../server/features/admin/admin.service';
import { hashPassword } from '../../server/features/auth/auth.service';
import { derivedHomeownerColumns, duplicateTerms } from '../../server/features/customers/homeowner-row';
import { blindIndexToken, contactHash, encryptPii } from '../../server/db/pii';
import { fullName } from '../../core/customers/customer.schema';
import { phoneDigits } from '../../core/customers/phone';
import { customerIndexTerms } from '../../core/search/search-terms';

const FIRST = 'james mary john patricia robert jennifer michael linda william elizabeth david barbara richard susan joseph jessica thomas sarah charles karen christopher lisa daniel nancy matthew betty anthony margaret mark sandra donald ashley steven kimberly paul emily andrew donna joshua michelle kenneth carol kevin amanda brian dorothy george melissa'.split(' ');
const LAST = 'smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young allen king wright scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell carter roberts'.split(' ');
const CITIES = [['Austin', 'TX', '787'], ['Dallas', 'TX', '752'], ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782']] as const;
const DAY = 86_400_000;
export const SCALE_PASSWORD = 'scale-password-123';

export interface ScaleTenant {
  contractorId: string;
  email: string;
  /** The fake CRM's location and its access token, for the half that is connected. */
  locationId: string | null;
  token: string | null;
  /** Customers' first names to search by (the load generator's search box). */
  searchTerms: string[];
}

export interface SeedOptions {
  /** Tenants numbered from..to-1 (several processes seed slices of one run at once). */
  from?: number;
  tenants: number;
  customers: number;
  quotes: number;
  /** Follow-ups per tenant falling due during the run (its quotes numbered 1..n; scheduleDueFollowUps times them). */
  dueDuringRun: number;
  runMs: number;
  /** Creates a location at the fake CRM; returns its id and access token. */
  createLocation: (name: string) => Promise<{ location: { id: string }; token: string }>;
  log?: (line: string) => void;
}

/** A quote's stored price (what the editor's pricing writes): one run, a deposit / final schedule. */
function pricingOf(totalCents: number, feet: number): PricedQuote {
  const deposit = Math.round(totalCents * 0.3);
  const subtotal = Math.round(totalCents * 0.75);
  return {
    lines: [],
    runs: [{ runId: 'run-1', label: 'Run 1', totalCents }],
    adjustments: [],
    materialsCents: Math.round(subtotal * 0.6),
    laborCents: subtotal - Math.round(subtotal * 0.6),
    removalCents: 0,
    subtotalCents: subtotal,
    markupCents: totalCents - subtotal,
    minimumUpliftCents: 0,
    minimumApplied: false,
    jobPriceCents: totalCents,
    adjustmentsCents: 0,
    taxRatePercent: 0,
    taxableCents: 0,
    taxCents: 0,
    shippingTier: null,
    shippingCents: 0,
    totalCents,
    depositCents: deposit,
    paymentSchedule: [
      { name: 'deposit', percent: 30, amountCents: deposit },
      { name: 'final', percent: 70, amountCents: totalCents - deposit },
    ],
    fenceFeet: feet,
  };
}

function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The derived columns of derivedHomeownerColumns (server/db/homeowner-columns.ts), computed the same way but with the
 * tenant's blind-index tokens memoised: 2,000 customers of one tenant share most of their ~80 terms (name and email
 * prefixes, phone n-grams), so ~10× fewer HMACs. Checked equal to the app's for the tenant's first customers.
 */
function tenantColumns(contractorId: string) {
  const tokens = new Map<string, string>();
  const token = (term: string) => {
    let t = tokens.get(term);
    if (t === undefined) tokens.set(term, (t = blindIndexToken(contractorId, term)));
    return t;
  };
  return (f: { firstName: string; lastName: string; email: string; phone: string }) => {
    const name = fullName(f.firstName, f.lastName);
    const terms = [...customerIndexTerms({ ...f, name }), ...duplicateTerms(f.email, f.phone)];
    return { name, searchTokens: [...new Set(terms.map(token))], hash: contactHash(contractorId, f.email, phoneDigits(f.phone)) };
  };
}

/**
 * Ciphertext of the values many rows share (first and last names, full names, streets): encrypted once per seeding
 * process and reused, as AES-GCM output decrypts the same wherever it is stored. Emails and phones (unique per row) are
 * encrypted per row. Bench data only: the app encrypts every write afresh.
 */
const cipherMemo = new Map<string, string>();
function encryptShared(value: string): string {
  let c = cipherMemo.get(value);
  if (c === undefined) cipherMemo.set(value, (c = encryptPii(value)));
  return c;
}

/** Rows inserted by one statement: a JSON array expanded by jsonb_to_recordset (one parameter, one round trip). */
async function insertJson(database: Database, table: string, columns: string, rows: unknown[], returning = ''): Promise<{ id: string }[]> {
  const names = columns.split(',').map((c) => c.trim().split(/\s+/)[0]).join(', ');
  return database.query<{ id: string }>(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns}) ${returning}`, [JSON.stringify(rows)]);
}

const HOMEOWNER_COLUMNS = 'contractor_id uuid, name text, first_name text, last_name text, email text, phone text, address text, city text, state text, zip_code text, hash text, search_tokens text[], created_at timestamptz';
const QUOTE_COLUMNS = 'contractor_id uuid, homeowner_id uuid, quote_number int, status text, total_cents int, subtotal_cents int, deposit_cents int, linear_feet numeric, fence_type text, pricing jsonb, sent_at timestamptz, first_viewed_at timestamptz, approved_at timestamptz';

export async function seedScale(database: Database, options: SeedOptions): Promise<ScaleTenant[]> {
  const db = database.db;
  const log = options.log ?? console.log;
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const tenants: ScaleTenant[] = [];
  const started = Date.now();
  for (let t = options.from ?? 0; t < options.tenants; t++) {
    const random = rng(1000 + t);
    const email = `scale-${t}@example.com`;
    const { contractorId } = await insertContractorWithUser(db, { email, firstName: 'Scale', lastName: `Owner${t}`, businessName: `Scale Fences ${t}`, passwordHash, onboardingComplete: true });
    await db.update(contractors).set({ communicationPreference: 'email' }).where(eq(contractors.id, contractorId));
    await db.insert(followUpSettings).values({ contractorId, ...defaultFollowUpSettings, windowStartHour: 0, windowEndHour: 24 });
    const columnsOf = tenantColumns(contractorId);
    const searchTerms = new Set<string>();
    const customerIds: string[] = [];
    for (let done = 0; done < options.customers; done += 2000) {
      const rows = [];
      for (let i = done; i < Math.min(done + 2000, options.customers); i++) {
        const first = FIRST[Math.floor(random() * FIRST.length)];
        const last = LAST[Math.floor(random() * LAST.length)];
        const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
        const [city, state, zip3] = CITIES[Math.floor(random() * CITIES.length)];
        // Unique per tenant: the CRM matches contacts by email or phone.
        const fields = { firstName: cap(first), lastName: cap(last), email: `${first}.${last}.${t}.${i}@example.com`, phone: `512-${String(200 + (i % 800)).padStart(3, '0')}-${String((t * 7919 + i) % 10000).padStart(4, '0')}` };
        if (i < 20) searchTerms.add(fields.lastName);
        const derived = columnsOf(fields);
        if (t === (options.from ?? 0) && i < 3) {
          const app = derivedHomeownerColumns(contractorId, fields);
          if (app.hash !== derived.hash || app.searchTokens.join() !== derived.searchTokens.join()) throw new Error('seed: derived columns differ from the app\'s');
        }
        rows.push({
          contractor_id: contractorId,
          name: encryptShared(derived.name),
          first_name: encryptShared(fields.firstName),
          last_name: encryptShared(fields.lastName),
          email: encryptPii(fields.email),
          phone: encryptPii(fields.phone),
          address: encryptShared(`${1 + Math.floor(random() * 9999)} ${cap(LAST[Math.floor(random() * LAST.length)])} St`),
          city,
          state,
          zip_code: `${zip3}${String(Math.floor(random() * 100)).padStart(2, '0')}`,
          hash: derived.hash,
          search_tokens: derived.searchTokens,
          created_at: new Date(Date.now() - 400 * DAY + i * 60_000),
        });
      }
      const inserted = await insertJson(database, 'homeowners', HOMEOWNER_COLUMNS, rows, 'RETURNING id');
      customerIds.push(...inserted.map((r) => r.id));
    }
    // Quotes: 40% drafts, 30% sent (opened in the last 3 days: nothing due yet), 20% approved, 10% lost; and the
    // follow-ups due during the run (unopened, sent 3 days ago at moments spread over the run).
    const quoteRows: Record<string, unknown>[] = [];
    for (let i = 0; i < options.quotes; i++) {
      const r = random();
      const homeownerId = customerIds[Math.floor(random() * customerIds.length)];
      const totalCents = 300_000 + Math.floor(random() * 2_000_000);
      const feet = 100 + Math.floor(random() * 300);
      const base = { contractor_id: contractorId, homeowner_id: homeownerId, quote_number: i + 1, total_cents: totalCents, subtotal_cents: totalCents, deposit_cents: Math.round(totalCents * 0.3), linear_feet: feet, fence_type: 'vinyl', pricing: pricingOf(totalCents, feet) };
      if (i < options.dueDuringRun) {
        // Sent now, unopened: due in 3 days, until run.ts moves sent_at back when the load starts (scheduleDueFollowUps).
        quoteRows.push({ ...base, status: 'sent', sent_at: new Date() });
      } else if (r < 0.4) quoteRows.push({ ...base, status: 'draft' });
      else if (r < 0.7) {
        const sentAt = new Date(Date.now() - random() * 3 * DAY);
        quoteRows.push({ ...base, status: 'sent', sent_at: sentAt, first_viewed_at: new Date(Math.min(Date.now(), sentAt.getTime() + 3_600_000)) });
      } else if (r < 0.9) quoteRows.push({ ...base, status: 'approved', sent_at: new Date(Date.now() - 20 * DAY), approved_at: new Date(Date.now() - 15 * DAY) });
      else quoteRows.push({ ...base, status: 'lost', sent_at: new Date(Date.now() - 40 * DAY) });
    }
    if (quoteRows.length) await insertJson(database, 'quotes', QUOTE_COLUMNS, quoteRows);
    let locationId: string | null = null;
    let token: string | null = null;
    if (t % 2 === 0) {
      const made = await options.createLocation(`Scale Fences ${t}`);
      locationId = made.location.id;
      token = made.token;
      await db.insert(ghlConnections).values({ contractorId, locationId, locationName: `Scale Fences ${t}`, accessTokenEncrypted: token });
    }
    tenants.push({ contractorId, email, locationId, token, searchTerms: [...searchTerms] });
    if ((t + 1) % 10 === 0 || t + 1 === options.tenants) log(`  seeded tenant ${t + 1} of ${options.from ?? 0}..${options.tenants} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  return tenants;
}

/**
 * The secondary indexes of the bulk-loaded tables, dropped before the load and built once after (what an operator does
 * for a bulk import): primary keys and unique indexes stay, as they guard the data.
 */
export async function dropBulkIndexes(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = 'public' AND i.tablename IN ('homeowners', 'quotes') AND NOT x.indisunique AND NOT x.indisprimary`,
  );
  for (const r of rows) await database.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}
/** Moves the due-during-run quotes' sent_at so their "not opened" follow-ups fall due evenly over [start, start + runMs]. */
export function scheduleDueFollowUpsSql(dueDuringRun: number, start: number, runMs: number): { text: string; values: unknown[] } {
  return {
    text: `UPDATE quotes SET sent_at = to_timestamp(($1::float8 + (quote_number - 1 + random()) * $2::float8 / $3::float8) / 1000) - make_interval(days => $4::int)
           WHERE status = 'sent' AND first_viewed_at IS NULL AND quote_number <= $3::int`,
    values: [start, runMs, dueDuringRun, defaultFollowUpSettings.quoteNotOpenedDays],
  };
}
