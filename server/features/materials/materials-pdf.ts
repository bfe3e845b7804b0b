// The materials list as a PDF (pdfkit) on one sheet: the order for the whole job, grouped by category (issue 23).
import PDFDocument from 'pdfkit';
import type { MaterialsListView } from '../../../core/materials/fence-assembly.schema';
import { materialCategories } from '../../../core/materials/material-line';
import { materialsWords } from './materials-words';

export function renderMaterialsPdf(list: MaterialsListView, lang: 'en' | 'es'): Promise<Buffer> {
  const w = materialsWords[lang];
  const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { Title: w.title(list.quoteNumber) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 40;
  const right = doc.page.width - 40;
  const cols = { item: left, size: left + 250, qty: right - 110 };

  doc.fillColor('#111827').fontSize(16).text(w.title(list.quoteNumber));
  if (list.customerName) doc.fontSize(10).text(`${w.forCustomer} ${list.customerName}`);
  doc.moveDown(0.5).fontSize(12).text(w.total);
  doc.moveDown(0.3);
  const row = (item: string, size: string, qty: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(item, cols.item, y, { width: cols.size - cols.item - 8 });
    const after = doc.y;
    doc.text(size, cols.size, y, { width: cols.qty - cols.size - 8 });
    doc.text(qty, cols.qty, y, { width: right - cols.qty, align: 'right' });
    doc.y = Math.max(after, doc.y) + 2;
    doc.x = left;
  };
  row(w.item, w.size, w.order, true);
  for (const category of materialCategories) {
    const lines = list.totals.filter((l) => l.category === category);
    if (lines.length === 0) continue;
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor('#374151').text(w.category[category], left);
    doc.fillColor('#111827');
    for (const l of lines) row(w.item_[l.material] ?? l.material, l.size, `${l.quantity} ${w.unit[l.unit][l.quantity === 1 ? 0 : 1]}`);
  }
  doc.end();
  return done;
}
