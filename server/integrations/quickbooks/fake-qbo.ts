// A local fake of QuickBooks Online for tests, browser tests, the benchmark and trying the sync by hand. It speaks the
// same protocol and refuses what QuickBooks refuses: Bearer tokens per company, minorversion 75 or later on every
// call, a requestid on every write (a repeat answers the first answer), Id + SyncToken updates (5010 when stale),
// 6240 / 6140 / 6540, Faults in QuickBooks' shape, 500 requests a minute and 10 at once per company (429 past them),
// CDC, and webhooks signed with intuit-signature. `/_fake/*` lets tests read and steer it.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerFakeQboOAuth, type FakeQboGrants } from './fake-qbo-oauth';
import { matchesQuery, parseQboQuery } from './fake-qbo-query';
import { FAKE_QBO_ENTITIES, FakeQboFault, FakeRealm, type FakeFault } from './fake-qbo-store';
import { FakeQboWebhooks } from './fake-qbo-webhooks';
import type { QboEntityName } from './qbo-types';

export interface FakeQboOptions {
  host?: string;
  port?: number;
  /**
   * QuickBooks' limits: `perMinute` requests a window (60 s unless `windowMs` compresses time for a benchmark; the
   * real service's window is a minute) and `concurrent` at once.
   */
  rateLimit?: { perMinute: number; concurrent: number; windowMs?: number };
  oauth?: { clientId: string; clientSecret: string; accessTokenTtlSeconds?: number };
  webhook?: { url?: string | null; verifierToken?: string; batchMs?: number };
  /** Milliseconds each API answer is held (so "10 at once" can be observed). */
  latencyMs?: number;
  /** With it, each answer is held a random time from `latencyMs` to this (QuickBooks answers in 50–400 ms). */
  latencyMaxMs?: number;
}

export interface FakeQboRequest {
  at: number;
  realmId: string;
  method: string;
  path: string;
  status: number;
}

export interface FakeQbo {
  url: string;
  app: FastifyInstance;
  realms: Map<string, FakeRealm>;
  oauth: { clientId: string; clientSecret: string };
  webhooks: FakeQboWebhooks;
  requests: FakeQboRequest[];
  maxConcurrent: Map<string, number>;
  createRealm(companyName: string, id?: string): FakeRealm;
  /** An access token for a realm without the consent page (API tests of the client). */
  tokenFor(realmId: string): string;
  /** The next `count` API requests of a realm answer `status` (429 with Retry-After, 500 …). */
  failNext(args: { count: number; status: number; retryAfterSeconds?: number; realmId?: string }): void;
  maxRequestsInWindow(realmId: string, windowMs?: number): number;
  /** Admitted API requests wait (in flight) until release(): makes "10 at once" observable without timing. */
  hold(): void;
  release(): void;
  inFlight(realmId: string): number;
  close(): Promise<void>;
}

const ENTITY_BY_PATH = new Map<string, QboEntityName>(FAKE_QBO_ENTITIES.map((name) => [name.toLowerCase(), name]));

