// Take-off + full materials list per call at 200 and 1,000 runs. Run: node --import tsx bench/materials/materials-list.bench.ts
import { layoutFromPolylines, type PolylineInput } from '../../core/layout/layout-from-polylines';
import { takeoffForLayout } from '../../core/layout/takeoff-for-layout';
import { defaultAssemblyFor } from '../../core/materials/default-assemblies';
import { materialsForLayout, materialsFromTakeoff, takeoffOptionsFor } from '../../core/materials/materials-for-layout';

// A street of yards as in bench/layout: each run a 3-sided yard (50/100/50 ft) with a gate, all three types and heights.
function street(runs: number) {
  const lines: PolylineInput[] = [];
  const gates = [];
  for (let i = 0; i < runs; i++) {
    const x = i * 100;
    lines.push({ points: [[x, 50], [x, 0], [x + 100, 0], [x + 100, 50]], props: { fenceType: (['vinyl', 'cedar', 'chain'] as const)[i % 3], heightFt: [4, 6, 8][i % 3] } });
    gates.push({ run: i, segment: 1, offsetFt: 48, kind: i % 4 === 0 ? ('double' as const) : ('single' as const), widthFt: i % 4 === 0 ? 10 : 4 });
  }
  return layoutFromPolylines(lines, gates);
}

function measure(label: string, fn: () => unknown): number {
  for (let i = 0; i < 10; i++) fn();
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
  const cpuMs = (cpu.user + cpu.system) / calls / 1000;
  console.log(`${label.padEnd(40)} ${cpuMs.toFixed(2).padStart(8)} ms CPU/call  (${calls} calls)`);
  return cpuMs;
}

const assemblyFor = defaultAssemblyFor;
for (const runs of [200, 1000]) {
  const doc = street(runs);
  const takeoff = takeoffForLayout(doc, takeoffOptionsFor(assemblyFor));
  const total = measure(`take-off + full list, ${runs} runs`, () => materialsForLayout(doc, assemblyFor));
  measure(`list from a take-off (editor), ${runs} runs`, () => materialsFromTakeoff(takeoff, assemblyFor));
  console.log(`${''.padEnd(40)} ${((total / runs) * 1000).toFixed(1).padStart(8)} µs per run`);
}
