// A contractor's QuickBooks company as a ready client: tokens decrypted (qbo_connections holds ciphertext), the access
// token refreshed shortly before it expires under the connection's row lock (two instances refresh once, and the
// rotated refresh token is stored every time), the company's shared request budget, and a grant that is gone
// (invalid_grant, or the 5-year maximum) turned into "Reconnect QuickBooks" (status, banner, bell item).
import { eq } from 'drizzle-orm';
import { qboMappingSchema, type QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { notifications, qboConnections } from '../../db/schema/index';
import type { QboSetup } from '../../integrations/clients';
import { GrantRefused, refreshUnderLock } from '../../integrations/oauth-refresh';
import { createQboClient, type QboClient } from '../../integrations/quickbooks/qbo-client';
import { QboApiError, isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import { refreshQboToken } from '../../integrations/quickbooks/qbo-oauth';
import { PostgresQboRateBudget, type QboRateBudget } from '../../integrations/quickbooks/qbo-rate-budget';

/** Refresh this long before the access token (1 hour) expires, so a call in flight never outlives it. */
export const QBO_REFRESH_MARGIN_MS = 5 * 60_000;
/** Intuit's hard maximum for a grant, however often its refresh token rolls. */
export const QBO_GRANT_MAX_MS = 5 * 365 * 86_400_000;

export type QboConnectionRow = typeof qboConnections.$inferSelect;

const budgets = new WeakMap<Db, PostgresQboRateBudget>();
export function sharedQboBudget(db: Db): PostgresQboRateBudget {
  let budget = budgets.get(db);
  if (!budget) {
    budget = new PostgresQboRateBudget(db);
    budgets.set(db, budget);
  }
  return budget;
}

export async function loadQboConnection(db: Db, contractorId: string): Promise<QboConnectionRow | null> {
  const [row] = await db.select().from(qboConnections).where(eq(qboConnections.contractorId, contractorId)).limit(1);
  return row ?? null;
}

/** The grant is gone: stop sending, say "Reconnect QuickBooks" on Settings and in the bell (once per episode). */
export async function markQboReconnect(db: Db, row: Pick<QboConnectionRow, 'id' | 'contractorId' | 'grantedAt'>, reason: string, now: Date = new Date()) {
  await db.update(qboConnections).set({ status: 'reconnect', lastError: reason.slice(0, 500), lastErrorAt: now, updatedAt: now }).where(eq(qboConnections.id, row.id));
  await db
    .insert(notifications)
    .values({ contractorId: row.contractorId, type: 'accounting_reconnect', message: 'Reconnect QuickBooks', data: { reason: reason.slice(0, 200) }, dedupeKey: `accounting_reconnect:${row.id}:${row.grantedAt.toISOString()}` })
    .onConflictDoNothing({ target: [notifications.contractorId, notifications.dedupeKey] });
}

const needsRefresh = (row: QboConnectionRow, now: Date) => !row.accessExpiresAt || row.accessExpiresAt.getTime() - now.getTime() <= QBO_REFRESH_MARGIN_MS;

/**
 * Exchanges the refresh token for a new pair and stores both while holding the row lock (oauth-refresh.ts); a grant
 * QuickBooks refuses, or one past its 5-year limit, asks to reconnect.
 */
export async function refreshQboConnection(
  db: Db,
  qbo: QboSetup,
  connectionId: string,
  options: { force?: boolean; staleAccessToken?: string; fetchImpl?: typeof fetch; now?: () => Date } = {},
): Promise<QboConnectionRow> {
  const now = options.now ?? (() => new Date());
  const app = qbo.oauthApp;
  return refreshUnderLock(db, {
    lock: async (tx) => {
      const [row] = await tx.select().from(qboConnections).where(eq(qboConnections.id, connectionId)).for('update');
      if (!row) throw new QboApiError('unauthorized', 'The QuickBooks connection was removed');
      if (row.status === 'reconnect') throw new QboApiError('unauthorized', row.lastError ?? 'Reconnect QuickBooks');
      return row;
    },
    needsRefresh: (row) => needsRefresh(row, now()),
    refresh: async (tx, row) => {
      if (!app) throw new QboApiError('unauthorized', 'QuickBooks is not configured (QBO_CLIENT_ID, QBO_CLIENT_SECRET)');
      if (!row.refreshTokenEncrypted || now().getTime() - row.grantedAt.getTime() >= QBO_GRANT_MAX_MS) throw new GrantRefused('The QuickBooks connection reached its 5-year limit');
      const tokens = await refreshQboToken(app, row.refreshTokenEncrypted, options.fetchImpl).catch((error: unknown) => {
        throw isQboApiError(error) && error.kind === 'unauthorized' ? new GrantRefused(`QuickBooks: ${error.message}`) : error;
      });
      const [updated] = await tx
        .update(qboConnections)
        .set({
          accessTokenEncrypted: tokens.accessToken,
          // The old refresh token is spent: the rotated one is kept every time.
          refreshTokenEncrypted: tokens.refreshToken,
          accessExpiresAt: new Date(now().getTime() + tokens.expiresIn * 1000),
          refreshExpiresAt: new Date(now().getTime() + tokens.refreshExpiresIn * 1000),
          updatedAt: now(),
        })
        .where(eq(qboConnections.id, row.id))
        .returning();
      return updated;
    },
    onRefused: async (row, reason) => {
      await markQboReconnect(db, row, reason, now());
      return new QboApiError('unauthorized', reason);
    },
  }, options);
}

export interface QboClientForOptions {
  budget?: QboRateBudget;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

/** A client for the contractor's company, or null when not connected (or waiting for a reconnect). */
export async function qboClientFor(db: Db, qbo: QboSetup, contractorId: string, options: QboClientForOptions = {}): Promise<QboClient | null> {
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetchImpl ?? fetch;
  let row = await loadQboConnection(db, contractorId);
  if (!row || row.status !== 'connected' || !row.accessTokenEncrypted) return null;
  if (needsRefresh(row, now())) row = await refreshQboConnection(db, qbo, row.id, { fetchImpl: doFetch, now });
  const connectionId = row.id;
  let accessToken = row.accessTokenEncrypted!;
  // A 401 before the expiry we knew of (revoked, rotated elsewhere): refresh once and carry on with the same client.
  const trackingFetch: typeof fetch = async (input, init) => {
    const send = () => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${accessToken}`);
      return doFetch(input, { ...init, headers });
    };
    let res = await send();
    if (res.status === 401) {
      await res.body?.cancel();
      const refreshed = await refreshQboConnection(db, qbo, connectionId, { force: true, staleAccessToken: accessToken, fetchImpl: doFetch, now });
      accessToken = refreshed.accessTokenEncrypted!;
      res = await send();
    }
    return res;
  };
  return createQboClient({ baseUrl: qbo.apiUrl, accessToken, realmId: row.realmId, budget: options.budget ?? sharedQboBudget(db), fetchImpl: trackingFetch });
}

/** The contractor's chosen items and accounts; null until chosen, or when a stored one no longer parses (choose again). */
export const qboMappingOf = (row: Pick<QboConnectionRow, 'mapping'> | null | undefined): QboMapping | null =>
  readJsonb(qboMappingSchema.nullable(), row?.mapping ?? null, 'qbo_connections.mapping', { orElse: null });