export async function startFakeQbo(options: FakeQboOptions = {}): Promise<FakeQbo> {
  const limits = options.rateLimit ?? { perMinute: 500, concurrent: 10 };
  const oauth = { clientId: options.oauth?.clientId ?? 'picket-fake-qbo-client', clientSecret: options.oauth?.clientSecret ?? 'picket-fake-qbo-secret' };
  const accessTtl = options.oauth?.accessTokenTtlSeconds ?? 3600;
  const realms = new Map<string, FakeRealm>();
  const requests: FakeQboRequest[] = [];
  const recent = new Map<string, number[]>();
  const inFlight = new Map<string, number>();
  const maxConcurrent = new Map<string, number>();
  let held: { promise: Promise<void>; release: () => void } | null = null;
  let failures: { count: number; status: number; retryAfterSeconds: number; realmId?: string } | null = null;
  const webhooks = new FakeQboWebhooks({ url: options.webhook?.url ?? null, verifierToken: options.webhook?.verifierToken ?? 'fake-qbo-verifier-token', batchMs: options.webhook?.batchMs });

  const grants: FakeQboGrants = {
    access: new Map(),
    refresh: new Map(),
    dead: new Set(),
    issue(realmId, grantId = crypto.randomUUID()) {
      const access = `fake-qbo-access-${crypto.randomBytes(16).toString('hex')}`;
      const refresh = `fake-qbo-refresh-${crypto.randomBytes(16).toString('hex')}`;
      grants.access.set(access, { realmId, expiresAt: Date.now() + accessTtl * 1000, grantId });
      grants.refresh.set(refresh, { realmId, grantId });
      return { access_token: access, refresh_token: refresh, expires_in: accessTtl, x_refresh_token_expires_in: 8_726_400, token_type: 'bearer' };
    },
  };

  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  registerFakeQboOAuth(app, { realms, ...oauth, grants });

  const sendFault = (reply: FastifyReply, f: FakeFault) =>
    reply.code(f.status).send({ Fault: { Error: [{ Message: f.message, Detail: f.detail, code: f.code, element: '' }], type: f.type ?? 'ValidationFault' }, time: new Date().toISOString() });

  // API routes: token, realm, minorversion, limits, in that order.
  app.addHook('onRequest', async (request, reply) => {
    const m = /^\/v3\/company\/([^/?]+)/.exec(request.url);
    if (!m) return;
    const realmId = decodeURIComponent(m[1]);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const grant = token ? grants.access.get(token) : undefined;
    if (!grant || grant.expiresAt < Date.now() || grants.dead.has(grant.grantId)) {
      return reply.code(401).send({ fault: { error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail: 'Token expired or invalid', code: '3200' }], type: 'AUTHENTICATION' } });
    }
    if (grant.realmId !== realmId || !realms.has(realmId)) {
      return sendFault(reply, { status: 403, code: '3100', message: 'ApplicationAuthorizationFailed', detail: 'The token does not grant access to this company.', type: 'AuthorizationFault' });
    }
    const minor = Number(new URL(request.url, 'http://x').searchParams.get('minorversion'));
    if (!(minor >= 75)) return sendFault(reply, { status: 400, code: '4001', message: 'Invalid minor version', detail: 'Minor versions 1 to 74 are no longer supported; send minorversion=75 or later.' });
    const at = Date.now();
    const windowMs = limits.windowMs ?? 60_000;
    const times = (recent.get(realmId) ?? []).filter((t) => t > at - windowMs);
    recent.set(realmId, times);
    const busy = inFlight.get(realmId) ?? 0;
    const throttle = () => {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(times.length >= limits.perMinute ? (times[0] + windowMs - at) / 1000 : 1))));
      return reply.code(429).send({ fault: { error: [{ message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429', detail: 'The request limit was reached.', code: '003001' }], type: 'SERVICE' } });
    };
    (request as FastifyRequest & { qboRealm?: string }).qboRealm = realmId;
    if (times.length >= limits.perMinute || busy >= limits.concurrent) return throttle();
    times.push(at);
    if (failures && failures.count > 0 && (!failures.realmId || failures.realmId === realmId)) {
      failures.count -= 1;
      if (failures.status === 429) {
        reply.header('Retry-After', String(failures.retryAfterSeconds));
        return reply.code(429).send({ fault: { error: [{ message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429', code: '003001' }], type: 'SERVICE' } });
      }
      return sendFault(reply, { status: failures.status, code: '10000', message: 'An application error has occurred while processing your request', detail: 'System Failure Error', type: 'SystemFault' });
    }
    inFlight.set(realmId, busy + 1);
    maxConcurrent.set(realmId, Math.max(maxConcurrent.get(realmId) ?? 0, busy + 1));
    (request as FastifyRequest & { qboCounted?: boolean }).qboCounted = true;
    const latency = options.latencyMaxMs && options.latencyMaxMs > (options.latencyMs ?? 0) ? (options.latencyMs ?? 0) + Math.random() * (options.latencyMaxMs - (options.latencyMs ?? 0)) : options.latencyMs;
    if (latency) await new Promise((r) => setTimeout(r, latency));
    if (held) await held.promise;
  });
  app.addHook('onResponse', async (request, reply) => {
    const r = request as FastifyRequest & { qboRealm?: string; qboCounted?: boolean };
    if (!r.qboRealm) return;
    if (r.qboCounted) inFlight.set(r.qboRealm, (inFlight.get(r.qboRealm) ?? 1) - 1);
    requests.push({ at: Date.now(), realmId: r.qboRealm, method: request.method, path: request.url.split('?')[0], status: reply.statusCode });
  });

  const realmOf = (request: FastifyRequest) => realms.get((request.params as { realmId: string }).realmId)!;
  const run = (reply: FastifyReply, fn: () => unknown) => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof FakeQboFault) return sendFault(reply, error.fault);
      throw error;
    }
  };
  const wrap = (entity: string, row: unknown) => ({ [entity]: row, time: new Date().toISOString() });

  app.get('/v3/company/:realmId/companyinfo/:id', async (request) => {
    const realm = realmOf(request);
    return wrap('CompanyInfo', { Id: '1', SyncToken: '0', CompanyName: realm.companyName, Country: 'US' });
  });

  app.get('/v3/company/:realmId/query', async (request, reply) =>
    run(reply, () => {
      const parsed = parseQboQuery(String((request.query as { query?: string }).query ?? ''));
      const entity = ENTITY_BY_PATH.get(parsed.entity.toLowerCase());
      if (!entity) throw new FakeQboFault({ status: 400, code: '4000', message: 'Error parsing query', detail: `QueryValidationError: Unknown entity ${parsed.entity}`, type: 'ValidationFault' });
      const rows = realmOf(request).list(entity).filter((row) => matchesQuery(row, parsed));
      if (parsed.count) return { QueryResponse: { totalCount: rows.length }, time: new Date().toISOString() };
      const page = rows.slice(parsed.start - 1, parsed.start - 1 + parsed.max);
      return { QueryResponse: page.length ? { [entity]: page, startPosition: parsed.start, maxResults: page.length } : {}, time: new Date().toISOString() };
    }),
  );

  app.get('/v3/company/:realmId/cdc', async (request, reply) =>
    run(reply, () => {
      const q = request.query as { entities?: string; changedSince?: string };
      const since = Date.parse(q.changedSince ?? '');
      if (!q.entities || Number.isNaN(since)) throw new FakeQboFault({ status: 400, code: '2020', message: 'Required param missing', detail: 'entities and changedSince are required' });
      if (Date.now() - since > 30 * 86_400_000) throw new FakeQboFault({ status: 400, code: '4002', message: 'changedSince too old', detail: 'changedSince can be at most 30 days in the past' });
      const realm = realmOf(request);
      const parts = q.entities.split(',').map((name) => {
        const entity = ENTITY_BY_PATH.get(name.trim().toLowerCase());
        if (!entity) throw new FakeQboFault({ status: 400, code: '2010', message: 'Invalid entity', detail: `Unsupported entity ${name}` });
        const ids = new Set(realm.changes.filter((c) => c.entity === entity && c.at >= since).map((c) => c.id));
        return { [entity]: [...ids].slice(0, 1000).map((id) => realm.get(entity, id)), startPosition: 1, maxResults: ids.size };
      });
      return { CDCResponse: [{ QueryResponse: parts }], time: new Date().toISOString() };
    }),
  );

  app.get('/v3/company/:realmId/:entity/:id', async (request, reply) =>
    run(reply, () => {
      const { entity: path, id } = request.params as { entity: string; id: string };
      const entity = ENTITY_BY_PATH.get(path);
      if (!entity) return reply.code(404).send();
      return wrap(entity, realmOf(request).get(entity, id));
    }),
  );

  app.post('/v3/company/:realmId/:entity', async (request, reply) => {
    const entity = ENTITY_BY_PATH.get((request.params as { entity: string }).entity);
    if (!entity) return reply.code(404).send();
    const realm = realmOf(request);
    const q = request.query as { requestid?: string; operation?: string };
    // Picket's rule, kept strictly here: a write without a requestid could duplicate on a retry.
    if (!q.requestid) return sendFault(reply, { status: 400, code: '2020', message: 'Required param missing', detail: 'requestid is required on every write (fake QuickBooks)' });
    if (q.requestid.length > 50) return sendFault(reply, { status: 400, code: '2050', message: 'Invalid requestid', detail: 'requestid can be at most 50 characters' });
    const replay = realm.replies.get(q.requestid);
    if (replay) return reply.code(replay.status).send(replay.body);
    const input = (request.body ?? {}) as Record<string, unknown>;
    let status = 200;
    let body: unknown;
    try {
      const row =
        q.operation === 'void' && entity === 'Invoice'
          ? realm.voidInvoice(input)
          : input.Id !== undefined
            ? realm.update(entity, input)
            : realm.create(entity, input);
      body = wrap(entity, row);
    } catch (error) {
      if (!(error instanceof FakeQboFault)) throw error;
      status = error.fault.status;
      body = { Fault: { Error: [{ Message: error.fault.message, Detail: error.fault.detail, code: error.fault.code, element: '' }], type: error.fault.type ?? 'ValidationFault' }, time: new Date().toISOString() };
    }
    realm.replies.set(q.requestid, { status, body });
    return reply.code(status).send(body);
  });

  registerFakeQboControls(app, { realms, webhooks, requests, maxConcurrent, createRealm, setFailures: (f) => (failures = f), issue: grants.issue, dead: grants.dead });

  function createRealm(companyName: string, id = String(9_130_000_000_000 + Math.floor(Math.random() * 1e12))): FakeRealm {
    const realm = new FakeRealm(id, companyName);
    realm.onChange = (change) => webhooks.announce(id, change);
    realms.set(id, realm);
    return realm;
  }

  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    app,
    realms,
    oauth,
    webhooks,
    requests,
    maxConcurrent,
    createRealm,
    tokenFor: (realmId) => grants.issue(realmId).access_token,
    failNext: (f) => (failures = { retryAfterSeconds: 1, ...f }),
    hold: () => {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    release: () => {
      held?.release();
      held = null;
    },
    inFlight: (realmId) => inFlight.get(realmId) ?? 0,
    maxRequestsInWindow: (realmId, windowMs = 60_000) => maxInWindow(requests.filter((r) => r.realmId === realmId && r.status !== 429).map((r) => r.at), windowMs),
    close: async () => {
      webhooks.stop();
      await app.close();
    },
  };
}

export function maxInWindow(times: number[], windowMs: number): number {
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

function registerFakeQboControls(
  app: FastifyInstance,
  ctx: {
    realms: Map<string, FakeRealm>;
    webhooks: FakeQboWebhooks;
    requests: FakeQboRequest[];
    maxConcurrent: Map<string, number>;
    createRealm: (name: string, id?: string) => FakeRealm;
    setFailures: (f: { count: number; status: number; retryAfterSeconds: number; realmId?: string }) => void;
    issue: FakeQboGrants['issue'];
    dead: Set<string>;
  },
) {
  const realm = (request: FastifyRequest, reply: FastifyReply) => {
    const found = ctx.realms.get((request.params as { id: string }).id);
    if (!found) reply.code(404).send({ message: 'No such company' });
    return found;
  };
  app.post('/_fake/realms', async (request) => {
    const body = (request.body ?? {}) as { companyName?: string; id?: string };
    const r = ctx.createRealm(body.companyName ?? 'Fake Company', body.id);
    // A grant as the consent page would give (tokens and their lives), for benchmarks that connect without the browser.
    const grant = ctx.issue(r.id);
    return { id: r.id, companyName: r.companyName, accessToken: grant.access_token, refreshToken: grant.refresh_token, expiresIn: grant.expires_in, refreshExpiresIn: grant.x_refresh_token_expires_in };
  });
  app.get('/_fake/realms/:id', async (request, reply) => {
    const r = realm(request, reply);
    if (!r) return;
    return { id: r.id, companyName: r.companyName, ...Object.fromEntries(FAKE_QBO_ENTITIES.map((e) => [e, r.list(e)])), deposited: [...r.deposited] };
  });
  // What a bookkeeper does in QuickBooks' own screens: enter a payment, deposit one, void an invoice, add a vendor.
  app.post('/_fake/realms/:id/entities/:entity', async (request, reply) => {
    const r = realm(request, reply);
    if (!r) return;
    const entity = ENTITY_BY_PATH.get((request.params as { entity: string }).entity.toLowerCase());
    if (!entity) return reply.code(404).send();
    try {
      return { [entity]: r.create(entity, request.body as Record<string, unknown>) };
    } catch (error) {
      if (error instanceof FakeQboFault) return reply.code(400).send({ message: error.fault.detail, code: error.fault.code });
      throw error;
    }
  });
  app.post('/_fake/realms/:id/deposit/:paymentId', async (request, reply) => {
    const r = realm(request, reply);
    if (!r) return;
    r.deposited.add((request.params as { paymentId: string }).paymentId);
    return { ok: true };
  });
  app.post('/_fake/realms/:id/void/:invoiceId', async (request, reply) => {
    const r = realm(request, reply);
    if (!r) return;
    const invoice = r.get('Invoice', (request.params as { invoiceId: string }).invoiceId);
    return { Invoice: r.voidInvoice({ Id: invoice.Id, SyncToken: invoice.SyncToken }) };
  });
  // The 5-year maximum (or a revocation from QuickBooks' side): every refresh token of the company is invalid_grant.
  app.post('/_fake/realms/:id/expire-grant', async (request, reply) => {
    const r = realm(request, reply);
    if (!r) return;
    ctx.dead.add(`realm:${r.id}`);
    return { ok: true };
  });
  app.post('/_fake/fail-next', async (request) => {
    const body = request.body as { count: number; status: number; retryAfterSeconds?: number; realmId?: string };
    ctx.setFailures({ retryAfterSeconds: 1, ...body });
    return { ok: true };
  });
  app.put('/_fake/webhook-url', async (request) => {
    ctx.webhooks.url = (request.body as { url?: string | null }).url ?? null;
    return { url: ctx.webhooks.url };
  });
  app.get('/_fake/realms/:id/requests', async (request, reply) => {
    const r = realm(request, reply);
    if (!r) return;
    const windowMs = Number((request.query as { windowMs?: string }).windowMs ?? 60_000);
    const mine = ctx.requests.filter((x) => x.realmId === r.id);
    return {
      total: mine.length,
      throttled: mine.filter((x) => x.status === 429).length,
      maxInWindow: maxInWindow(mine.filter((x) => x.status !== 429).map((x) => x.at), windowMs),
      maxConcurrent: ctx.maxConcurrent.get(r.id) ?? 0,
    };
  });
}
