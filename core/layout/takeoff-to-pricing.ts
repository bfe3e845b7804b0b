import type { PricingRun } from '../quotes/pricing.types';
import type { LayoutTakeoff } from './takeoff-for-layout';

/** Hands each run's take-off to the quotes pricing engine (priceLayoutQuote); run labels default to "Run N". */
export function takeoffToPricingRuns(takeoff: LayoutTakeoff): PricingRun[] {
  return takeoff.runs.map((run, i) => ({
    id: run.runId,
    label: run.label || `Run ${i + 1}`,
    fenceType: run.props.fenceType,
    style: run.props.style || undefined,
    heightFt: run.props.heightFt,
    fenceFeet: run.fenceFeet,
    posts: { ...run.posts },
    gates: run.gates.map((g) => ({ kind: g.kind, widthFt: g.widthFt })),
    removalFeet: run.removalFeet,
  }));
}
