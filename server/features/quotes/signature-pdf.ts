// The signed copy's signature block and its last page: who signed, when (UTC), from where, how, the consent shown and
// the SHA-256 of the record signed (ESIGN/UETA: the signature attributed to a person and tied to the exact record).
import { consentContact, consentText } from '../../../core/quotes/signature-consent';
import type { PublicQuote, SignatureEvidence } from '../../../core/quotes/quote-view.schema';
import { parseSignatureSvg } from './signature-image';
import { signatureWords } from './signature-words';

type Doc = PDFKit.PDFDocument;

function drawSignatureImage(doc: Doc, svg: string, x: number, y: number, maxWidth: number, maxHeight: number): number {
  const img = parseSignatureSvg(svg);
  if (!img) return 0;
  const scale = Math.min(maxWidth / img.width, maxHeight / img.height);
  doc.save().translate(x, y).scale(scale).path(img.d);
  if (img.filled) doc.fillColor('#111827').fill();
  else doc.lineWidth(3).lineCap('round').lineJoin('round').strokeColor('#111827').stroke();
  doc.restore();
  return img.height * scale;
}

export function drawSignatureEvidence(doc: Doc, view: PublicQuote, s: SignatureEvidence): void {
  const w = signatureWords[view.language];
  const left = 54;
  const right = doc.page.width - 54;
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111827').text(w.signature, left);
  const top = doc.y + 4;
  const used = drawSignatureImage(doc, s.signatureSvg, left, top, 260, 80);
  doc.moveTo(left, top + used + 4).lineTo(left + 260, top + used + 4).strokeColor('#9ca3af').lineWidth(1).stroke();
  doc.y = top + used + 8;
  doc.x = left;
  doc.font('Helvetica').fontSize(9).text(`${s.signerName} · ${s.signedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z')}`);

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(14).text(w.evidence, left);
  doc.moveDown(0.5);
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).text(label, left, y, { width: 150 });
    const after = doc.y;
    doc.font('Helvetica').text(value, left + 160, y, { width: right - left - 160 });
    doc.y = Math.max(after, doc.y) + 3;
    doc.x = left;
  };
  row(w.signer, s.signerName);
  row(w.signedAt, s.signedAt);
  row(w.ip, s.ip ?? '—');
  row(w.userAgent, s.userAgent ?? '—');
  row(w.method, s.kind === 'drawn' ? w.drawn : w.typed);
  row(w.version, `#${view.quoteNumber} · v${s.quoteVersion}`);
  row(w.link, s.publicLinkId ?? '—');
  row(w.consentVersion, `${s.consentVersion} (${s.consentLanguage})`);
  row(w.hash, s.sha256);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(8).fillColor('#374151').text(w.hashNote, left, doc.y, { width: right - left });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#111827').text(w.consent, left);
  const contact = consentContact(view.contractor, s.consentLanguage);
  doc.font('Helvetica').fontSize(9).text(consentText(s.consentVersion, s.consentLanguage, { business: view.contractor.businessName, contact }), left, doc.y, { width: right - left });
}
