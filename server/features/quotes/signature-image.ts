// The stored image of a signature: the pen's smoothed strokes, or the typed name set in a handwriting font (Caveat,
// SIL Open Font License) and turned into outlines here, so the image looks the same everywhere with no font installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { signatureSvg, strokesToPath, type SignatureStroke } from '../../../core/quotes/signature-strokes';

interface GlyphPath { scale(sx: number, sy: number): GlyphPath; translate(x: number, y: number): GlyphPath; toSVG(): string }
interface HandFont { unitsPerEm: number; hasGlyphForCodePoint(cp: number): boolean; glyphForCodePoint(cp: number): { path: GlyphPath; advanceWidth: number } }

const require = createRequire(import.meta.url);
let fonts: HandFont[] | null = null;
// Latin first (English and Spanish), Latin Extended for the other letters a name may carry.
function handFonts(): HandFont[] {
  fonts ??= ['latin', 'latin-ext'].map((subset) => fontkit.create(readFileSync(require.resolve(`@fontsource/caveat/files/caveat-${subset}-400-normal.woff`))) as unknown as HandFont);
  return fonts;
}

const TYPED = { fontPx: 72, baseline: 84, height: 110, pad: 12 };

/** The typed name as outlines of Caveat glyphs; a letter no subset has is left out (a space's width kept). */
export function typedSignatureSvg(name: string): string {
  let x = TYPED.pad;
  const paths: string[] = [];
  for (const ch of name.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    const font = handFonts().find((f) => f.hasGlyphForCodePoint(cp));
    if (!font) {
      x += TYPED.fontPx * 0.3;
      continue;
    }
    const glyph = font.glyphForCodePoint(cp);
    const s = TYPED.fontPx / font.unitsPerEm;
    paths.push(glyph.path.scale(s, -s).translate(x, TYPED.baseline).toSVG());
    x += glyph.advanceWidth * s;
  }
  const width = Math.max(Math.ceil(x + TYPED.pad), 60);
  return signatureSvg(paths.join(''), { width, height: TYPED.height }, 0);
}

export const drawnSignatureSvg = (strokes: readonly SignatureStroke[]): string => signatureSvg(strokesToPath(strokes));

/** The path data and box of a stored signature image, for drawing it into the PDF. */
export function parseSignatureSvg(svg: string): { d: string; width: number; height: number; filled: boolean } | null {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const d = / d="([^"]*)"/.exec(svg);
  if (!box || !d) return null;
  return { d: d[1], width: Number(box[1]), height: Number(box[2]), filled: svg.includes('fill="#111827"') };
}
