// The data export of a tenant with many customers, streamed over a real socket: time and peak RSS above the idle app
// while the ZIP (every table, drawings, quote PDFs) and the customers CSV are read and thrown away, at two tenant
// sizes, so "constant memory" is a comparison, not a claim.
//   node --expose-gc --import tsx bench/exports/run.ts --target pglite:/tmp/bench-export [--customers 20000]
//   node --expose-gc --import tsx bench/exports/run.ts --target pg:bench_export
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { derivedHomeownerColumns } from '../../server/db/homeowner-columns';
import { homeowners } from '../../server/db/schema/index';
import { ApiClient } from '../../server/test/api';
import { makeContractor } from '../../server/test/factories';
import { openFreshDatabase } from '../support/fresh-database';

const { values } = parseArgs({ options: { target: { type: 'string', default: 'pglite:/tmp/bench-export' }, customers: { type: 'string', default: '20000' } } });
const total = Number(values.customers);
const database = await openFreshDatabase(values.target!);
const app = await buildApp({ database, config: testConfig({ webDist: undefined }) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const account = await makeContractor(database.db);
// The session cookie of a sign-in, for fetch over the socket.
const login = await new ApiClient(app).login(account.email, account.password);
const cookie = (login.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

async function seed(upTo: number, from: number) {
  for (let start = from; start < upTo; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(upTo, start + 500); i++) {
      const fields = { firstName: `Bench${i}`, lastName: `Customer ${i}`, email: `bench${i}@example.com`, phone: `512${String(i).padStart(7, '0')}` };
      rows.push({ ...fields, contractorId: account.contractorId, address: `${i} Cedar Ln`, city: 'Austin', state: 'TX', zipCode: '78701', notes: 'Gate on the left side of the house, dog in the yard.', ...derivedHomeownerColumns(account.contractorId, fields) });
    }
    await database.db.insert(homeowners).values(rows);
  }
}

async function measure(path: string) {
  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${address.port}${path}`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`${path}: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  return { path, MB: (bytes / 1024 / 1024).toFixed(1), seconds: seconds.toFixed(1), peakAboveIdleMB: mb(peak - idle) };
}

const results = [];
let seeded = 0;
for (const size of [Math.round(total / 10), total]) {
  await seed(size, seeded);
  seeded = size;
  for (const path of ['/api/exports/csv/customers', '/api/exports/zip']) results.push({ customers: size, ...(await measure(path)) });
}
console.log(JSON.stringify({ target: values.target!.split(':')[0], results }, null, 1));
await app.close();
await database.close();
