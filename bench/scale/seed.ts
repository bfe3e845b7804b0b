// bench/scale seed: N tenants, each with a signed-in-able owner, `customers` customers (PII encrypted and blind-indexed
// exactly as the app writes them: the schema's encrypted columns and derivedHomeownerColumns), `quotes` quotes, and —
// for every other tenant — a GoHighLevel connection to its own location at the fake CRM. Multi-row INSERTs of 1,000,
// one password hash shared by every owner (argon2 per tenant would be most of the seeding time and proves nothing).
// Follow-ups: every tenant's sent quotes are either opened recently (nothing due yet) or — `dueDuringRun` of them per
// tenant — unopened, and sent `quoteNotOpenedDays` before moments spread over the run once the load starts
// (scheduleDueFollowUps), so follow-ups fall due during it at a steady rate, as a day's do at a real service.
import { eq } from 'drizzle-orm';
import { defaultFollowUpSettings } from '../../core/follow-ups/follow-up.schema';
import type { PricedQuote } from '../../core/quotes/pricing.types';
import type { Database } from '../../server/db/connection';
import { contractors, followUpSettings, ghlConnections, homeowners, quotes } from '../../server/db/schema/index';
import { insertContractorWithUser } from '../../server/features/admin/admin.service';
import { hashPassword } from '../../server/features/auth/auth.service';
import { derivedHomeownerColumns } from '../../server/features/customers/homeowner-row';

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
    const searchTerms = new Set<string>();
    const customerIds: string[] = [];
    for (let done = 0; done < options.customers; done += 1000) {
      const rows = [];
      for (let i = done; i < Math.min(done + 1000, options.customers); i++) {
        const first = FIRST[Math.floor(random() * FIRST.length)];
        const last = LAST[Math.floor(random() * LAST.length)];
        const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
        const [city, state, zip3] = CITIES[Math.floor(random() * CITIES.length)];
        // Unique per tenant: the CRM matches contacts by email or phone.
        const fields = { firstName: cap(first), lastName: cap(last), email: `${first}.${last}.${t}.${i}@example.com`, phone: `512-${String(200 + (i % 800)).padStart(3, '0')}-${String((t * 7919 + i) % 10000).padStart(4, '0')}` };
        if (i < 20) searchTerms.add(fields.lastName);
        rows.push({
          contractorId,
          ...fields,
          address: `${1 + Math.floor(random() * 9999)} ${cap(LAST[Math.floor(random() * LAST.length)])} St`,
          city,
          state,
          zipCode: `${zip3}${String(Math.floor(random() * 100)).padStart(2, '0')}`,
          ...derivedHomeownerColumns(contractorId, fields),
          createdAt: new Date(Date.now() - 400 * DAY + i * 60_000),
        });
      }
      const inserted = await db.insert(homeowners).values(rows).returning({ id: homeowners.id });
      customerIds.push(...inserted.map((r) => r.id));
    }
    // Quotes: 40% drafts, 30% sent (opened in the last 3 days: nothing due yet), 20% approved, 10% lost; and the
    // follow-ups due during the run (unopened, sent 3 days ago at moments spread over the run).
    const quoteRows: (typeof quotes.$inferInsert)[] = [];
    for (let i = 0; i < options.quotes; i++) {
      const r = random();
      const homeownerId = customerIds[Math.floor(random() * customerIds.length)];
      const totalCents = 300_000 + Math.floor(random() * 2_000_000);
      const feet = 100 + Math.floor(random() * 300);
      const base = { contractorId, homeownerId, quoteNumber: i + 1, totalCents, subtotalCents: totalCents, depositCents: Math.round(totalCents * 0.3), linearFeet: feet, fenceType: 'vinyl', pricing: pricingOf(totalCents, feet) };
      if (i < options.dueDuringRun) {
        // Sent now, unopened: due in 3 days, until run.ts moves sent_at back when the load starts (scheduleDueFollowUps).
        quoteRows.push({ ...base, status: 'sent', sentAt: new Date() });
      } else if (r < 0.4) quoteRows.push({ ...base, status: 'draft' });
      else if (r < 0.7) {
        const sentAt = new Date(Date.now() - random() * 3 * DAY);
        quoteRows.push({ ...base, status: 'sent', sentAt, firstViewedAt: new Date(Math.min(Date.now(), sentAt.getTime() + 3_600_000)) });
      } else if (r < 0.9) quoteRows.push({ ...base, status: 'approved', sentAt: new Date(Date.now() - 20 * DAY), approvedAt: new Date(Date.now() - 15 * DAY) });
      else quoteRows.push({ ...base, status: 'lost', sentAt: new Date(Date.now() - 40 * DAY) });
    }
    for (let i = 0; i < quoteRows.length; i += 1000) await db.insert(quotes).values(quoteRows.slice(i, i + 1000));
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

/** Moves the due-during-run quotes' sent_at so their "not opened" follow-ups fall due evenly over [start, start + runMs]. */
export function scheduleDueFollowUpsSql(dueDuringRun: number, start: number, runMs: number): { text: string; values: unknown[] } {
  return {
    text: `UPDATE quotes SET sent_at = to_timestamp(($1::float8 + (quote_number - 1 + random()) * $2::float8 / $3::float8) / 1000) - make_interval(days => $4::int)
           WHERE status = 'sent' AND first_viewed_at IS NULL AND quote_number <= $3::int`,
    values: [start, runMs, dueDuringRun, defaultFollowUpSettings.quoteNotOpenedDays],
  };
}
