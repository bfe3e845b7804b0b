// The assembly and materials list at the API edge (issue 23). Messages in the SPEC's words ('Invalid input').
import { z } from 'zod';
import { fenceTypes } from '../catalogue/fence-types';
import type { AssemblySet } from './assembly-set';
import { concreteBagSizes } from './fence-assembly';
import { materialCategories, materialUnits } from './material-line';

const num = (min: number, max: number) => z.number({ error: 'Invalid input' }).finite('Invalid input').min(min, 'Invalid input').max(max, 'Invalid input');
const int = (min: number, max: number) => num(min, max).int('Invalid input');
const size = z.string({ error: 'Required' }).trim().min(1, 'Required').max(40, 'Invalid input');

const postSpecSchema = z.object({ size, widthIn: num(0.5, 12), round: z.boolean(), holeDiameterIn: num(2, 36) });

const base = {
  // Sections between 2 and 12 ft: a 16 ft rail is the longest stock; under 2 ft is not a fence.
  sectionLengthIn: int(24, 144),
  linePost: postSpecSchema,
  terminalPost: postSpecSchema,
  gatePost: postSpecSchema,
  concreteInPerFtOfHeight: num(1, 12),
  gatePostExtraDepthIn: num(0, 36),
  gravelDepthIn: num(0, 24),
  bagLb: z.union(concreteBagSizes.map((s) => z.literal(s)), { error: 'Invalid input' }),
  postStockLengthsFt: z.array(num(2, 24), { error: 'Invalid input' }).min(1, 'Invalid input').max(20, 'Invalid input'),
  postCaps: z.boolean(),
  wastePercent: num(0, 50),
  priceFromMaterials: z.boolean({ error: 'Invalid input' }).optional(),
};

export const woodAssemblySchema = z.object({
  ...base,
  fenceType: z.literal('cedar'),
  railSize: size,
  railsShort: int(1, 6),
  railsTall: int(1, 6),
  tallFromFt: num(2, 12),
  picketSize: size,
  picketWidthIn: num(1, 24),
  picketGapIn: num(0, 12),
  nailsPerPicketPerRail: int(0, 10),
  nailsPerBox: int(1, 100_000),
  screwsPerRail: int(0, 20),
  screwsPerBox: int(1, 100_000),
});

export const vinylAssemblySchema = z.object({ ...base, fenceType: z.literal('vinyl'), gatePostStiffeners: z.boolean() });

export const chainAssemblySchema = z.object({
  ...base,
  fenceType: z.literal('chain'),
  fabricRollFt: num(10, 500),
  topRailSize: size,
  topRailStickFt: num(5, 30),
  tensionWireCoilFt: num(10, 5000),
  tensionBandsLessThanHeight: int(0, 3),
  postTieSpacingIn: num(6, 48),
  railTieSpacingIn: num(6, 48),
  tiesPerBag: int(1, 10_000),
});

export const fenceAssemblySchema = z.discriminatedUnion('fenceType', [woodAssemblySchema, vinylAssemblySchema, chainAssemblySchema], { error: 'Invalid input' });

/**
 * A quote's stored assembly set (quotes.assemblies, quote_options.assemblies) as read back: an entry that no longer
 * parses (written by an older build) is left out, so its fence type or style takes the quote's fallback instead of
 * failing the quote.
 */
export const storedAssemblySetSchema = z.record(z.string(), z.unknown()).transform((entries): AssemblySet => {
  const set: AssemblySet = {};
  for (const [key, value] of Object.entries(entries)) {
    const parsed = fenceAssemblySchema.safeParse(value);
    if (parsed.success) set[key] = parsed.data;
  }
  return set;
});

export const styleAssemblySchema = z.object({
  fenceType: z.enum(fenceTypes, { error: 'Invalid input' }),
  /** '' = every style of the fence type without its own; else a style name as runs name it. */
  style: z.string().trim().max(80, 'Invalid input'),
  assembly: fenceAssemblySchema,
  /** True when this is the platform default (the contractor has not changed it). */
  isDefault: z.boolean(),
});
export type StyleAssembly = z.infer<typeof styleAssemblySchema>;

export const styleAssemblyListSchema = z.object({ assemblies: z.array(styleAssemblySchema), styles: z.array(z.object({ fenceType: z.enum(fenceTypes), name: z.string() })) });

export const saveStyleAssemblyBodySchema = z.object({
  fenceType: z.enum(fenceTypes, { error: 'Invalid input' }),
  style: z.string({ error: 'Invalid input' }).trim().max(80, 'Invalid input').default(''),
  assembly: fenceAssemblySchema,
}).refine((b) => b.assembly.fenceType === b.fenceType, { path: ['assembly', 'fenceType'], message: 'Invalid input' });

export const resetStyleAssemblyQuerySchema = z.object({
  fenceType: z.enum(fenceTypes, { error: 'Invalid input' }),
  style: z.string().trim().max(80, 'Invalid input').default(''),
});

export const materialLineSchema = z.object({
  key: z.string(),
  category: z.enum(materialCategories),
  material: z.string(),
  size: z.string(),
  fenceType: z.enum(fenceTypes).nullable(),
  unit: z.enum(materialUnits),
  perUnit: z.number(),
  need: z.number(),
  netQuantity: z.number().int(),
  quantity: z.number().int(),
  wastePercent: z.number(),
  rule: z.string(),
  basis: z.record(z.string(), z.number()),
  /** "Why this quantity", in English (the page words it from rule + basis in the contractor's language). */
  why: z.string(),
});

export const materialsListSchema = z.object({
  quoteId: z.string(),
  quoteNumber: z.number().int(),
  customerName: z.string().nullable(),
  language: z.enum(['en', 'es']),
  runs: z.array(z.object({ runId: z.string(), label: z.string(), fenceType: z.enum(fenceTypes), style: z.string(), heightFt: z.number(), fenceFeet: z.number(), sectionLengthIn: z.number(), lines: z.array(materialLineSchema) })),
  totals: z.array(materialLineSchema),
  /** A cart quote keeps its own items: no drawing, no list. */
  hasDrawing: z.boolean(),
  /** Issue 25: a quote with options has a list per option; this one is `optionId`'s (the chosen, else recommended, else first). */
  options: z.array(z.object({ id: z.string(), name: z.string(), position: z.number().int() })).optional(),
  optionId: z.string().nullable().optional(),
});
export type MaterialsListView = z.infer<typeof materialsListSchema>;
