// For the QuickBooks tests (server/features/accounting): the app pointed at the fake QuickBooks, a contractor connected
// through the fake's consent page (the real OAuth round trip), mapped to Picket's four items, a drain that runs until
// nothing is due, and the other features' steps the tests compose (quotes, jobs, payments).
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { qboConnections, qboSyncItems, quotes } from '../db/schema/index';
import type { FakeQbo } from '../integrations/quickbooks/fake-qbo';
import { fakeQboConsent } from '../integrations/quickbooks/fake-qbo-oauth';
import type { FakeRealm } from '../integrations/quickbooks/fake-qbo-store';
import { InMemoryQboRateBudget, type QboRateBudget } from '../integrations/quickbooks/qbo-rate-budget';
import { signedIn, type ApiClient } from './api';
import { makeContractor } from './factories';
import type { TestApp } from './use-test-app';
import { makeCustomer, makeQuote } from './job-fixtures';
import { transitionQuote } from '../features/quotes/quotes.service';
import { recordPayment } from '../features/payments/payments.service';
import { stripeFeeLookupFor, stripeRefundFeeLookupFor } from '../features/payments/stripe-fees';
export { stripeFeeLookupFor };
export { ensureQuoteLinkToken } from '../features/quotes/quote-public-link';
export { convertQuoteToJob } from '../features/jobs/jobs.service';
export { recordPayment };
/** pg-boss on the test's database (the QuickBooks queue tests). */
export { pgBossDb } from '../queue/boss';
import { qboClientFor } from '../features/accounting/qbo-connection';
import { drainQboItems, type QboDeliveryDeps } from '../features/accounting/qbo-delivery';

export const QBO_VERIFIER = 'test-qbo-verifier-token';

export function qboTestConfig(fake: FakeQbo): Partial<AppConfig> {
  return {
    qboApiUrl: fake.url,
    qboAuthUrl: `${fake.url}/connect/oauth2`,
    qboTokenUrl: `${fake.url}/oauth2/v1/tokens/bearer`,
    qboRevokeUrl: `${fake.url}/v2/oauth2/tokens/revoke`,
    qboClientId: fake.oauth.clientId,
    qboClientSecret: fake.oauth.clientSecret,
    qboWebhookVerifierToken: QBO_VERIFIER,
    publicUrl: 'http://picket.test',
  };
}

export interface QboTenant {
  contractorId: string;
  api: ApiClient;
  realm: FakeRealm;
}

/** Signs up, connects through the consent page and the callback, creates Picket's items and saves the mapping. */
export async function connectQboTenant(t: TestApp, fake: FakeQbo, name: string, options: { map?: boolean } = {}): Promise<QboTenant> {
  const account = await makeContractor(t.db, { businessName: name });
  const api = await signedIn(t.app, account);
  const realm = fake.createRealm(`${name} (QuickBooks)`);
  const start = await api.post('/api/integrations/quickbooks/oauth/start', { lang: 'en' });
  if (start.statusCode !== 200) throw new Error(`oauth/start answered ${start.statusCode} ${start.body}`);
  const authorize = new URL(start.json().url);
  const consent = await fakeQboConsent(fake.url, { clientId: authorize.searchParams.get('client_id')!, redirectUri: authorize.searchParams.get('redirect_uri')!, realmId: realm.id, state: authorize.searchParams.get('state')! });
  const callback = await api.get(`/api/integrations/quickbooks/oauth/callback${consent.redirect.search}`);
  if (callback.headers.location !== '/settings?tab=accounting&quickbooks=connected') throw new Error(`callback went to ${callback.headers.location}`);
  if (options.map !== false) {
    const created = await api.post('/api/integrations/quickbooks/mapping/default-items');
    if (created.statusCode !== 200) throw new Error(`default-items answered ${created.statusCode} ${created.body}`);
    const options = created.json();
    const saved = await api.put('/api/integrations/quickbooks/mapping', {
      items: options.suggested.items,
      depositAccountId: options.suggested.depositAccountId,
      clearingAccountId: options.suggested.clearingAccountId,
      feeAccountId: options.suggested.feeAccountId,
      taxCodeId: null,
    });
    if (saved.statusCode !== 200) throw new Error(`mapping answered ${saved.statusCode} ${saved.body}`);
  }
  return { contractorId: account.contractorId, api, realm };
}

/** The delivery's dependencies as production wires them, with a fast in-process budget unless one is given. */
export function qboDeps(t: TestApp, config: Partial<AppConfig>, options: { budget?: QboRateBudget; fetchImpl?: typeof fetch } = {}): QboDeliveryDeps {
  const budget = options.budget ?? new InMemoryQboRateBudget({ perMinute: 100_000 });
  return { clientFor: (db, contractorId) => qboClientFor(db, t.app.clients.qbo, contractorId, { budget, fetchImpl: options.fetchImpl }), recordPayment, stripeFee: stripeFeeLookupFor(t.app.clients.stripe), stripeRefundFee: stripeRefundFeeLookupFor(t.app.clients.stripe) };
}

export const itemsOf = (db: Db, contractorId: string) => db.select().from(qboSyncItems).where(eq(qboSyncItems.contractorId, contractorId));

/**
 * Drains until nothing is pending, stepping the clock past each back-off (the queue's tick does this in production);
 * while another worker's rows are running (their customers' later rows wait for them), it waits for those first.
 */
export async function syncAll(db: Db, contractorId: string, deps: QboDeliveryDeps, maxRounds = 50) {
  let clock = Date.now();
  for (let round = 0, waits = 0; round < maxRounds; round++) {
    await drainQboItems(db, contractorId, { ...deps, now: () => new Date(clock) });
    const rows = await itemsOf(db, contractorId);
    const pending = rows.filter((r) => r.status === 'pending');
    if (pending.length === 0) return;
    if (rows.some((r) => r.status === 'running') && waits++ < 500) {
      round -= 1;
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    clock = Math.max(clock, ...pending.map((r) => r.nextAttemptAt?.getTime() ?? 0)) + 1;
  }
  throw new Error('still pending after many rounds');
}

/** A customer's quote, sent then approved by the homeowner (the deposit is invoiced at approval). */
export async function approvedQuote(db: Db, contractorId: string, customer?: { firstName?: string; lastName?: string; email?: string }, amounts = { totalCents: 465_694, taxCents: 31_194, depositCents: 139_708 }) {
  const homeowner = await makeCustomer(db, contractorId, customer);
  const quote = await makeQuote(db, { contractorId, homeownerId: homeowner.id, status: 'sent', totalCents: amounts.totalCents });
  await db.update(quotes).set({ taxCents: amounts.taxCents, depositCents: amounts.depositCents }).where(eq(quotes.id, quote.id));
  await transitionQuote(db, { contractorId, quoteId: quote.id, status: 'approved', origin: 'homeowner' });
  return { homeowner, quote: { ...quote, ...amounts } };
}

export async function connectionOf(db: Db, contractorId: string) {
  const [row] = await db.select().from(qboConnections).where(and(eq(qboConnections.contractorId, contractorId))).limit(1);
  return row;
}
