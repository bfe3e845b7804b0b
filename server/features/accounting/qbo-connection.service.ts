// Settings → Accounting → QuickBooks: what the page shows, the OAuth round trip's end (code → tokens → connection,
// realmId kept), and disconnect (the grant revoked at Intuit, the tokens deleted here).
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import type { QboConnectionView } from '../../../core/quickbooks/quickbooks.schema';
import { qboOAuthFailures } from '../../../core/quickbooks/quickbooks.schema';
import type { Db } from '../../db/connection';
import { notifications, qboConnections } from '../../db/schema/index';
import type { QboSetup } from '../../integrations/clients';
import { createQboClient } from '../../integrations/quickbooks/qbo-client';
import { exchangeQboCode, qboAuthorizationUrl, revokeQboToken } from '../../integrations/quickbooks/qbo-oauth';
import { oauthState, type OAuthLanguage, type OAuthSessionRef } from '../../integrations/oauth-state';
import { loadQboConnection, qboMappingOf, sharedQboBudget, type QboConnectionRow } from './qbo-connection';

export type QboOAuthFailure = (typeof qboOAuthFailures)[number];
const state = oauthState('qbo-oauth-state');

export function qboConnectionView(qbo: QboSetup, row: QboConnectionRow | null): QboConnectionView {
  return {
    available: qbo.oauthApp !== null,
    connection: row
      ? {
          realmId: row.realmId,
          companyName: row.companyName,
          status: row.status,
          connectedAt: row.grantedAt.toISOString(),
          lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
          lastError: row.lastError,
          lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
          mapping: qboMappingOf(row),
        }
      : null,
  };
}

export async function getQboConnectionView(db: Db, qbo: QboSetup, contractorId: string): Promise<QboConnectionView> {
  return qboConnectionView(qbo, await loadQboConnection(db, contractorId));
}

export function qboAuthorizationUrlFor({ qbo, sessionSecret }: { qbo: QboSetup; sessionSecret: string }, session: OAuthSessionRef, lang: OAuthLanguage): string | null {
  return qbo.oauthApp ? qboAuthorizationUrl(qbo.oauthApp, state.create(sessionSecret, session, lang)) : null;
}

/** The callback: the state must be this session's; the code is exchanged; the company (realmId) is kept. */
export async function completeQboOAuth(
  db: Db,
  { qbo, sessionSecret }: { qbo: QboSetup; sessionSecret: string },
  session: OAuthSessionRef,
  query: { code?: string; state?: string; realmId?: string; error?: string },
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): Promise<{ outcome: 'connected' | QboOAuthFailure; lang: OAuthLanguage | null }> {
  const lang = state.verify(sessionSecret, session, query.state);
  if (!lang) return { outcome: 'state', lang: null };
  if (query.error || !query.code || !query.realmId) return { outcome: 'denied', lang };
  const app = qbo.oauthApp;
  if (!app) return { outcome: 'not_configured', lang };
  // One contractor per company: a webhook's realmId must name exactly one tenant.
  const [taken] = await db
    .select({ id: qboConnections.id })
    .from(qboConnections)
    .where(and(eq(qboConnections.realmId, query.realmId), ne(qboConnections.contractorId, session.contractorId)))
    .limit(1);
  if (taken) return { outcome: 'realm_taken', lang };
  let tokens;
  try {
    tokens = await exchangeQboCode(app, query.code, fetchImpl);
  } catch (error) {
    log.warn({ err: error }, 'QuickBooks OAuth code exchange failed');
    return { outcome: 'exchange', lang };
  }
  const now = new Date();
  let companyName: string | null = null;
  try {
    const client = createQboClient({ baseUrl: qbo.apiUrl, accessToken: tokens.accessToken, realmId: query.realmId, budget: sharedQboBudget(db), fetchImpl });
    companyName = (await client.companyInfo()).CompanyName ?? null;
  } catch (error) {
    log.warn({ err: error }, 'QuickBooks company info failed after connecting');
  }
  const values = {
    realmId: query.realmId,
    companyName,
    accessTokenEncrypted: tokens.accessToken,
    refreshTokenEncrypted: tokens.refreshToken,
    accessExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
    refreshExpiresAt: new Date(now.getTime() + tokens.refreshExpiresIn * 1000),
    grantedAt: now,
    status: 'connected' as const,
    lastError: null,
    lastErrorAt: null,
    updatedAt: now,
  };
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(qboConnections).where(eq(qboConnections.contractorId, session.contractorId)).for('update');
      if (existing) {
        // Another company than before: its mapping and links do not apply; the links go (ids are per company).
        const sameRealm = existing.realmId === query.realmId;
        await tx.update(qboConnections).set({ ...values, mapping: sameRealm ? existing.mapping : null, lastCdcAt: sameRealm ? existing.lastCdcAt : null }).where(eq(qboConnections.id, existing.id));
      } else {
        await tx.insert(qboConnections).values({ contractorId: session.contractorId, ...values });
      }
      // A reconnect settles the bell's "Reconnect QuickBooks".
      await tx.update(notifications).set({ readAt: now }).where(and(eq(notifications.contractorId, session.contractorId), eq(notifications.type, 'accounting_reconnect')));
    });
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') return { outcome: 'realm_taken', lang };
    throw error;
  }
  return { outcome: 'connected', lang };
}

/** Revokes the grant at Intuit (best effort) and deletes the tokens and the connection; links stay for a reconnect. */
export async function disconnectQbo(db: Db, qbo: QboSetup, contractorId: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const row = await loadQboConnection(db, contractorId);
  if (!row) return;
  const app = qbo.oauthApp;
  const token = row.refreshTokenEncrypted ?? row.accessTokenEncrypted;
  if (app && token) await revokeQboToken(app, token, fetchImpl);
  await db.delete(qboConnections).where(eq(qboConnections.id, row.id));
}
