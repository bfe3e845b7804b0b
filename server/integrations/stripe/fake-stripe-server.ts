// A local stand-in for Stripe speaking the same protocol (docs.stripe.com/api): Bearer secret key, form-encoded bodies,
// Stripe-Account for connected accounts, Idempotency-Key replaying the first answer, Stripe's error JSON. It hosts
// Connect onboarding and Checkout pages that complete or cancel and redirect, issues refunds, and delivers events
// signed the way Stripe signs them. Tests start it on port 0; `npm run fake:stripe` starts it by hand (README).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeRoundTrip, NO_LATENCY, type FakeLatency } from '../fake-latency';
import { checkoutPage, dashboardPage, onboardingPage } from './fake-stripe-pages';
import { decodeStripeForm } from './stripe-form';
import { signStripePayload } from './stripe-signature';

type Json = Record<string, unknown>;
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  account?: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: Json };
}

interface FakeSession extends Json {
  id: string;
  account: string | null;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  locale: string | null;
  metadata: Record<string, string>;
}

interface FakeIntent {
  id: string;
  account: string | null;
  charge: string;
  /** The charge's balance transaction (type charge: amount, Stripe's fee, net). */
  balanceTransaction: string;
  created: number;
  amount: number;
  amount_refunded: number;
  currency: string;
  metadata: Record<string, string>;
  refunds: Json[];
}

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed; without it they are only recorded. */
  webhookUrl?: string;
  port?: number;
  host?: string;
  /** Each /v1 answer's round trip and the share that fail with a 500 api_error before anything changes (fake-latency.ts). */
  latency?: FakeLatency;
}

