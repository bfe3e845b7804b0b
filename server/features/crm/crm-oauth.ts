// The OAuth round trip's two ends. The `state` is an HMAC over the contractor's session (and an expiry), so a callback
// only connects for the same signed-in session that started it: a link forged by someone else (login CSRF, "connect my
// location to your account") fails the check and stores nothing.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../core/errors';
import type { CrmOAuthFailure } from '../../../core/crm/connection.schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { ghlAuthorizationUrl, exchangeGhlCode, type GhlOAuthApp } from '../../integrations/ghl/ghl-oauth';
import type { ContractorAuth } from '../../plugins/session';
import { connectWithOAuthTokens } from './crm-connection.service';
import { ghlOAuthApp } from './ghl-connection';

/** Long enough to choose a location and sign in to HighLevel on the way. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

type SessionRef = Pick<ContractorAuth, 'sessionId' | 'contractorId'>;
export type OAuthLanguage = 'en' | 'es';

function mac(config: AppConfig, session: SessionRef, expires: string, nonce: string): string {
  return crypto
    .createHmac('sha256', config.sessionSecret)
    .update(`ghl-oauth-state|${session.sessionId}|${session.contractorId}|${expires}|${nonce}`)
    .digest('base64url');
}

export const ghlOAuthState = {
  /** `lang`: the page's language, so the contractor comes back to Settings in it. */
  create(config: AppConfig, session: SessionRef, lang: OAuthLanguage = 'en', now: number = Date.now()): string {
    const expires = String(now + OAUTH_STATE_TTL_MS);
    const nonce = `${crypto.randomBytes(12).toString('base64url')}-${lang}`;
    return `${expires}.${nonce}.${mac(config, session, expires, nonce)}`;
  },

  /** The language the flow started in when the state is this session's and fresh; null otherwise. */
  verify(config: AppConfig, session: SessionRef, state: string | undefined, now: number = Date.now()): OAuthLanguage | null {
    const [expires, nonce, given, extra] = (state ?? '').split('.');
    if (!expires || !nonce || !given || extra !== undefined || !(Number(expires) > now)) return null;
    const expected = Buffer.from(mac(config, session, expires, nonce));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
    return nonce.endsWith('-es') ? 'es' : 'en';
  },

  authorizationUrl(config: AppConfig, app: GhlOAuthApp, session: SessionRef, lang: OAuthLanguage = 'en'): string {
    return ghlAuthorizationUrl(app, ghlOAuthState.create(config, session, lang));
  },
};

/** The callback: checks the state, exchanges the code (POST /oauth/token) and stores the connection. */
export async function completeGhlOAuth(
  db: Db,
  config: AppConfig,
  auth: ContractorAuth,
  query: { code?: string; state?: string; error?: string },
  log: FastifyBaseLogger,
  fetchImpl?: typeof fetch,
): Promise<{ outcome: 'connected' | CrmOAuthFailure; lang: OAuthLanguage | null }> {
  const lang = ghlOAuthState.verify(config, auth, query.state);
  if (!lang) return { outcome: 'state', lang: null };
  return { outcome: await exchangeAndStore(db, config, auth, query, log, fetchImpl), lang };
}

async function exchangeAndStore(
  db: Db,
  config: AppConfig,
  auth: ContractorAuth,
  query: { code?: string; error?: string },
  log: FastifyBaseLogger,
  fetchImpl?: typeof fetch,
): Promise<'connected' | CrmOAuthFailure> {
  if (query.error || !query.code) return 'denied';
  const app = ghlOAuthApp(config);
  if (!app) return 'not_configured';
  let tokens;
  try {
    tokens = await exchangeGhlCode(app, query.code, fetchImpl);
  } catch (error) {
    log.warn({ err: error }, 'GoHighLevel OAuth code exchange failed');
    return 'exchange';
  }
  // An agency (Company) grant has no location: Picket works with one sub-account.
  if (!tokens.locationId) return 'not_location';
  try {
    await connectWithOAuthTokens(db, config, { contractorId: auth.contractorId, tokens, fetchImpl });
    return 'connected';
  } catch (error) {
    if (error instanceof AppError && error.key === 'errors.crm.locationTaken') return 'location_taken';
    if (error instanceof AppError && error.key === 'errors.crm.otherLocation') return 'other_location';
    log.warn({ err: error }, 'GoHighLevel OAuth connection failed');
    return 'exchange';
  }
}
