// Intuit's OAuth 2 (authorization code): the consent page, then the token endpoint (HTTP Basic client id:secret,
// form body) for the code and every refresh. Each refresh answers with a new refresh token that must replace the
// old one; `invalid_grant` means the grant is gone (revoked, 100 days unused, or the 5-year maximum): reconnect.
import { QboApiError } from './qbo-errors';
import { QBO_SCOPE, type QboTokenSet } from './qbo-types';

export interface QboOAuthApp {
  /** The consent page (QBO_AUTH_URL). */
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export function qboAuthorizationUrl(app: Pick<QboOAuthApp, 'authUrl' | 'clientId' | 'redirectUri'>, state: string): string {
  const url = new URL(app.authUrl);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', QBO_SCOPE);
  url.searchParams.set('redirect_uri', app.redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

const basic = (app: QboOAuthApp) => `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;

async function tokenRequest(app: QboOAuthApp, grant: Record<string, string>, fetchImpl: typeof fetch): Promise<QboTokenSet> {
  let res: Response;
  try {
    res = await fetchImpl(app.tokenUrl, {
      method: 'POST',
      headers: { Authorization: basic(app), 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(grant),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new QboApiError('network', `QuickBooks could not be reached (${error instanceof Error ? error.name : 'error'})`);
  }
  const body = (await res.json().catch(() => null)) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    x_refresh_token_expires_in?: number;
    error?: string;
    error_description?: string;
  } | null;
  if (!res.ok || !body?.access_token || !body.refresh_token) {
    const said = body?.error_description ? `${body.error}: ${body.error_description}` : (body?.error ?? `${res.status} ${res.statusText}`.trim());
    if (res.status >= 500) throw new QboApiError('server', said, res.status);
    // invalid_grant / invalid_client: the sign-in is no longer good, only reconnecting helps.
    throw new QboApiError('unauthorized', said, res.status, body?.error);
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresIn: Number(body.expires_in ?? 3600),
    refreshExpiresIn: Number(body.x_refresh_token_expires_in ?? 8_726_400),
  };
}

export function exchangeQboCode(app: QboOAuthApp, code: string, fetchImpl: typeof fetch = fetch): Promise<QboTokenSet> {
  return tokenRequest(app, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri }, fetchImpl);
}

export function refreshQboToken(app: QboOAuthApp, refreshToken: string, fetchImpl: typeof fetch = fetch): Promise<QboTokenSet> {
  return tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken }, fetchImpl);
}

/** Revokes the grant (a refresh token revokes both). A failure is not fatal to a disconnect: the tokens are deleted anyway. */
export async function revokeQboToken(app: QboOAuthApp, token: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(app.revokeUrl, {
      method: 'POST',
      headers: { Authorization: basic(app), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
