import { describe, expect, it } from 'vitest';
import { signatureSvg, strokesToPath } from './signature-strokes';

describe('drawn signature', () => {
  it('smooths a stroke through the midpoints of its points and keeps a lone tap as a dot', () => {
    expect(strokesToPath([[[0, 0], [10, 10], [20, 0]]])).toBe('M0 0Q10 10 15 5L20 0');
    expect(strokesToPath([[[5, 5]]])).toBe('M5 5L5.1 5');
    expect(strokesToPath([[[0, 0], [1, 1]], [[3, 3], [4, 4]]])).toBe('M0 0L1 1M3 3L4 4');
  });

  it('is an SVG of one path only', () => {
    const svg = signatureSvg('M0 0L1 1');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 200"[^>]*><path [^>]*d="M0 0L1 1"\/><\/svg>$/);
    expect(svg).not.toMatch(/script|text|href/);
  });
});
