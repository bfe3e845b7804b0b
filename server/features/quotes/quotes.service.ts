// Quotes of one contractor: create (layout or cart), read, list, edit with versions, status moves, duplicate (SPEC §3, §4).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import type { PricedQuote } from '../../../core/quotes/pricing.types';
import { allowedQuoteTransitions, canTransitionQuote, type QuoteStatus } from '../../../core/quotes/quote-transitions';
import { eventDataSchema, pricedQuoteSchema, quoteVersionSnapshotSchema, type EventData, type QuoteDetail, type QuoteList, type QuoteSummary } from '../../../core/quotes/quote-view.schema';
import { createQuoteSchema, defaultQuoteExpiryDays, listQuotesQuerySchema, updateQuoteSchema, type CreateQuoteInput, type ListQuotesQuery, type UpdateQuoteInput } from '../../../core/quotes/quote.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { events, homeowners, jobs, outboxEmails, quoteCartItems, quotes, quoteVersions } from '../../db/schema/index';
import { quoteLinkUrl } from './quote-public-link';
import { adjustmentsOf, cartItemMetadataOf, cartRefsOf, diagramSvgOf, diagramTitle, pricedColumns, replaceCartItems, runsOf, storedDiagramSvg, type CartLine } from './quote-columns';
import { copyOptions, optionsOf, repriceOptions, type OptionRow } from './quote-options.store';
import { shownOption } from '../../../core/quotes/quote-options';
import { priceQuoteInputs } from './quote-pricing';
import { loadPricingContext } from './quote-pricing-context';
import { assembliesForSave } from '../materials/quote-assemblies';
import { emitDomainEvent, type ChangeOrigin } from '../../domain-events/domain-events';
import { settleQuoteViews } from './quote-view-counter';
import type { QuoteHistoryKind } from '../../../core/quotes/quote-history';
import { listQuotePayments } from '../payments/payments.service';
import { assertNotSigned, evidenceOf, signatureOf } from './quote-signature-store';
import { daysAfter } from '../../../core/dates';
import { queryRows } from '../../db/query-rows';

export type QuoteRow = typeof quotes.$inferSelect;
type HomeownerRow = typeof homeowners.$inferSelect;

export const quoteNotFound = () => notFound(errorMessage('errors.quotes.notFound'));
const editableStatuses: QuoteStatus[] = ['draft', 'sent'];

export const customerNameOf = (h: Pick<HomeownerRow, 'name' | 'firstName' | 'lastName'> | null) =>
  h ? h.name || [h.firstName, h.lastName].filter(Boolean).join(' ') || null : null;

export async function recordQuoteEvent(db: Db, q: { contractorId: string; id: string }, eventType: QuoteHistoryKind, eventData: EventData = {}) {
  await db.insert(events).values({ contractorId: q.contractorId, quoteId: q.id, eventType, eventData });
}

/** A draft takes today's system settings; a quote the homeowner has seen keeps those it was priced with (issue 13 item 6). */
const pricedWithFor = (q: QuoteRow) => (q.status === 'draft' ? undefined : (q.pricingSettings ?? undefined));

/** The system settings an edit of this quote prices with (undefined: today's); another tenant's quote is not found. */
export async function pricedWithOf(db: Db, contractorId: string, quoteId: string) {
  return pricedWithFor(await loadQuoteRow(db, contractorId, quoteId));
}

export async function loadQuoteRow(db: Db, contractorId: string, quoteId: string): Promise<QuoteRow> {
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) throw quoteNotFound();
  const [row] = await db.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  if (!row) throw quoteNotFound();
  return row;
}

async function requireCustomer(db: Db, contractorId: string, homeownerId: string): Promise<HomeownerRow> {
  const [h] = await db.select().from(homeowners).where(and(eq(homeowners.id, homeownerId), eq(homeowners.contractorId, contractorId))).limit(1);
  if (!h) throw notFound(errorMessage('signedInErrors.customers.notFound'));
  return h;
}

async function nextQuoteNumber(db: Db, contractorId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`update contractors set next_quote_number = next_quote_number + 1 where id = ${contractorId} returning next_quote_number - 1 as n`,
  );
  return Number(row.n);
}

