import type { LayoutDocument } from './layout-document.schema';
import { fenceTypeColours, layoutScene } from './layout-scene';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => Number(v.toFixed(3));

/** The drawing as a standalone SVG string (PDF, e-mail): same picture as the web's LayoutPreview. */
export function renderLayoutSvg(doc: LayoutDocument, options: { widthPx?: number; title?: string } = {}): string {
  const s = layoutScene(doc);
  const { x, y, width, height } = s.viewBox;
  const widthPx = options.widthPx ?? 600;
  const heightPx = Math.round((widthPx * height) / width);
  const stroke = s.fontSize * 0.35;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x)} ${n(y)} ${n(width)} ${n(height)}" width="${widthPx}" height="${heightPx}" role="img" aria-label="${esc(options.title ?? 'Fence layout')}">`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>`,
  ];
  for (const seg of s.segments) {
    parts.push(`<line x1="${n(seg.a.x)}" y1="${n(seg.a.y)}" x2="${n(seg.b.x)}" y2="${n(seg.b.y)}" stroke="${fenceTypeColours[seg.fenceType]}" stroke-width="${n(stroke)}" stroke-linecap="round"/>`);
  }
  for (const gate of s.gates) {
    parts.push(`<line x1="${n(gate.a.x)}" y1="${n(gate.a.y)}" x2="${n(gate.b.x)}" y2="${n(gate.b.y)}" stroke="#ffffff" stroke-width="${n(stroke * 1.6)}"/>`);
    parts.push(`<line x1="${n(gate.a.x)}" y1="${n(gate.a.y)}" x2="${n(gate.b.x)}" y2="${n(gate.b.y)}" stroke="#16a34a" stroke-width="${n(stroke)}" stroke-dasharray="${n(stroke)} ${n(stroke)}"/>`);
  }
  for (const post of s.posts) {
    parts.push(`<circle cx="${n(post.at.x)}" cy="${n(post.at.y)}" r="${n(stroke * 1.2)}" fill="#111827"/>`);
  }
  for (const seg of s.segments) {
    const { x: lx, y: ly } = seg.labelAt;
    parts.push(`<text x="${n(lx)}" y="${n(ly - s.fontSize * 0.6)}" font-size="${n(s.fontSize)}" font-family="Helvetica, Arial, sans-serif" text-anchor="middle" fill="#111827" transform="rotate(${n(seg.labelAngle)} ${n(lx)} ${n(ly)})">${esc(seg.label)}</text>`);
  }
  parts.push('</svg>');
  return parts.join('');
}
