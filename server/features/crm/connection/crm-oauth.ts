// The OAuth round trip's two ends; the `state` is server/integrations/oauth-state.ts (bound to the signed-in session).
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../../core/errors';
import type { CrmOAuthFailure } from '../../../../core/crm/connection.schema';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { GhlSetup } from '../../../integrations/clients';
import { ghlAuthorizationUrl, exchangeGhlCode, type GhlOAuthApp } from '../../../integrations/ghl/ghl-oauth';
import { oauthState, type OAuthLanguage } from '../../../integrations/oauth-state';
import type { ContractorAuth } from '../../../plugins/session';
import { connectWithOAuthTokens } from './crm-connection.service';

export { type OAuthLanguage } from '../../../integrations/oauth-state';

type SessionRef = Pick<ContractorAuth, 'sessionId' | 'contractorId'>;
const state = oauthState('ghl-oauth-state');

export const ghlOAuthState = {
  create: (config: AppConfig, session: SessionRef, lang: OAuthLanguage = 'en', now: number = Date.now()) => state.create(config.sessionSecret, session, lang, now),
  verify: (config: AppConfig, session: SessionRef, given: string | undefined, now: number = Date.now()) => state.verify(config.sessionSecret, session, given, now),
  authorizationUrl(config: AppConfig, app: GhlOAuthApp, session: SessionRef, lang: OAuthLanguage = 'en'): string {
    return ghlAuthorizationUrl(app, ghlOAuthState.create(config, session, lang));
  },
};

/** The callback: checks the state, exchanges the code (POST /oauth/token) and stores the connection. */
export async function completeGhlOAuth(
  db: Db,
  config: AppConfig,
  ghl: GhlSetup,
  auth: ContractorAuth,
  query: { code?: string; state?: string; error?: string },
  log: FastifyBaseLogger,
  fetchImpl?: typeof fetch,
): Promise<{ outcome: 'connected' | CrmOAuthFailure; lang: OAuthLanguage | null }> {
  const lang = ghlOAuthState.verify(config, auth, query.state);
  if (!lang) return { outcome: 'state', lang: null };
  return { outcome: await exchangeAndStore(db, ghl, auth, query, log, fetchImpl), lang };
}

async function exchangeAndStore(
  db: Db,
  ghl: GhlSetup,
  auth: ContractorAuth,
  query: { code?: string; error?: string },
  log: FastifyBaseLogger,
  fetchImpl?: typeof fetch,
): Promise<'connected' | CrmOAuthFailure> {
  if (query.error || !query.code) return 'denied';
  const app = ghl.oauthApp;
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
    await connectWithOAuthTokens(db, ghl, { contractorId: auth.contractorId, tokens, fetchImpl });
    return 'connected';
  } catch (error) {
    if (error instanceof AppError && error.key === 'signedInErrors.crm.locationTaken') return 'location_taken';
    if (error instanceof AppError && error.key === 'signedInErrors.crm.otherLocation') return 'other_location';
    log.warn({ err: error }, 'GoHighLevel OAuth connection failed');
    return 'exchange';
  }
}
