// What the quote API answers: the contractor's full view, list rows, and the homeowner's page (no cost or markup, ever).
import { z } from 'zod';
import { errorMessages } from '../error-messages';
import { quoteStatuses, quoteTypes } from './quote-transitions';
import { quoteLanguages } from './quote.schema';
import { paymentViewSchema } from '../payments/payment-view.schema';

const iso = z.string();

/** events.event_data: what happened, free-form per event type (a quote's history shows it as stored). */
export const eventDataSchema = z.record(z.string(), z.unknown());
export type EventData = z.infer<typeof eventDataSchema>;

/**
 * quote_versions.snapshot: the quote as the homeowner saw that version (its pricing, drawing, cart, options ride
 * along). The list of versions shows its status and total; a field an odd row lacks reads as '' and 0.
 */
export const quoteVersionSnapshotSchema = z.looseObject({ status: z.string().catch(''), totalCents: z.number().catch(0) });
export type QuoteVersionSnapshot = z.input<typeof quoteVersionSnapshotSchema>;
const lineKinds = ['fence', 'gate_single', 'gate_double', 'concrete', 'excavation', 'labor_foot', 'labor_post', 'labor_gate', 'removal_per_foot', 'removal_flat', 'cart_item'] as const;

export const pricedLineSchema = z.object({
  key: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitCents: z.number().int(),
  totalCents: z.number().int(),
  customerTotalCents: z.number().int(),
  category: z.enum(['materials', 'labor', 'removal']),
  kind: z.enum(lineKinds),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  runId: z.string().optional(),
});

const scheduleEntry = z.object({ name: z.enum(['deposit', 'materials', 'final']), percent: z.number(), amountCents: z.number().int() });
const pricedAdjustment = z.object({ label: z.string(), kind: z.enum(['discount', 'surcharge']), mode: z.enum(['fixed', 'percent']), value: z.number(), amountCents: z.number().int() });

export const pricedQuoteSchema = z.object({
  lines: z.array(pricedLineSchema),
  runs: z.array(z.object({ runId: z.string(), label: z.string(), totalCents: z.number().int() })),
  adjustments: z.array(pricedAdjustment),
  materialsCents: z.number().int(),
  laborCents: z.number().int(),
  removalCents: z.number().int(),
  subtotalCents: z.number().int(),
  markupCents: z.number().int(),
  minimumUpliftCents: z.number().int(),
  minimumApplied: z.boolean(),
  jobPriceCents: z.number().int(),
  adjustmentsCents: z.number().int(),
  taxRatePercent: z.number(),
  taxableCents: z.number().int(),
  taxCents: z.number().int(),
  shippingTier: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  paymentSchedule: z.array(scheduleEntry),
  fenceFeet: z.number(),
});

