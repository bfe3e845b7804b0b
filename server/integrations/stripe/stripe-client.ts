// A thin Stripe API client over fetch (docs.stripe.com/api): Bearer secret key, form-encoded bodies, Stripe-Account for
// calls on a contractor's connected account, Idempotency-Key on every call that creates something. STRIPE_API_URL
// points it at the local fake in tests.
import { encodeStripeForm, type FormValue } from './stripe-form';

export const STRIPE_API_VERSION = '2024-06-20';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

export interface StripeAccountObject {
  id: string;
  object: 'account';
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  email?: string | null;
  metadata?: Record<string, string>;
}

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  payment_intent: string | null;
  expires_at: number;
  customer_details?: { email?: string | null } | null;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  payment_intent: string | null;
  status: string;
  /** The refund's balance transaction (negative amount; a fee when Stripe returns part of its fee or charges one). */
  balance_transaction?: string | StripeBalanceTransaction | null;
}

export interface StripeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  payment_intent: string | null;
  /** An id, or the object when retrieved with `expand[]=…balance_transaction`; null until the charge settles. */
  balance_transaction?: string | StripeBalanceTransaction | null;
}

/** docs.stripe.com/api/balance_transactions/object: what reached the balance (amount) less what Stripe kept (fee). */
export interface StripeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  currency: string;
  created: number;
  fee: number;
  fee_details: { amount: number; application: string | null; currency: string; description: string | null; type: string }[];
  net: number;
  source: string | null;
  status: string;
  type: string;
}

export interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  /** An id, or the charge when retrieved with `expand[]=latest_charge`. */
  latest_charge: string | StripeCharge | null;
}

type CallOptions = { stripeAccount?: string; idempotencyKey?: string };

export interface StripeClientOptions {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
  /** Retries of a network failure, 429 or 5xx; a POST is retried only with an Idempotency-Key (Stripe replays it). */
  maxRetries?: number;
}

export type StripeClient = ReturnType<typeof createStripeClient>;

export function createStripeClient({ apiUrl, secretKey, timeoutMs = 20_000, maxRetries = 2 }: StripeClientOptions) {
  const base = apiUrl.replace(/\/$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, params: Record<string, FormValue> = {}, options: CallOptions = {}): Promise<T> {
    const body = encodeStripeForm(params);
    const url = method === 'GET' && body ? `${base}${path}?${body}` : `${base}${path}`;
    const headers: Record<string, string> = { Authorization: `Bearer ${secretKey}`, 'Stripe-Version': STRIPE_API_VERSION };
    if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (options.stripeAccount) headers['Stripe-Account'] = options.stripeAccount;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const retryable = method === 'GET' || Boolean(options.idempotencyKey);
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(url, { method, headers, body: method === 'POST' ? body : undefined, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (retryable && attempt < maxRetries) {
          await backoff(attempt);
          continue;
        }
        throw new StripeApiError(0, 'api_connection_error', null, `Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      if ((res.status === 429 || res.status >= 500) && retryable && attempt < maxRetries) {
        await backoff(attempt);
        continue;
      }
      const json = (await res.json().catch(() => null)) as { error?: { type?: string; code?: string; message?: string } } | null;
      if (!res.ok) {
        const e = json?.error ?? {};
        throw new StripeApiError(res.status, e.type ?? 'api_error', e.code ?? null, e.message ?? `Stripe answered ${res.status}`);
      }
      return json as T;
    }
  }

  return {
    accounts: {
      create: (params: Record<string, FormValue>, options: CallOptions) => call<StripeAccountObject>('POST', '/v1/accounts', params, options),
      retrieve: (id: string) => call<StripeAccountObject>('GET', `/v1/accounts/${encodeURIComponent(id)}`),
    },
    accountLinks: {
      create: (params: { account: string; refresh_url: string; return_url: string; type: 'account_onboarding' }) =>
        call<{ url: string; expires_at: number }>('POST', '/v1/account_links', params),
    },
    checkoutSessions: {
      create: (params: Record<string, FormValue>, options: CallOptions & { stripeAccount: string; idempotencyKey: string }) =>
        call<StripeCheckoutSession>('POST', '/v1/checkout/sessions', params, options),
      retrieve: (id: string, options: { stripeAccount: string }) => call<StripeCheckoutSession>('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`, {}, options),
      expire: (id: string, options: { stripeAccount: string }) => call<StripeCheckoutSession>('POST', `/v1/checkout/sessions/${encodeURIComponent(id)}/expire`, {}, options),
    },
    refunds: {
      listForPaymentIntent: (paymentIntent: string, options: { stripeAccount: string }) =>
        call<{ data: StripeRefund[] }>('GET', '/v1/refunds', { payment_intent: paymentIntent, limit: 100 }, options),
      listForCharge: (charge: string, options: { stripeAccount: string }) => call<{ data: StripeRefund[] }>('GET', '/v1/refunds', { charge, limit: 100 }, options),
    },
    balanceTransactions: {
      retrieve: (id: string, options: { stripeAccount: string }) => call<StripeBalanceTransaction>('GET', `/v1/balance_transactions/${encodeURIComponent(id)}`, {}, options),
    },
    charges: {
      retrieve: (id: string, options: { stripeAccount: string }) => call<StripeCharge>('GET', `/v1/charges/${encodeURIComponent(id)}`, {}, options),
    },
    paymentIntents: {
      /** With `expand: ['latest_charge.balance_transaction']` the charge and its fee come in the one answer. */
      retrieve: (id: string, options: { stripeAccount: string; expand?: string[] }) =>
        call<StripePaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`, options.expand ? { expand: options.expand } : {}, { stripeAccount: options.stripeAccount }),
    },
  };
}

const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
