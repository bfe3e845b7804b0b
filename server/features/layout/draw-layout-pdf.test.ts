import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import { drawLayoutInPdf } from './draw-layout-pdf';

function render(diagram: unknown): Promise<{ used: number; bytes: Buffer }> {
  const pdf = new PDFDocument({ size: 'LETTER', margin: 54, compress: false });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const used = drawLayoutInPdf(pdf, diagram, { x: 54, y: 100, width: 400, height: 300 });
  pdf.end();
  return done.then((bytes) => ({ used, bytes }));
}

describe('drawLayoutInPdf', () => {
  it('draws the runs, gate and labels as vectors inside the box', async () => {
    const doc = layoutFromPolylines([{ points: [[0, 50], [0, 0], [100, 0], [100, 50]] }], [{ run: 0, segment: 1, offsetFt: 48 }]);
    const { used, bytes } = await render(doc);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(300);
    const text = bytes.toString('latin1');
    expect(text).toMatch(/ l\n/); // line segments
    expect(text).toMatch(/\[[\d.]+ [\d.]+\] 0 d/); // the dashed gate
  });

  it('draws nothing for a missing or broken drawing', async () => {
    expect((await render(null)).used).toBe(0);
    expect((await render({ schemaVersion: 99 })).used).toBe(0);
  });
});
