// The homeowner's capability link: one live token per quote, hashed for lookup, kept encrypted so the contractor can copy it again.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema/index';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import { hashQuoteLinkToken, newQuoteLinkToken, publicQuoteUrl } from './quote-link-token';

type LinkColumns = Pick<typeof quotes.$inferSelect, 'publicTokenEncrypted' | 'publicTokenRevokedAt'>;

export function quoteLinkUrl(q: LinkColumns, publicUrl: string): string | null {
  if (!q.publicTokenEncrypted || q.publicTokenRevokedAt) return null;
  return publicQuoteUrl(publicUrl, q.publicTokenEncrypted);
}

/** The live token of the quote, issuing a new one when there is none or the last was revoked. */
export async function ensureQuoteLinkToken(db: Db, q: { id: string; contractorId: string } & LinkColumns): Promise<string> {
  if (q.publicTokenEncrypted && !q.publicTokenRevokedAt) return q.publicTokenEncrypted;
  const token = newQuoteLinkToken();
  await db
    .update(quotes)
    .set({ publicTokenHash: hashQuoteLinkToken(token), publicTokenEncrypted: token, publicTokenRevokedAt: null, publicTokenCreatedAt: new Date(), publicLinkId: crypto.randomUUID() })
    .where(and(eq(quotes.id, q.id), eq(quotes.contractorId, q.contractorId)));
  return token;
}

/** Withdraws the homeowner's link; audited (who revoked which quote's link, from where) in the same transaction. */
export async function revokeQuoteLink(db: Db, q: { id: string; contractorId: string }, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quotes).set({ publicTokenRevokedAt: new Date() }).where(and(eq(quotes.id, q.id), eq(quotes.contractorId, q.contractorId)));
    await recordAuditEvent(tx, { action: 'quote_link_revoked', actor, contractorId: q.contractorId, target: { type: 'quote', id: q.id } });
  });
}

/** The quote behind a token, or null: callers answer unknown, expired and revoked alike. */
export async function findQuoteByToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{22,100}$/.test(token)) return null;
  const [q] = await db.select().from(quotes).where(eq(quotes.publicTokenHash, hashQuoteLinkToken(token))).limit(1);
  return q ?? null;
}
