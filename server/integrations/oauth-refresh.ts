// An OAuth connection's access token refreshed under its row lock (CRM, QuickBooks): refresh tokens are single-use, so
// an instance that waited on the lock while another refreshed takes the fresh token instead of spending the old one.
import type { Db, Tx } from '../db/connection';

/** Thrown by `refresh` when the grant is gone (refused, expired): `onRefused` runs once the lock is released. */
export class GrantRefused extends Error {}

export async function refreshUnderLock<Row extends { accessTokenEncrypted: string | null }>(
  db: Db,
  flow: {
    /** The connection row read with SELECT … FOR UPDATE; throws the feature's error when it cannot be refreshed. */
    lock: (tx: Tx) => Promise<Row>;
    needsRefresh: (row: Row) => boolean;
    /** Spends the row's refresh token at the token endpoint and stores the new pair in `tx`. */
    refresh: (tx: Tx, row: Row) => Promise<Row>;
    /** Marks the connection as needing reconnect; returns the error to throw. */
    onRefused?: (row: Row, reason: string) => Promise<Error>;
  },
  /** `force`: the provider refused `staleAccessToken` before its known expiry, so only another token is fresh. */
  options: { force?: boolean; staleAccessToken?: string },
): Promise<Row> {
  const outcome = await db.transaction(async (tx): Promise<{ row: Row; refused?: string }> => {
    const row = await flow.lock(tx);
    // Someone refreshed while this instance waited for the lock: use theirs.
    const fresh = options.force ? row.accessTokenEncrypted !== options.staleAccessToken : !flow.needsRefresh(row);
    if (fresh && row.accessTokenEncrypted) return { row };
    try {
      return { row: await flow.refresh(tx, row) };
    } catch (error) {
      if (error instanceof GrantRefused && flow.onRefused) return { row, refused: error.message };
      throw error;
    }
  });
  if (outcome.refused === undefined || !flow.onRefused) return outcome.row;
  throw await flow.onRefused(outcome.row, outcome.refused);
}
