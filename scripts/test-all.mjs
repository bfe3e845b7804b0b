// `npm test`: every check and suite, failing at the first red stage, with each stage's wall time printed at the end so
// the suite's time is measured on every run (issue 20 owns keeping `.ci/run` short).
// The three static checks run side by side: the typecheck is native and multi-threaded, ESLint and knip each use one
// core, so together they fill a 2-core machine instead of queueing. The test suites run one after another: each
// already uses both cores (two Vitest workers; four Playwright workers, which mostly wait).
import { spawn } from 'node:child_process';

const stages = [
  { name: 'static checks', parallel: ['typecheck', 'lint', 'knip'] },
  { name: 'unit + API (PGlite)', run: 'test:unit' },
  { name: 'API (PostgreSQL)', run: 'test:pg' },
  { name: 'faults', run: 'test:faults' },
  { name: 'browser', run: 'test:e2e' },
];

/** Runs `npm run <script>`; resolves its exit code. Output is kept whole per script when several run at once. */
function npmRun(script, { buffer = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffer) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
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

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
const times = [];
const started = Date.now();
let failed = null;
for (const stage of stages) {
  const since = Date.now();
  console.log(`\n== ${stage.name}`);
  const codes = stage.parallel ? await Promise.all(stage.parallel.map((s) => npmRun(s, { buffer: true }))) : [await npmRun(stage.run)];
  times.push(`${stage.name}: ${seconds(since)} s`);
  if (codes.some((c) => c !== 0)) {
    failed = stage.name;
    break;
  }
}
console.log(`\n== stage times: ${times.join(', ')}; total ${seconds(started)} s`);
if (failed) {
  console.error(`== ${failed} failed`);
  process.exit(1);
}
