// Connecting a contractor to a GoHighLevel location (issue 12 item 1): a private integration token checked at once with
// GET /locations/{id}, or the OAuth round trip; the tokens stored encrypted; one location belongs to one contractor.
import { eq } from 'drizzle-orm';
import { errorMessage } from '../../../../core/error-messages';
import { AppError } from '../../../../core/errors';
import type { CrmConnectionView, PrivateTokenConnectInput } from '../../../../core/crm/connection.schema';
import type { Db } from '../../../db/connection';
import { ghlConnections } from '../../../db/schema/index';
import type { GhlSetup } from '../../../integrations/clients';
import { createGhlClient } from '../../../integrations/ghl/ghl-client';
import { isGhlApiError } from '../../../integrations/ghl/ghl-errors';
import type { GhlLocation, GhlTokenSet } from '../../../integrations/ghl/ghl-types';
import { queueFullSync } from '../outbound/crm-outbox';
import { ghlClientFor, loadGhlConnection, recordGhlError, type GhlConnectionRow } from './ghl-connection';

const unreachable = () => new AppError('UPSTREAM_UNAVAILABLE', errorMessage('signedInErrors.crm.unreachable'));
const locationTaken = (locationId: string) => new AppError('CONFLICT', errorMessage('signedInErrors.crm.locationTaken', { locationId }));
const otherLocation = (locationId: string) => new AppError('CONFLICT', errorMessage('signedInErrors.crm.otherLocation', { locationId }));

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function toConnectionView(ghl: GhlSetup, row: GhlConnectionRow | null): CrmConnectionView {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    oauthAvailable: ghl.oauthApp !== null,
    connection:
      row && row.accessTokenEncrypted
        ? {
            authType: row.authType,
            locationId: row.locationId,
            locationName: row.locationName,
            connectedAt: row.createdAt.toISOString(),
            lastSyncAt: iso(row.lastSyncAt),
            lastError: row.lastError,
            lastErrorAt: iso(row.lastErrorAt),
            tokenExpiresAt: iso(row.tokenExpiresAt),
          }
        : null,
  };
}

export async function getCrmConnection(db: Db, ghl: GhlSetup, contractorId: string): Promise<CrmConnectionView> {
  return toConnectionView(ghl, await loadGhlConnection(db, contractorId));
}

/** The CRM's answer for a token and location, in the contractor's terms: refused token, no access, unreachable. */
async function checkLocation(ghl: GhlSetup, token: string, locationId: string, fetchImpl?: typeof fetch): Promise<GhlLocation> {
  const client = createGhlClient({ baseUrl: ghl.apiUrl, accessToken: token, locationId, fetchImpl, max429Retries: 1 });
  try {
    return await client.getLocation();
  } catch (error) {
    if (!isGhlApiError(error) || error.retryable) throw unreachable();
    if (error.kind === 'unauthorized') throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.crm.tokenRefused'));
    throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.crm.locationRefused', { locationId }));
  }
}

interface StoredTokens {
  authType: 'private_token' | 'oauth';
  locationId: string;
  locationName: string | null;
  companyId: string | null;
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: Date | null;
  scope: string | null;
}

/**
 * Stores the connection in one transaction: refused when another contractor holds the location (409, also when two
 * race for it: the unique index decides) or when this contractor is connected to a different one (disconnect first,
 * so contacts and opportunities synced to one location are never mixed with another's). The same location again
 * replaces the tokens (a new private token, a fresh OAuth grant) and keeps the sync settings.
 */
