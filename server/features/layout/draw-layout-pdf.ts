import { fenceTypeColours, layoutScene } from '../../../core/layout/layout-scene';
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';

/**
 * Draws a quote's fence layout into a pdfkit page as vector lines (the same picture as the web's LayoutPreview and
 * core renderLayoutSvg), scaled to fit `box`. Returns the height used; 0 when there is nothing to draw.
 */
export function drawLayoutInPdf(pdf: PDFKit.PDFDocument, diagram: unknown, box: { x: number; y: number; width: number; height: number }): number {
  let scene;
  try {
    scene = layoutScene(migrateLayoutDocument(diagram));
  } catch {
    return 0;
  }
  if (scene.segments.length === 0) return 0;
  const vb = scene.viewBox;
  const k = Math.min(box.width / vb.width, box.height / vb.height);
  const px = (p: { x: number; y: number }) => ({ x: box.x + (p.x - vb.x) * k, y: box.y + (p.y - vb.y) * k });
  const stroke = Math.max(0.75, scene.fontSize * 0.35 * k);
  pdf.save();
  for (const s of scene.segments) {
    const a = px(s.a);
    const b = px(s.b);
    pdf.moveTo(a.x, a.y).lineTo(b.x, b.y).lineWidth(stroke).lineCap('round').strokeColor(fenceTypeColours[s.fenceType]).stroke();
  }
  for (const g of scene.gates) {
    const a = px(g.a);
    const b = px(g.b);
    pdf.moveTo(a.x, a.y).lineTo(b.x, b.y).lineWidth(stroke * 1.6).strokeColor('#ffffff').stroke();
    pdf.moveTo(a.x, a.y).lineTo(b.x, b.y).lineWidth(stroke).dash(stroke, { space: stroke }).strokeColor('#16a34a').stroke().undash();
  }
  for (const p of scene.posts) {
    const c = px(p.at);
    pdf.circle(c.x, c.y, stroke * 1.2).fillColor('#111827').fill();
  }
  const fontSize = Math.max(6, Math.min(10, scene.fontSize * k));
  pdf.fillColor('#111827').fontSize(fontSize);
  for (const s of scene.segments) {
    const at = px(s.labelAt);
    pdf.save().rotate(s.labelAngle, { origin: [at.x, at.y] });
    pdf.text(s.label, at.x - 40, at.y - fontSize * 1.6, { width: 80, align: 'center', lineBreak: false });
    pdf.restore();
  }
  pdf.restore();
  return vb.height * k;
}
