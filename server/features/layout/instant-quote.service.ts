import { and, eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldError } from '../../../core/errors';
import { instantPriceRange, instantQuoteLayout } from '../../../core/layout/instant-quote-layout';
import type { InstantPriceAnswer, InstantFence } from '../../../core/layout/instant-quote.schema';
import { takeoffForLayout } from '../../../core/layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../../../core/layout/takeoff-to-pricing';
import { defaultContractorRates, defaultSystemTaxRatePercent } from '../../../core/quotes/contractor-rates';
import { priceLayoutQuote } from '../../../core/quotes/price-layout-quote';
import type { NewCustomer } from '../../../core/customers/customer.schema';
import type { Db } from '../../db/connection';
import { contractors, quotes } from '../../db/schema/index';
import { createHomeowner, DuplicateCustomerError } from '../customers/customers.service';
import { createNotification } from '../notifications/notifications.service';
import { loadPricingContext } from '../quotes/quote-pricing-context';
import { createQuote } from '../quotes/quotes.service';
import { contractorIdForShortCode } from './short-links.service';

/** The contractor a homeowner reaches: the short link's owner, else the first active contractor serving the ZIP. */
async function findContractor(db: Db, args: { shortCode?: string; zipCode?: string }): Promise<string | null> {
  if (args.shortCode) return contractorIdForShortCode(db, args.shortCode);
  if (!args.zipCode) return null;
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.isActive, true), eq(contractors.onboardingComplete, true), sql`${args.zipCode} = any(${contractors.serviceAreas})`))
    .orderBy(contractors.createdAt)
    .limit(1);
  return row?.id ?? null;
}

/** Public price range from the contractor's own rates (or the platform's SPEC §9 defaults when nobody is chosen). */
export async function priceInstantQuote(db: Db, args: { shortCode?: string; zipCode?: string; fence: InstantFence }): Promise<InstantPriceAnswer> {
  const doc = instantQuoteLayout(args.fence);
  const takeoff = takeoffForLayout(doc);
  const contractorId = await findContractor(db, args);
  const ctx = contractorId ? await loadPricingContext(db, contractorId) : null;
  const priced = priceLayoutQuote({
    runs: takeoffToPricingRuns(takeoff),
    rates: ctx?.rates ?? defaultContractorRates,
    taxRatePercent: ctx?.systemTaxRatePercent ?? defaultSystemTaxRatePercent,
  });
  const c = ctx?.contractor;
  return {
    ...instantPriceRange(priced.totalCents),
    fenceFeet: takeoff.totals.fenceFeet,
    posts: takeoff.totals.posts.total,
    gates: takeoff.totals.gates,
    pricedBy: ctx ? 'contractor' : 'platform',
    contractorName: c ? c.businessName || c.name : null,
  };
}

/**
 * "Request an exact quote": the homeowner (reused when the same email or phone is already a customer), a draft layout
 * quote with the drawing, priced by the server from the contractor's rates, and a new_lead notification.
 */
export async function requestInstantQuote(
  db: Db,
  args: { shortCode?: string; fence: InstantFence; customer: NewCustomer; language: 'en' | 'es'; notes?: string },
): Promise<{ quoteId: string; quoteNumber: number; contractorId: string }> {
  const doc = instantQuoteLayout(args.fence);
  const contractorId = await findContractor(db, { shortCode: args.shortCode, zipCode: args.customer.zipCode });
  if (!contractorId) {
    throw new AppError('NOT_FOUND', errorMessage('validation.no_contractor_serves_this_zip_code_yet'), [fieldError('customer.zipCode', errorMessage('validation.no_contractor_serves_this_zip_code_yet'))]);
  }
  return db.transaction(async (tx) => {
    let homeownerId: string;
    try {
      homeownerId = (await createHomeowner(tx, { contractorId, input: { ...args.customer, notes: args.notes } })).id;
    } catch (error) {
      if (!(error instanceof DuplicateCustomerError)) throw error;
      homeownerId = error.existing.id;
    }
    const quote = await createQuote(tx, {
      contractorId,
      input: { quoteType: 'layout', homeownerId, diagram: doc, runs: [], language: args.language, zipCode: args.customer.zipCode, notes: args.notes },
    });
    await tx.update(quotes).set({ source: 'homeowner_instant' }).where(and(eq(quotes.id, quote.id), eq(quotes.contractorId, contractorId)));
    const name = `${args.customer.firstName} ${args.customer.lastName}`;
    await createNotification(tx, {
      contractorId,
      type: 'new_lead',
      quoteId: quote.id,
      message: `New instant quote request from ${name} (Quote #${quote.quoteNumber})`,
      dedupeKey: `new_lead:${quote.id}`,
      data: { quoteNumber: quote.quoteNumber, customerName: name },
    });
    return { quoteId: quote.id, quoteNumber: quote.quoteNumber, contractorId };
  });
}
