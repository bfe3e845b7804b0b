// The homeowner's side of a quote: read it by its capability token (DESIGN §3, issue 4); approving is quote-approval.service.ts.
import { and, eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { PricedQuote } from '../../../core/quotes/pricing.types';
import { pricedQuoteSchema, type PublicQuote } from '../../../core/quotes/quote-view.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { readAll } from '../../db/read-all';
import { contractors, homeowners, quotes } from '../../db/schema/index';
import { findQuoteByToken } from './quote-public-link';
import { customerNameOf, recordQuoteEvent, type QuoteRow } from './quotes.service';
import { diagramSvgOf, diagramTitle, storedDiagramSvg } from './quote-columns';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { quoteViewCounter } from './quote-view-counter';
import { signatureOf } from './quote-signature-store';
import { optionsOf } from './quote-options.store';
import { optionDifferences, shownOption } from '../../../core/quotes/quote-options';

const unavailable = () => notFound(errorMessage('quotes.public.unavailable'));

/** A link works while it is not revoked, the quote is not lost, and (until approved) the quote has not expired. */
function isLive(q: QuoteRow, now: Date): boolean {
  if (q.publicTokenRevokedAt || q.status === 'lost') return false;
  const decided = q.status !== 'draft' && q.status !== 'sent';
  return decided || !q.expiresAt || q.expiresAt.getTime() > now.getTime();
}

export async function liveQuoteByToken(db: Db, token: string, now = new Date()): Promise<QuoteRow> {
  const q = await findQuoteByToken(db, token);
  if (!q || !isLive(q, now)) throw unavailable();
  return q;
}

export async function publicQuoteView(db: Db, q: QuoteRow): Promise<PublicQuote> {
  // The approval builds its snapshot from this view inside its transaction (quote-signing.service.ts): one connection.
  const [[c], [h], signature, [revised], options] = await readAll(db, [
    () => db.select().from(contractors).where(eq(contractors.id, q.contractorId)).limit(1),
    () => (q.homeownerId ? db.select().from(homeowners).where(eq(homeowners.id, q.homeownerId)).limit(1) : Promise.resolve([])),
    () => (q.approvedAt ? signatureOf(db, q) : Promise.resolve(null)),
    () =>
      q.revisionOfQuoteId
        ? db.select({ n: quotes.quoteNumber }).from(quotes).where(and(eq(quotes.id, q.revisionOfQuoteId), eq(quotes.contractorId, q.contractorId))).limit(1)
        : Promise.resolve([]),
    () => optionsOf(db, q),
  ] as const);
  const optionPricing = options.map((o) => readJsonb(pricedQuoteSchema, o.pricing, 'quote_options.pricing'));
  const differences = optionDifferences(optionPricing, q.language);
  return {
    quoteNumber: q.quoteNumber,
    status: q.status,
    language: q.language,
    version: q.version,
    createdAt: q.createdAt.toISOString(),
    expiresAt: q.expiresAt?.toISOString() ?? null,
    contractor: {
      businessName: c.businessName || c.name || [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Your contractor',
      phone: c.phone, email: c.email, website: c.website, logoUrl: c.logoUrl, brandColor: c.brandColor, licenseNumber: c.licenseNumber,
    },
    customer: { name: customerNameOf(h ?? null) ?? '', address: h?.address ?? '', city: h?.city ?? '', state: h?.state ?? '', zipCode: h?.zipCode ?? '' },
    ...publicPricing(readJsonb(pricedQuoteSchema, q.pricing, 'quotes.pricing')),
    financingUrl: c.financingEnabled && c.financingUrl ? c.financingUrl : null,
    testimonials: c.testimonials ?? [],
    faqs: c.faqs ?? [],
    diagramSvg: storedDiagramSvg(q), // made when the quote was saved, not per view (issue 15)
    notes: q.notes,
    approval: q.approvedAt && q.approvedByName ? { name: q.approvedByName, at: q.approvedAt.toISOString() } : null,
    signed: signature
      ? { name: signature.signerName, at: signature.signedAt.toISOString(), version: signature.quoteVersion, kind: signature.signatureKind, signatureSvg: signature.signatureSvg }
      : null,
    revisionOfQuoteNumber: revised?.n ?? null,
    canApprove: q.status === 'sent',
    // Issue 25: each option's price, side prices and what differs; the lines and totals above are the shown option's.
    options: options.map((o, i) => ({
      id: o.id, position: o.position, name: o.name, recommended: o.recommended, depositCents: o.depositCents, differences: differences[i],
      // Each option's drawing as stored when it was priced (rows priced before it was stored are drawn on the spot).
      diagramSvg: q.quoteType === 'layout' ? (o.diagramSvg ?? diagramSvgOf(o.diagram, diagramTitle(q.quoteNumber))) : null,
      ...publicPricing(optionPricing[i]),
    })),
    shownOptionId: shownOption(options, q.chosenOptionId)?.id ?? null,
    chosenOptionId: q.chosenOptionId,
  };
}

/** Only the homeowner's price of each line: no unit cost, no cost total, no markup. */
function publicPricing(p: PricedQuote) {
  const byRun = new Map(p.runs.map((r) => [r.runId, r]));
  return {
    lines: p.lines.map((l) => ({ key: l.key, kind: l.kind, params: publicParams(l.params), quantity: l.quantity, amountCents: l.customerTotalCents, runId: l.runId && byRun.has(l.runId) ? l.runId : null })),
    runs: p.runs.map((r) => ({ runId: r.runId, label: r.label, amountCents: r.totalCents })),
    adjustments: p.adjustments.map((a) => ({ label: a.label, amountCents: a.amountCents })),
    taxRatePercent: p.taxRatePercent,
    taxCents: p.taxCents,
    shippingCents: p.shippingCents,
    totalCents: p.totalCents,
    paymentSchedule: p.paymentSchedule,
  };
}

// Line params carry the unit cost for the contractor's wording; the homeowner's page drops every money field.
function publicParams(params: Record<string, string | number>): Record<string, string | number> {
  const { unit: _unit, flat: _flat, materialsCents: _materials, ...rest } = params;
  return rest;
}

/**
 * The homeowner opens the quote. The first view is written before the answer (first_viewed_at, one history entry, the
 * quote.viewed event); later views only move the counters and are written after it, batched (quote-view-counter.ts).
 */
export async function viewPublicQuote(db: Db, args: { token: string; now?: Date; onCountError?: (error: unknown) => void }): Promise<PublicQuote> {
  const now = args.now ?? new Date();
  const q = await liveQuoteByToken(db, args.token, now);
  if (q.firstViewedAt) {
    quoteViewCounter(db, args.onCountError).add(q.id, now);
    return publicQuoteView(db, q);
  }
  const counted = db
    .update(quotes)
    .set({ firstViewedAt: sql`coalesce(${quotes.firstViewedAt}, ${now.toISOString()}::timestamptz)`, lastViewedAt: now, viewCount: sql`${quotes.viewCount} + 1` })
    .where(eq(quotes.id, q.id));
  const history = recordQuoteEvent(db, q, 'quote_viewed', { first: true }).then(() =>
    emitDomainEvent(db, { type: 'quote.viewed', contractorId: q.contractorId, quoteId: q.id, first: true, origin: 'homeowner' }),
  );
  const [view] = await Promise.all([publicQuoteView(db, { ...q, firstViewedAt: now, lastViewedAt: now, viewCount: q.viewCount + 1 }), counted, history]);
  return view;
}