export async function createQuote(db: Db, args: { contractorId: string; input: CreateQuoteInput; now?: Date }): Promise<QuoteDetail> {
  const id = await db.transaction((tx) => insertQuote(tx, args));
  return getQuote(db, { contractorId: args.contractorId, quoteId: id });
}

/** A new quote inside the caller's transaction (create, and duplicate/revise with their links in the same one). */
async function insertQuote(tx: Db, args: { contractorId: string; input: CreateQuoteInput; now?: Date }): Promise<string> {
  const input = createQuoteSchema.parse(args.input);
  const now = args.now ?? new Date();
  await requireCustomer(tx, args.contractorId, input.homeownerId);
  const ctx = await loadPricingContext(tx, args.contractorId);
  const assemblies = input.quoteType === 'layout' ? await assembliesForSave(tx, args.contractorId, null, input.diagram) : null;
  const { priced, runs, cartItems } = await priceQuoteInputs(tx, args.contractorId, ctx, {
    assemblyFor: assemblies?.assemblyFor,
    quoteType: input.quoteType,
    runs: input.quoteType === 'layout' ? input.runs : undefined,
    diagram: input.quoteType === 'layout' ? input.diagram : undefined,
    items: input.quoteType === 'cart' ? input.items : undefined,
    adjustments: input.adjustments,
    deliveryMiles: input.deliveryMiles ?? null,
  });
  const quoteNumber = await nextQuoteNumber(tx, args.contractorId);
  const days = input.expiresInDays ?? ctx.contractor.quoteExpiryDays ?? defaultQuoteExpiryDays;
  const [row] = await tx
    .insert(quotes)
    .values({
      contractorId: args.contractorId,
      homeownerId: input.homeownerId,
      quoteNumber,
      quoteType: input.quoteType,
      language: input.language,
      notes: input.notes ?? null,
      adjustments: input.adjustments,
      shippingMiles: input.deliveryMiles ?? null,
      diagram: input.quoteType === 'layout' ? ((input.diagram as Record<string, unknown>) ?? null) : null,
      diagramSvg: input.quoteType === 'layout' ? diagramSvgOf(input.diagram, diagramTitle(quoteNumber)) : null,
      zipCode: input.quoteType === 'layout' ? (input.zipCode ?? null) : null,
      expiresAt: daysAfter(now, days),
      ...pricedColumns(priced, runs),
      pricingSettings: ctx.systemSettings,
      assemblies: assemblies?.set ?? null,
    })
    .returning({ id: quotes.id, contractorId: quotes.contractorId });
  await replaceCartItems(tx, row, cartItems, priced);
  await recordQuoteEvent(tx, row, 'quote_created', { quoteNumber, totalCents: priced.totalCents });
  await emitDomainEvent(tx, { type: 'quote.created', contractorId: args.contractorId, quoteId: row.id, origin: 'contractor' });
  return row.id;
}

const snapshotOf = (q: QuoteRow, cart: (typeof quoteCartItems.$inferSelect)[], options: OptionRow[]) => ({
  status: q.status, pricing: q.pricing, adjustments: q.adjustments, takeoff: q.takeoff, diagram: q.diagram, notes: q.notes,
  language: q.language, homeownerId: q.homeownerId, shippingMiles: q.shippingMiles, expiresAt: q.expiresAt?.toISOString() ?? null,
  totalCents: q.totalCents, cartItems: cart.map(({ id: _id, ...rest }) => rest),
  // Issue 25: every option the homeowner was offered in this version, and the one chosen.
  ...(options.length ? { chosenOptionId: q.chosenOptionId, options: options.map(({ createdAt: _c, updatedAt: _u, diagramSvg: _s, ...o }) => o) } : {}),
});

const versionSummaryOf = (snapshot: unknown) => {
  const { status, totalCents } = readJsonb(quoteVersionSnapshotSchema, snapshot, 'quote_versions.snapshot', { orElse: { status: '', totalCents: 0 } });
  return { status, totalCents };
};

