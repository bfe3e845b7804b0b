import { z } from 'zod';
import { newCustomerSchema } from '../customers/customer.schema';
import { fenceTypes } from '../catalogue/fence-types';
import { whenFieldsValid } from '../validation/when-fields-valid';

// The homeowner's instant quote (issue 5): draw or type the fence, pick type and height, gates, removal.
export const MAX_INSTANT_FENCE_FT = 5_000;

export const shortCodeSchema = z.string().trim().regex(/^[A-Za-z0-9]{4,16}$/, 'Link not found');

const gateCount = (message: string) => z.number({ error: message }).int(message).min(0, message).max(10, message);

export const instantFenceSchema = z
  .object({
    /** A drawing from the simple editor; when present it wins over lengthFt and the gate counts. */
    diagram: z.unknown().optional(),
    lengthFt: z
      .number({ error: 'Enter the fence length in feet' })
      .min(1, 'Fence length must be between 1 and 5000 feet')
      .max(MAX_INSTANT_FENCE_FT, 'Fence length must be between 1 and 5000 feet')
      .optional(),
    fenceType: z.enum(fenceTypes, { error: 'Choose a fence type' }),
    heightFt: z.number({ error: 'Choose a fence height' }).int('Choose a fence height').min(3, 'Choose a fence height').max(8, 'Choose a fence height'),
    singleGates: gateCount('Gates must be a number from 0 to 10').default(0),
    doubleGates: gateCount('Gates must be a number from 0 to 10').default(0),
    removeExisting: z.boolean().default(false),
  })
  .refine((v) => v.diagram != null || v.lengthFt !== undefined, { message: 'Draw the fence or enter its length', path: ['lengthFt'], ...whenFieldsValid('diagram', 'lengthFt') });
export type InstantFenceInput = z.input<typeof instantFenceSchema>;
export type InstantFence = z.output<typeof instantFenceSchema>;

export const instantPriceRequestSchema = z.object({
  shortCode: shortCodeSchema.optional(),
  zipCode: z.string().trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits').optional(),
  fence: instantFenceSchema,
});
export type InstantPriceRequest = z.input<typeof instantPriceRequestSchema>;

export const instantQuoteRequestSchema = z.object({
  shortCode: shortCodeSchema.optional(),
  fence: instantFenceSchema,
  // SPEC §5 messages for every contact field.
  customer: newCustomerSchema,
  language: z.enum(['en', 'es']).default('en'),
  notes: z.string().trim().max(2000, 'Notes must be 2000 characters or less').optional(),
});
export type InstantQuoteRequest = z.input<typeof instantQuoteRequestSchema>;

/** The instant price: a range around the priced total, and what was priced. */
export const instantPriceAnswerSchema = z.object({
  lowCents: z.number().int(),
  highCents: z.number().int(),
  fenceFeet: z.number(),
  posts: z.number().int(),
  gates: z.number().int(),
  /** Whose rates priced it: the contractor of the short link (or ZIP), else the platform defaults. */
  pricedBy: z.enum(['contractor', 'platform']),
  contractorName: z.string().nullable(),
});
export type InstantPriceAnswer = z.output<typeof instantPriceAnswerSchema>;

/** What a homeowner's short link opens: whose link it is. */
export const shortLinkViewSchema = z.object({
  shortCode: z.string(),
  contractor: z.object({ name: z.string(), logoUrl: z.string().nullable(), brandColor: z.string().nullable(), phone: z.string().nullable() }),
});
export type ShortLinkView = z.output<typeof shortLinkViewSchema>;

/** The contractor's own short link, with its address. */
export const shortLinkSchema = z.object({ shortCode: z.string(), clicks: z.number().int(), createdAt: z.string(), url: z.string() });
