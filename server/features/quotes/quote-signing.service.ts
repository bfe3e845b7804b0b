// Issue 25: the homeowner's signature as evidence: written with the approval, verified by its hash, locked against edits,
// superseded by an approved revision, mailed once as a signed PDF to both parties (quote-signed-copy.ts).
import { and, eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { approvalSnapshot, canonicalJson, snapshotHash } from '../../../core/quotes/approval-snapshot';
import { canTransitionQuote } from '../../../core/quotes/quote-transitions';
import type { ApproveQuoteInput } from '../../../core/quotes/quote.schema';
import type { Db } from '../../db/connection';
import { quotes, quoteSignatures } from '../../db/schema/index';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { publicQuoteView } from './public-quote.service';
import { renderQuotePdf } from './quote-pdf';
import { drawnSignatureSvg, typedSignatureSvg } from './signature-image';
import { evidenceOf, signatureOf, type SignatureRow } from './quote-signature-store';
import { loadQuoteRow, recordQuoteEvent, type QuoteRow } from './quotes.service';


/** Inside the approval's transaction: the signature row, tied by hash to the quote exactly as it now stands approved. */
export async function recordSignature(
  tx: Db,
  q: QuoteRow,
  args: { input: ApproveQuoteInput & { fullName: string }; ip: string | null; userAgent: string | null; now: Date },
): Promise<SignatureRow> {
  const snapshot = approvalSnapshot(await publicQuoteView(tx, q));
  const sig = args.input.signature;
  const [row] = await tx
    .insert(quoteSignatures)
    .values({
      contractorId: q.contractorId,
      quoteId: q.id,
      quoteVersion: q.version,
      signerName: args.input.fullName,
      signatureKind: sig.kind,
      signatureSvg: sig.kind === 'drawn' ? drawnSignatureSvg(sig.strokes) : typedSignatureSvg(args.input.fullName),
      consentVersion: args.input.consentVersion,
      consentLanguage: args.input.consentLanguage,
      signedAt: args.now,
      ipAddress: args.ip,
      userAgent: args.userAgent?.slice(0, 500) ?? null,
      publicLinkId: q.publicLinkId,
      snapshot: canonicalJson(snapshot),
      snapshotSha256: await snapshotHash(snapshot),
    })
    .returning();
  return row;
}

/** A revision approved: the signed quote it replaces moves on to lost, reason "superseded" (SPEC §4 allows it from any status but lost). */
export async function supersedeRevised(tx: Db, q: QuoteRow, now: Date): Promise<void> {
  if (!q.revisionOfQuoteId) return;
  const [old] = await tx.select().from(quotes).where(and(eq(quotes.id, q.revisionOfQuoteId), eq(quotes.contractorId, q.contractorId))).for('update');
  if (!old || !canTransitionQuote(old.status, 'lost')) return;
  await tx.update(quotes).set({ status: 'lost', lostReason: 'superseded', updatedAt: now }).where(eq(quotes.id, old.id));
  await recordQuoteEvent(tx, old, 'status_changed', { from: old.status, to: 'lost', reason: 'superseded', byQuoteId: q.id, byQuoteNumber: q.quoteNumber });
  await emitDomainEvent(tx, { type: 'quote.status_changed', contractorId: old.contractorId, quoteId: old.id, from: old.status, to: 'lost', origin: 'homeowner' });
}



/** Recomputes the stored record's hash: intact when it still matches the one written at signing. */
export async function verifySignature(db: Db, args: { contractorId: string; quoteId: string; now?: Date }) {
  const q = await loadQuoteRow(db, args.contractorId, args.quoteId);
  const s = await signatureOf(db, q);
  if (!s) throw new AppError('NOT_FOUND', errorMessage('errors.quotes.notSigned'));
  let computed: string;
  try {
    computed = await snapshotHash(JSON.parse(s.snapshot));
  } catch {
    computed = ''; // no longer even JSON: altered
  }
  const intact = computed === s.snapshotSha256;
  await recordQuoteEvent(db, q, 'signature_verified', { intact });
  return { intact, storedSha256: s.snapshotSha256, computedSha256: computed, checkedAt: (args.now ?? new Date()).toISOString() };
}

/** The signed copy: the quote as approved, its signature, and the evidence page. */
export async function signedQuotePdf(db: Db, q: QuoteRow): Promise<Buffer | null> {
  const s = await signatureOf(db, q);
  if (!s) return null;
  return renderQuotePdf(await publicQuoteView(db, q), q.diagram, evidenceOf(s));
}
