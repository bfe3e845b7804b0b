// A contractor's GoHighLevel connection as a ready client: the token decrypted (ghl_connections holds ciphertext like
// homeowner PII), an OAuth token refreshed shortly before it expires — under a row lock, so two instances never both
// spend the same single-use refresh token and the rotated one is always kept — the location's shared request budget
// in PostgreSQL, and the connection's health (last successful call, last error) written as calls succeed or fail.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { ghlConnections } from '../../../db/schema/index';
import { createGhlClient, type GhlClient } from '../../../integrations/ghl/ghl-client';
import { GhlApiError, isGhlApiError } from '../../../integrations/ghl/ghl-errors';
import type { GhlSetup } from '../../../integrations/clients';
import { refreshUnderLock } from '../../../integrations/oauth-refresh';
import { refreshGhlToken } from '../../../integrations/ghl/ghl-oauth';
import { PostgresGhlRateBudget, type GhlRateBudget } from '../../../integrations/ghl/ghl-rate-budget';

/** Refresh this long before the access token expires (HighLevel's last ~24 h; a call in flight must not outlive it). */
export const GHL_REFRESH_MARGIN_MS = 10 * 60_000;
/** The health's "last successful sync" is written at most this often per connection and process. */
const SUCCESS_WRITE_EVERY_MS = 30_000;

export type GhlConnectionRow = typeof ghlConnections.$inferSelect;

export interface GhlClientForOptions {
  /** The location's request budget; default the PostgreSQL one every instance shares. */
  budget?: GhlRateBudget;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

// One budget per database handle: it keeps what the CRM's headers said about the limits.
const budgets = new WeakMap<Db, PostgresGhlRateBudget>();
function sharedBudget(db: Db): PostgresGhlRateBudget {
  let budget = budgets.get(db);
  if (!budget) {
    budget = new PostgresGhlRateBudget(db);
    budgets.set(db, budget);
  }
  return budget;
}

const lastSuccessWrite = new Map<string, number>();

/** Records a successful call on the connection (throttled: a sync of thousands of calls writes a few rows). */
export async function recordGhlSuccess(db: Db, connectionId: string, now: Date = new Date()): Promise<void> {
  const last = lastSuccessWrite.get(connectionId) ?? 0;
  if (now.getTime() - last < SUCCESS_WRITE_EVERY_MS) return;
  lastSuccessWrite.set(connectionId, now.getTime());
  await db.update(ghlConnections).set({ lastSyncAt: now }).where(eq(ghlConnections.id, connectionId));
}

/** Records what went wrong in the CRM's words (never a token), for the connection's health on Settings → CRM. */
export async function recordGhlError(db: Db, connectionId: string, error: unknown, now: Date = new Date()): Promise<void> {
  const message = isGhlApiError(error) ? error.message : error instanceof Error ? error.message : 'Unknown error';
  await db.update(ghlConnections).set({ lastError: message.slice(0, 500), lastErrorAt: now }).where(eq(ghlConnections.id, connectionId));
}

export async function loadGhlConnection(db: Db, contractorId: string): Promise<GhlConnectionRow | null> {
  const [row] = await db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)).limit(1);
  return row ?? null;
}

const needsRefresh = (row: GhlConnectionRow, now: Date) =>
  row.authType === 'oauth' && (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() - now.getTime() <= GHL_REFRESH_MARGIN_MS);

/**
 * Exchanges the refresh token for a new pair and stores both, holding the connection's row lock while the CRM answers
 * (oauth-refresh.ts). `force`: the CRM refused the current access token before its expiry (revoked, or rotated elsewhere).
 */
