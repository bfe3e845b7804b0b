// The quote as a PDF (pdfkit), from the same homeowner view both sides download: no cost or markup.
import PDFDocument from 'pdfkit';
import { homeownerLineText } from '../../../core/quotes/homeowner-line-text';
import { formatCents } from '../../../core/money';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import { drawLayoutInPdf } from '../layout/draw-layout-pdf';
import { quoteWords } from './quote-words';
import type { SignatureEvidence } from '../../../core/quotes/quote-view.schema';
import { drawSignatureEvidence } from './signature-pdf';

const day = (iso: string, lang: string) => new Date(iso).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** `diagram` is the quote's layout drawing (null for a cart quote); it is drawn as vectors under the address. With
 * `signature` it is the signed copy: the signature under the totals and a last page of evidence (issue 25). */
export function renderQuotePdf(view: PublicQuote, diagram: unknown = null, signature: SignatureEvidence | null = null): Promise<Buffer> {
  const w = quoteWords[view.language];
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `${w.quote} #${view.quoteNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const brand = view.contractor.brandColor && /^#[0-9a-f]{6}$/i.test(view.contractor.brandColor) ? view.contractor.brandColor : '#166534';
  const right = doc.page.width - 54;

  doc.fillColor(brand).fontSize(20).text(view.contractor.businessName);
  doc.fillColor('#111827').fontSize(9);
  const contact = [view.contractor.phone, view.contractor.email, view.contractor.website].filter(Boolean).join('  ·  ');
  if (contact) doc.text(contact);
  if (view.contractor.licenseNumber) doc.text(`${w.license} ${view.contractor.licenseNumber}`);
  doc.moveDown();
  doc.fontSize(16).text(`${w.quote} #${view.quoteNumber}`);
  doc.fontSize(10).text(`${w.date}: ${day(view.createdAt, view.language)}${view.expiresAt ? `    ${w.validUntil}: ${day(view.expiresAt, view.language)}` : ''}`);
  doc.moveDown(0.5);
  doc.text(`${w.preparedFor}: ${view.customer.name}`);
  const addr = [view.customer.address, [view.customer.city, view.customer.state, view.customer.zipCode].filter(Boolean).join(', ')].filter(Boolean).join(', ');
  if (addr) doc.text(addr);
  doc.moveDown();
  if (diagram != null) {
    const used = drawLayoutInPdf(doc, diagram, { x: 54, y: doc.y, width: right - 54, height: 220 });
    if (used > 0) {
      doc.y += used + 12;
      doc.x = 54;
    }
  }

  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 54, y, { width: right - 54 - 100 });
    const after = doc.y;
    doc.text(amount, right - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = 54;
  };
  doc.fontSize(10);
  row(w.item, w.amount, true);
  doc.moveTo(54, doc.y + 2).lineTo(right, doc.y + 2).strokeColor('#d1d5db').stroke();
  doc.moveDown(0.4);
  for (const l of view.lines) row(homeownerLineText(l, view.language), formatCents(l.amountCents));
  if (view.runs.length > 1) {
    doc.moveDown();
    row(w.sides, '', true);
    for (const r of view.runs) row(r.label, formatCents(r.amountCents));
  }
  doc.moveDown();
  for (const a of view.adjustments) row(a.label, formatCents(a.amountCents));
  if (view.taxCents) row(`${w.tax} (${view.taxRatePercent}%)`, formatCents(view.taxCents));
  if (view.shippingCents) row(w.shipping, formatCents(view.shippingCents));
  row(w.total, formatCents(view.totalCents), true);
  doc.moveDown();
  row(w.schedule, '', true);
  for (const s of view.paymentSchedule) row(`${w[s.name]} (${s.percent}%)`, formatCents(s.amountCents));
  if (view.notes) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text(w.notes);
    doc.font('Helvetica').text(view.notes);
  }
  if (view.approval) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`${w.approvedBy} ${view.approval.name} ${w.on} ${day(view.approval.at, view.language)}`);
  }
  if (signature) drawSignatureEvidence(doc, view, signature);
  doc.end();
  return done;
}
