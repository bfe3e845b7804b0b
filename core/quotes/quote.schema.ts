// The quote API's contracts (CONVENTIONS habit 1): the server validates with these, the web forms resolve with them.
import { z } from 'zod';
import { adjustmentKinds, adjustmentModes } from './pricing.types';
import { quoteStatuses } from './quote-transitions';
import { isConsentVersion } from './signature-consent';
import { SIGNATURE_PAD } from './signature-strokes';
import { fenceTypes } from '../catalogue/fence-types';
import { whenFieldsValid } from '../validation/when-fields-valid';

export const quoteLanguages = ['en', 'es'] as const;
export type QuoteLanguage = (typeof quoteLanguages)[number];

/** Default days until a quote expires (docs/decisions.md). */
export const defaultQuoteExpiryDays = 30;

export const adjustmentInputSchema = z.object({
  label: z.string().trim().min(1, 'Adjustment name is required').max(100, 'Adjustment name must be 100 characters or less'),
  kind: z.enum(adjustmentKinds),
  mode: z.enum(adjustmentModes),
  // Cents when fixed, a percent when percent.
  value: z.number().min(0, 'Adjustment must be 0 or more').max(100_000_000),
}).refine((a) => a.mode !== 'percent' || a.value <= 100, { message: 'Percent must be between 0 and 100', path: ['value'], ...whenFieldsValid('mode', 'value') })
  .refine((a) => a.mode !== 'fixed' || Number.isInteger(a.value), { message: 'Amount must be whole cents', path: ['value'], ...whenFieldsValid('mode', 'value') });

/** quotes.adjustments as stored: the adjustments the quote was saved with (read back with readJsonb). */
export const storedAdjustmentsSchema = z.array(adjustmentInputSchema);

const count = z.number().int().min(0).max(10_000);

export const pricingRunSchema = z.object({
  id: z.string().min(1).max(100),
  label: z.string().max(100),
  fenceType: z.enum(fenceTypes),
  style: z.string().max(100).optional(),
  heightFt: z.number().min(1).max(20),
  fenceFeet: z.number().min(0).max(100_000),
  posts: z.object({ end: count, corner: count, line: count, gate: count }),
  gates: z.array(z.object({ kind: z.enum(['single', 'double']), widthFt: z.number().min(0).max(100) })).max(100),
  removalFeet: z.number().min(0).max(100_000),
});

/** A cart line names a catalogue row and a quantity; any price the client sends is dropped (the server prices it). */
export const cartItemParts = ['panel', 'post', 'gate', 'item'] as const;
export type CartItemPart = (typeof cartItemParts)[number];
export const cartItemRefSchema = z.object({
  catalogueItemId: z.string().uuid('Unknown catalogue item'),
  // A style_pricing row sells a panel, a post or a gate; caps and hardware are one 'item'.
  part: z.enum(cartItemParts).default('item'),
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(10_000, 'Quantity must be 10,000 or less'),
});

/**
 * quote_cart_items.metadata: the catalogue row and part the line was priced from (what an edit prices again) and its
 * picture; other keys (style, height, category) ride along. Read back with readJsonb.
 */
export const cartItemMetadataSchema = z.looseObject({
  catalogueItemId: z.string().optional(),
  part: z.enum(cartItemParts).optional(),
  imageKey: z.string().nullable().optional(),
});
export type CartItemMetadata = z.infer<typeof cartItemMetadataSchema>;

const deliveryMiles = z.number().min(0, 'Miles must be 0 or more').max(5_000).nullable();
const notes = z.string().max(5_000, 'Notes must be 5000 characters or less');
const expiresInDays = z.number().int().min(1, 'Expiry must be 1 to 365 days').max(365, 'Expiry must be 1 to 365 days');

const commonCreate = {
  homeownerId: z.string({ error: 'Please select or create a customer' }).uuid('Please select or create a customer'),
  language: z.enum(quoteLanguages).default('en'),
  adjustments: z.array(adjustmentInputSchema).max(20).default([]),
  notes: notes.optional(),
  deliveryMiles: deliveryMiles.optional(),
  // Without it the contractor's quote expiry setting applies (default 30 days).
  expiresInDays: expiresInDays.optional(),
};