/** Keeps the version as the homeowner saw it (sent, approved); idempotent per version. */
export async function snapshotQuoteVersion(db: Db, q: QuoteRow): Promise<void> {
  const cart = await db.select().from(quoteCartItems).where(eq(quoteCartItems.quoteId, q.id));
  const snapshot = snapshotOf(q, cart, await optionsOf(db, q));
  await db.insert(quoteVersions).values({ contractorId: q.contractorId, quoteId: q.id, version: q.version, snapshot }).onConflictDoNothing();
}

/** A signed quote, or one past sent, refuses edits (its options' too). */
export async function assertEditable(tx: Db, q: QuoteRow): Promise<void> {
  await assertNotSigned(tx, q);
  if (!editableStatuses.includes(q.status)) {
    throw new AppError('CONFLICT', q.status === 'approved'
      ? errorMessage('signedInErrors.quotes.approvedFrozen')
      : errorMessage('signedInErrors.quotes.notEditable', { status: q.status }));
  }
}

export async function updateQuote(db: Db, args: { contractorId: string; quoteId: string; input: UpdateQuoteInput }): Promise<QuoteDetail> {
  const input = updateQuoteSchema.parse(args.input);
  await db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotes).where(and(eq(quotes.id, args.quoteId), eq(quotes.contractorId, args.contractorId))).for('update');
    if (!q) throw quoteNotFound();
    await assertEditable(tx, q);
    if (input.homeownerId) await requireCustomer(tx, args.contractorId, input.homeownerId);
    const cart = await tx.select().from(quoteCartItems).where(eq(quoteCartItems.quoteId, q.id));
    const ctx = await loadPricingContext(tx, args.contractorId, { pricedWith: pricedWithFor(q) });
    const storedRuns = runsOf(q.takeoff);
    const diagram = input.diagram !== undefined ? input.diagram : q.diagram;
    const adjustments = input.adjustments ?? adjustmentsOf(q);
    const deliveryMiles = input.deliveryMiles !== undefined ? input.deliveryMiles : q.shippingMiles;
    const assemblies = q.quoteType === 'layout' ? await assembliesForSave(tx, args.contractorId, q, diagram) : null;
    const { priced, runs, cartItems } = await priceQuoteInputs(tx, args.contractorId, ctx, {
      assemblyFor: assemblies?.assemblyFor,
      quoteType: q.quoteType,
      runs: input.runs ?? storedRuns,
      diagram: input.runs && input.diagram === undefined ? null : diagram,
      items: input.items ?? cartRefsOf(cart),
      adjustments,
      deliveryMiles,
    });
    // SPEC-beyond (issue 4): editing a sent quote keeps the sent version and makes a new one.
    const newVersion = q.status === 'sent';
    if (newVersion) await snapshotQuoteVersion(tx, q);
    await tx
      .update(quotes)
      .set({
        ...pricedColumns(priced, runs),
        pricingSettings: ctx.systemSettings,
        assemblies: assemblies?.set ?? null,
        homeownerId: input.homeownerId ?? q.homeownerId,
        language: input.language ?? q.language,
        notes: input.notes !== undefined ? input.notes : q.notes,
        adjustments,
        shippingMiles: deliveryMiles,
        diagram: q.quoteType === 'layout' ? ((diagram as Record<string, unknown>) ?? null) : null,
        diagramSvg: q.quoteType === 'layout' ? diagramSvgOf(diagram, diagramTitle(q.quoteNumber)) : null,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : q.expiresAt,
        version: newVersion ? q.version + 1 : q.version,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, q.id));
    if (q.quoteType === 'cart') await replaceCartItems(tx, q, cartItems, priced);
    // Issue 25: with options, the drawing or cart given is one option's (input.optionId, else the shown one); every
    // option is priced again with the shared terms and the quote shows its option.
    const shown = await repriceOptions(tx, q, ctx, { adjustments, deliveryMiles }, { optionId: input.optionId, inputs: { runs: input.runs, diagram: input.diagram, items: input.items } });
    await recordQuoteEvent(tx, q, 'quote_updated', { version: newVersion ? q.version + 1 : q.version, totalCents: shown?.totalCents ?? priced.totalCents });
    await emitDomainEvent(tx, { type: 'quote.updated', contractorId: q.contractorId, quoteId: q.id, origin: 'contractor' });
  });
  return getQuote(db, args);
}

