// Issue 24 (estimated side): what a quote will cost the contractor and what they keep, from the quote's materials list
// (the assemblies it stores), the material prices, the contractor's labour costs and the quote's own inputs.
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { jobCost, laborCost, materialCostLines } from '../../../core/costing/job-cost';
import type { MarginReport, QuoteCosting } from '../../../core/costing/costing.schema';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';
import { storedAssemblyFor } from '../../../core/materials/assembly-set';
import { storedAssemblySetSchema } from '../../../core/materials/fence-assembly.schema';
import { materialsForLayout } from '../../../core/materials/materials-for-layout';
import type { MaterialLine } from '../../../core/materials/material-line';
import type { PricedQuote } from '../../../core/quotes/pricing.types';
import { pricedQuoteSchema } from '../../../core/quotes/quote-view.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { contractors, jobs, quoteCostInputs, quoteOptions, quotes } from '../../db/schema/index';
import { loadCostSettings, materialPricesFor, type CostSettings } from '../../material-costs/material-prices';

type QuoteRow = typeof quotes.$inferSelect;
const quoteNotFound = () => notFound(errorMessage('errors.quotes.notFound'));

async function loadQuote(db: Db, contractorId: string, quoteId: string): Promise<QuoteRow> {
  const [q] = await db.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  if (!q) throw quoteNotFound();
  return q;
}

function materialLinesOf(q: QuoteRow): MaterialLine[] | null {
  if (q.quoteType !== 'layout' || q.diagram == null) return null;
  const assemblies = readJsonb(storedAssemblySetSchema.nullable(), q.assemblies, 'quotes.assemblies', { orElse: null });
  return materialsForLayout(migrateLayoutDocument(q.diagram), storedAssemblyFor(assemblies)).totals;
}

/** Feet, posts and gates exactly as the quote's labour lines priced them (labor_foot / labor_post / labor_gate). */
function laborQuantitiesOf(pricing: PricedQuote | null): { feet: number; posts: number; gates: number } {
  const sum = (kind: string) => (pricing?.lines ?? []).filter((l) => l.kind === kind).reduce((s, l) => s + l.quantity, 0);
  return { feet: Math.round(sum('labor_foot') * 100) / 100, posts: sum('labor_post'), gates: sum('labor_gate') };
}

interface Inputs {
  crewHours: number | null;
  paidByCard: boolean;
}

async function costQuote(db: Db, contractorId: string, q: QuoteRow, settings: CostSettings, inputs: Inputs): Promise<Omit<QuoteCosting, 'options'>> {
  const lines = materialLinesOf(q);
  const prices = await materialPricesFor(db, contractorId, (lines ?? []).map((l) => l.key));
  const materials = materialCostLines((lines ?? []).map((l) => ({ key: l.key, quantity: l.quantity })), prices);
  const pricing = readJsonb(pricedQuoteSchema.nullable(), q.pricing, 'quotes.pricing');
  const qty = laborQuantitiesOf(pricing);
  const labor = laborCost(settings, { ...qty, crewHours: inputs.crewHours });
  const schedule = (pricing?.paymentSchedule ?? []).map((p) => p.amountCents).filter((c) => c > 0);
  const cardCharges = inputs.paidByCard ? (schedule.length > 0 && schedule.reduce((a, b) => a + b, 0) === q.totalCents ? schedule : [q.totalCents]) : [];
  const cost = jobCost({
    priceCents: q.totalCents - q.taxCents,
    materials,
    labor,
    laborCostsSet: settings.saved,
    cardChargesCents: cardCharges,
    hasMaterialsList: lines !== null,
    minimumMarginPercent: settings.minimumMarginPercent,
  });
  const byKey = new Map((lines ?? []).map((l) => [l.key, l]));
  return {
    quoteId: q.id,
    priceCents: cost.priceCents,
    taxCents: q.taxCents,
    materialsCents: cost.materialsCents,
    laborCents: cost.laborCents,
    labor: { perFootCents: labor.perFootCents, perPostCents: labor.perPostCents, perGateCents: labor.perGateCents, crewCents: labor.crewCents, ...qty },
    cardFeesCents: cost.cardFeesCents,
    costCents: cost.costCents,
    marginCents: cost.marginCents,
    marginPercent: cost.marginPercent,
    complete: cost.complete,
    incomplete: cost.incomplete,
    belowMinimum: cost.belowMinimum,
    minimumMarginPercent: settings.minimumMarginPercent,
    inputs: { crewHours: inputs.crewHours, paidByCard: inputs.paidByCard, crewHourlyCostCents: settings.crewHourlyCostCents },
    materials: materials.map((m) => {
      const l = byKey.get(m.key)!;
      return { key: m.key, material: l.material, size: l.size, unit: l.unit, quantity: m.quantity, packName: m.packName, packSize: m.packSize, packs: m.packs, units: m.units, unitCostCents: m.unitCostCents, costCents: m.costCents };
    }),
  };
}

/** Without a saved row: no crew-hours, and paid by card when the contractor accepts cards. */
async function inputsOf(db: Db, contractorId: string, quoteId: string): Promise<Inputs> {
  const [row] = await db.select().from(quoteCostInputs).where(and(eq(quoteCostInputs.quoteId, quoteId), eq(quoteCostInputs.contractorId, contractorId))).limit(1);
  if (row) return { crewHours: row.crewHours, paidByCard: row.paidByCard };
  return { crewHours: null, paidByCard: await acceptsCard(db, contractorId) };
}

