// bench/search seed: one contractor with N customers (and optionally more contractors sharing the table), 30% with a quote.
// Usage: PII_KEY=… node --import tsx bench/search/seed.ts --target pg:<dbname>|pglite:<dir> --customers 100000 [--others 900000 --other-contractors 49]
import fs from 'node:fs';
import path from 'node:path';
import { type Database } from '../../server/db/connection';
import { homeowners, quotes } from '../../server/db/schema/index';
import { createContractorAccount } from '../../server/features/admin/admin.service';
import { derivedHomeownerColumns } from '../../server/features/customers/homeowner-row';
import { openFreshDatabase } from '../support/fresh-database';

const FIRST = 'james mary john patricia robert jennifer michael linda william elizabeth david barbara richard susan joseph jessica thomas sarah charles karen christopher lisa daniel nancy matthew betty anthony margaret mark sandra donald ashley steven kimberly paul emily andrew donna joshua michelle kenneth carol kevin amanda brian dorothy george melissa timothy deborah ronald stephanie edward rebecca jason sharon jeffrey laura ryan cynthia jacob kathleen gary amy nicholas angela eric shirley jonathan anna stephen brenda larry pamela justin emma scott nicole brandon helen benjamin samantha samuel katherine gregory christine alexander debra frank rachel patrick carolyn raymond janet jack catherine dennis maria jerry heather tyler diane aaron ruth jose julie adam olivia henry joyce nathan virginia douglas victoria zachary kelly peter lauren kyle christina ethan joan walter evelyn noah judith jeremy megan christian andrea keith cheryl roger hannah terry jacqueline gerald martha harold gloria sean teresa austin ann carl sara arthur madison lawrence frances dylan kathryn jesse janice jordan jean bryan abigail billy alice joe julia bruce judy gabriel sophia logan grace albert denise willie amber alan doris juan marilyn wayne danielle elijah beverly randy isabella roy theresa vincent diana ralph natalie eugene brittany russell charlotte bobby marie mason kayla philip alexis louis lori'.split(' ');
const LAST = 'smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young allen king wright scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell carter roberts gomez phillips evans turner diaz parker cruz edwards collins reyes stewart morris morales murphy cook rogers gutierrez ortiz morgan cooper peterson bailey reed kelly howard ramos kim cox ward richardson watson brooks chavez wood james bennett gray mendoza ruiz hughes price alvarez castillo sanders patel myers long ross foster jimenez powell jenkins perry russell sullivan bell coleman butler henderson barnes gonzales fisher vasquez simmons romero jordan patterson alexander hamilton graham reynolds griffin wallace moreno west cole hayes bryant herrera gibson ellis tran medina aguilar stevens murray ford castro marshall owens harrison fernandez mcdonald woods washington kennedy wells vargas henry chen freeman webb tucker guzman burns crawford olson simpson porter hunter gordon mendez silva shaw snyder mason dixon munoz hunt hicks holmes palmer wagner black robertson boyd rose stone salazar fox warren mills meyer rice schmidt garza daniels ferguson nichols stephens soto weaver ryan gardner payne grant dunn kelley spencer hawkins arnold pierce vazquez hansen peters santos hart bradley knight elliott cunningham duncan armstrong hudson carroll lane riley andrews alvarado ray delgado berry perkins hoffman johnston matthews pena richards contreras willis carpenter lawrence sandoval'.split(' ');
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'example.com', 'hotmail.com'];
const AREAS = ['512', '737', '210', '214', '469', '713', '281', '832', '817', '972', '361', '254'];
const CITIES = [['Austin', 'TX', '787'], ['Dallas', 'TX', '752'], ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'], ['Round Rock', 'TX', '786']];

function args() {
  const a = process.argv.slice(2);
  const get = (k: string, d?: string) => {
    const i = a.indexOf(`--${k}`);
    return i >= 0 ? a[i + 1] : d;
  };
  return {
    target: get('target', 'pglite:/tmp/picket-bench-search')!,
    customers: Number(get('customers', '100000')),
    others: Number(get('others', '0')),
    otherContractors: Number(get('other-contractors', '49')),
    // PostgreSQL only: start from a copy of an already seeded database (its bench tenant is kept) and add the others.
    template: get('template'),
    replicate: a.includes('--replicate'),
  };
}

// Deterministic data, so runs are comparable.
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchMeta {
  email: string;
  password: string;
  contractorId: string;
  customers: number;
  totalRows: number;
  samples: { name: string; first3: string; last: string; email: string; phone: string; quoteNumber: number }[];
}

const metaPathFor = (target: string) => path.join('/tmp', `picket-bench-search-${target.replace(/[^a-z0-9]+/gi, '_')}.json`);

async function seedContractor(database: Database, contractorId: string, count: number, random: () => number, samples?: BenchMeta['samples']) {
  const BATCH = 1000;
  let quoteNumber = 0;
  const start = Date.now();
  for (let done = 0; done < count; done += BATCH) {
    const rows = [];
    for (let i = done; i < Math.min(done + BATCH, count); i++) {
      const first = FIRST[Math.floor(random() * FIRST.length)];
      const last = LAST[Math.floor(random() * LAST.length)];
      const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
      const [city, state, zip3] = CITIES[Math.floor(random() * CITIES.length)];
      const email = `${first}.${last}${Math.floor(random() * 1000)}@${DOMAINS[Math.floor(random() * DOMAINS.length)]}`;
      const phone = `${AREAS[Math.floor(random() * AREAS.length)]}-${String(200 + Math.floor(random() * 800))}-${String(Math.floor(random() * 10000)).padStart(4, '0')}`;
      const fields = { firstName: cap(first), lastName: cap(last), email, phone };
      rows.push({
        contractorId,
        ...fields,
        address: `${1 + Math.floor(random() * 9999)} ${cap(LAST[Math.floor(random() * LAST.length)])} St`,
        city,
        state,
        zipCode: `${zip3}${String(Math.floor(random() * 100)).padStart(2, '0')}`,
        ...derivedHomeownerColumns(contractorId, fields),
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
      });
    }
    const inserted = await database.db.insert(homeowners).values(rows).returning({ id: homeowners.id });
    const quoteRows = inserted
      .filter(() => random() < 0.3)
      .map((r) => ({ contractorId, homeownerId: r.id, quoteNumber: ++quoteNumber, status: 'sent' as const, totalCents: 100_000 + Math.floor(random() * 2_000_000) }));
    if (quoteRows.length) await database.db.insert(quotes).values(quoteRows as (typeof quotes.$inferInsert)[]);
    if (samples && done % 10_000 === 0) {
      const r = rows[0];
      samples.push({ name: r.name, first3: r.firstName.slice(0, 3).toLowerCase(), last: r.lastName, email: r.email, phone: r.phone, quoteNumber: Math.max(1, quoteNumber) });
    }
    if (done % 50_000 === 0) console.log(`  ${contractorId.slice(0, 8)}: ${done}/${count} (${((Date.now() - start) / 1000).toFixed(0)} s)`);
  }
}

/**
 * Other tenants for the 1,000,000-row run, made inside the database: copies of the bench tenant's rows whose tokens are
 * re-keyed per tenant (md5 of token + tenant id, 5 hex characters). That is what per-tenant HMAC keys do to the index:
 * the same popularity skew per tenant, unrelated token values across tenants. Their ciphertexts are never read.
 */
async function replicateTenants(database: Database, benchContractorId: string, others: number, tenants: number) {
  const per = Math.ceil(others / tenants);
  for (let c = 0; c < tenants; c++) {
    const started = Date.now();
    const other = await createContractorAccount(database.db, { email: `bench-other-${c}@example.com`, password: 'bench-password-123', firstName: 'Other', lastName: `Tenant${c}`, businessName: `Other Fences ${c}`, onboardingComplete: true });
    await database.query(
      `INSERT INTO homeowners (contractor_id, name, first_name, last_name, email, phone, address, city, state, zip_code, hash, search_tokens, created_at)
       SELECT $1::uuid, h.name, h.first_name, h.last_name, h.email, h.phone, h.address, h.city, h.state, h.zip_code, md5(h.hash || $1),
              (SELECT array_agg(substr(md5(t || $1), 1, 5)) FROM unnest(h.search_tokens) AS t), h.created_at
       FROM (SELECT * FROM homeowners WHERE contractor_id = $2::uuid ORDER BY created_at LIMIT $3) h`,
      [other.contractorId, benchContractorId, Math.min(per, others - c * per)],
    );
    console.log(`  tenant ${c + 1}/${tenants}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function main() {
  const opts = args();
  if (!process.env.PII_KEY) throw new Error('Set PII_KEY (the server run must use the same key)');
  const database = await openFreshDatabase(opts.target, opts.template);
  const started = Date.now();
  // Bulk load without the GIN index, then build it once (what an operator does for an import).
  await database.query('DROP INDEX IF EXISTS homeowners_search_tokens_idx');
  const password = 'bench-password-123';
  const email = 'bench@example.com';
  let contractorId: string;
  let samples: BenchMeta['samples'] = [];
  if (opts.template) {
    const previous: BenchMeta = JSON.parse(fs.readFileSync(metaPathFor(`pg:${opts.template}`), 'utf8'));
    ({ contractorId, samples } = previous);
    opts.customers = previous.customers;
  } else {
    ({ contractorId } = await createContractorAccount(database.db, { email, password, firstName: 'Bench', lastName: 'Mark', businessName: 'Bench Fences', onboardingComplete: true }));
    await seedContractor(database, contractorId, opts.customers, rng(42), samples);
  }
  if (opts.others > 0 && opts.replicate) {
    await replicateTenants(database, contractorId, opts.others, opts.otherContractors);
  } else if (opts.others > 0) {
    const per = Math.ceil(opts.others / opts.otherContractors);
    for (let c = 0; c < opts.otherContractors; c++) {
      const other = await createContractorAccount(database.db, { email: `bench-other-${c}@example.com`, password, firstName: 'Other', lastName: `Tenant${c}`, businessName: `Other Fences ${c}`, onboardingComplete: true });
      await seedContractor(database, other.contractorId, Math.min(per, opts.others - c * per), rng(1000 + c));
    }
  }
  console.log('building the GIN index...');
  await database.query('CREATE INDEX homeowners_search_tokens_idx ON homeowners USING gin (search_tokens) WITH (fastupdate = false)');
  await database.query('ANALYZE');
  const [{ n }] = await database.query<{ n: string }>('select count(*)::text as n from homeowners');
  const meta: BenchMeta = { email, password, contractorId, customers: opts.customers, totalRows: Number(n), samples };
  const metaPath = metaPathFor(opts.target);
  fs.writeFileSync(metaPath, JSON.stringify(meta, null, 2));
  console.log(`seeded ${n} customers in ${((Date.now() - started) / 1000).toFixed(0)} s; meta in ${metaPath}`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
