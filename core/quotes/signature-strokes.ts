// A drawn signature: strokes of points on a fixed 600 × 200 pad, smoothed into one SVG path (quadratic curves through
// the midpoints of successive points), drawn the same way on the homeowner's canvas, in the stored SVG and in the PDF.
export const SIGNATURE_PAD = { width: 600, height: 200 } as const;

export type SignaturePoint = readonly [number, number];
export type SignatureStroke = readonly SignaturePoint[];

const r1 = (n: number) => Math.round(n * 10) / 10;

/** SVG path data of the strokes; a single point is a dot (a tiny line, so round caps draw it). */
export function strokesToPath(strokes: readonly SignatureStroke[]): string {
  const parts: string[] = [];
  for (const s of strokes) {
    if (s.length === 0) continue;
    const [x0, y0] = s[0];
    parts.push(`M${r1(x0)} ${r1(y0)}`);
    if (s.length === 1) {
      parts.push(`L${r1(x0 + 0.1)} ${r1(y0)}`);
      continue;
    }
    for (let i = 1; i < s.length - 1; i += 1) {
      const [x, y] = s[i];
      const [nx, ny] = s[i + 1];
      parts.push(`Q${r1(x)} ${r1(y)} ${r1((x + nx) / 2)} ${r1((y + ny) / 2)}`);
    }
    const [lx, ly] = s[s.length - 1];
    parts.push(`L${r1(lx)} ${r1(ly)}`);
  }
  return parts.join('');
}

/** The stored image: an SVG of paths only (no text, no script), black ink on transparent. */
export function signatureSvg(pathData: string, size: { width: number; height: number } = SIGNATURE_PAD, strokeWidth = 3): string {
  const ink = strokeWidth > 0
    ? `fill="none" stroke="#111827" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"`
    : 'fill="#111827"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}"><path ${ink} d="${pathData}"/></svg>`;
}