export async function transitionQuote(db: Db, args: { contractorId: string; quoteId: string; status: QuoteStatus; origin?: ChangeOrigin }): Promise<QuoteDetail> {
  await db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotes).where(and(eq(quotes.id, args.quoteId), eq(quotes.contractorId, args.contractorId))).for('update');
    if (!q) throw quoteNotFound();
    assertTransition(q.status, args.status);
    const now = new Date();
    await tx
      .update(quotes)
      .set({ status: args.status, updatedAt: now, ...(args.status === 'sent' && !q.sentAt ? { sentAt: now } : {}) })
      .where(eq(quotes.id, q.id));
    if (args.status === 'sent' || args.status === 'approved') await snapshotQuoteVersion(tx, { ...q, status: args.status });
    await recordQuoteEvent(tx, q, 'status_changed', { from: q.status, to: args.status });
    await emitDomainEvent(tx, { type: 'quote.status_changed', contractorId: q.contractorId, quoteId: q.id, from: q.status, to: args.status, origin: args.origin ?? 'contractor' });
  });
  return getQuote(db, args);
}

/** SPEC §4: a move the table does not allow is a 409 that names what is allowed. */
export function assertTransition(from: QuoteStatus, to: QuoteStatus): void {
  if (canTransitionQuote(from, to)) return;
  const allowed = allowedQuoteTransitions[from];
  const message = from === to
    ? errorMessage('signedInErrors.quotes.alreadyInStatus', { status: from })
    : allowed.length === 0
      ? errorMessage('signedInErrors.quotes.statusFinal', { status: from })
      : errorMessage('signedInErrors.quotes.transitionForbidden', { from, to, allowed });
  throw new AppError('INVALID_TRANSITION', message);
}

export async function duplicateQuote(db: Db, args: { contractorId: string; quoteId: string; asRevision?: boolean }): Promise<QuoteDetail> {
  // One transaction: the copy, its options and (for a revision) its link to the signed quote commit together.
  const copyId = await db.transaction(async (tx) => {
    const q = await loadQuoteRow(tx, args.contractorId, args.quoteId);
    if (args.asRevision && !(await signatureOf(tx, q))) throw new AppError('CONFLICT', errorMessage('signedInErrors.quotes.reviseUnsigned'));
    const cart = await tx.select().from(quoteCartItems).where(eq(quoteCartItems.quoteId, q.id));
    if (!q.homeownerId) throw new AppError('VALIDATION', errorMessage('validation.please_select_or_create_a_customer'));
    const common = {
      homeownerId: q.homeownerId, language: q.language, adjustments: adjustmentsOf(q),
      notes: q.notes ?? undefined, deliveryMiles: q.shippingMiles,
    };
    const id = await insertQuote(tx, {
      contractorId: args.contractorId,
      input: q.quoteType === 'cart'
        ? { quoteType: 'cart', ...common, items: cartRefsOf(cart) }
        : { quoteType: 'layout', ...common, runs: runsOf(q.takeoff), diagram: q.diagram ?? undefined, zipCode: q.zipCode ?? undefined },
    });
    const copy = await loadQuoteRow(tx, args.contractorId, id);
    await copyOptions(tx, q, copy);
    await recordQuoteEvent(tx, copy, 'quote_duplicated', { fromQuoteId: q.id, fromQuoteNumber: q.quoteNumber });
    if (args.asRevision) {
      // A revision of a signed quote: linked to it, so approving the revision supersedes the signed one.
      await tx.update(quotes).set({ revisionOfQuoteId: q.id }).where(and(eq(quotes.id, id), eq(quotes.contractorId, args.contractorId)));
      await recordQuoteEvent(tx, q, 'revision_created', { quoteId: id, quoteNumber: copy.quoteNumber });
    }
    return id;
  });
  return getQuote(db, { contractorId: args.contractorId, quoteId: copyId });
}

