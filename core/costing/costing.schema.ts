// Issue 24: a quote's estimated cost and margin as the contractor's quote page shows it. Never in a homeowner's answer.
import { z } from 'zod';
import { materialUnits } from '../materials/material-line';
import { packNames } from '../suppliers/packs';

export const incompleteReasons = ['materialWithoutCost', 'laborCostsNotSet', 'noMaterialsList'] as const;

export const quoteCostingSchema = z.object({
  quoteId: z.string(),
  priceCents: z.number().int(),
  taxCents: z.number().int(),
  materialsCents: z.number().int(),
  laborCents: z.number().int(),
  labor: z.object({ perFootCents: z.number().int(), perPostCents: z.number().int(), perGateCents: z.number().int(), crewCents: z.number().int(), feet: z.number(), posts: z.number().int(), gates: z.number().int() }),
  cardFeesCents: z.number().int(),
  costCents: z.number().int(),
  marginCents: z.number().int(),
  marginPercent: z.number().nullable(),
  complete: z.boolean(),
  incomplete: z.array(z.enum(incompleteReasons)),
  belowMinimum: z.boolean(),
  minimumMarginPercent: z.number().nullable(),
  inputs: z.object({ crewHours: z.number().nullable(), paidByCard: z.boolean(), crewHourlyCostCents: z.number().int().nullable() }),
  /** Issue 25: each option's cost and margin (empty for a one-option quote), costed like a quote of that option alone. */
  options: z.array(z.object({
    optionId: z.string(), position: z.number().int(), name: z.string(), recommended: z.boolean(), chosen: z.boolean(),
    priceCents: z.number().int(), costCents: z.number().int(), marginCents: z.number().int(), marginPercent: z.number().nullable(),
    complete: z.boolean(), belowMinimum: z.boolean(),
  })),
  materials: z.array(z.object({
    key: z.string(), material: z.string(), size: z.string(), unit: z.enum(materialUnits), quantity: z.number().int(),
    packName: z.enum(packNames), packSize: z.number().int(), packs: z.number().int(), units: z.number().int(),
    unitCostCents: z.number().int().nullable(), costCents: z.number().int().nullable(),
  })),
});
export type QuoteCosting = z.infer<typeof quoteCostingSchema>;

const CREW_HOURS = 'Crew-hours must be between 0 and 10000';
export const quoteCostInputsSchema = z.object({
  crewHours: z.number({ error: CREW_HOURS }).min(0, CREW_HOURS).max(10_000, CREW_HOURS).nullable(),
  paidByCard: z.boolean({ error: 'Invalid input' }),
});

export const marginReportQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(24).default(6) });
const marginFigures = { priceCents: z.number().int(), costCents: z.number().int(), marginCents: z.number().int(), marginPercent: z.number().nullable() };
export const marginReportSchema = z.object({
  jobs: z.array(z.object({ jobId: z.string(), jobNumber: z.string(), name: z.string(), month: z.string(), complete: z.boolean(), ...marginFigures })),
  /** Months oldest first ("2026-03"); only complete jobs count in a month's figures, `incompleteJobs` says how many did not. */
  months: z.array(z.object({ month: z.string(), jobs: z.number().int(), incompleteJobs: z.number().int(), ...marginFigures })),
});
export type MarginReport = z.infer<typeof marginReportSchema>;