export async function refreshGhlConnection(
  db: Db,
  ghl: GhlSetup,
  connectionId: string,
  options: { force?: boolean; staleAccessToken?: string; fetchImpl?: typeof fetch; now?: () => Date } = {},
): Promise<GhlConnectionRow> {
  const now = options.now ?? (() => new Date());
  const app = ghl.oauthApp;
  return refreshUnderLock(db, {
    lock: async (tx) => {
      const [row] = await tx.select().from(ghlConnections).where(eq(ghlConnections.id, connectionId)).for('update');
      if (!row) throw new GhlApiError('unauthorized', 'The CRM connection was removed');
      return row;
    },
    needsRefresh: (row) => needsRefresh(row, now()),
    refresh: async (tx, row) => {
      if (!app) throw new GhlApiError('unauthorized', 'GoHighLevel OAuth is not configured (GHL_CLIENT_ID, GHL_CLIENT_SECRET)');
      if (!row.refreshTokenEncrypted) throw new GhlApiError('unauthorized', 'The CRM connection has no refresh token; connect again');
      const tokens = await refreshGhlToken(app, row.refreshTokenEncrypted, options.fetchImpl);
      const [updated] = await tx
        .update(ghlConnections)
        .set({
          accessTokenEncrypted: tokens.accessToken,
          // The old refresh token is spent: keep the rotated one (or the old, should the CRM not send a new one).
          refreshTokenEncrypted: tokens.refreshToken || row.refreshTokenEncrypted,
          tokenExpiresAt: new Date(now().getTime() + tokens.expiresIn * 1000),
          scope: tokens.scope ?? row.scope,
          updatedAt: now(),
        })
        .where(eq(ghlConnections.id, row.id))
        .returning();
      return updated;
    },
  }, options);
}

/**
 * A client for the contractor's connected location, or null when there is none (or it is switched off). Every call it
 * makes draws on the location's shared budget; an OAuth token is refreshed before expiry and once more if the CRM
 * refuses it; outcomes are recorded on the connection (a refused token or a refusal as last_error).
 */
export async function ghlClientFor(db: Db, ghl: GhlSetup, contractorId: string, options: GhlClientForOptions = {}): Promise<GhlClient | null> {
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetchImpl ?? fetch;
  let row = await loadGhlConnection(db, contractorId);
  if (!row || !row.isActive || !row.accessTokenEncrypted) return null;
  if (needsRefresh(row, now())) {
    try {
      row = await refreshGhlConnection(db, ghl, row.id, { fetchImpl: doFetch, now });
    } catch (error) {
      await recordGhlError(db, row.id, error, now());
      throw error;
    }
  }
  const connectionId = row.id;
  let accessToken = row.accessTokenEncrypted!;
  const isOAuth = row.authType === 'oauth';

  // The client sets the Bearer header from the token it was made with; this fetch puts the current one in, so a
  // refresh mid-way (a 401 before the expiry we knew of) carries on with the same client.
  const trackingFetch: typeof fetch = async (input, init) => {
    const send = () => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${accessToken}`);
      return doFetch(input, { ...init, headers });
    };
    let res = await send();
    if (res.status === 401 && isOAuth) {
      await res.body?.cancel();
      try {
        const refreshed = await refreshGhlConnection(db, ghl, connectionId, { force: true, staleAccessToken: accessToken, fetchImpl: doFetch, now });
        accessToken = refreshed.accessTokenEncrypted!;
      } catch (error) {
        await recordGhlError(db, connectionId, error, now());
        throw error;
      }
      res = await send();
    }
    if (res.ok) await recordGhlSuccess(db, connectionId, now());
    else if (res.status !== 429 && res.status !== 404) {
      // 429s are ridden out by the client; a 404 is a lookup's answer, not the connection's health.
      const copy = res.clone();
      const body = (await copy.json().catch(() => null)) as { message?: unknown; error_description?: unknown } | null;
      const said = Array.isArray(body?.message) ? body.message.join('; ') : (body?.message ?? body?.error_description);
      const message = typeof said === 'string' && said ? said : `${res.status} ${res.statusText}`.trim();
      await recordGhlError(db, connectionId, new Error(`${res.status}: ${message}`), now());
    }
    return res;
  };

  return createGhlClient({
    baseUrl: ghl.apiUrl,
    accessToken,
    locationId: row.locationId,
    budget: options.budget ?? sharedBudget(db),
    fetchImpl: trackingFetch,
  });
}

