// The fake's Intuit OAuth 2: the consent page (choose a company, Connect / Cancel), the token endpoint (HTTP Basic,
// authorization_code and refresh_token grants, every refresh rotating the refresh token and spending the old one,
// invalid_grant for anything spent, revoked or past its hard expiry) and the revoke endpoint.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FakeRealm } from './fake-qbo-store';
import { QBO_SCOPE } from './qbo-types';

export interface FakeQboGrants {
  /** Access token → realm and expiry. */
  access: Map<string, { realmId: string; expiresAt: number; grantId: string }>;
  /** Current refresh token → its grant; a rotated one is removed (spending it again is invalid_grant). */
  refresh: Map<string, { realmId: string; grantId: string }>;
  /** Grants whose hard expiry has passed or that were revoked. */
  dead: Set<string>;
  issue(realmId: string, grantId?: string): { access_token: string; refresh_token: string; expires_in: number; x_refresh_token_expires_in: number; token_type: 'bearer' };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function consentPage(args: { realms: FakeRealm[]; clientId: string; redirectUri: string; state: string }): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const options = args.realms
    .map((r, i) => `<div><input type="radio" id="realm-${i}" name="realmId" value="${escape(r.id)}"${i === 0 ? ' checked' : ''}><label for="realm-${i}">${escape(r.companyName)}</label></div>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect to QuickBooks – Fake Intuit</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f8;color:#1b2330}main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}
fieldset{border:1px solid #c9d1dd;border-radius:6px}button{margin-top:1rem;background:#236b1d;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;font-size:1rem}button.secondary{background:#4a5565}</style>
</head><body><main>
<h1>Connect your QuickBooks company</h1>
<p>The app <strong>${escape(args.clientId)}</strong> asks to read and write your company's accounting data (${QBO_SCOPE}).</p>
<form method="post" action="/connect/oauth2">
${hidden('client_id', args.clientId)}${hidden('redirect_uri', args.redirectUri)}${hidden('state', args.state)}
<fieldset><legend>Company</legend>${options || '<p>No companies yet.</p>'}</fieldset>
<button type="submit" name="decision" value="allow">Connect</button>
<button type="submit" name="decision" value="deny" class="secondary">Cancel</button>
</form></main></body></html>`;
}

export function registerFakeQboOAuth(app: FastifyInstance, args: { realms: Map<string, FakeRealm>; clientId: string; clientSecret: string; grants: FakeQboGrants }) {
  const { grants } = args;
  const codes = new Map<string, { realmId: string; redirectUri: string; expiresAt: number }>();
  const oauthError = (reply: FastifyReply, status: number, error: string, description?: string) =>
    reply.code(status).send({ error, ...(description ? { error_description: description } : {}) });

  app.get('/connect/oauth2', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.client_id !== args.clientId) return reply.code(400).type('text/plain').send('invalid_client');
    if (q.response_type !== 'code' || !q.redirect_uri) return reply.code(400).type('text/plain').send('invalid_request');
    // Picket asks for the accounting scope only; anything else is refused rather than silently granted.
    if ((q.scope ?? '').split(' ').some((s) => s !== QBO_SCOPE) || !q.scope) return reply.code(400).type('text/plain').send('invalid_scope');
    return reply.type('text/html').send(consentPage({ realms: [...args.realms.values()], clientId: args.clientId, redirectUri: q.redirect_uri, state: q.state ?? '' }));
  });

  app.post('/connect/oauth2', async (request, reply) => {
    const body = request.body as Record<string, string | undefined>;
    if (body.client_id !== args.clientId || !body.redirect_uri) return reply.code(400).type('text/plain').send('invalid_request');
    const target = new URL(body.redirect_uri);
    if (body.state) target.searchParams.set('state', body.state);
    if (body.decision !== 'allow' || !body.realmId || !args.realms.has(body.realmId)) {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.toString(), 302);
    }
    const code = `fake-qbo-code-${crypto.randomBytes(12).toString('hex')}`;
    codes.set(code, { realmId: body.realmId, redirectUri: body.redirect_uri, expiresAt: Date.now() + 5 * 60_000 });
    target.searchParams.set('code', code);
    target.searchParams.set('realmId', body.realmId);
    return reply.redirect(target.toString(), 302);
  });

  const clientOk = (authorization: string | undefined) =>
    authorization === `Basic ${Buffer.from(`${args.clientId}:${args.clientSecret}`).toString('base64')}`;

  app.post('/oauth2/v1/tokens/bearer', async (request, reply) => {
    if (!clientOk(request.headers.authorization)) return oauthError(reply, 401, 'invalid_client');
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (body.grant_type === 'authorization_code') {
      const entry = body.code ? codes.get(body.code) : undefined;
      if (body.code) codes.delete(body.code);
      if (!entry || entry.expiresAt < Date.now() || entry.redirectUri !== body.redirect_uri) return oauthError(reply, 400, 'invalid_grant');
      return grants.issue(entry.realmId);
    }
    if (body.grant_type === 'refresh_token') {
      const entry = body.refresh_token ? grants.refresh.get(body.refresh_token) : undefined;
      if (!entry || grants.dead.has(entry.grantId) || grants.dead.has(`realm:${entry.realmId}`)) return oauthError(reply, 400, 'invalid_grant', 'Incorrect Token type or clientID');
      grants.refresh.delete(body.refresh_token!);
      return grants.issue(entry.realmId, entry.grantId);
    }
    return oauthError(reply, 400, 'unsupported_grant_type');
  });

  app.post('/v2/oauth2/tokens/revoke', async (request, reply) => {
    if (!clientOk(request.headers.authorization)) return oauthError(reply, 401, 'invalid_client');
    const token = (request.body as { token?: string } | undefined)?.token;
    const grantId = (token && (grants.refresh.get(token)?.grantId ?? grants.access.get(token)?.grantId)) || null;
    if (!grantId) return oauthError(reply, 400, 'invalid_request');
    grants.dead.add(grantId);
    for (const [t, a] of grants.access) if (a.grantId === grantId) grants.access.delete(t);
    for (const [t, r] of grants.refresh) if (r.grantId === grantId) grants.refresh.delete(t);
    return reply.code(200).send();
  });
}

/** What a person's "Connect" on the fake's consent page does, for API tests without a browser. */
export async function fakeQboConsent(fakeUrl: string, args: { clientId: string; redirectUri: string; realmId: string; state?: string }) {
  const res = await fetch(`${fakeUrl}/connect/oauth2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: args.clientId, redirect_uri: args.redirectUri, state: args.state ?? '', realmId: args.realmId, decision: 'allow' }),
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`The fake's consent page answered ${res.status}`);
  const redirect = new URL(location);
  return { redirect, code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state'), realmId: redirect.searchParams.get('realmId') };
}
