// The homeowner's side of card payments: the quote page's payable items and the milestone pay link page. Unknown,
// revoked and expired links answer alike (DESIGN §3); another quote's milestone is not found.
import { and, eq } from 'drizzle-orm';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { PayLinkView, PublicCardPayments, StartCheckoutInput } from '../../../core/payments/card-payments.schema';
import type { Db } from '../../db/connection';
import { contractors, homeowners, jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { liveQuoteByToken } from '../quotes/public-quote.service';
import { customerNameOf } from '../quotes/quotes.service';
import type { CheckoutTarget } from './card-checkout.service';
import { cardPayableItems, checkoutOutcome, milestoneItems } from './card-items';
import { cardPaymentAccount, findPayLink, type OnlinePaymentsConfig } from './pay-links';

type Lang = 'en' | 'es';
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const payLinkGone = () => notFound(errorMessage('cardPayments.errors.payLinkUnavailable'));

export async function publicQuoteCardPayments(db: Db, config: OnlinePaymentsConfig, { token, sessionId, lang }: { token: string; sessionId?: string; lang?: Lang }): Promise<PublicCardPayments> {
  const quote = await liveQuoteByToken(db, token);
  if (!(await cardPaymentAccount(db, config, quote.contractorId))) return { enabled: false, items: [], checkout: null };
  const items = await cardPayableItems(db, quote, lang ?? quote.language);
  const milestoneIds = items.flatMap((i) => (i.milestoneId ? [i.milestoneId] : []));
  return { enabled: true, items, checkout: await checkoutOutcome(db, { contractorId: quote.contractorId, sessionId, quoteId: quote.id, milestoneIds }) };
}

/** "Pay … by card" on the quote page: its deposit, or a milestone of the job made from this very quote. */
export async function resolveQuoteCheckout(db: Db, config: OnlinePaymentsConfig, { token, input }: { token: string; input: StartCheckoutInput }): Promise<CheckoutTarget> {
  const quote = await liveQuoteByToken(db, token);
  if (input.milestoneId) {
    const [row] = await db
      .select({ id: paymentMilestones.id })
      .from(paymentMilestones)
      .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
      .where(and(eq(paymentMilestones.id, input.milestoneId), eq(jobs.quoteId, quote.id), eq(paymentMilestones.contractorId, quote.contractorId)))
      .limit(1);
    if (!row) throw notFound(errorMessage('errors.payments.milestoneNotFound'));
  }
  return {
    contractorId: quote.contractorId,
    quote,
    milestoneId: input.milestoneId ?? null,
    lang: input.lang,
    returnTo: 'quote',
    returnUrl: `${base(config.publicUrl)}/customer/quote/${token}/view`,
  };
}

async function payLinkContext(db: Db, token: string) {
  const link = await findPayLink(db, token);
  if (!link) throw payLinkGone();
  const [row] = await db
    .select({ m: paymentMilestones, job: jobs, c: contractors })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .innerJoin(contractors, eq(contractors.id, paymentMilestones.contractorId))
    .where(and(eq(paymentMilestones.id, link.milestoneId), eq(paymentMilestones.contractorId, link.contractorId)))
    .limit(1);
  if (!row || !row.c.isActive) throw payLinkGone();
  const [q] = row.job.quoteId ? await db.select({ language: quotes.language }).from(quotes).where(eq(quotes.id, row.job.quoteId)).limit(1) : [];
  return { ...row, language: (q?.language ?? 'en') as Lang };
}

export async function payLinkView(db: Db, config: OnlinePaymentsConfig, { token, sessionId, lang }: { token: string; sessionId?: string; lang?: Lang }): Promise<PayLinkView> {
  const { m, job, c, language } = await payLinkContext(db, token);
  const [h] = job.homeownerId ? await db.select().from(homeowners).where(eq(homeowners.id, job.homeownerId)).limit(1) : [];
  const enabled = Boolean(await cardPaymentAccount(db, config, c.id));
  return {
    enabled,
    items: await milestoneItems(db, [m], lang ?? language),
    checkout: await checkoutOutcome(db, { contractorId: c.id, sessionId, quoteId: null, milestoneIds: [m.id] }),
    language,
    contractor: { businessName: c.businessName || c.name || 'Your contractor', phone: c.phone, licenseNumber: c.licenseNumber, logoUrl: c.logoUrl, brandColor: c.brandColor },
    customerName: customerNameOf(h ?? null) ?? '',
    jobNumber: displayJobNumber(job.jobNumber),
  };
}

export async function resolvePayLink(db: Db, config: OnlinePaymentsConfig, { token, lang }: { token: string; lang: Lang }): Promise<CheckoutTarget> {
  const { m, job } = await payLinkContext(db, token);
  const [quote] = job.quoteId ? await db.select().from(quotes).where(eq(quotes.id, job.quoteId)).limit(1) : [];
  return { contractorId: m.contractorId, quote: quote ?? null, milestoneId: m.id, lang, returnTo: 'pay_link', returnUrl: `${base(config.publicUrl)}/customer/pay/${token}` };
}
