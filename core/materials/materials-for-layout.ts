// The whole materials list of a drawing, per run and in total (issue 23). Pure; rules in docs/estimating.md.
import type { LayoutDocument, LayoutRun } from '../layout/layout-document.schema';
import { takeoffForLayout, type LayoutTakeoff, type TakeoffOptions } from '../layout/takeoff-for-layout';
import type { AssemblyFor, FenceAssembly } from './fence-assembly';
import { MaterialTally, type MaterialLine } from './material-line';
import { terminalFootingWeight } from './post-footing';
import { materialsForRun } from './run-materials';

export interface RunMaterials {
  runId: string;
  label: string;
  lines: MaterialLine[];
}

export interface MaterialsList {
  runs: RunMaterials[];
  /** Summed across runs, then rounded up once (a roll or stick cut for one run finishes another). */
  totals: MaterialLine[];
  takeoff: LayoutTakeoff;
}

/** Take-off options from the styles' assemblies: each run's section length; the heavier style owns a shared post. */
export function takeoffOptionsFor(assemblyFor: AssemblyFor): TakeoffOptions {
  const of = (run: LayoutRun) => assemblyFor(run.props.fenceType, run.props.style);
  return {
    sectionLengthFt: (run) => of(run).sectionLengthIn / 12,
    postWeight: (run) => terminalFootingWeight(of(run), run.props.heightFt),
  };
}

export function materialsForLayout(doc: LayoutDocument, assemblyFor: AssemblyFor): MaterialsList {
  const cache = new Map<string, FenceAssembly>();
  const cached: AssemblyFor = (fenceType, style) => {
    const k = `${fenceType}\u0000${style}`;
    let a = cache.get(k);
    if (!a) cache.set(k, (a = assemblyFor(fenceType, style)));
    return a;
  };
  return materialsFromTakeoff(takeoffForLayout(doc, takeoffOptionsFor(cached)), cached);
}

/** The list from a take-off already made with `takeoffOptionsFor(assemblyFor)` (the editor's live take-off). */
export function materialsFromTakeoff(takeoff: LayoutTakeoff, cached: AssemblyFor): MaterialsList {
  const total = new MaterialTally();
  const runs = takeoff.runs.map((run, i) => {
    const tally = materialsForRun(run, cached(run.props.fenceType, run.props.style));
    total.addAll(tally);
    return { runId: run.runId, label: run.label || `Run ${i + 1}`, lines: tally.lines() };
  });
  return { runs, totals: total.lines(), takeoff };
}