async function storeConnection(db: Db, contractorId: string, t: StoredTokens): Promise<GhlConnectionRow> {
  try {
    return await db.transaction(async (tx) => {
      const [holder] = await tx.select().from(ghlConnections).where(eq(ghlConnections.locationId, t.locationId)).limit(1);
      if (holder && holder.contractorId !== contractorId) throw locationTaken(t.locationId);
      const [mine] = await tx.select().from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)).for('update');
      if (mine && mine.locationId !== t.locationId) throw otherLocation(mine.locationId);
      const values = {
        authType: t.authType,
        locationName: t.locationName,
        companyId: t.companyId,
        accessTokenEncrypted: t.accessToken,
        refreshTokenEncrypted: t.refreshToken,
        tokenExpiresAt: t.tokenExpiresAt,
        scope: t.scope,
        isActive: true,
        lastError: null,
        lastErrorAt: null,
        lastSyncAt: new Date(),
        updatedAt: new Date(),
      };
      const [row] = mine
        ? await tx.update(ghlConnections).set(values).where(eq(ghlConnections.id, mine.id)).returning()
        : await tx.insert(ghlConnections).values({ contractorId, locationId: t.locationId, ...values }).returning();
      // A new connection starts with the contractor's book: every customer and every quote past draft is queued for the
      // CRM in the same transaction (the outbox drains it within the location's limits). Fresh tokens for the same
      // location queue nothing: what it has is already there.
      if (!mine) await queueFullSync(tx, contractorId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw locationTaken(t.locationId);
    throw error;
  }
}

/** A private integration token: checked against the location now; nothing is stored when the CRM refuses it. */
export async function connectWithPrivateToken(
  db: Db,
  ghl: GhlSetup,
  args: { contractorId: string; input: PrivateTokenConnectInput; fetchImpl?: typeof fetch },
): Promise<CrmConnectionView> {
  const { locationId, token } = args.input;
  // Cheap refusals first, so a location held by someone else is not even asked about.
  const [holder] = await db.select({ contractorId: ghlConnections.contractorId }).from(ghlConnections).where(eq(ghlConnections.locationId, locationId)).limit(1);
  if (holder && holder.contractorId !== args.contractorId) throw locationTaken(locationId);
  const location = await checkLocation(ghl, token, locationId, args.fetchImpl);
  const row = await storeConnection(db, args.contractorId, {
    authType: 'private_token',
    locationId,
    locationName: location.name ?? null,
    companyId: location.companyId ?? null,
    accessToken: token,
    refreshToken: null,
    tokenExpiresAt: null,
    scope: null,
  });
  return toConnectionView(ghl, row);
}

/** The OAuth grant for the location the contractor chose on HighLevel's page. */
export async function connectWithOAuthTokens(db: Db, ghl: GhlSetup, args: { contractorId: string; tokens: GhlTokenSet; fetchImpl?: typeof fetch }) {
  const { tokens } = args;
  const locationId = tokens.locationId!;
  const location = await checkLocation(ghl, tokens.accessToken, locationId, args.fetchImpl);
  return storeConnection(db, args.contractorId, {
    authType: 'oauth',
    locationId,
    locationName: location.name ?? null,
    companyId: tokens.companyId ?? location.companyId ?? null,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenExpiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
    scope: tokens.scope ?? null,
  });
}

/** "Test connection": a live call through the same path the sync uses (refresh, budget); the outcome is the health. */
export async function testCrmConnection(db: Db, ghl: GhlSetup, args: { contractorId: string; fetchImpl?: typeof fetch }) {
  let client;
  try {
    client = await ghlClientFor(db, ghl, args.contractorId, { fetchImpl: args.fetchImpl });
  } catch (error) {
    throw testFailed(error);
  }
  if (!client) throw new AppError('BAD_REQUEST', errorMessage('signedInErrors.crm.notConnected'));
  try {
    const location = await client.getLocation();
    // The name may have changed in the CRM since connecting.
    await db.update(ghlConnections).set({ locationName: location.name, lastSyncAt: new Date() }).where(eq(ghlConnections.contractorId, args.contractorId));
    return { ok: true as const, locationName: location.name };
  } catch (error) {
    const row = await loadGhlConnection(db, args.contractorId);
    if (row) await recordGhlError(db, row.id, error);
    throw testFailed(error);
  }
}

function testFailed(error: unknown): AppError {
  if (isGhlApiError(error) && error.retryable) return unreachable();
  const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
  return new AppError('BAD_REQUEST', errorMessage('signedInErrors.crm.testFailed', { reason }));
}

/** "Disconnect": the row and with it every token are deleted; the location is free for its next owner. */
export async function disconnectCrm(db: Db, contractorId: string): Promise<void> {
  await db.delete(ghlConnections).where(eq(ghlConnections.contractorId, contractorId));
}

/** The location's users (id and name) read live, for pickers; 409 when not connected, 503 when unreachable. */
export async function listCrmUsers(db: Db, ghl: GhlSetup, contractorId: string): Promise<{ id: string; name: string }[]> {
  try {
    const client = await ghlClientFor(db, ghl, contractorId);
    if (!client) throw new AppError('CONFLICT', errorMessage('signedInErrors.crm.notConnected'));
    const users = await client.listUsers();
    return users.map((u) => ({ id: u.id, name: u.name || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || u.id }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw testFailed(error);
  }
}
