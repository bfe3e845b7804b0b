// A local fake of GoHighLevel's API v2 for tests, browser tests, benchmarks and trying the integration by hand. It
// speaks the same protocol: Bearer tokens (private integration tokens and OAuth access tokens that expire), the
// Version header each API wants, X-RateLimit-* headers and 429 past the per-location limit, the OAuth "choose
// location" page and POST /oauth/token with rotating refresh tokens. `/_fake/*` lets tests read and steer its state.
// Extension point: `extensions` get the running fake (its Fastify app, store and change events) before it listens;
// the webhook sender (fake-webhooks.ts) plugs in there.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { fakeRoundTrip, NO_LATENCY, type FakeLatency } from '../fake-latency';
import { chooseLocationPage } from './fake-oauth-page';
import { DND_CHANNELS, DND_STATUSES, FakeGhlStore, dndBlocks, fakeGhlId, type ContactFields, type DndChannel, type DndStatus, type FakeLocation } from './fake-ghl-store';
import { ghlRequestErrors } from './ghl-spec';
import { GHL_CONVERSATIONS_VERSION, GHL_VERSION, type GhlContact, type GhlOpportunityStatus } from './ghl-types';

export interface FakeGhlOptions {
  host?: string;
  port?: number;
  /** Requests per location per interval before 429 (GoHighLevel: 100 per 10 s) and per day (200,000). */
  rateLimit?: { max: number; intervalMs: number; daily: number };
  oauth?: { clientId: string; clientSecret: string; accessTokenTtlSeconds?: number };
  /** Each API answer's round trip and the share that fail with a 500 (fake-latency.ts; FAKE_GHL_DELAY_MS …). */
  latency?: FakeLatency;
  extensions?: FakeGhlExtension[];
}

export type FakeGhlExtension = (fake: FakeGhl) => void | Promise<void>;

interface TokenGrant {
  locationId: string;
  kind: 'private' | 'oauth';
  expiresAt?: number;
}

export interface FakeRequestRecord {
  at: number;
  locationId: string | null;
  method: string;
  path: string;
  status: number;
}

export interface FakeGhl {
  url: string;
  app: FastifyInstance;
  store: FakeGhlStore;
  oauth: { clientId: string; clientSecret: string };
  /** Every request that reached an API route, with its answer's status. */
  requests: FakeRequestRecord[];
  /** A location with a private integration token for it. */
  createLocation(input: { name: string; id?: string; token?: string; allowDuplicateOpportunities?: boolean }): { location: FakeLocation; token: string };
  /** The next `count` API requests (of a location, or any) answer `status` (429 with Retry-After, 500…). */
  failNext(args: { count: number; status: number; retryAfterSeconds?: number; locationId?: string }): void;
  /** Most requests any window of `windowMs` held for a location (the rate-limit proof). */
  maxRequestsInWindow(locationId: string, windowMs?: number): number;
  /** Most API requests of a location in flight at once (arrived, not yet answered): the concurrency proof. */
  maxInFlight(locationId: string): number;
  /** Changes the round trip and error rate from now on. */
  setLatency(latency: FakeLatency): void;
  close(): Promise<void>;
}

const API_VERSIONS = { crm: GHL_VERSION, conversations: GHL_CONVERSATIONS_VERSION } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The Version header this API route wants; routes without one are not API routes (OAuth, /_fake). */
    ghlVersion?: string;
  }
  interface FastifyRequest {
    ghlLocationId?: string;
    ghlArrivedAt?: number;
  }
}

