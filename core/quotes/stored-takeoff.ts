// quotes.takeoff and quote_options.takeoff: the runs a layout quote (or option) was last priced from, as the drawing's
// take-off handed them to pricing (takeoffToPricingRuns, plus the materials-list cost of an opted-in style) or as the
// API sent them for a quote without a drawing. A cart quote stores no runs. Read back with readJsonb.
import { z } from 'zod';
import { fenceTypes } from '../catalogue/fence-types';
import type { PricingRun } from './pricing.types';

// The shape only, not the API's input limits (pricingRunSchema): runs from a drawing's take-off were never held to them,
// and a stored run that is fine must not read as unreadable. Unknown keys ride along.
const storedPricingRunSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  fenceType: z.enum(fenceTypes),
  style: z.string().optional(),
  heightFt: z.number(),
  fenceFeet: z.number(),
  posts: z.object({ end: z.number(), corner: z.number(), line: z.number(), gate: z.number() }),
  gates: z.array(z.object({ kind: z.enum(['single', 'double']), widthFt: z.number() })),
  removalFeet: z.number(),
  materialsCostCents: z.number().optional(),
  materialsMissing: z.number().optional(),
});

export const storedTakeoffSchema = z.looseObject({ runs: z.array(storedPricingRunSchema) });
/** What Picket writes; the schema's output is assignable to it (server/features/quotes/quote-columns.ts reads it so). */
export interface StoredTakeoff {
  runs: PricingRun[];
}
