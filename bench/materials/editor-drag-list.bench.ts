// Issue 23 "the editor stays under 16 ms per drag frame at 200 runs with the list panel open": drags a post of a
// 200-run drawing in Debian's Chromium with the materials list panel on screen, and reports frame intervals, the main
// thread's CPU per pointermove, and what the release costs (the panels catch up once). Figures: docs/performance.md.
//
//   npm run build   (or: npx vite build && npm run build:server)
//   node --import tsx bench/materials/editor-drag-list.bench.ts [--port 5210] [--runs 200] [--repeat 3]
//
// It starts the built server (dist/server/main.js, demo seed, its own DATA_DIR and port), signs in as the demo
// contractor, saves the drawing as a quote through the API with 6 ft vinyl panels / chain link / wood mixed so the list
// has every category, opens /quote/{id}/edit at 1280×1400, makes the side column scroll on its own and scrolls it to the list panel (the
// price panel's 200 run rows otherwise push the list ~5,000 px down the page), so the drawing and the list are both on screen, checks the
// panel lists posts, then drags a post through 120 mouse moves, `--repeat` times.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { layoutFromPolylines, type GateInput, type PolylineInput } from '../../core/layout/layout-from-polylines';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = arg('port', 5210);
const RUNS = arg('runs', 200);
const REPEAT = arg('repeat', 3);
const BASE = `http://127.0.0.1:${PORT}`;
const types = ['vinyl', 'cedar', 'chain'] as const;

// 200 three-sided yards on a 20-wide grid of lots, 30 × 20 ft each, a gate on every back; the types take turns.
function bigLayout() {
  const lines: PolylineInput[] = [];
  const gates: GateInput[] = [];
  for (let i = 0; i < RUNS; i++) {
    const x = (i % 20) * 40;
    const y = Math.floor(i / 20) * 30;
    lines.push({ points: [[x, y + 20], [x, y], [x + 30, y], [x + 30, y + 20]], props: { fenceType: types[i % 3], heightFt: 6 } });
    gates.push({ run: i, segment: 1, offsetFt: 13 });
  }
  return layoutFromPolylines(lines, gates);
}

function startServer(dataDir: string): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: path.resolve('dist/web') };
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('server did not start')), 300_000);
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    const poll = setInterval(async () => {
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) {
          clearInterval(poll);
          clearTimeout(deadline);
          resolve(child);
        }
      } catch {
        /* not yet */
      }
    }, 500);
  });
}

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const pct = (sorted: number[], p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1));

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'picket-bench-drag-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 1400 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('contractor@example.com');
    await page.getByLabel('Password').fill('demo-contractor-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const id = await page.evaluate(async (diagram) => {
      const csrf = (await (await fetch('/api/csrf-token')).json()).csrfToken;
      const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf };
      const vinyl = (await (await fetch('/api/materials/assemblies')).json()).assemblies.find((a: { fenceType: string; style: string }) => a.fenceType === 'vinyl' && a.style === '').assembly;
      await fetch('/api/materials/assemblies', { method: 'PUT', headers, body: JSON.stringify({ fenceType: 'vinyl', style: '', assembly: { ...vinyl, sectionLengthIn: 72 } }) });
      const customers = await (await fetch('/api/homeowners?pageSize=1')).json();
      const res = await fetch('/api/quotes', { method: 'POST', headers, body: JSON.stringify({ quoteType: 'layout', homeownerId: customers.items[0].id, diagram, runs: [] }) });
      return (await res.json()).id as string;
    }, bigLayout());
    await page.goto(`/quote/${id}/edit`);
    const canvas = page.getByRole('application', { name: 'Fence layout drawing area' });
    await canvas.waitFor({ timeout: 120_000 });
    const panel = page.getByRole('table', { name: 'Materials list' });
    await panel.waitFor({ timeout: 120_000 });
    const panelRows = await panel.getByRole('row').count();
    await panel.evaluate((el) => {
      const aside = el.closest('aside') as HTMLElement;
      aside.style.maxHeight = '1300px';
      aside.style.overflowY = 'auto';
      aside.scrollTop = el.getBoundingClientRect().top - aside.getBoundingClientRect().top + aside.scrollTop - 40;
      window.scrollTo(0, 0);
    });
    const panelInView = await panel.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top < window.innerHeight && r.bottom > 0; });
    await page.getByRole('button', { name: 'Select', exact: true }).click();

    const box = (await canvas.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const posts = await canvas.locator('circle[fill="#111827"]').evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; }));
    const corner = posts.sort((a, b) => Math.hypot(a.x - centre.x, a.y - centre.y) - Math.hypot(b.x - centre.x, b.y - centre.y))[0];

    const results = [];
    for (let rep = 0; rep < REPEAT; rep++) {
      const loadBefore = load();
      // A string, not a function: tsx's helpers (__name) do not exist in the page.
      await page.evaluate(`(() => {
        window.frames_ = [];
        window.stop_ = false;
        let last = performance.now();
        const tick = (t) => { window.frames_.push(t - last); last = t; if (!window.stop_) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      })()`);
      const tracePath = path.join(dataDir, `trace-${rep}.json`);
      await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline'] });
      const sign = rep % 2 === 0 ? 1 : -1;
      await page.mouse.move(corner.x, corner.y);
      await page.mouse.down();
      const steps = 120;
      for (let i = 1; i <= steps; i++) await page.mouse.move(corner.x + sign * i * 2, corner.y + Math.sin(i / 10) * 40);
      // Frames during the drag only; the release (panels catching up) is measured from the trace below.
      const dragFrames = await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_.slice(1));
      await page.mouse.up();
      await page.waitForTimeout(1500);
      await browser.stopTracing();
      // The frames after the release: the longest is the panels (take-off, price, list) catching up once.
      const releaseFrames = await page.evaluate((n) => {
        const w = window as unknown as { frames_: number[]; stop_: boolean };
        w.stop_ = true;
        return w.frames_.slice(n + 1);
      }, dragFrames.length);
      type TraceEvent = { ph: string; name: string; ts: number; dur?: number; tdur?: number; args?: { data?: { type?: string } } };
      const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      const moves = events.filter((e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove' && e.tdur != null);
      const cpu = moves.map((e) => e.tdur! / 1000).sort((a, b) => a - b);
      const up = events.find((e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup');
      const frames = [...dragFrames].sort((a, b) => a - b);
      results.push({
        rep: rep + 1, loadBefore, loadAfter: load(),
        frames: frames.length, frameP50: pct(frames, 0.5), frameP95: pct(frames, 0.95), frameMax: pct(frames, 1), framesOver17ms: frames.filter((f) => f > 17).length,
        pointermoves: cpu.length, moveCpuP50: pct(cpu, 0.5), moveCpuP95: pct(cpu, 0.95), moveCpuMax: pct(cpu, 1),
        pointerupCpuMs: up?.tdur != null ? Number((up.tdur / 1000).toFixed(1)) : null,
        releaseMaxFrameMs: releaseFrames.length ? Number(Math.max(...releaseFrames).toFixed(1)) : null,
      });
    }
    console.log(JSON.stringify({ runs: RUNS, panelRows, panelInView, cpus: os.cpus().length, results }, null, 1));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