export const createCartQuoteSchema = z.object({
  quoteType: z.literal('cart'),
  ...commonCreate,
  items: z.array(cartItemRefSchema).min(1, 'Add at least one item to the cart').max(200),
});

export const createLayoutQuoteSchema = z.object({
  quoteType: z.literal('layout'),
  ...commonCreate,
  // Ignored when a diagram is sent: the server takes the runs from the drawing's own take-off.
  runs: z.array(pricingRunSchema).max(1_000).default([]),
  /** The drawing document of the layout editor, stored as given. */
  diagram: z.unknown().optional(),
  zipCode: z.string().regex(/^\d{5}$/, 'ZIP code must be 5 digits').optional(),
});

export const createQuoteSchema = z.discriminatedUnion('quoteType', [createCartQuoteSchema, createLayoutQuoteSchema]);
export type CreateQuoteInput = z.input<typeof createQuoteSchema>;

export const updateQuoteSchema = z.object({
  homeownerId: z.string().uuid('Please select or create a customer').optional(),
  language: z.enum(quoteLanguages).optional(),
  adjustments: z.array(adjustmentInputSchema).max(20).optional(),
  notes: notes.optional(),
  deliveryMiles: deliveryMiles.optional(),
  expiresAt: z.iso.datetime({ offset: true, error: 'Invalid expiry date' }).or(z.iso.date({ error: 'Invalid expiry date' })).optional(),
  items: z.array(cartItemRefSchema).min(1, 'Add at least one item to the cart').max(200).optional(),
  runs: z.array(pricingRunSchema).max(1_000).optional(),
  diagram: z.unknown().optional(),
  /** Issue 25: on a quote with options, the option the drawing or cart given belongs to (the shown one when not said). */
  optionId: z.guid('Unknown option').optional(),
});
export type UpdateQuoteInput = z.input<typeof updateQuoteSchema>;

export const transitionQuoteSchema = z.object({ status: z.enum(quoteStatuses, { error: 'Unknown quote status' }) });

const padX = z.number().min(0).max(SIGNATURE_PAD.width);
const padY = z.number().min(0).max(SIGNATURE_PAD.height);
/** Drawn: the pen's points (the server draws the image from them, never taking an image from the browser); typed: the full name. */
export const signatureInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drawn'),
    strokes: z.array(z.array(z.tuple([padX, padY])).min(1).max(2_000)).min(1, 'Please sign in the box').max(100, 'Please sign in the box'),
  }),
  z.object({ kind: z.literal('typed') }),
], { error: 'Please sign in the box or type your signature' });

const consentChanged = 'The consent text has changed. Please reload the page and read it again';
export const approveQuoteSchema = z.object({
  fullName: z.string({ error: 'Please type your full name' }).trim().min(2, 'Please type your full name').max(200, 'Name must be 200 characters or less'),
  consent: z.literal(true, { error: 'Please confirm that you accept this quote' }),
  signature: signatureInputSchema,
  consentVersion: z.string({ error: consentChanged }).max(40, consentChanged).refine(isConsentVersion, consentChanged),
  consentLanguage: z.enum(quoteLanguages, { error: consentChanged }),
  /** Issue 25: the option approved, when the quote has options (the others are declined). */
  optionId: z.guid('Please choose an option').optional(),
});
export type ApproveQuoteInput = z.input<typeof approveQuoteSchema>;

export const sendQuoteSchema = z.object({
  /** Overrides the customer's e-mail for this send only. */
  email: z.email('Please enter a valid email address').optional(),
  message: z.string().max(2_000, 'Message must be 2000 characters or less').optional(),
});

export const quoteListSorts = ['newest', 'oldest', 'total_desc', 'total_asc', 'number_desc', 'number_asc'] as const;
export const listQuotesQuerySchema = z.object({
  status: z.enum(quoteStatuses).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(quoteListSorts).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListQuotesQuery = z.input<typeof listQuotesQuerySchema>;
