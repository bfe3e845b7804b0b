// A purchase order as a PDF (pdfkit): the contractor's name in their brand colour, the PO number and revision, the
// supplier, the delivery date and address, and the lines with part numbers, packs and prices.
import PDFDocument from 'pdfkit';
import { formatCents } from '../../../core/money';
import { displayPoNumber } from '../../../core/purchasing/purchase-order-status';
import type { PurchaseOrderView } from '../../../core/purchasing/purchase-order.schema';
import type { contractors } from '../../db/schema/index';
import { packWords, purchaseOrderWords } from './purchase-order-words';

type Contractor = Pick<typeof contractors.$inferSelect, 'businessName' | 'name' | 'brandColor' | 'phone' | 'email' | 'address' | 'city' | 'state' | 'zipCode'>;
export interface PurchaseOrderDocument {
  order: PurchaseOrderView;
  contractor: Contractor;
  supplier: { name: string; accountNumber: string | null; yardAddress: string | null } | null;
  jobName: string | null;
}

export const dayText = (iso: string, locale: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function renderPurchaseOrderPdf({ order, contractor, supplier, jobName }: PurchaseOrderDocument, lang: 'en' | 'es'): Promise<Buffer> {
  const w = purchaseOrderWords[lang];
  const po = displayPoNumber(order.poNumber);
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: `${w.title} ${po}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const brand = contractor.brandColor && /^#[0-9a-f]{6}$/i.test(contractor.brandColor) ? contractor.brandColor : '#166534';
  const left = 48;
  const right = doc.page.width - 48;
  const biz = contractor.businessName || contractor.name || '';

  doc.fillColor(brand).fontSize(20).text(biz);
  doc.fillColor('#111827').fontSize(9);
  const own = [contractor.address, [contractor.city, contractor.state, contractor.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (own) doc.text(own);
  const contact = [contractor.phone, contractor.email].filter(Boolean).join('  ·  ');
  if (contact) doc.text(contact);
  doc.moveDown();
  doc.fontSize(16).text(`${w.title} ${po}${order.revision > 1 ? ` · ${w.revision(order.revision)}` : ''}`);
  doc.fontSize(10).text(`${w.date}: ${dayText(new Date().toISOString().slice(0, 10), w.locale)}`);
  if (order.revision > 1) doc.fillColor('#b45309').text(w.revisedNote).fillColor('#111827');
  doc.moveDown(0.5);
  if (supplier) {
    doc.text(`${w.to}: ${supplier.name}`);
    if (supplier.accountNumber) doc.text(`${w.account}: ${supplier.accountNumber}`);
  }
  if (jobName) doc.text(`${w.job}: ${jobName}`);
  doc.text(`${w.deliver}: ${order.deliveryDate ? dayText(order.deliveryDate, w.locale) : w.noDate}`);
  const where = order.deliverTo === 'yard' ? supplier?.yardAddress || own : order.deliveryAddress;
  doc.text(`${w.deliverTo}: ${order.deliverTo === 'yard' ? w.yard : w.site}${where ? ` — ${where}` : ''}`);
  doc.moveDown();

  const cols = { part: left, item: left + 80, qty: right - 230, pack: right - 190, price: right - 120, amount: right - 60 };
  const row = (cells: [string, string, string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(cells[0], cols.part, y, { width: cols.item - cols.part - 6 });
    let bottom = doc.y;
    doc.text(cells[1], cols.item, y, { width: cols.qty - cols.item - 6 });
    bottom = Math.max(bottom, doc.y);
    doc.text(cells[2], cols.qty, y, { width: cols.pack - cols.qty - 4, align: 'right' });
    doc.text(cells[3], cols.pack, y, { width: cols.price - cols.pack - 4 });
    bottom = Math.max(bottom, doc.y);
    doc.text(cells[4], cols.price, y, { width: cols.amount - cols.price - 4, align: 'right' });
    doc.text(cells[5], cols.amount, y, { width: right - cols.amount, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 3;
    doc.x = left;
  };
  row([w.part, w.item, w.qty, w.pack, w.price, w.amount], true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#d1d5db').stroke();
  doc.moveDown(0.3);
  for (const l of order.lines.filter((x) => x.packs > 0)) {
    const pack = w.packOf(packWords[lang][l.packName] ?? l.packName, l.packSize);
    row([l.partNumber ?? '', l.description, String(l.packs), pack, l.packCostCents == null ? '' : formatCents(l.packCostCents), l.packCostCents == null ? '' : formatCents(l.packs * l.packCostCents)]);
  }
  doc.moveDown(0.3);
  row(['', w.total, '', '', '', formatCents(order.totalCents)], true);
  if (order.notes) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text(w.notes);
    doc.font('Helvetica').text(order.notes);
  }
  doc.end();
  return done;
}
