// HighLevel's OAuth 2 for a marketplace app: the "choose location" authorization page, then POST /oauth/token
// (form-encoded) for the code and for each refresh. A refresh token is single-use: every answer carries the next one.
import { GhlApiError } from './ghl-errors';
import { ghlErrorFor } from './ghl-client';
import { GHL_VERSION, type GhlTokenSet } from './ghl-types';

/** What Picket asks for: contacts and opportunities both ways, the location, custom fields, users, SMS. */
export const GHL_OAUTH_SCOPES = [
  'locations.readonly',
  'locations/customFields.readonly',
  'contacts.readonly',
  'contacts.write',
  'opportunities.readonly',
  'opportunities.write',
  'conversations.readonly',
  'conversations/message.readonly',
  'conversations/message.write',
  'users.readonly',
];

export interface GhlOAuthApp {
  apiUrl: string;
  marketplaceUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The marketplace's "choose location" page (docs/oauth/Authorization.md): marketplace.gohighlevel.com, or the
 * white-label marketplace.leadconnectorhq.com, through GHL_MARKETPLACE_URL. `state` comes back on the redirect. */
export function ghlAuthorizationUrl(app: Pick<GhlOAuthApp, 'marketplaceUrl' | 'clientId' | 'redirectUri'>, state: string): string {
  const url = new URL('/v2/oauth/chooselocation', app.marketplaceUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', app.redirectUri);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('scope', GHL_OAUTH_SCOPES.join(' '));
  url.searchParams.set('state', state);
  return url.toString();
}

async function tokenRequest(app: GhlOAuthApp, grant: Record<string, string>, fetchImpl: typeof fetch): Promise<GhlTokenSet> {
  const form = new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, user_type: 'Location', redirect_uri: app.redirectUri, ...grant });
  let res: Response;
  try {
    res = await fetchImpl(`${app.apiUrl.replace(/\/+$/, '')}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', Version: GHL_VERSION },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new GhlApiError('network', `The CRM could not be reached (${error instanceof Error ? error.name : 'error'})`);
  }
  if (!res.ok) {
    const error = await ghlErrorFor(res);
    // invalid_grant / invalid_client answer 400 or 401: either way the sign-in is no longer good.
    throw error.kind === 'invalid' ? new GhlApiError('unauthorized', error.message, error.status) : error;
  }
  const body = (await res.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    locationId?: string;
    companyId?: string;
    userType?: string;
    scope?: string;
  };
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresIn: Number(body.expires_in),
    locationId: body.locationId,
    companyId: body.companyId,
    userType: body.userType,
    scope: body.scope,
  };
}

export function exchangeGhlCode(app: GhlOAuthApp, code: string, fetchImpl: typeof fetch = fetch): Promise<GhlTokenSet> {
  return tokenRequest(app, { grant_type: 'authorization_code', code }, fetchImpl);
}

export function refreshGhlToken(app: GhlOAuthApp, refreshToken: string, fetchImpl: typeof fetch = fetch): Promise<GhlTokenSet> {
  return tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken }, fetchImpl);
}