export const quoteSummarySchema = z.object({
  id: z.string(),
  quoteNumber: z.number().int(),
  quoteType: z.enum(quoteTypes),
  status: z.enum(quoteStatuses),
  customerName: z.string().nullable(),
  totalCents: z.number().int(),
  language: z.enum(quoteLanguages),
  createdAt: iso,
  sentAt: iso.nullable(),
  expiresAt: iso.nullable(),
  viewCount: z.number().int(),
  /** Brought in by an import of open quotes and jobs (issue 26): shown as "Imported". */
  imported: z.boolean(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteListSchema = z.object({
  quotes: z.array(quoteSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Count and value of the matching quotes by status (before paging). */
  byStatus: z.record(z.string(), z.object({ count: z.number().int(), totalCents: z.number().int() })),
  sumCents: z.number().int(),
});
export type QuoteList = z.infer<typeof quoteListSchema>;

const cartItemView = z.object({
  id: z.string(),
  catalogueItemId: z.string().nullable(),
  part: z.string(),
  productType: z.string(),
  productName: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  totalPriceCents: z.number().int(),
  imageKey: z.string().nullable(),
});

/** Issue 25: the record of a homeowner's electronic signature (the contractor's view). */
export const signatureEvidenceSchema = z.object({
  signerName: z.string(),
  kind: z.enum(['drawn', 'typed']),
  /** An SVG of paths only, drawn by the server. */
  signatureSvg: z.string(),
  signedAt: iso,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  consentVersion: z.string(),
  consentLanguage: z.enum(quoteLanguages),
  publicLinkId: z.string().nullable(),
  quoteVersion: z.number().int(),
  sha256: z.string(),
  mailedAt: iso.nullable(),
});
export type SignatureEvidence = z.infer<typeof signatureEvidenceSchema>;

export const verifySignatureResponseSchema = z.object({ intact: z.boolean(), storedSha256: z.string(), computedSha256: z.string(), checkedAt: iso });

/** Issue 25 (options): one priced option of a quote, as the contractor sees it. */
export const quoteOptionViewSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  recommended: z.boolean(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  pricing: pricedQuoteSchema,
  diagram: z.unknown().nullable(),
  diagramSvg: z.string().nullable(),
  /** A cart option's lines as catalogue references (what the cart editor edits). */
  cartItems: z.array(z.object({ catalogueItemId: z.string(), part: z.string(), quantity: z.number() })),
});
export type QuoteOptionView = z.infer<typeof quoteOptionViewSchema>;

const quoteRef = z.object({ id: z.string(), quoteNumber: z.number().int(), status: z.enum(quoteStatuses) });

export const quoteDetailSchema = quoteSummarySchema.extend({
  version: z.number().int(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string(), address: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }).nullable(),
  pricing: pricedQuoteSchema,
  adjustmentsInput: z.array(z.object({ label: z.string(), kind: z.enum(['discount', 'surcharge']), mode: z.enum(['fixed', 'percent']), value: z.number() })),
  cartItems: z.array(cartItemView),
  runs: z.array(z.unknown()),
  diagram: z.unknown().nullable(),
  diagramSvg: z.string().nullable(),
  notes: z.string().nullable(),
  deliveryMiles: z.number().nullable(),
  allowedTransitions: z.array(z.enum(quoteStatuses)),
  editable: z.boolean(),
  publicLink: z.object({ url: z.string().nullable(), createdAt: iso.nullable(), revoked: z.boolean() }),
  views: z.object({ firstViewedAt: iso.nullable(), lastViewedAt: iso.nullable(), count: z.number().int() }),
  approval: z.object({ name: z.string(), at: iso, ip: z.string().nullable(), userAgent: z.string().nullable(), version: z.number().int().nullable() }).nullable(),
  signature: signatureEvidenceSchema.nullable(),
  /** The signed quote this one revises, and the revisions made from this one. */
  revisionOf: quoteRef.nullable(),
  revisions: z.array(quoteRef),
  lostReason: z.string().nullable(),
  versions: z.array(z.object({ version: z.number().int(), createdAt: iso, totalCents: z.number().int(), status: z.string() })),
  history: z.array(z.object({ type: z.string(), at: iso, data: eventDataSchema })),
  outbox: z.array(z.object({ id: z.string(), toAddress: z.string(), subject: z.string(), status: z.string(), createdAt: iso })),
  /** Issue 21: payments as they happen (a card deposit before the job too), each with what was refunded of it. */
  payments: z.array(paymentViewSchema),
  /** Issue 25: the quote's options (none: a one-option quote, priced as before); the one shown and the one chosen. */
  options: z.array(quoteOptionViewSchema),
  shownOptionId: z.string().nullable(),
  chosenOptionId: z.string().nullable(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/** Issue 25: an option as the homeowner compares it: its price, each side's price and what differs from the others. */
const publicLineSchema = z.object({ key: z.string(), kind: z.enum(lineKinds), params: z.record(z.string(), z.union([z.string(), z.number()])), quantity: z.number(), amountCents: z.number().int(), runId: z.string().nullable() });
const publicRunSchema = z.object({ runId: z.string(), label: z.string(), amountCents: z.number().int() });

/** Issue 25: an option as the homeowner compares it: its price, each side's price, its lines and what differs from the others. */
export const publicQuoteOptionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  recommended: z.boolean(),
  depositCents: z.number().int(),
  differences: z.array(z.string()),
  /** The option's own drawing (a layout option: its style, height and gates drawn), null without one. */
  diagramSvg: z.string().nullable(),
  lines: z.array(publicLineSchema),
  runs: z.array(publicRunSchema),
  adjustments: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
  taxRatePercent: z.number(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  paymentSchedule: z.array(scheduleEntry),
});
export type PublicQuoteOption = z.infer<typeof publicQuoteOptionSchema>;

/** The homeowner's page: lines in plain words at their price, per side, totals; no unit cost, subtotal, markup or internal fields. */
export const publicQuoteSchema = z.object({
  quoteNumber: z.number().int(),
  status: z.enum(quoteStatuses),
  language: z.enum(quoteLanguages),
  version: z.number().int(),
  createdAt: iso,
  expiresAt: iso.nullable(),
  contractor: z.object({
    businessName: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    logoUrl: z.string().nullable(),
    brandColor: z.string().nullable(),
    licenseNumber: z.string().nullable(),
  }),
  customer: z.object({ name: z.string(), address: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  lines: z.array(publicLineSchema),
  runs: z.array(publicRunSchema),
  adjustments: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
  taxRatePercent: z.number(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  paymentSchedule: z.array(scheduleEntry),
  financingUrl: z.string().nullable(),
  testimonials: z.array(z.object({ author: z.string(), text: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  diagramSvg: z.string().nullable(),
  notes: z.string().nullable(),
  approval: z.object({ name: z.string(), at: iso }).nullable(),
  /** Issue 25: the signature (when signed), which version was signed, and the quote this one revises. */
  signed: z.object({ name: z.string(), at: iso, version: z.number().int(), kind: z.enum(['drawn', 'typed']), signatureSvg: z.string() }).nullable(),
  revisionOfQuoteNumber: z.number().int().nullable(),
  canApprove: z.boolean(),
  /** Issue 25: the options to compare (empty for a one-option quote); the lines and totals above are the shown option's. */
  options: z.array(publicQuoteOptionSchema),
  shownOptionId: z.string().nullable(),
  chosenOptionId: z.string().nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

/** Unknown, expired, revoked and replaced links answer alike (DESIGN §3): one plain message. */
export const quoteLinkUnavailableMessage = errorMessages['quotes.public.unavailable'];
