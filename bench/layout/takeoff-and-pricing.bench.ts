// Take-off + pricing per call at 10, 100, 1,000 runs. Run: node --import tsx bench/layout/takeoff-and-pricing.bench.ts
import { layoutFromPolylines, type PolylineInput } from '../../core/layout/layout-from-polylines';
import { takeoffForLayout } from '../../core/layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../../core/layout/takeoff-to-pricing';
import { defaultContractorRates } from '../../core/quotes/contractor-rates';
import { priceLayoutQuote } from '../../core/quotes/price-layout-quote';

// A street of yards: each run is a 3-sided yard (50/100/50 ft) with a gate, neighbours sharing corner posts.
function street(runs: number) {
  const lines: PolylineInput[] = [];
  const gates = [];
  for (let i = 0; i < runs; i++) {
    const x = i * 100;
    lines.push({ points: [[x, 50], [x, 0], [x + 100, 0], [x + 100, 50]], props: { fenceType: (['vinyl', 'cedar', 'chain'] as const)[i % 3], removeExisting: i % 2 === 0 } });
    gates.push({ run: i, segment: 1, offsetFt: 48 });
  }
  return layoutFromPolylines(lines, gates);
}

// Wall time and CPU time per call: on a shared 2-core machine CPU time is the steadier figure.
function measure(label: string, fn: () => unknown): number {
  for (let i = 0; i < 20; i++) fn();
  let calls = 0;
  const cpu0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  while (elapsed < 2_000_000_000n || calls < 5) {
    fn();
    calls++;
    elapsed = process.hrtime.bigint() - start;
  }
  const cpu = process.cpuUsage(cpu0);
  const wallUs = Number(elapsed) / 1000 / calls;
  const cpuUs = (cpu.user + cpu.system) / calls;
  console.log(`${label.padEnd(34)} ${cpuUs.toFixed(1).padStart(10)} µs CPU/call ${wallUs.toFixed(1).padStart(10)} µs wall/call  (${calls} calls)`);
  return cpuUs;
}

for (const runs of [10, 100, 1000]) {
  const doc = street(runs);
  measure(`take-off, ${runs} runs`, () => takeoffForLayout(doc));
  measure(`take-off + pricing, ${runs} runs`, () => priceLayoutQuote({ runs: takeoffToPricingRuns(takeoffForLayout(doc)), rates: defaultContractorRates }));
}