function toSummary(q: QuoteRow, customerName: string | null): QuoteSummary {
  return {
    id: q.id, quoteNumber: q.quoteNumber, quoteType: q.quoteType, status: q.status, customerName, totalCents: q.totalCents,
    language: q.language, createdAt: q.createdAt.toISOString(), sentAt: q.sentAt?.toISOString() ?? null,
    expiresAt: q.expiresAt?.toISOString() ?? null, viewCount: q.viewCount, imported: q.importBatchId !== null,
  };
}

export async function getQuote(db: Db, args: { contractorId: string; quoteId: string; publicUrl?: string }): Promise<QuoteDetail> {
  await settleQuoteViews(db); // the homeowner's views this instance has counted but not yet written
  const q = await loadQuoteRow(db, args.contractorId, args.quoteId);
  const [h] = q.homeownerId ? await db.select().from(homeowners).where(eq(homeowners.id, q.homeownerId)).limit(1) : [];
  const cart = await db.select().from(quoteCartItems).where(eq(quoteCartItems.quoteId, q.id));
  const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, q.id)).orderBy(desc(quoteVersions.version));
  const history = await db.select().from(events).where(eq(events.quoteId, q.id)).orderBy(desc(events.createdAt)).limit(100);
  const noData: EventData = {};
  const eventData = (e: (typeof history)[number]) => readJsonb(eventDataSchema, e.eventData, 'events.event_data', { orElse: noData });
  const outboxIds = history.map((e) => eventData(e).outboxId).filter((x): x is string => typeof x === 'string');
  const outbox = outboxIds.length ? await db.select().from(outboxEmails).where(inArray(outboxEmails.id, outboxIds)).orderBy(desc(outboxEmails.createdAt)) : [];
  const name = customerNameOf(h ?? null);
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.contractorId, q.contractorId), eq(jobs.quoteId, q.id))).limit(1);
  const quotePayments = await listQuotePayments(db, { contractorId: q.contractorId, quoteId: q.id, jobId: job?.id ?? null });
  const signature = await signatureOf(db, q);
  const ref = (r: QuoteRow) => ({ id: r.id, quoteNumber: r.quoteNumber, status: r.status });
  const [revisionOf] = q.revisionOfQuoteId ? await db.select().from(quotes).where(and(eq(quotes.id, q.revisionOfQuoteId), eq(quotes.contractorId, q.contractorId))).limit(1) : [];
  const revisions = await db.select().from(quotes).where(and(eq(quotes.revisionOfQuoteId, q.id), eq(quotes.contractorId, q.contractorId))).orderBy(quotes.quoteNumber);
  const options = await optionsOf(db, q);
  return {
    ...toSummary(q, name),
    version: q.version,
    customer: h ? { id: h.id, name: name ?? '', email: h.email ?? '', phone: h.phone ?? '', address: h.address ?? '', city: h.city ?? '', state: h.state ?? '', zipCode: h.zipCode ?? '' } : null,
    // Every saved quote is priced (createQuote); a row made without (a test fixture's) answers null as it always did.
    pricing: readJsonb(pricedQuoteSchema.nullable(), q.pricing, 'quotes.pricing') as PricedQuote,
    adjustmentsInput: adjustmentsOf(q),
    cartItems: cart.map((c) => {
      const meta = cartItemMetadataOf(c);
      return {
        id: c.id, catalogueItemId: meta.catalogueItemId ?? null, part: meta.part ?? 'item',
        productType: c.productType, productName: c.productName, quantity: c.quantity, unitPriceCents: c.unitPriceCents, totalPriceCents: c.totalPriceCents,
        imageKey: meta.imageKey ?? null,
      };
    }),
    runs: runsOf(q.takeoff),
    diagram: q.diagram ?? null,
    diagramSvg: storedDiagramSvg(q),
    notes: q.notes,
    deliveryMiles: q.shippingMiles,
    allowedTransitions: [...allowedQuoteTransitions[q.status]],
    editable: editableStatuses.includes(q.status) && !signature,
    publicLink: { url: args.publicUrl ? quoteLinkUrl(q, args.publicUrl) : null, createdAt: q.publicTokenCreatedAt?.toISOString() ?? null, revoked: Boolean(q.publicTokenRevokedAt) },
    views: { firstViewedAt: q.firstViewedAt?.toISOString() ?? null, lastViewedAt: q.lastViewedAt?.toISOString() ?? null, count: q.viewCount },
    approval: q.approvedAt && q.approvedByName
      ? { name: q.approvedByName, at: q.approvedAt.toISOString(), ip: signature?.ipAddress ?? q.approvedIp, userAgent: signature?.userAgent ?? q.approvedUserAgent, version: q.approvedVersion }
      : null,
    signature: signature ? evidenceOf(signature) : null,
    revisionOf: revisionOf ? ref(revisionOf) : null,
    revisions: revisions.map(ref),
    lostReason: q.lostReason,
    versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString(), ...versionSummaryOf(v.snapshot) })),
    history: history.map((e) => ({ type: e.eventType, at: e.createdAt.toISOString(), data: eventData(e) })),
    outbox: outbox.map((o) => ({ id: o.id, toAddress: o.toAddress, subject: o.subject, status: o.status, createdAt: o.createdAt.toISOString() })),
    payments: quotePayments,
    options: options.map((o) => ({
      id: o.id, position: o.position, name: o.name, recommended: o.recommended, totalCents: o.totalCents, depositCents: o.depositCents,
      pricing: readJsonb(pricedQuoteSchema, o.pricing, 'quote_options.pricing'), diagram: o.diagram ?? null, diagramSvg: o.diagramSvg,
      cartItems: cartRefsOf(o.cartItems as CartLine[]),
    })),
    shownOptionId: shownOption(options, q.chosenOptionId)?.id ?? null,
    chosenOptionId: q.chosenOptionId,
  };
}

