// The stored signature of a quote (issue 25): read it, refuse edits while it exists, show it to the contractor.
import { and, eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { SignatureEvidence } from '../../../core/quotes/quote-view.schema';
import type { Db } from '../../db/connection';
import { quoteSignatures } from '../../db/schema/index';

export type SignatureRow = typeof quoteSignatures.$inferSelect;
type QuoteKey = { id: string; contractorId: string };

export async function signatureOf(db: Db, q: QuoteKey): Promise<SignatureRow | null> {
  const [row] = await db.select().from(quoteSignatures).where(and(eq(quoteSignatures.quoteId, q.id), eq(quoteSignatures.contractorId, q.contractorId))).limit(1);
  return row ?? null;
}
/** Edits of a signed quote are refused: its record is what was signed. */
export async function assertNotSigned(db: Db, q: QuoteKey): Promise<void> {
  if (await signatureOf(db, q)) throw new AppError('CONFLICT', errorMessage('signedInErrors.quotes.signedLocked'));
}
export function evidenceOf(s: SignatureRow): SignatureEvidence {
  return {
    signerName: s.signerName, kind: s.signatureKind, signatureSvg: s.signatureSvg, signedAt: s.signedAt.toISOString(),
    ip: s.ipAddress, userAgent: s.userAgent, consentVersion: s.consentVersion, consentLanguage: s.consentLanguage,
    publicLinkId: s.publicLinkId, quoteVersion: s.quoteVersion, sha256: s.snapshotSha256, mailedAt: s.evidenceMailedAt?.toISOString() ?? null,
  };
}
