// `npm test`: every check and suite, with each stage's wall time printed at the end so the suite's time is measured on
// every run (issue 20 owns keeping `.ci/run` short).
//
// 1. The three static checks run side by side: the typecheck is native and multi-threaded, ESLint and knip each use one
//    core, so together they fill a 2-core machine instead of queueing. A red check stops the run here.
// 2. Then two lanes run at the same time, each stopping at its own first red stage:
//    - database: unit + API on PGlite, then the database tests again on PostgreSQL, then the fault tests (their own
//      PostgreSQL cluster, nginx, Redis);
//    - browser: build, bundle budget, Playwright.
//    Since the database files share one module graph per worker (vitest.config.ts) the database lane is the shorter
//    (6 Dec 2026, quiet machine: PGlite 279 s + PostgreSQL 176 s), so the fault tests moved back to it.
//    The browser stage waits far more than it computes (on the quiet 2-core machine its processes used ~53 % of the two
//    cores: pages wait on the server, polls and the fakes), while the PGlite run keeps both cores ~87 % busy; side by
//    side the browser's waits are filled with the database lane's work (docs/performance.md, "The test suite's time").
//    PICKET_TEST_SERIAL=1 runs the stages one after another instead (output unprefixed, e.g. to read one stage alone).
// Lines of the two lanes are prefixed with the lane's name ([database] / [browser]) so a log reads per lane.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';

const serial = process.env.PICKET_TEST_SERIAL === '1';
const staticChecks = { name: 'static checks', parallel: ['typecheck', 'lint', 'knip'] };
const lanes = [
  {
    name: 'database',
    stages: [
      // In CI the PostgreSQL stage is required (test-pg.mjs fails without a server), so the API fuzzer's two long walks
      // run there only: they test the HTTP edge, not the engine, and on PGlite beside the browser lane they were a fifth
      // of this stage (386 of 1,829 s, 6 Dec 2026). Outside CI they run on PGlite too, as before.
      { name: 'unit + API (PGlite)', run: 'test:unit', env: process.env.CI ? { PICKET_FUZZ_ON: 'postgres' } : {} },
      { name: 'API (PostgreSQL)', run: 'test:pg' },
      { name: 'faults', run: 'test:faults' },
    ],
  },
  {
    name: 'browser',
    stages: [
      { name: 'browser', run: 'test:e2e' },
    ],
  },
];

/**
 * Runs `npm run <script>`; resolves its exit code. `buffer`: print the output whole at the end (several scripts at once);
 * `prefix`: stream it line by line behind a lane's name.
 */
function npmRun(script, { buffer = false, prefix = '', env = {} } = {}) {
  return new Promise((resolve) => {
    const piped = buffer || prefix;
    const child = spawn('npm', ['run', '--silent', script], { stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const chunks = [];
    if (buffer) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    } else if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
      }
    }
    child.on('close', (code, signal) => {
      if (buffer) {
        console.log(`== npm run ${script}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The machine's CPU tick counters (/proc/stat's first line), or null where there is none (not Linux). */
function cpuTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}
const ticksAtStart = cpuTicks();

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
const times = [];
const failed = [];
const started = Date.now();

/** Runs a lane's stages in order, stopping at its first red stage. */
async function runLane(lane, prefix) {
  for (const stage of lane.stages) {
    const since = Date.now();
    console.log(`\n== ${stage.name}${prefix ? ` (${lane.name} lane)` : ''}`);
    const code = await npmRun(stage.run, { prefix, env: stage.env });
    times.push(`${stage.name}: ${seconds(since)} s`);
    console.log(`== ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'} after ${seconds(since)} s`);
    if (code !== 0) {
      failed.push(stage.name);
      return;
    }
  }
}

const since = Date.now();
console.log(`\n== ${staticChecks.name}`);
const codes = await Promise.all(staticChecks.parallel.map((s) => npmRun(s, { buffer: true })));
times.push(`${staticChecks.name}: ${seconds(since)} s`);
if (codes.some((c) => c !== 0)) failed.push(staticChecks.name);
else if (serial) {
  for (const lane of lanes) {
    await runLane(lane, '');
    if (failed.length) break;
  }
} else {
  // Two browser workers beside the database lane (four alone): on the quiet machine four workers alone took 578 s
  // against 658 s for two, but beside the database lane more workers only crowd the two cores: three (6 Dec 2026) left
  // the PGlite run ~13 % of a core per worker and passed fewer browser tests a minute than two had (docs/performance.md,
  // "The test suite's time"). E2E_WORKERS still overrides.
  process.env.E2E_WORKERS ??= '2';
  const lanesSince = Date.now();
  await Promise.all(lanes.map((lane) => runLane(lane, `[${lane.name}]`)));
  times.push(`both lanes: ${seconds(lanesSince)} s`);
}
console.log(`\n== stage times: ${times.join(', ')}; total ${seconds(started)} s`);
// How busy the machine was over the run (this run and anything else on it) and how much the hypervisor took (steal):
// stage times are only comparable between runs with the same figures.
const ticksAtEnd = cpuTicks();
if (ticksAtStart && ticksAtEnd) {
  const d = (k) => ticksAtEnd[k] - ticksAtStart[k];
  const all = d('busy') + d('idle') + d('steal') || 1;
  const pct = (k) => `${((100 * d(k)) / all).toFixed(0)} %`;
  console.log(`== machine over the run: ${os.cpus().length} cores, busy ${pct('busy')}, idle ${pct('idle')}, steal ${pct('steal')}; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
}
if (failed.length) {
  console.error(`== failed: ${failed.join(', ')}`);
  process.exit(1);
}