const sorters: Record<string, (a: QuoteRow, b: QuoteRow) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.quoteNumber - a.quoteNumber,
  oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.quoteNumber - b.quoteNumber,
  total_desc: (a, b) => b.totalCents - a.totalCents,
  total_asc: (a, b) => a.totalCents - b.totalCents,
  number_desc: (a, b) => b.quoteNumber - a.quoteNumber,
  number_asc: (a, b) => a.quoteNumber - b.quoteNumber,
};

/** Customer names are encrypted at rest (DESIGN §3), so search decrypts this contractor's rows and filters here. */
export async function listQuotes(db: Db, args: { contractorId: string; query: ListQuotesQuery }): Promise<QuoteList> {
  const query = listQuotesQuerySchema.parse(args.query);
  await settleQuoteViews(db);
  const rows = await db
    .select({ q: quotes, h: { name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName } })
    .from(quotes)
    .leftJoin(homeowners, eq(homeowners.id, quotes.homeownerId))
    .where(eq(quotes.contractorId, args.contractorId));
  const needle = query.q?.toLowerCase().replace(/^#/, '').replace(/^quote\s*#?/, '') ?? '';
  const matching = rows
    .map((r) => ({ q: r.q, name: customerNameOf(r.h?.name != null ? (r.h as Pick<HomeownerRow, 'name' | 'firstName' | 'lastName'>) : null) }))
    .filter((r) => !needle || String(r.q.quoteNumber).includes(needle) || (r.name ?? '').toLowerCase().includes(needle));
  const byStatus: QuoteList['byStatus'] = {};
  for (const r of matching) {
    const s = (byStatus[r.q.status] ??= { count: 0, totalCents: 0 });
    s.count += 1;
    s.totalCents += r.q.totalCents;
  }
  const filtered = matching.filter((r) => !query.status || r.q.status === query.status).sort((a, b) => sorters[query.sort](a.q, b.q));
  const start = (query.page - 1) * query.pageSize;
  return {
    quotes: filtered.slice(start, start + query.pageSize).map((r) => toSummary(r.q, r.name)),
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    byStatus,
    sumCents: filtered.reduce((a, r) => a + r.q.totalCents, 0),
  };
}