export type DeliveryMode = 'immediate' | 'hold';

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);
const canonical = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(canonical).join(',')}]` : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Json)[k])}`).join(',')}}` : JSON.stringify(v);

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}
const invalid = (param: string, message: string) => new FakeError(400, 'invalid_request_error', message, 'parameter_invalid', param);

/** Stripe's standard US card pricing, 2.9% + 30¢ per successful charge (stripe.com/pricing), in cents. */
const fakeStripeCardFee = (amount: number) => Math.round(amount * 0.029) + 30;

/** POST /v1/accounts as Stripe checks it (docs.stripe.com/api/accounts/create): known parameters, their values. */
function checkAccountParams(p: Json) {
  const known = ['type', 'country', 'email', 'controller', 'business_profile', 'business_type', 'capabilities', 'metadata', 'default_currency', 'settings', 'tos_acceptance', 'company', 'individual', 'external_account'];
  for (const key of Object.keys(p)) if (!known.includes(key)) throw new FakeError(400, 'invalid_request_error', `Received unknown parameter: ${key}`, 'parameter_unknown', key);
  if (p.type !== undefined && !['standard', 'express', 'custom'].includes(String(p.type))) throw invalid('type', `Invalid type: must be one of standard, express, or custom`);
  if (p.type === undefined && p.controller === undefined) throw missing('type');
  if (p.country !== undefined && !/^[A-Z]{2}$/.test(String(p.country))) throw invalid('country', `Country '${String(p.country)}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`);
  if (p.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(p.email))) throw invalid('email', `Invalid email address: ${String(p.email)}`);
  const c = p.controller as Json | undefined;
  const oneOf = (value: unknown, allowed: string[], param: string) => {
    if (value !== undefined && !allowed.includes(String(value))) throw invalid(param, `Invalid ${param}: must be one of ${allowed.join(', ')}`);
  };
  if (c) {
    for (const key of Object.keys(c)) if (!['fees', 'losses', 'requirement_collection', 'stripe_dashboard'].includes(key)) throw new FakeError(400, 'invalid_request_error', `Received unknown parameter: controller[${key}]`, 'parameter_unknown', `controller[${key}]`);
    oneOf((c.fees as Json | undefined)?.payer, ['account', 'application'], 'controller[fees][payer]');
    oneOf((c.losses as Json | undefined)?.payments, ['application', 'stripe'], 'controller[losses][payments]');
    oneOf(c.requirement_collection, ['application', 'stripe'], 'controller[requirement_collection]');
    oneOf((c.stripe_dashboard as Json | undefined)?.type, ['express', 'full', 'none'], 'controller[stripe_dashboard][type]');
    if ((c.stripe_dashboard as Json | undefined)?.type === 'none' && c.requirement_collection === 'stripe' && (c.losses as Json | undefined)?.payments !== 'stripe') {
      throw invalid('controller[losses][payments]', 'When stripe_dashboard[type]=none and requirement_collection=stripe, Stripe must be liable for negative balances or refunds and chargebacks.');
    }
  }
  const url = (p.business_profile as Json | undefined)?.url;
  if (url !== undefined && !/^(https?:\/\/)?[^\s/$.?#].[^\s]*\.[^\s]+$/i.test(String(url))) throw invalid('business_profile[url]', 'Not a valid URL');
  for (const [k, v] of Object.entries((p.metadata as Json | undefined) ?? {})) {
    if (k.length > 40 || String(v).length > 500) throw invalid(`metadata[${k}]`, 'Metadata keys can be at most 40 characters and values at most 500 characters.');
  }
}

const missing = (param: string) => new FakeError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
const noSuch = (what: string, value: string) => new FakeError(404, 'invalid_request_error', `No such ${what}: '${value}'`, 'resource_missing');

export async function startFakeStripe(options: FakeStripeOptions) {
  const accounts = new Map<string, Json & { id: string; charges_enabled: boolean; details_submitted: boolean; payouts_enabled: boolean }>();
  const accountLinks = new Map<string, { account: string; refresh_url: string; return_url: string; expires_at: number; used: boolean }>();
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, FakeIntent>();
  const balanceTransactions = new Map<string, Json & { id: string; account: string | null }>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const events: FakeStripeEvent[] = [];
  const held: FakeStripeEvent[] = [];
  const deliveries: { eventId: string; type: string; status: number }[] = [];
  let webhookUrl = options.webhookUrl;
  let deliveryMode: DeliveryMode = 'immediate';
  // What a refund's balance transaction says of fees: none by default (Stripe keeps the payment's fee); negative when
  // Stripe gives part of the fee back, positive for a fee charged on the refund (setRefundFee).
  let refundFee: (refundCents: number) => number = () => 0;
  const latency = options.latency ?? NO_LATENCY;
  let baseUrl = '';

  async function deliver(event: FakeStripeEvent, signAt = now()): Promise<number> {
    if (!webhookUrl) return 0;
    const payload = JSON.stringify(event, null, 2); // Stripe sends indented JSON: only the raw bytes verify
    let status = 0;
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signStripePayload(payload, options.webhookSecret, signAt), 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    deliveries.push({ eventId: event.id, type: event.type, status });
    return status;
  }

  async function emit(type: string, object: Json, account: string | null): Promise<FakeStripeEvent> {
    const event: FakeStripeEvent = { id: id('evt'), object: 'event', type, created: now(), api_version: '2024-06-20', livemode: false, pending_webhooks: 1, data: { object: structuredClone(object) } };
    if (account) event.account = account;
    events.push(event);
    if (deliveryMode === 'hold') held.push(event);
    else await deliver(event);
    return event;
  }

  function publicSession(s: FakeSession): Json {
    const { account: _account, productName: _p, businessName: _b, ...rest } = s;
    return { ...rest, url: s.status === 'open' ? `${baseUrl}/checkout/${s.id}` : null };
  }

  // No `refunds` list: since API version 2022-11-15 a charge carries it only when expanded, so charge.refunded's
  // receiver has to list the refunds itself (GET /v1/refunds), as it must against the real Stripe.
  function chargeOf(pi: FakeIntent): Json {
    return {
      id: pi.charge, object: 'charge', amount: pi.amount, amount_refunded: pi.amount_refunded, currency: pi.currency, payment_intent: pi.id,
      refunded: pi.amount_refunded >= pi.amount, metadata: pi.metadata, balance_transaction: pi.balanceTransaction, paid: true, status: 'succeeded', created: pi.created,
    };
  }

  function intentOf(pi: FakeIntent): Json {
    return {
      id: pi.id, object: 'payment_intent', amount: pi.amount, amount_received: pi.amount, currency: pi.currency, status: 'succeeded',
      latest_charge: pi.charge, metadata: pi.metadata, created: pi.created, livemode: false,
    };
  }

  // A balance transaction as Stripe writes one (docs.stripe.com/api/balance_transactions/object): the gross amount,
  // the fees with their breakdown, the net that reaches the balance; a refund's is negative and returns no fee.
  function addBalanceTransaction(account: string | null, source: string, type: 'charge' | 'refund', amount: number, currency: string, fee: number): string {
    const created = now();
    const txn = {
      id: id('txn'), object: 'balance_transaction', account, amount, currency, created, available_on: created + 2 * 86_400, description: null, exchange_rate: null,
      fee, fee_details: fee ? [{ amount: fee, application: null, currency, description: fee < 0 ? 'Stripe processing fees refund' : 'Stripe processing fees', type: 'stripe_fee' }] : [],
      net: amount - fee, reporting_category: type, source, status: 'pending', type,
    };
    balanceTransactions.set(txn.id, txn);
    return txn.id;
  }

  function publicBalanceTransaction(txnId: string, account: string | null): Json {
    const txn = balanceTransactions.get(txnId);
    if (!txn || txn.account !== account) throw noSuch('balance transaction', txnId);
    const { account: _account, ...rest } = txn;
    return rest;
  }

  // `expand[]` as Stripe reads it: only fields its API marks expandable; anything else is refused, not ignored.
  function expanded(object: Json, expand: unknown, expandable: Record<string, (value: string) => Json>, account: string | null): Json {
    const paths = expand === undefined ? [] : Array.isArray(expand) ? expand.map(String) : [String(expand)];
    const out: Json = { ...object };
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      const load = expandable[head];
      if (!load) throw invalid('expand', `This property cannot be expanded (${head}).`);
      const value = out[head];
      if (typeof value !== 'string') continue;
      const child = load(value);
      out[head] = rest.length
        ? expanded(child, [rest.join('.')], head === 'latest_charge' || head === 'charge' ? { balance_transaction: (v) => publicBalanceTransaction(v, account) } : {}, account)
        : child;
    }
    return out;
  }

  // --- API (/v1) -------------------------------------------------------------------------------------------------
  function createAccount(p: Json): Json {
    checkAccountParams(p);
    const acct = {
      id: id('acct'), object: 'account', email: (p.email as string) ?? null, country: (p.country as string) ?? 'US', type: (p.type as string) ?? 'standard',
      controller: p.controller ?? null, business_profile: p.business_profile ?? {}, metadata: (p.metadata as Json) ?? {},
      charges_enabled: false, details_submitted: false, payouts_enabled: false, created: now(),
    };
    accounts.set(acct.id, acct);
    return acct;
  }

  function createAccountLink(p: Json): Json {
    for (const k of ['account', 'refresh_url', 'return_url', 'type']) if (!p[k]) throw missing(k);
    if (!accounts.has(p.account as string)) throw noSuch('account', p.account as string);
    const linkId = id('link');
    const link = { account: p.account as string, refresh_url: p.refresh_url as string, return_url: p.return_url as string, expires_at: now() + 300, used: false };
    accountLinks.set(linkId, link);
    return { object: 'account_link', created: now(), expires_at: link.expires_at, url: `${baseUrl}/connect/onboarding/${linkId}` };
  }

  function createSession(p: Json, account: string | null): Json {
    if (p.mode !== 'payment') throw p.mode ? new FakeError(400, 'invalid_request_error', 'This fake supports mode=payment only.', 'parameter_invalid', 'mode') : missing('mode');
    if (!p.success_url) throw missing('success_url');
    const items = p.line_items as Json[] | undefined;
    if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
    let total = 0;
    let currency = '';
    const names: string[] = [];
    for (const [i, item] of items.entries()) {
      const pd = item.price_data as Json | undefined;
      const unit = Number(pd?.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!pd || !Number.isInteger(unit) || unit < 50 || !pd.currency) throw new FakeError(400, 'invalid_request_error', `Invalid line_items[${i}]: price_data with currency and unit_amount of at least 50 is required.`, 'parameter_invalid', `line_items[${i}]`);
      total += unit * quantity;
      currency = String(pd.currency).toLowerCase();
      names.push(String((pd.product_data as Json | undefined)?.name ?? 'Payment'));
    }
    if (account) {
      const acct = accounts.get(account);
      if (!acct?.charges_enabled) throw new FakeError(400, 'invalid_request_error', 'This account cannot currently make live charges.', 'account_invalid');
    }
    const expiresAt = p.expires_at ? Number(p.expires_at) : now() + 24 * 3600;
    const pid = (p.payment_intent_data as Json | undefined)?.metadata as Record<string, string> | undefined;
    const session: FakeSession = {
      id: id('cs_test'), object: 'checkout.session', account, mode: 'payment', amount_total: total, amount_subtotal: total, currency,
      client_reference_id: (p.client_reference_id as string) ?? null, customer_email: (p.customer_email as string) ?? null, customer_details: null,
      metadata: (p.metadata as Record<string, string>) ?? {}, payment_intent_metadata: pid ?? {}, locale: (p.locale as string) ?? null,
      status: 'open', payment_status: 'unpaid', payment_intent: null, success_url: String(p.success_url), cancel_url: (p.cancel_url as string) ?? null,
      expires_at: expiresAt, created: now(), livemode: false, productName: names.join(', '), businessName: (accounts.get(account ?? '')?.business_profile as Json | undefined)?.name ?? null,
    };
    sessions.set(session.id, session);
    return publicSession(session);
  }

  function sessionFor(sessionId: string, account: string | null): FakeSession {
    const s = sessions.get(sessionId);
    if (!s || s.account !== account) throw noSuch('checkout.session', sessionId);
    return s;
  }

  async function expireSession(s: FakeSession): Promise<Json> {
    if (s.status !== 'open') throw new FakeError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`, 'checkout_session_not_open');
    s.status = 'expired';
    await emit('checkout.session.expired', publicSession(s), s.account);
    return publicSession(s);
  }

  async function createRefund(p: Json, account: string | null): Promise<Json> {
    const pi = [...intents.values()].find((x) => (p.payment_intent ? x.id === p.payment_intent : x.charge === p.charge) && x.account === account);
    if (!p.payment_intent && !p.charge) throw missing('payment_intent');
    if (!pi) throw noSuch(p.payment_intent ? 'payment_intent' : 'charge', String(p.payment_intent ?? p.charge));
    const remaining = pi.amount - pi.amount_refunded;
    const amount = p.amount === undefined ? remaining : Number(p.amount);
    if (remaining <= 0) throw new FakeError(400, 'invalid_request_error', `Charge ${pi.charge} has already been refunded.`, 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount < 1 || amount > remaining) throw new FakeError(400, 'invalid_request_error', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`, 'amount_too_large', 'amount');
    const refundId = id('re');
    const refund = {
      id: refundId, object: 'refund', amount, charge: pi.charge, payment_intent: pi.id, currency: pi.currency, status: 'succeeded', created: now(), metadata: (p.metadata as Json) ?? {},
      // Stripe keeps the processing fee of a refunded card payment (the refund's balance transaction carries no fee),
      // unless setRefundFee says it gives part back (a negative fee) or charges one for the refund.
      balance_transaction: addBalanceTransaction(account, refundId, 'refund', -amount, pi.currency, refundFee(amount)),
    };
    pi.amount_refunded += amount;
    pi.refunds.unshift(refund);
    await emit('refund.created', refund, account);
    await emit('charge.refunded', chargeOf(pi), account);
    return refund;
  }

  async function api(method: string, path: string, params: Json, account: string | null): Promise<unknown> {
    let m: RegExpMatchArray | null;
    if (account && !accounts.has(account)) throw new FakeError(403, 'invalid_request_error', `The provided key does not have access to account '${account}' (or that account does not exist).`, 'account_invalid');
    if (method === 'POST' && path === '/v1/accounts') return createAccount(params);
    if (method === 'GET' && (m = path.match(/^\/v1\/accounts\/([^/]+)$/))) {
      const a = accounts.get(decodeURIComponent(m[1]));
      if (!a) throw noSuch('account', m[1]);
      return a;
    }
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params, account);
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) return publicSession(sessionFor(decodeURIComponent(m[1]), account));
    if (method === 'POST' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) return expireSession(sessionFor(decodeURIComponent(m[1]), account));
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params, account);
    if (method === 'GET' && (m = path.match(/^\/v1\/charges\/([^/]+)$/))) {
      const pi = [...intents.values()].find((x) => x.charge === decodeURIComponent(m![1]) && x.account === account);
      if (!pi) throw noSuch('charge', decodeURIComponent(m[1]));
      return expanded(chargeOf(pi), params.expand, { balance_transaction: (v) => publicBalanceTransaction(v, account) }, account);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const pi = intents.get(decodeURIComponent(m[1]));
      if (!pi || pi.account !== account) throw noSuch('payment_intent', decodeURIComponent(m[1]));
      return expanded(intentOf(pi), params.expand, { latest_charge: () => chargeOf(pi) }, account);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/balance_transactions\/([^/]+)$/))) return publicBalanceTransaction(decodeURIComponent(m[1]), account);
    if (method === 'GET' && path === '/v1/refunds') {
      const list = [...intents.values()].filter((x) => x.account === account && (params.payment_intent ? x.id === params.payment_intent : params.charge ? x.charge === params.charge : true));
      return { object: 'list', data: list.flatMap((x) => x.refunds), has_more: false, url: '/v1/refunds' };
    }
    throw new FakeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  // --- hosted pages ----------------------------------------------------------------------------------------------
  async function completeOnboarding(accountId: string) {
    const a = accounts.get(accountId);
    if (!a) throw noSuch('account', accountId);
    Object.assign(a, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
    await emit('account.updated', a, accountId);
  }

  async function pay(sessionId: string, { delayed = false }: { delayed?: boolean } = {}): Promise<string> {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'open') throw noSuch('checkout.session', sessionId);
    const charge = id('ch');
    const pi: FakeIntent = {
      id: id('pi'), account: s.account, charge, balanceTransaction: addBalanceTransaction(s.account, charge, 'charge', s.amount_total, s.currency, fakeStripeCardFee(s.amount_total)),
      created: now(), amount: s.amount_total, amount_refunded: 0, currency: s.currency, metadata: s.payment_intent_metadata as Record<string, string>, refunds: [],
    };
    intents.set(pi.id, pi);
    Object.assign(s, { status: 'complete', payment_status: delayed ? 'unpaid' : 'paid', payment_intent: pi.id, customer_details: { email: s.customer_email ?? 'homeowner@example.com' } });
    await emit('checkout.session.completed', publicSession(s), s.account);
    return s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id);
  }

  async function settle(sessionId: string, outcome: 'succeeded' | 'failed') {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'complete' || s.payment_status === 'paid') throw noSuch('checkout.session awaiting payment', sessionId);
    if (outcome === 'succeeded') s.payment_status = 'paid';
    await emit(`checkout.session.async_payment_${outcome}`, publicSession(s), s.account);
  }

  async function flushHeld(): Promise<number[]> {
    const out: number[] = [];
    while (held.length) out.push(await deliver(held.shift()!));
    return out;
  }

  function readBody(req: http.IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      let raw = '';
      req.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
        if (raw.length > 1_000_000) req.destroy();
      });
      req.on('end', () => resolve(raw));
      req.on('error', reject);
    });
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const sendJson = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req'), ...headers });
      res.end(JSON.stringify(body));
    };
    const sendHtml = (status: number, html: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    };
    const redirect = (location: string) => {
      res.writeHead(303, { Location: location });
      res.end();
    };
    try {
      const raw = await readBody(req);
      if (path.startsWith('/v1/')) {
        // Bearer, or Basic with the key as user name (`curl -u sk_test_…:`), as Stripe takes it.
        const auth = req.headers.authorization ?? '';
        const key = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0] : auth.replace(/^Bearer\s+/, '');
        if (key !== options.secretKey) {
          return sendJson(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}****` } });
        }
        // A real round trip; a failure here changes nothing, so a retry with the same idempotency key is safe.
        if ((await fakeRoundTrip(latency)).fail) return sendJson(500, { error: { type: 'api_error', message: 'An error occurred with our connection to Stripe. (fake error rate)' } });
        const account = (req.headers['stripe-account'] as string | undefined) ?? null;
        const params = method === 'GET' ? decodeStripeForm(url.search.slice(1)) : decodeStripeForm(raw);
        const idemKey = req.headers['idempotency-key'] as string | undefined;
        if (method === 'POST' && idemKey) {
          if (idemKey.length > 255) return sendJson(400, { error: { type: 'invalid_request_error', message: 'Idempotency-Key must be at most 255 characters.' } });
          const scope = `${account ?? ''}|${idemKey}`;
          // Stripe compares the parameters, not their spelling on the wire.
          const fingerprint = `${method} ${path} ${canonical(params)}`;
          const seen = idempotency.get(scope);
          if (seen) {
            if (seen.fingerprint !== fingerprint) {
              return sendJson(400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } });
            }
            return sendJson(seen.status, seen.body, { 'Idempotent-Replayed': 'true', 'Idempotency-Key': idemKey });
          }
          try {
            const body = await api(method, path, params, account);
            idempotency.set(scope, { fingerprint, status: 200, body });
            return sendJson(200, body, { 'Idempotency-Key': idemKey });
          } catch (error) {
            if (error instanceof FakeError && error.status < 500) {
              const body = { error: { type: error.type, message: error.message, code: error.code, param: error.param } };
              idempotency.set(scope, { fingerprint, status: error.status, body });
            }
            throw error;
          }
        }
        return sendJson(200, await api(method, path, params, account));
      }

      let m: RegExpMatchArray | null;
      if ((m = path.match(/^\/connect\/onboarding\/([^/]+)(?:\/(complete|leave))?$/))) {
        const link = accountLinks.get(m[1]);
        if (!link) return sendHtml(404, 'Unknown onboarding link');
        if (link.used || link.expires_at < now()) return redirect(link.refresh_url);
        if (method === 'GET' && !m[2]) return sendHtml(200, onboardingPage(m[1], accounts.get(link.account)! as { id: string; email?: string }));
        if (method !== 'POST') return sendHtml(405, 'Method not allowed');
        link.used = true;
        if (m[2] === 'complete') await completeOnboarding(link.account);
        return redirect(link.return_url);
      }
      if ((m = path.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/))) {
        const s = sessions.get(m[1]);
        if (!s) return sendHtml(404, 'Unknown checkout session');
        if (method === 'GET' && !m[2]) return sendHtml(200, checkoutPage(s as never));
        if (method !== 'POST' || s.status !== 'open') return sendHtml(400, checkoutPage(s as never));
        if (m[2] === 'cancel') return redirect(s.cancel_url ?? s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id));
        return redirect(await pay(s.id, { delayed: url.searchParams.get('delayed') === '1' }));
      }
      if (method === 'GET' && (path === '/' || path === '/dashboard')) {
        return sendHtml(200, dashboardPage([...sessions.values()].map((s) => {
          const pi = s.payment_intent ? intents.get(s.payment_intent) : undefined;
          return { account: s.account ?? '', session: s.id, paymentIntent: s.payment_intent, amount: s.amount_total, refunded: pi?.amount_refunded ?? 0, currency: s.currency, status: s.status, paymentStatus: s.payment_status };
        })));
      }
      if (method === 'POST' && path === '/dashboard/refund') {
        const p = decodeStripeForm(raw) as { account?: string; payment_intent?: string; amount?: string };
        await createRefund({ payment_intent: p.payment_intent, amount: p.amount ? Number(p.amount) : undefined }, p.account || null);
        return redirect('/dashboard');
      }
      // Controls for tests and people: settle a delayed payment, release held events.
      if (method === 'POST' && (m = path.match(/^\/fake\/sessions\/([^/]+)\/(succeed|fail)$/))) {
        await settle(m[1], m[2] === 'succeed' ? 'succeeded' : 'failed');
        return sendJson(200, { ok: true });
      }
      if (method === 'POST' && path === '/fake/flush') return sendJson(200, { delivered: await flushHeld() });
      if (method === 'POST' && path === '/fake/delivery-mode') {
        deliveryMode = JSON.parse(raw || '{}').mode === 'hold' ? 'hold' : 'immediate';
        return sendJson(200, { mode: deliveryMode });
      }
      return sendJson(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } });
    } catch (error) {
      if (error instanceof FakeError) return sendJson(error.status, { error: { type: error.type, message: error.message, code: error.code, param: error.param } });
      return sendJson(500, { error: { type: 'api_error', message: error instanceof Error ? error.message : 'fake failure' } });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: baseUrl,
    events,
    deliveries,
    sessions: sessions as ReadonlyMap<string, Json>,
    setWebhookUrl: (next: string) => void (webhookUrl = next),
    setDeliveryMode: (mode: DeliveryMode) => void (deliveryMode = mode),
    /** Delivers one event (again): what Stripe's retries look like. `signAt` backdates the signature. */
    deliver,
    flushHeld,
    completeOnboarding,
    /** The hosted page's Pay button: completes the session and answers the success URL (delayed = a bank payment). */
    pay,
    settle,
    refund: (paymentIntent: string, account: string, amount?: number) => createRefund({ payment_intent: paymentIntent, amount }, account),
    /** The fee on the balance transaction of refunds from now on (cents; negative: Stripe returns part of its fee). */
    setRefundFee: (fee: (refundCents: number) => number) => {
      refundFee = fee;
    },
    /** The charge a payment made (tests build Stripe's own refund examples around it). */
    chargeIdOf: (paymentIntent: string) => intents.get(paymentIntent)?.charge ?? null,
    /** The balance transaction of a payment's charge (amount, fee, net), as GET /v1/balance_transactions answers it. */
    balanceTransactionOf: (paymentIntent: string) => {
      const pi = intents.get(paymentIntent);
      return pi ? publicBalanceTransaction(pi.balanceTransaction, pi.account) : null;
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
