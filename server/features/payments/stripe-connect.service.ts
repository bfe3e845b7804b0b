// Settings → Payments: the contractor connects their own Stripe account (Stripe Connect). Each contractor is the
// merchant: Checkout Sessions are created on their account (Stripe-Account header), the money lands there.
import { eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { stripeConnectionStatus, type StripeConnection } from '../../../core/payments/card-payments.schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { contractors, stripeAccounts } from '../../db/schema/index';
import { StripeApiError, type StripeAccountObject, type StripeClient } from '../../integrations/stripe/stripe-client';

type Row = typeof stripeAccounts.$inferSelect;

const masked = (id: string) => (id.length > 9 ? `${id.slice(0, 5)}…${id.slice(-4)}` : id);

export function connectionView(row: Row | null, configured: boolean): StripeConnection {
  return {
    status: stripeConnectionStatus(row, configured),
    account: row ? masked(row.stripeAccountId) : null,
    chargesEnabled: row?.chargesEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
  };
}

export async function stripeAccountOf(db: Db, contractorId: string): Promise<Row | null> {
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.contractorId, contractorId)).limit(1);
  return row ?? null;
}

export async function getStripeConnection(db: Db, config: Pick<AppConfig, 'stripe'>, contractorId: string): Promise<StripeConnection> {
  return connectionView(await stripeAccountOf(db, contractorId), Boolean(config.stripe));
}

export const unavailable = () => new AppError('UPSTREAM_UNAVAILABLE', errorMessage('cardPayments.errors.stripeUnavailable'));

function requireStripe(stripe: StripeClient | null): StripeClient {
  if (!stripe) throw new AppError('CONFLICT', errorMessage('cardPayments.errors.notConfigured'));
  return stripe;
}

/** Stripe failures the person can do nothing about become one plain 503; the details go to the log. */
export async function callStripe<T>(fn: () => Promise<T>, log?: { warn: (o: object, m: string) => void }): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof StripeApiError) {
      log?.warn({ stripeStatus: error.status, stripeType: error.type, stripeCode: error.code, stripeMessage: error.message }, 'Stripe call failed');
      throw unavailable();
    }
    throw error;
  }
}

/**
 * Connect (or continue connecting): creates the contractor's Stripe account once — a stable Idempotency-Key makes two
 * clicks one account — and answers a fresh single-use onboarding link. Return and refresh land back on Settings → Payments.
 */
export async function startStripeOnboarding(
  db: Db,
  stripeClient: StripeClient | null,
  { contractorId, publicUrl, log }: { contractorId: string; publicUrl: string; log?: { warn: (o: object, m: string) => void } },
): Promise<{ url: string }> {
  const stripe = requireStripe(stripeClient);
  let row = await stripeAccountOf(db, contractorId);
  if (!row) {
    const [c] = await db.select().from(contractors).where(eq(contractors.id, contractorId)).limit(1);
    if (!c) throw notFound(errorMessage('errors.contractors.notFound'));
    const account = await callStripe(
      () =>
        stripe.accounts.create(
          {
            country: 'US',
            email: c.email,
            // A Standard-like account: the contractor has the full Stripe Dashboard, pays Stripe's fees, Stripe covers losses.
            controller: { fees: { payer: 'account' }, losses: { payments: 'stripe' }, stripe_dashboard: { type: 'full' } },
            business_profile: { name: c.businessName || c.name || undefined, url: c.website || undefined },
            metadata: { picket_contractor_id: contractorId },
          },
          { idempotencyKey: `picket-connect-${contractorId}` },
        ),
      log,
    );
    await db.insert(stripeAccounts).values(flagsOf(contractorId, account)).onConflictDoNothing();
    row = (await stripeAccountOf(db, contractorId))!;
  }
  const settings = `${publicUrl.replace(/\/$/, '')}/contractor/settings?tab=payments`;
  const link = await callStripe(
    () => stripe.accountLinks.create({ account: row!.stripeAccountId, type: 'account_onboarding', refresh_url: `${settings}&stripe=refresh`, return_url: `${settings}&stripe=return` }),
    log,
  );
  return { url: link.url };
}

function flagsOf(contractorId: string, a: StripeAccountObject) {
  return { contractorId, stripeAccountId: a.id, chargesEnabled: Boolean(a.charges_enabled), detailsSubmitted: Boolean(a.details_submitted), payoutsEnabled: Boolean(a.payouts_enabled) };
}

/** After the contractor comes back from onboarding: read the account from Stripe (the webhook may not be there yet). */
export async function refreshStripeConnection(db: Db, stripeClient: StripeClient | null, config: Pick<AppConfig, 'stripe'>, { contractorId, log }: { contractorId: string; log?: { warn: (o: object, m: string) => void } }) {
  const row = await stripeAccountOf(db, contractorId);
  if (!row || !stripeClient) return connectionView(row, Boolean(config.stripe));
  const account = await callStripe(() => stripeClient.accounts.retrieve(row.stripeAccountId), log);
  await applyAccountUpdate(db, account);
  return connectionView(await stripeAccountOf(db, contractorId), true);
}

/** account.updated (webhook) or a fresh read: the flags follow Stripe's account; only that account's row changes. */
export async function applyAccountUpdate(db: Db, account: Pick<StripeAccountObject, 'id' | 'charges_enabled' | 'details_submitted' | 'payouts_enabled'>): Promise<boolean> {
  const rows = await db
    .update(stripeAccounts)
    .set({ chargesEnabled: Boolean(account.charges_enabled), detailsSubmitted: Boolean(account.details_submitted), payoutsEnabled: Boolean(account.payouts_enabled), updatedAt: new Date() })
    .where(eq(stripeAccounts.stripeAccountId, account.id))
    .returning({ id: stripeAccounts.contractorId });
  return rows.length > 0;
}