export async function startFakeGhl(options: FakeGhlOptions = {}): Promise<FakeGhl> {
  const limits = options.rateLimit ?? { max: 100, intervalMs: 10_000, daily: 200_000 };
  const oauthApp = { clientId: options.oauth?.clientId ?? 'picket-fake-client', clientSecret: options.oauth?.clientSecret ?? 'picket-fake-secret' };
  const accessTtl = options.oauth?.accessTokenTtlSeconds ?? 86_399;
  const store = new FakeGhlStore();
  const tokens = new Map<string, TokenGrant>();
  const authCodes = new Map<string, { locationId: string; redirectUri: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { locationId: string }>();
  const recent = new Map<string, number[]>();
  const daily = new Map<string, number>();
  const requests: FakeRequestRecord[] = [];
  const inFlight = new Map<string, number>();
  const peakInFlight = new Map<string, number>();
  let latency = options.latency ?? NO_LATENCY;
  let failures: { count: number; status: number; retryAfterSeconds: number; locationId?: string } | null = null;

  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ statusCode: status, message });

  // API routes: Bearer, Version, location access, rate limit, in that order (as GoHighLevel checks them).
  app.addHook('onRequest', async (request, reply) => {
    const wanted = request.routeOptions.config?.ghlVersion;
    if (!wanted) return;
    const auth = request.headers.authorization ?? '';
    const token = /^Bearer (.+)$/.exec(auth)?.[1];
    const grant = token ? tokens.get(token) : undefined;
    if (!grant || (grant.expiresAt && grant.expiresAt < Date.now())) return refuse(reply, 401, 'Invalid JWT');
    const version = request.headers.version;
    if (version !== wanted) return refuse(reply, 400, `Version header ${version ? 'is not supported for this API' : 'was not found'}`);
    request.ghlLocationId = grant.locationId;
    const open = (inFlight.get(grant.locationId) ?? 0) + 1;
    inFlight.set(grant.locationId, open);
    peakInFlight.set(grant.locationId, Math.max(open, peakInFlight.get(grant.locationId) ?? 0));
    const at = Date.now();
    request.ghlArrivedAt = at;
    const windowStart = at - limits.intervalMs;
    const times = (recent.get(grant.locationId) ?? []).filter((t) => t > windowStart);
    recent.set(grant.locationId, times);
    const usedToday = daily.get(grant.locationId) ?? 0;
    const headers = {
      'X-RateLimit-Limit-Daily': String(limits.daily),
      'X-RateLimit-Interval-Milliseconds': String(limits.intervalMs),
      'X-RateLimit-Max': String(limits.max),
    };
    if (times.length >= limits.max || usedToday >= limits.daily) {
      const retryAfter = Math.max(1, Math.ceil((times[0] + limits.intervalMs - at) / 1000));
      reply.headers({ ...headers, 'X-RateLimit-Remaining': '0', 'X-RateLimit-Daily-Remaining': String(Math.max(0, limits.daily - usedToday)), 'Retry-After': String(retryAfter) });
      return refuse(reply, 429, 'Too many requests');
    }
    times.push(at);
    daily.set(grant.locationId, usedToday + 1);
    reply.headers({
      ...headers,
      'X-RateLimit-Remaining': String(limits.max - times.length),
      'X-RateLimit-Daily-Remaining': String(limits.daily - usedToday - 1),
    });
    if (failures && failures.count > 0 && (!failures.locationId || failures.locationId === grant.locationId)) {
      failures.count -= 1;
      if (failures.status === 429) reply.header('Retry-After', String(failures.retryAfterSeconds));
      return refuse(reply, failures.status, failures.status === 429 ? 'Too many requests' : 'Internal server error');
    }
    // The round trip of a real service (counted against the limit on arrival, as GoHighLevel does).
    const { fail } = await fakeRoundTrip(latency);
    if (fail) return refuse(reply, 500, 'Internal server error');
  });
  // The published DTOs (ghl-spec.ts): an undeclared or missing property is GoHighLevel's 422, before any route runs.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.ghlVersion) return;
    const [pathname, search = ''] = request.url.split('?');
    const errors = ghlRequestErrors({ method: request.method, path: pathname, query: Object.fromEntries(new URLSearchParams(search)), body: request.body });
    if (errors?.length) return reply.code(422).send({ statusCode: 422, message: errors, error: 'Unprocessable Entity' });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.routeOptions.config?.ghlVersion) return;
    if (request.ghlLocationId) inFlight.set(request.ghlLocationId, Math.max(0, (inFlight.get(request.ghlLocationId) ?? 1) - 1));
    // Arrival time, as the limiter counts it (a busy process can bunch the answers of requests that came apart).
    requests.push({ at: request.ghlArrivedAt ?? Date.now(), locationId: request.ghlLocationId ?? null, method: request.method, path: request.url.split('?')[0], status: reply.statusCode });
  });

  const crm = { config: { ghlVersion: API_VERSIONS.crm } };
  const conversations = { config: { ghlVersion: API_VERSIONS.conversations } };
  const loc = (request: FastifyRequest) => request.ghlLocationId!;
  const sameLocation = (request: FastifyRequest, reply: FastifyReply, locationId: unknown) => {
    if (typeof locationId !== 'string' || locationId === '') {
      refuse(reply, 422, 'locationId should not be empty');
      return false;
    }
    if (locationId !== loc(request)) {
      refuse(reply, 403, 'The token does not have access to this location.');
      return false;
    }
    return true;
  };
  const contactOf = (request: FastifyRequest, reply: FastifyReply, id: string): GhlContact | null => {
    const contact = store.contacts.get(id);
    if (!contact || contact.locationId !== loc(request)) {
      refuse(reply, 400, 'Contact not found');
      return null;
    }
    return contact;
  };
  const OPPORTUNITY_STATUSES: readonly string[] = ['open', 'won', 'lost', 'abandoned'];
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  // Locations
  app.get<{ Params: { id: string } }>('/locations/:id', crm, async (request, reply) => {
    if (!sameLocation(request, reply, request.params.id)) return;
    const l = store.locations.get(request.params.id)!;
    return { location: { id: l.id, companyId: l.companyId, name: l.name, timezone: l.timezone } };
  });
  app.get<{ Params: { id: string }; Querystring: { model?: string } }>('/locations/:id/customFields', crm, async (request, reply) => {
    if (!sameLocation(request, reply, request.params.id)) return;
    const model = request.query.model ?? 'contact';
    const fields = store.customFields.get(request.params.id) ?? [];
    return { customFields: model === 'all' ? fields : fields.filter((f) => f.model === model) };
  });
  app.post<{ Params: { id: string }; Body: { name?: string; dataType?: string; model?: 'contact' | 'opportunity' } }>('/locations/:id/customFields', crm, async (request, reply) => {
    if (!sameLocation(request, reply, request.params.id)) return;
    const { name, dataType = 'TEXT', model = 'contact' } = request.body ?? {};
    if (!name) return refuse(reply, 422, 'name should not be empty');
    const field = { id: fakeGhlId(), name, fieldKey: `${model}.${name.toLowerCase().replace(/\W+/g, '_')}`, dataType, model, position: 99 };
    store.customFields.get(request.params.id)!.push(field);
    return reply.code(201).send({ customField: field });
  });

  // Contacts
  app.post<{ Body: ContactFields & { locationId?: string } }>('/contacts/upsert', crm, async (request, reply) => {
    const { locationId, ...fields } = request.body ?? {};
    if (!sameLocation(request, reply, locationId)) return;
    if (fields.email && !EMAIL.test(fields.email)) return refuse(reply, 422, 'email must be an email');
    if (!fields.email && !fields.phone && !fields.name && !fields.firstName) return refuse(reply, 422, 'A contact needs an email, a phone or a name');
    return { ...store.upsertContact(loc(request), fields), traceId: crypto.randomUUID() };
  });
  app.get<{ Querystring: { locationId?: string; email?: string; number?: string } }>('/contacts/search/duplicate', crm, async (request, reply) => {
    if (!sameLocation(request, reply, request.query.locationId)) return;
    return { contact: store.findDuplicate(loc(request), { email: request.query.email, phone: request.query.number }) };
  });
  app.get<{ Params: { id: string } }>('/contacts/:id', crm, async (request, reply) => {
    const contact = contactOf(request, reply, request.params.id);
    return contact ? { contact } : undefined;
  });
  app.put<{ Params: { id: string }; Body: ContactFields }>('/contacts/:id', crm, async (request, reply) => {
    const contact = contactOf(request, reply, request.params.id);
    if (!contact) return;
    if (request.body?.email && !EMAIL.test(request.body.email)) return refuse(reply, 422, 'email must be an email');
    return { succeded: true, contact: store.updateContact(contact, request.body ?? {}) };
  });
  app.post<{ Params: { id: string }; Body: { tags?: string[] } }>('/contacts/:id/tags', crm, async (request, reply) => {
    const contact = contactOf(request, reply, request.params.id);
    if (!contact) return;
    if (!Array.isArray(request.body?.tags)) return refuse(reply, 422, 'tags must be an array');
    return reply.code(201).send({ tags: store.changeTags(contact, request.body.tags, []) });
  });
  app.delete<{ Params: { id: string }; Body: { tags?: string[] } }>('/contacts/:id/tags', crm, async (request, reply) => {
    const contact = contactOf(request, reply, request.params.id);
    if (!contact) return;
    return { tags: store.changeTags(contact, [], request.body?.tags ?? []) };
  });
  app.post<{ Params: { id: string }; Body: { body?: string; userId?: string } }>('/contacts/:id/notes', crm, async (request, reply) => {
    const contact = contactOf(request, reply, request.params.id);
    if (!contact) return;
    if (!request.body?.body) return refuse(reply, 422, 'body should not be empty');
    return reply.code(201).send({ note: store.addNote(contact, request.body.body, request.body.userId) });
  });

  // Opportunities
  app.get<{ Querystring: { locationId?: string } }>('/opportunities/pipelines', crm, async (request, reply) => {
    if (!sameLocation(request, reply, request.query.locationId)) return;
    return { pipelines: store.pipelines.get(loc(request)) ?? [] };
  });
  app.get<{ Querystring: { location_id?: string; contact_id?: string; pipeline_id?: string; q?: string; limit?: string } }>('/opportunities/search', crm, async (request, reply) => {
    const { location_id, contact_id, pipeline_id, q } = request.query;
    if (!sameLocation(request, reply, location_id)) return;
    const found = store
      .opportunitiesOf(loc(request))
      .filter((o) => (!contact_id || o.contactId === contact_id) && (!pipeline_id || o.pipelineId === pipeline_id) && (!q || o.name.toLowerCase().includes(q.toLowerCase())));
    return { opportunities: found.slice(0, Number(request.query.limit ?? 20)), meta: { total: found.length } };
  });
  type OpportunityBody = {
    id?: string;
    locationId?: string;
    pipelineId?: string;
    contactId?: string;
    name?: string;
    pipelineStageId?: string;
    status?: GhlOpportunityStatus;
    monetaryValue?: number;
    assignedTo?: string;
    customFields?: { id?: string; key?: string; field_value?: unknown }[];
  };
  const checkOpportunityBody = (request: FastifyRequest, reply: FastifyReply, body: OpportunityBody, pipelineId: string | undefined) => {
    if (body.status !== undefined && !OPPORTUNITY_STATUSES.includes(body.status)) return refuse(reply, 422, 'status must be one of open, won, lost, abandoned, all');
    if (body.monetaryValue !== undefined && (typeof body.monetaryValue !== 'number' || body.monetaryValue < 0)) return refuse(reply, 422, 'monetaryValue must be a number');
    if (pipelineId && !store.stageExists(loc(request), pipelineId, body.pipelineStageId)) return refuse(reply, 400, 'Pipeline or stage not found');
    return null;
  };
  app.post<{ Body: OpportunityBody }>('/opportunities/upsert', crm, async (request, reply) => {
    const body = request.body ?? {};
    if (!sameLocation(request, reply, body.locationId)) return;
    if (!body.pipelineId) return refuse(reply, 422, 'pipelineId should not be empty');
    if (!body.contactId) return refuse(reply, 422, 'contactId should not be empty');
    if (!contactOf(request, reply, body.contactId)) return;
    if (checkOpportunityBody(request, reply, body, body.pipelineId)) return;
    if (body.id) {
      const existing = store.opportunities.get(body.id);
      if (!existing || existing.locationId !== loc(request)) return refuse(reply, 404, 'Opportunity not found');
    }
    const { locationId: _l, ...input } = body;
    return store.upsertOpportunity(loc(request), { ...input, pipelineId: body.pipelineId, contactId: body.contactId });
  });
  app.get<{ Params: { id: string } }>('/opportunities/:id', crm, async (request, reply) => {
    const opportunity = store.opportunities.get(request.params.id);
    if (!opportunity || opportunity.locationId !== loc(request)) return refuse(reply, 404, 'Opportunity not found');
    return { opportunity };
  });
  app.put<{ Params: { id: string }; Body: OpportunityBody }>('/opportunities/:id', crm, async (request, reply) => {
    const opportunity = store.opportunities.get(request.params.id);
    if (!opportunity || opportunity.locationId !== loc(request)) return refuse(reply, 404, 'Opportunity not found');
    const body = request.body ?? {};
    if (checkOpportunityBody(request, reply, body, body.pipelineId ?? opportunity.pipelineId)) return;
    const { id: _i, locationId: _l, contactId: _c, ...changes } = body;
    return { opportunity: store.updateOpportunity(opportunity, changes) };
  });
  app.put<{ Params: { id: string }; Body: { status?: GhlOpportunityStatus } }>('/opportunities/:id/status', crm, async (request, reply) => {
    const opportunity = store.opportunities.get(request.params.id);
    if (!opportunity || opportunity.locationId !== loc(request)) return refuse(reply, 404, 'Opportunity not found');
    if (!request.body?.status || !OPPORTUNITY_STATUSES.includes(request.body.status)) return refuse(reply, 422, 'status must be one of open, won, lost, abandoned, all');
    store.updateOpportunity(opportunity, { status: request.body.status });
    return { succeded: true };
  });

  // Conversations (their own Version)
  app.post<{ Body: { type?: string; contactId?: string; message?: string } }>('/conversations/messages', conversations, async (request, reply) => {
    const { type, contactId, message } = request.body ?? {};
    if (type !== 'SMS') return refuse(reply, 422, 'type must be one of SMS, Email, WhatsApp, …');
    if (!contactId) return refuse(reply, 422, 'contactId should not be empty');
    const contact = contactOf(request, reply, contactId);
    if (!contact) return;
    if (!message) return refuse(reply, 422, 'message should not be empty');
    if (!contact.phone) return refuse(reply, 422, 'The contact has no phone number');
    if (dndBlocks(contact, 'SMS')) return refuse(reply, 400, 'Cannot send message as DND is active for SMS.');
    const sent = store.sendMessage(contact, message);
    return { conversationId: sent.conversationId, messageId: sent.id, message: 'Message queued successfully.' };
  });

  // Users
  app.get<{ Querystring: { locationId?: string } }>('/users', crm, async (request, reply) => {
    if (!sameLocation(request, reply, request.query.locationId)) return;
    return { users: store.users.get(loc(request)) ?? [] };
  });

  // OAuth: the marketplace's "choose location" page, then the token endpoint (form-encoded).
  app.get<{ Querystring: Record<string, string | undefined> }>('/v2/oauth/chooselocation', async (request, reply) => {
    const { client_id = '', redirect_uri = '', state = '', scope = '', response_type } = request.query;
    const error =
      response_type !== 'code' ? 'response_type must be code' : client_id !== oauthApp.clientId ? 'Unknown app (client_id)' : !/^https?:\/\//.test(redirect_uri) ? 'redirect_uri is missing' : undefined;
    reply.type('text/html').code(error ? 400 : 200);
    return chooseLocationPage({ locations: [...store.locations.values()], clientId: client_id, redirectUri: redirect_uri, state, scope, error });
  });
  app.post<{ Body: Record<string, string | undefined> }>('/v2/oauth/chooselocation', async (request, reply) => {
    const { client_id, redirect_uri = '', state = '', locationId = '', decision } = request.body ?? {};
    if (client_id !== oauthApp.clientId || !/^https?:\/\//.test(redirect_uri)) return reply.code(400).type('text/plain').send('Bad request');
    const target = new URL(redirect_uri);
    if (decision === 'deny') target.searchParams.set('error', 'access_denied');
    else {
      if (!store.locations.has(locationId)) return reply.code(400).type('text/plain').send('Unknown location');
      const code = crypto.randomBytes(20).toString('hex');
      authCodes.set(code, { locationId, redirectUri: redirect_uri, expiresAt: Date.now() + 10 * 60_000 });
      target.searchParams.set('code', code);
    }
    if (state) target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });
  app.post<{ Body: Record<string, string | undefined> }>('/oauth/token', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return reply.code(400).send({ error: 'invalid_request', error_description: 'The body must be application/x-www-form-urlencoded' });
    }
    const body = request.body ?? {};
    if (body.client_id !== oauthApp.clientId || body.client_secret !== oauthApp.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Invalid client credentials' });
    }
    let locationId: string;
    if (body.grant_type === 'authorization_code') {
      const grant = body.code ? authCodes.get(body.code) : undefined;
      if (body.code) authCodes.delete(body.code); // single use
      if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== body.redirect_uri) {
        return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid or expired authorization code' });
      }
      locationId = grant.locationId;
    } else if (body.grant_type === 'refresh_token') {
      const grant = body.refresh_token ? refreshTokens.get(body.refresh_token) : undefined;
      if (!grant) return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid refresh token' });
      refreshTokens.delete(body.refresh_token!); // rotates: the old one is spent
      locationId = grant.locationId;
    } else {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code or refresh_token' });
    }
    const accessToken = `fake-oauth-${crypto.randomBytes(24).toString('base64url')}`;
    const refreshToken = `fake-refresh-${crypto.randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, { locationId, kind: 'oauth', expiresAt: Date.now() + accessTtl * 1000 });
    refreshTokens.set(refreshToken, { locationId });
    const location = store.locations.get(locationId)!;
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: accessTtl,
      refresh_token: refreshToken,
      scope: body.scope ?? 'contacts.write opportunities.write',
      userType: 'Location',
      locationId,
      companyId: location.companyId,
      userId: store.users.get(locationId)?.[0]?.id,
    };
  });

  const fake: FakeGhl = {
    url: '',
    app,
    store,
    oauth: oauthApp,
    requests,
    createLocation(input) {
      const location = store.createLocation(input);
      const token = input.token ?? `pit-${crypto.randomBytes(16).toString('hex')}`;
      tokens.set(token, { locationId: location.id, kind: 'private' });
      return { location, token };
    },
    failNext({ count, status, retryAfterSeconds = 1, locationId }) {
      failures = { count, status, retryAfterSeconds, locationId };
    },
    maxRequestsInWindow(locationId, windowMs = limits.intervalMs) {
      const times = requests.filter((r) => r.locationId === locationId && r.status !== 429).map((r) => r.at);
      let max = 0;
      for (let i = 0, j = 0; j < times.length; j++) {
        while (times[j] - times[i] >= windowMs) i++;
        max = Math.max(max, j - i + 1);
      }
      return max;
    },
    maxInFlight: (locationId) => peakInFlight.get(locationId) ?? 0,
    setLatency(next) {
      latency = next;
    },
    close: () => app.close(),
  };
  registerTestRoutes(fake);
  for (const extension of options.extensions ?? []) await extension(fake);
  const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  fake.url = address.replace('[::1]', '127.0.0.1');
  return fake;
}

// /_fake/*: what a test (or a person at the terminal) needs to see and steer; never part of GoHighLevel's API.
function registerTestRoutes(fake: FakeGhl) {
  const { app, store } = fake;
  app.post<{ Body: { name?: string; allowDuplicateOpportunities?: boolean } }>('/_fake/locations', async (request, reply) => {
    const created = fake.createLocation({ name: request.body?.name ?? 'Fence Co', allowDuplicateOpportunities: request.body?.allowDuplicateOpportunities });
    return reply.code(201).send(created);
  });
  app.get<{ Params: { id: string } }>('/_fake/locations/:id', async (request, reply) => {
    const location = store.locations.get(request.params.id);
    if (!location) return reply.code(404).send({ message: 'No such location' });
    const id = location.id;
    return {
      location,
      contacts: store.contactsOf(id),
      opportunities: store.opportunitiesOf(id),
      pipelines: store.pipelines.get(id),
      customFields: store.customFields.get(id),
      users: store.users.get(id),
      messages: store.messages.filter((m) => m.locationId === id),
      notes: store.notes.filter((n) => store.contacts.get(n.contactId)?.locationId === id),
    };
  });
  app.get<{ Params: { id: string }; Querystring: { windowMs?: string } }>('/_fake/locations/:id/requests', async (request) => {
    const id = request.params.id;
    const windowMs = request.query.windowMs ? Number(request.query.windowMs) : undefined;
    return { requests: fake.requests.filter((r) => r.locationId === id), maxInWindow: fake.maxRequestsInWindow(id, windowMs), maxInFlight: fake.maxInFlight(id) };
  });
  app.post<{ Body: { count?: number; status?: number; retryAfterSeconds?: number; locationId?: string } }>('/_fake/fail-next', async (request) => {
    const { count = 1, status = 429, retryAfterSeconds, locationId } = request.body ?? {};
    fake.failNext({ count, status, retryAfterSeconds, locationId });
    return { ok: true };
  });
  // A person working in the CRM: creates a contact, moves an opportunity, a homeowner texts back.
  app.post<{ Params: { id: string }; Body: ContactFields }>('/_fake/locations/:id/contacts', async (request, reply) => {
    if (!store.locations.has(request.params.id)) return reply.code(404).send({ message: 'No such location' });
    return reply.code(201).send({ contact: store.createContact(request.params.id, request.body ?? {}) });
  });
  app.put<{ Params: { id: string }; Body: { pipelineStageId?: string; status?: GhlOpportunityStatus; monetaryValue?: number } }>('/_fake/opportunities/:id', async (request, reply) => {
    const opportunity = store.opportunities.get(request.params.id);
    if (!opportunity) return reply.code(404).send({ message: 'No such opportunity' });
    return { opportunity: store.updateOpportunity(opportunity, request.body ?? {}) };
  });
  app.put<{ Params: { id: string }; Body: { channel?: string; status?: string; message?: string } }>('/_fake/contacts/:id/dnd', async (request, reply) => {
    const contact = store.contacts.get(request.params.id);
    if (!contact) return reply.code(404).send({ message: 'No such contact' });
    const { channel, status, message } = request.body ?? {};
    if (!DND_CHANNELS.includes(channel as DndChannel) || !DND_STATUSES.includes(status as DndStatus)) {
      return reply.code(422).send({ message: `channel must be one of ${DND_CHANNELS.join(', ')}; status one of ${DND_STATUSES.join(', ')}` });
    }
    return { contact: store.setDnd(contact, channel as DndChannel, status as DndStatus, message) };
  });
  app.post<{ Params: { id: string }; Body: { message?: string } }>('/_fake/contacts/:id/inbound-sms', async (request, reply) => {
    const contact = store.contacts.get(request.params.id);
    if (!contact) return reply.code(404).send({ message: 'No such contact' });
    return reply.code(201).send({ message: store.sendMessage(contact, request.body?.message ?? '', 'inbound') });
  });
}
