// POST /api/integrations/stripe/webhook: the signature over the raw bytes first, then each event id once (a row in
// stripe_events, in the same transaction as what the event changes). Checkout events drive payments — never the
// browser's redirect. A Connect event names its account; it only ever touches that contractor's rows.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { cardCheckouts, stripeAccounts, stripeEvents } from '../../db/schema/index';
import type { StripeClient, StripeRefund } from '../../integrations/stripe/stripe-client';
import { verifyStripeSignature } from '../../integrations/stripe/stripe-signature';
import { applyRefund, fulfilCheckout } from './card-fulfilment';
import { applyAccountUpdate } from './stripe-connect.service';

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  account: z.string().max(255).nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type StripeEvent = z.infer<typeof eventSchema>;

const sessionSchema = z.object({
  id: z.string(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_status: z.string().optional(),
  payment_intent: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});
const refundSchema = z.object({ id: z.string(), amount: z.number().int(), status: z.string().nullable().optional(), payment_intent: z.string().nullable().optional(), charge: z.string().nullable().optional() });
const chargeSchema = z.object({ id: z.string(), payment_intent: z.string().nullable().optional(), refunds: z.object({ data: z.array(refundSchema) }).nullable().optional() });
const accountSchema = z.object({ id: z.string(), charges_enabled: z.boolean(), details_submitted: z.boolean(), payouts_enabled: z.boolean().optional().default(false) });

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const badSignature = () => new AppError('BAD_REQUEST', errorMessage('cardPayments.errors.badSignature'));

/** Verifies and parses; anything forged, stale or malformed is a 400 before a single row is read. */
export function parseStripeEvent(rawBody: Buffer, signature: string | string[] | undefined, secrets: readonly string[], now = Date.now()): StripeEvent {
  if (!verifyStripeSignature(rawBody, signature, secrets, now).ok) throw badSignature();
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', errorMessage('cardPayments.errors.badEvent'));
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', errorMessage('cardPayments.errors.badEvent'));
  return parsed.data;
}

/**
 * The refunds an event stands for, read before the transaction (Stripe is called outside it). charge.refunded: its
 * embedded list, or (API 2022-11-15 on, unless expanded) Stripe's list for the payment or the charge; a refund's own
 * null `payment_intent` never hides the charge's. A refund.* event whose `payment_intent` is null (a refund of a
 * charge, as in Stripe's own fixtures) learns it from its charge, so it is matched to the payment it takes back.
 */
export async function refundsOfChargeEvent(event: StripeEvent, stripe: StripeClient | null): Promise<StripeRefund[] | null> {
  if (!event.account) return null;
  const options = { stripeAccount: event.account };
  if (REFUND_EVENTS.has(event.type)) {
    const r = refundSchema.safeParse(event.data.object);
    if (!r.success || r.data.payment_intent || !r.data.charge || !stripe) return null;
    const charge = await stripe.charges.retrieve(r.data.charge, options);
    return [{ object: 'refund', ...r.data, status: r.data.status ?? 'pending', charge: r.data.charge, payment_intent: charge.payment_intent ?? null }];
  }
  if (event.type !== 'charge.refunded') return null;
  const charge = chargeSchema.safeParse(event.data.object);
  if (!charge.success) return [];
  const c = charge.data;
  const ofCharge = (r: Pick<StripeRefund, 'charge' | 'payment_intent'>) => ({ charge: r.charge ?? c.id, payment_intent: r.payment_intent ?? c.payment_intent ?? null });
  if (c.refunds?.data) return c.refunds.data.map((r) => ({ object: 'refund', ...r, ...ofCharge({ charge: r.charge ?? null, payment_intent: r.payment_intent ?? null }), status: r.status ?? 'succeeded' }));
  if (!stripe) return [];
  const listed = c.payment_intent ? await stripe.refunds.listForPaymentIntent(c.payment_intent, options) : await stripe.refunds.listForCharge(c.id, options);
  return listed.data.map((r) => ({ ...r, ...ofCharge(r) }));
}

export interface WebhookOutcome {
  duplicate: boolean;
  receiptIds: string[];
}

/** Handles one verified event exactly once; answers which receipts it queued (sent after the commit). */
export async function handleStripeEvent(db: Db, event: StripeEvent, prefetchedRefunds: StripeRefund[] | null, log?: { warn: (o: object, m: string) => void }): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    // Concurrent deliveries of one event wait here on the primary key; all but the first find it and do nothing.
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, account: event.account ?? null }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (!fresh) return { duplicate: true, receiptIds: [] };
    const receiptIds: string[] = [];
    const [owner] = event.account ? await tx.select().from(stripeAccounts).where(eq(stripeAccounts.stripeAccountId, event.account)).limit(1) : [];

    if (event.type === 'account.updated') {
      const account = accountSchema.safeParse(event.data.object);
      // Only the account the event is about, and only when the event comes from that account.
      if (account.success && (!event.account || event.account === account.data.id)) await applyAccountUpdate(tx, account.data);
      return { duplicate: false, receiptIds };
    }
    if (!owner) {
      if (event.type.startsWith('checkout.session.') || REFUND_EVENTS.has(event.type) || event.type === 'charge.refunded') log?.warn({ eventId: event.id, type: event.type }, 'Stripe event for an account no contractor has');
      return { duplicate: false, receiptIds };
    }

    if (event.type.startsWith('checkout.session.')) {
      const session = sessionSchema.safeParse(event.data.object);
      if (!session.success) return { duplicate: false, receiptIds };
      const s = session.data;
      const checkoutId = s.metadata?.picket_checkout_id;
      const [c] = checkoutId && UUID.test(checkoutId) ? await tx.select().from(cardCheckouts).where(eq(cardCheckouts.id, checkoutId)).for('update').limit(1) : [];
      // The session's metadata must name an attempt of this very account's contractor, for this very session.
      const matches =
        c &&
        c.contractorId === owner.contractorId &&
        c.stripeAccountId === event.account &&
        (!c.stripeSessionId || c.stripeSessionId === s.id) &&
        (s.metadata?.picket_contractor_id ?? c.contractorId) === c.contractorId &&
        (s.metadata?.quote_id ?? '') === (c.quoteId ?? '') &&
        (s.metadata?.milestone_id ?? '') === (c.milestoneId ?? '');
      if (!matches) {
        log?.warn({ eventId: event.id, type: event.type }, 'Stripe checkout event that matches no attempt of its account');
        return { duplicate: false, receiptIds };
      }
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        if (event.type === 'checkout.session.completed' && s.payment_status === 'unpaid') {
          // A delayed method (bank debit): paid only when async_payment_succeeded comes.
          if (c.status !== 'paid') await tx.update(cardCheckouts).set({ status: 'processing', stripeSessionId: s.id, stripePaymentIntentId: s.payment_intent ?? null, updatedAt: new Date() }).where(eq(cardCheckouts.id, c.id));
        } else {
          const receipt = await fulfilCheckout(tx, c, { id: s.id, amount_total: s.amount_total ?? null, payment_intent: s.payment_intent ?? null });
          if (receipt) receiptIds.push(receipt);
        }
      } else if (event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired') {
        if (c.status !== 'paid') await tx.update(cardCheckouts).set({ status: event.type.endsWith('failed') ? 'failed' : 'expired', stripeSessionId: s.id, updatedAt: new Date() }).where(eq(cardCheckouts.id, c.id));
      }
      return { duplicate: false, receiptIds };
    }

    const refunds = prefetchedRefunds ?? (REFUND_EVENTS.has(event.type) ? [refundSchema.safeParse(event.data.object)].flatMap((r) => (r.success ? [r.data] : [])) : []);
    for (const r of refunds) await applyRefund(tx, owner.contractorId, { id: r.id, amount: r.amount, status: r.status ?? null, payment_intent: r.payment_intent ?? null, charge: r.charge ?? null });
    return { duplicate: false, receiptIds };
  });
}
