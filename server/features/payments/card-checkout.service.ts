// Paying by card: a Stripe Checkout Session (mode payment) on the contractor's account for the quote's deposit or one
// milestone. Each attempt is a row with its own Idempotency-Key, so a retried call replays Stripe's first answer; an
// open session for the same amount is handed out again instead of opening a second one the homeowner could also pay.
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { AppError, notFound } from '../../../core/errors';
import type { CardPayableItem } from '../../../core/payments/card-payments.schema';
import type { Db } from '../../db/connection';
import { cardCheckouts, homeowners, jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { StripeApiError, type StripeClient } from '../../integrations/stripe/stripe-client';
import { cardPayableItems, milestoneItems } from './card-items';
import { cardPaymentAccount, type OnlinePaymentsConfig } from './pay-links';
import { callStripe } from './stripe-connect.service';

type CheckoutRow = typeof cardCheckouts.$inferSelect;
type Lang = 'en' | 'es';

export interface CheckoutTarget {
  contractorId: string;
  quote: typeof quotes.$inferSelect | null;
  /** null: the quote's deposit before it is a job. */
  milestoneId: string | null;
  lang: Lang;
  returnTo: 'quote' | 'pay_link';
  /** The page Stripe sends the homeowner back to (success and cancel), without query. */
  returnUrl: string;
}

const REUSE_MARGIN_MS = 10 * 60_000;
const RETRY_WINDOW_MS = 10 * 60_000;

const words = {
  en: { deposit: (n: number) => `Deposit for quote #${n}`, milestone: (name: string, job: string) => `${name} — job #${job}` },
  es: { deposit: (n: number) => `Anticipo de la cotización #${n}`, milestone: (name: string, job: string) => `${name} — trabajo #${job}` },
};

const conflict = (key: 'cardPayments.errors.alreadyPaid' | 'cardPayments.errors.processing' | 'cardPayments.errors.nothingDue') => new AppError('CONFLICT', errorMessage(key));

/** Locks what is being paid and decides: hand out an open session, retry an unfinished attempt, or start a new one. */
async function planCheckout(db: Db, t: CheckoutTarget, stripeAccountId: string) {
  return db.transaction(async (tx) => {
    let item: CardPayableItem | undefined;
    let jobId: string | null = null;
    let label: string;
    if (t.milestoneId) {
      const [m] = await tx.select().from(paymentMilestones).where(and(eq(paymentMilestones.id, t.milestoneId), eq(paymentMilestones.contractorId, t.contractorId))).for('update').limit(1);
      if (!m) throw notFound(errorMessage('errors.payments.milestoneNotFound'));
      [item] = await milestoneItems(tx, [m], t.lang);
      const [job] = await tx.select({ id: jobs.id, jobNumber: jobs.jobNumber }).from(jobs).where(eq(jobs.id, m.jobId)).limit(1);
      jobId = job.id;
      label = words[t.lang].milestone(item?.name ?? m.name, displayJobNumber(job.jobNumber));
    } else {
      if (!t.quote) throw notFound(errorMessage('errors.quotes.notFound'));
      const [q] = await tx.select().from(quotes).where(eq(quotes.id, t.quote.id)).for('update').limit(1);
      [item] = await cardPayableItems(tx, q, t.lang);
      if (item?.milestoneId) throw conflict('cardPayments.errors.nothingDue'); // it became a job: pay its milestones
      label = words[t.lang].deposit(q.quoteNumber);
    }
    if (!item || item.totalCents <= 0) throw conflict('cardPayments.errors.nothingDue');
    if (item.state === 'paid') throw conflict('cardPayments.errors.alreadyPaid');
    if (item.state === 'processing') throw conflict('cardPayments.errors.processing');
    const amountCents = item.dueCents;

    const sameTarget = t.milestoneId ? eq(cardCheckouts.milestoneId, t.milestoneId) : and(eq(cardCheckouts.quoteId, t.quote!.id), eq(cardCheckouts.purpose, 'quote_deposit'));
    const live = await tx
      .select()
      .from(cardCheckouts)
      .where(and(sameTarget, eq(cardCheckouts.contractorId, t.contractorId), inArray(cardCheckouts.status, ['creating', 'open'])))
      .orderBy(desc(cardCheckouts.createdAt));
    const now = Date.now();
    const fits = (r: CheckoutRow) => r.amountCents === amountCents && r.language === t.lang && r.returnTo === t.returnTo && r.stripeAccountId === stripeAccountId;
    const reusable = live.find((r) => fits(r) && r.status === 'open' && r.checkoutUrl && (r.expiresAt?.getTime() ?? 0) > now + REUSE_MARGIN_MS);
    if (reusable) return { reuse: reusable.checkoutUrl!, stale: [] as CheckoutRow[] };
    const unfinished = live.find((r) => fits(r) && r.status === 'creating' && now - r.createdAt.getTime() < RETRY_WINDOW_MS);
    const stale = live.filter((r) => r !== unfinished);
    if (unfinished) return { create: { row: unfinished, label }, stale };
    const [row] = await tx
      .insert(cardCheckouts)
      .values({
        contractorId: t.contractorId,
        stripeAccountId,
        purpose: t.milestoneId ? 'milestone' : 'quote_deposit',
        quoteId: t.quote?.id ?? null,
        jobId,
        milestoneId: t.milestoneId,
        amountCents,
        language: t.lang,
        returnTo: t.returnTo,
        idempotencyKey: crypto.randomUUID(),
      })
      .returning();
    return { create: { row, label }, stale };
  });
}

/** Closes sessions a new attempt replaces, so only one can be paid; one that was paid meanwhile stops the new attempt. */
async function expireStale(db: Db, stripe: StripeClient, stale: CheckoutRow[]): Promise<boolean> {
  let paidMeanwhile = false;
  for (const r of stale) {
    if (r.stripeSessionId) {
      try {
        await stripe.checkoutSessions.expire(r.stripeSessionId, { stripeAccount: r.stripeAccountId });
      } catch (error) {
        if (!(error instanceof StripeApiError) || error.status >= 500 || error.status === 0) throw error;
        // Not open any more: paid meanwhile (the webhook records it; never open another session for the same money),
        // or expired, or gone with an account that was replaced.
        const s = await stripe.checkoutSessions.retrieve(r.stripeSessionId, { stripeAccount: r.stripeAccountId }).catch((e: unknown) => {
          if (e instanceof StripeApiError && e.status >= 400 && e.status < 500) return null;
          throw e;
        });
        if (s?.status === 'complete') {
          paidMeanwhile = true;
          continue;
        }
      }
    }
    await db.update(cardCheckouts).set({ status: 'expired', updatedAt: new Date() }).where(and(eq(cardCheckouts.id, r.id), inArray(cardCheckouts.status, ['creating', 'open'])));
  }
  return paidMeanwhile;
}

/** Opens (or hands out again) the Checkout Session and answers its URL; the browser goes there (no script of Stripe's on our pages). */
export async function startCardCheckout(db: Db, deps: { config: OnlinePaymentsConfig; stripe: StripeClient | null; log?: { warn: (o: object, m: string) => void } }, t: CheckoutTarget): Promise<{ url: string }> {
  const account = await cardPaymentAccount(db, deps.config, t.contractorId);
  if (!account || !deps.stripe) throw new AppError('CONFLICT', errorMessage('cardPayments.errors.notAccepted'));
  const stripe = deps.stripe;
  const plan = await planCheckout(db, t, account.stripeAccountId);
  if ('reuse' in plan) return { url: plan.reuse! };
  if (await callStripe(() => expireStale(db, stripe, plan.stale), deps.log)) {
    await db.update(cardCheckouts).set({ status: 'expired', updatedAt: new Date() }).where(and(eq(cardCheckouts.id, plan.create.row.id), eq(cardCheckouts.status, 'creating')));
    throw conflict('cardPayments.errors.processing');
  }
  const { row, label } = plan.create;
  const email = await homeownerEmail(db, t);
  const query = (outcome: string) => `?lang=${t.lang}&checkout=${outcome}`;
  const metadata = {
    picket_checkout_id: row.id,
    picket_contractor_id: row.contractorId,
    purpose: row.purpose,
    quote_id: row.quoteId ?? '',
    job_id: row.jobId ?? '',
    milestone_id: row.milestoneId ?? '',
  };
  const session = await callStripe(
    () =>
      stripe.checkoutSessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: row.currency, unit_amount: row.amountCents, product_data: { name: label } } }],
          client_reference_id: row.quoteId ?? row.jobId ?? row.id,
          metadata,
          payment_intent_data: { metadata, description: label },
          customer_email: email ?? undefined,
          locale: t.lang,
          success_url: `${t.returnUrl}${query('success')}&session={CHECKOUT_SESSION_ID}`,
          cancel_url: `${t.returnUrl}${query('cancel')}`,
        },
        { stripeAccount: row.stripeAccountId, idempotencyKey: row.idempotencyKey },
      ),
    deps.log,
  );
  if (!session.url) throw new AppError('UPSTREAM_UNAVAILABLE', errorMessage('cardPayments.errors.stripeUnavailable'));
  // A webhook may have beaten us here (a very fast payer): only a row still being created becomes open.
  await db
    .update(cardCheckouts)
    .set({ stripeSessionId: session.id, checkoutUrl: session.url, expiresAt: new Date(session.expires_at * 1000), updatedAt: new Date() })
    .where(eq(cardCheckouts.id, row.id));
  await db.update(cardCheckouts).set({ status: 'open' }).where(and(eq(cardCheckouts.id, row.id), eq(cardCheckouts.status, 'creating')));
  return { url: session.url };
}

async function homeownerEmail(db: Db, t: CheckoutTarget): Promise<string | null> {
  let homeownerId = t.quote?.homeownerId ?? null;
  if (!homeownerId && t.milestoneId) {
    const [row] = await db.select({ h: jobs.homeownerId }).from(paymentMilestones).innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId)).where(eq(paymentMilestones.id, t.milestoneId)).limit(1);
    homeownerId = row?.h ?? null;
  }
  if (!homeownerId) return null;
  const [h] = await db.select({ email: homeowners.email }).from(homeowners).where(and(eq(homeowners.id, homeownerId), isNull(homeowners.archivedAt))).limit(1);
  return h?.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(h.email) ? h.email : null;
}
