// bench/customers/list: the /customers page's API and the customer picker's, in-process, on a database seeded by
// bench/search/seed.ts (e.g. --target pg:picket_bench_10k --customers 10000). Median of 7 after 2 warm-ups.
// Usage: PII_KEY=… node --import tsx bench/customers/list.ts --target pg:<dbname>|pglite:<dir>
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/db/connection';
import { listContractorHomeowners, listHomeowners } from '../../server/features/customers/customer-list';
import type { BenchMeta } from '../search/seed';

const argv = process.argv.slice(2);
const target = argv.includes('--target') ? argv[argv.indexOf('--target') + 1] : 'pg:picket_bench_10k';
const meta: BenchMeta = JSON.parse(fs.readFileSync(path.join('/tmp', `picket-bench-search-${target.replace(/[^a-z0-9]+/gi, '_')}.json`), 'utf8'));

async function timed(fn: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < 9; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    if (i < 2) continue;
    walls.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  return { wall: median(walls), cpu: median(cpus) };
}

async function main() {
  const database = await openDatabase(target.startsWith('pg:') ? { databaseUrl: `postgres://postgres@127.0.0.1:5432/${target.slice(3)}`, dataDir: '/tmp/picket-bench-unused' } : { dataDir: target.slice('pglite:'.length) });
  const { contractorId } = meta;
  const sample = meta.samples[0];
  const page = (query: Record<string, unknown>) => () => listHomeowners(database.db, { contractorId, query: { pageSize: 25, sort: '-createdAt', archived: false, ...query } as never });
  const cases: [string, () => Promise<unknown>][] = [
    ['list, newest first (page 1)', page({})],
    ['list, by city', page({ sort: 'city' })],
    ['list, by name (A–Z)', page({ sort: 'name' })],
    
    [`list, search "${sample.last.toLowerCase()}"`, page({ q: sample.last.toLowerCase() })],
    [`list, search "${sample.first3}" (broad)`, page({ q: sample.first3 })],
    ['picker, newest 20', () => listContractorHomeowners(database.db, { contractorId, query: { limit: 20 } })],
    [`picker, "${sample.name}"`, () => listContractorHomeowners(database.db, { contractorId, query: { q: sample.name, limit: 20 } })],
    [`picker, "${sample.first3}" (broad)`, () => listContractorHomeowners(database.db, { contractorId, query: { q: sample.first3, limit: 20 } })],
  ];
  console.log(`${target}: ${meta.customers} customers in the tenant`);
  console.log('| call | wall ms (median) | CPU ms (median) |\n|---|---:|---:|');
  for (const [name, fn] of cases) {
    const r = await timed(fn);
    console.log(`| ${name} | ${r.wall.toFixed(1)} | ${r.cpu.toFixed(1)} |`);
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
