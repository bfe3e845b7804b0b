// Frame time while dragging a vertex at 200 runs, in Debian's Chromium (see docs/performance.md for how to run).
// Needs a running server with the demo data: BASE_URL=http://127.0.0.1:5104 node --import tsx bench/layout/editor-drag.bench.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { layoutFromPolylines, type PolylineInput } from '../../core/layout/layout-from-polylines';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:5104';
const RUNS = Number(process.env.RUNS ?? 200);

// 200 three-sided yards on a 20 × 10 grid of lots, 30 × 20 ft each, a gate on every back.
function bigLayout() {
  const lines: PolylineInput[] = [];
  const gates = [];
  for (let i = 0; i < RUNS; i++) {
    const x = (i % 20) * 40;
    const y = Math.floor(i / 20) * 30;
    lines.push({ points: [[x, y + 20], [x, y], [x + 30, y], [x + 30, y + 20]] });
    gates.push({ run: i, segment: 1, offsetFt: 13 });
  }
  return layoutFromPolylines(lines, gates);
}

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('contractor@example.com');
  await page.getByLabel('Password').fill('demo-contractor-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));

  // Seed the quote through the API with the page's own session.
  const id = await page.evaluate(async (diagram) => {
    const csrf = (await (await fetch('/api/csrf-token')).json()).csrfToken;
    const customers = await (await fetch('/api/homeowners?pageSize=1')).json();
    const res = await fetch('/api/quotes', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify({ quoteType: 'layout', homeownerId: customers.items[0].id, diagram, runs: [] }) });
    return (await res.json()).id as string;
  }, bigLayout());
  await page.goto(`/quote/${id}/edit`);
  const canvas = page.getByRole('application', { name: 'Fence layout drawing area' });
  await canvas.waitFor();
  await page.getByTestId('takeoff-totalPosts').waitFor();
  await page.getByRole('button', { name: 'Select', exact: true }).click();

  // A post near the middle of the drawing surface, read from the drawn SVG.
  const box = (await canvas.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const posts = await canvas.locator('circle[fill="#111827"]').evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; }));
  const corner = posts.sort((a, b) => Math.hypot(a.x - centre.x, a.y - centre.y) - Math.hypot(b.x - centre.x, b.y - centre.y))[0];

  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    window.frames_ = [];
    window.stop_ = false;
    let last = performance.now();
    const tick = (t) => { window.frames_.push(t - last); last = t; if (!window.stop_) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await browser.startTracing(page, { path: '/tmp/layout-drag-trace.json', categories: ['devtools.timeline'] });
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  const steps = 120;
  for (let i = 1; i <= steps; i++) await page.mouse.move(corner.x + i * 2, corner.y + Math.sin(i / 10) * 40);
  await page.mouse.up();
  if (process.env.SHOT) await page.screenshot({ path: '/tmp/layout-drag.png' });
  await browser.stopTracing();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { frames_: number[]; stop_: boolean };
    w.stop_ = true;
    return w.frames_.slice(1);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const moved = await page.getByRole('button', { name: 'Undo' }).first().isEnabled();
  const summary = { runs: RUNS, moved, moves: steps, frames: frames.length, p50ms: pct(0.5), p95ms: pct(0.95), maxMs: sorted[sorted.length - 1] };
  // Main-thread CPU time (tdur) per pointermove from the Chromium trace: steadier than frame times on a busy machine.
  type TraceEvent = { ph: string; name: string; tdur?: number; args?: { data?: { type?: string } } };
  const trace = JSON.parse(readFileSync('/tmp/layout-drag-trace.json', 'utf8')) as { traceEvents: TraceEvent[] };
  const cpu = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove' && e.tdur != null).map((e) => e.tdur! / 1000).sort((a, b) => a - b);
  const q = (p: number) => Number(cpu[Math.min(cpu.length - 1, Math.floor(p * cpu.length))].toFixed(2));
  console.log(JSON.stringify({ ...summary, pointermoveCpuMs: { n: cpu.length, p50: q(0.5), p95: q(0.95), max: q(1) } }));
  writeFileSync('/tmp/layout-drag-frames.json', JSON.stringify(frames));
  await browser.close();
}

void main();
