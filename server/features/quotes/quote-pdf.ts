// The quote as a PDF (pdfkit), from the same homeowner view both sides download: no cost or markup.
import PDFDocument from 'pdfkit';
import { homeownerLineText } from '../../../core/quotes/homeowner-line-text';
import { formatCents } from '../../../core/money';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import { drawLayoutInPdf } from '../layout/draw-layout-pdf';
import { quoteWords } from './quote-words';
import type { SignatureEvidence } from '../../../core/quotes/quote-view.schema';
import { drawSignatureEvidence } from './signature-pdf';
import type { Db } from '../../db/connection';
import { publicQuoteView } from './public-quote.service';
import { optionsOf } from './quote-options.store';
import type { QuoteRow } from './quotes.service';

const day = (iso: string, lang: string) => new Date(iso).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' });

type Priced = Pick<PublicQuote, 'lines' | 'runs' | 'adjustments' | 'taxRatePercent' | 'taxCents' | 'shippingCents' | 'totalCents' | 'paymentSchedule'>;

/** `diagram` is the quote's layout drawing (null for a cart quote); it is drawn as vectors under the address. With
 * `signature` it is the signed copy: the signature under the totals and a last page of evidence (issue 25).
 * `optionDiagrams`: each offered option's drawing by option id (issue 25), drawn above that option's lines. */
export function renderQuotePdf(
  view: PublicQuote, diagram: unknown = null, signature: SignatureEvidence | null = null, optionDiagrams: ReadonlyMap<string, unknown> = new Map(),
): Promise<Buffer> {
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
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 54, y, { width: right - 54 - 100 });
    const after = doc.y;
    doc.text(amount, right - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = 54;
  };
  /** The lines, each side's price, adjustments, tax, delivery, total and payment schedule of the quote or one option. */
  const priced = (p: Priced) => {
    doc.fontSize(10);
    row(w.item, w.amount, true);
    doc.moveTo(54, doc.y + 2).lineTo(right, doc.y + 2).strokeColor('#d1d5db').stroke();
    doc.moveDown(0.4);
    for (const l of p.lines) row(homeownerLineText(l, view.language), formatCents(l.amountCents));
    if (p.runs.length > 1) {
      doc.moveDown();
      row(w.sides, '', true);
      for (const r of p.runs) row(r.label, formatCents(r.amountCents));
    }
    doc.moveDown();
    for (const a of p.adjustments) row(a.label, formatCents(a.amountCents));
    if (p.taxCents) row(`${w.tax} (${p.taxRatePercent}%)`, formatCents(p.taxCents));
    if (p.shippingCents) row(w.shipping, formatCents(p.shippingCents));
    row(w.total, formatCents(p.totalCents), true);
    doc.moveDown();
    row(w.schedule, '', true);
    for (const s of p.paymentSchedule) row(`${w[s.name]} (${s.percent}%)`, formatCents(s.amountCents));
  };
  const drawing = (d: unknown, height: number) => {
    if (d == null) return;
    if (doc.y + height > doc.page.height - 54) doc.addPage();
    const used = drawLayoutInPdf(doc, d, { x: 54, y: doc.y, width: right - 54, height });
    if (used > 0) {
      doc.y += used + 12;
      doc.x = 54;
    }
  };

  // Issue 25: before the homeowner chooses, every option (its drawing, lines and total; the recommended one marked).
  // Once approved, the quote is the chosen option alone, as a one-option quote.
  const offered = view.options.length > 0 && !view.chosenOptionId ? view.options : [];
  if (offered.length === 0) {
    drawing(diagram, 220);
    priced(view);
  } else {
    doc.fontSize(10).font('Helvetica').text(w.optionsIntro(offered.length));
    for (const o of offered) {
      if (doc.y > doc.page.height - 200) doc.addPage();
      doc.moveDown();
      const heading = w.option(o.position, offered.length, o.name) + (o.recommended ? ` (${w.recommended})` : '');
      doc.font('Helvetica-Bold').fontSize(13).fillColor(o.recommended ? brand : '#111827').text(heading, 54);
      doc.fillColor('#111827').moveDown(0.4);
      drawing(optionDiagrams.get(o.id), 160);
      priced(o);
    }
  }
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

/** The quote's PDF as both sides download it (before approval: every option, each with its own drawing). */
export async function quotePdf(db: Db, q: QuoteRow): Promise<Buffer> {
  const view = await publicQuoteView(db, q);
  const options = view.options.length > 0 && !view.chosenOptionId ? await optionsOf(db, q) : [];
  return renderQuotePdf(view, q.diagram, null, new Map(options.map((o) => [o.id, o.diagram])));
}
