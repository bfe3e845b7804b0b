// 20,000-row customer import through the API: upload (parse, analyse, store for review), confirm, background run.
// Time of each step and peak RSS above the idle app (sampled every 20 ms).
//   node --import tsx bench/imports/run.ts --target pglite:/tmp/bench-import [--rows 20000]
//   node --import tsx bench/imports/run.ts --target pg:bench_import
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { importRunOf } from '../../server/features/imports/import-run';
import { signedIn } from '../../server/test/api';
import { makeContractor } from '../../server/test/factories';
import { openFreshDatabase } from '../support/fresh-database';
import { customerSheet } from '../../server/test/customer-sheet';

const { values } = parseArgs({ options: { target: { type: 'string', default: 'pglite:/tmp/bench-import' }, rows: { type: 'string', default: '20000' } } });
const rows = Number(values.rows);
const database = await openFreshDatabase(values.target!);
const app = await buildApp({ database, config: testConfig({ webDist: undefined }) });
await app.ready();
const api = await signedIn(app, await makeContractor(database.db));
const sheet = Buffer.from(customerSheet(rows));

global.gc?.();
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

const cpu0 = process.cpuUsage();
const t0 = performance.now();
const uploaded = await api.raw('POST', '/api/imports/customers?fileName=bench.csv', sheet, { headers: { 'content-type': 'text/csv' } });
if (uploaded.statusCode !== 201) throw new Error(`upload ${uploaded.statusCode} ${uploaded.body.slice(0, 300)}`);
const review = uploaded.json();
const t1 = performance.now();
await api.post(`/api/imports/${review.batch.id}/confirm`, {});
await importRunOf(review.batch.id);
const t2 = performance.now();
clearInterval(sampler);
const batch = (await api.get(`/api/imports/${review.batch.id}`)).json().batch;
console.log(
  JSON.stringify({
    target: values.target!.split(':')[0],
    rows,
    fileMB: (sheet.length / 1024 / 1024).toFixed(1),
    uploadAndReviewSeconds: ((t1 - t0) / 1000).toFixed(1),
    runSeconds: ((t2 - t1) / 1000).toFixed(1),
    totalSeconds: ((t2 - t0) / 1000).toFixed(1),
    cpuSeconds: ((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1e6).toFixed(1),
    idleRssMB: mb(idle),
    peakAboveIdleMB: mb(peak - idle),
    counts: review.counts,
    imported: batch.importedCount,
    skipped: batch.skippedCount,
    status: batch.status,
  }),
);
await app.close();
await database.close();