async function acceptsCard(db: Db, contractorId: string): Promise<boolean> {
  const [c] = await db.select({ methods: contractors.acceptedPaymentMethods }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  return (c?.methods ?? []).includes('card');
}

/**
 * Issue 25: the quote's costing (the option it shows) and each option's, each option costed as a quote of that option
 * alone would be: its own drawing, materials list, labour quantities and price, with the quote's crew-hours and card choice.
 */
async function costQuoteAndOptions(db: Db, contractorId: string, q: QuoteRow, inputs: Inputs): Promise<QuoteCosting> {
  const settings = await loadCostSettings(db, contractorId);
  const options = await db
    .select()
    .from(quoteOptions)
    .where(and(eq(quoteOptions.quoteId, q.id), eq(quoteOptions.contractorId, contractorId)))
    .orderBy(asc(quoteOptions.position));
  const perOption: QuoteCosting['options'] = [];
  for (const o of options) {
    const pricing = readJsonb(pricedQuoteSchema, o.pricing, 'quote_options.pricing');
    const asQuote: QuoteRow = { ...q, diagram: o.diagram, assemblies: o.assemblies, pricing: o.pricing, totalCents: o.totalCents, taxCents: pricing.taxCents ?? 0 };
    const k = await costQuote(db, contractorId, asQuote, settings, inputs);
    perOption.push({
      optionId: o.id, position: o.position, name: o.name, recommended: o.recommended, chosen: q.chosenOptionId === o.id,
      priceCents: k.priceCents, costCents: k.costCents, marginCents: k.marginCents, marginPercent: k.marginPercent, complete: k.complete, belowMinimum: k.belowMinimum,
    });
  }
  return { ...(await costQuote(db, contractorId, q, settings, inputs)), options: perOption };
}

export async function getQuoteCosting(db: Db, contractorId: string, quoteId: string): Promise<QuoteCosting> {
  const q = await loadQuote(db, contractorId, quoteId);
  return costQuoteAndOptions(db, contractorId, q, await inputsOf(db, contractorId, quoteId));
}

export async function saveQuoteCostInputs(db: Db, contractorId: string, quoteId: string, input: Inputs): Promise<QuoteCosting> {
  const q = await loadQuote(db, contractorId, quoteId);
  await db
    .insert(quoteCostInputs)
    .values({ quoteId, contractorId, ...input })
    .onConflictDoUpdate({ target: quoteCostInputs.quoteId, set: { ...input, updatedAt: new Date() } });
  return costQuoteAndOptions(db, contractorId, q, input);
}

const MAX_REPORT_JOBS = 500;

const DEFAULT_TIME_ZONE = 'America/Chicago';

/** The stored zone when the runtime knows it; a row holding anything else reads as the default, never a 500. */
function usableTimeZone(tz: string | undefined): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Year-month of an instant in the contractor's time zone ("2026-03"). */
function monthIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/**
 * Margin per job (the estimate of its quote, as the quote page shows it) and per month the job was created, for the
 * last `months` months in the contractor's time zone. A month adds up its complete jobs only; the incomplete are counted.
 */
export async function marginReport(db: Db, contractorId: string, months: number, now = new Date()): Promise<MarginReport> {
  const [c] = await db.select({ timezone: contractors.timezone }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  const tz = usableTimeZone(c?.timezone);
  const monthKeys: string[] = [];
  const [y, m] = monthIn(tz, now).split('-').map(Number);
  for (let i = months - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    monthKeys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  const since = new Date(Date.UTC(y, m - 1 - (months - 1), 1) - 14 * 3_600_000);
  const rows = await db
    .select({ job: jobs, quote: quotes })
    .from(jobs)
    .innerJoin(quotes, and(eq(quotes.id, jobs.quoteId), eq(quotes.contractorId, contractorId)))
    .where(and(eq(jobs.contractorId, contractorId), isNotNull(jobs.quoteId), gte(jobs.createdAt, since)))
    .orderBy(jobs.createdAt)
    .limit(MAX_REPORT_JOBS);
  const settings = await loadCostSettings(db, contractorId);
  const inputRows = await db.select().from(quoteCostInputs).where(eq(quoteCostInputs.contractorId, contractorId));
  const byCard = await acceptsCard(db, contractorId);
  const inputsByQuote = new Map(inputRows.map((r) => [r.quoteId, { crewHours: r.crewHours, paidByCard: r.paidByCard }]));
  const jobsOut: MarginReport['jobs'] = [];
  for (const { job, quote } of rows) {
    const month = monthIn(tz, job.createdAt);
    if (!monthKeys.includes(month)) continue;
    const k = await costQuote(db, contractorId, quote, settings, inputsByQuote.get(quote.id) ?? { crewHours: null, paidByCard: byCard });
    jobsOut.push({ jobId: job.id, jobNumber: job.jobNumber, name: job.name, month, complete: k.complete, priceCents: k.priceCents, costCents: k.costCents, marginCents: k.marginCents, marginPercent: k.marginPercent });
  }
  const monthsOut = monthKeys.map((month) => {
    const all = jobsOut.filter((j) => j.month === month);
    const done = all.filter((j) => j.complete);
    const priceCents = done.reduce((s, j) => s + j.priceCents, 0);
    const costCents = done.reduce((s, j) => s + j.costCents, 0);
    const marginCents = priceCents - costCents;
    return { month, jobs: all.length, incompleteJobs: all.length - done.length, priceCents, costCents, marginCents, marginPercent: priceCents > 0 ? Math.round((marginCents / priceCents) * 1000) / 10 : null };
  });
  return { jobs: jobsOut.reverse(), months: monthsOut };
}
