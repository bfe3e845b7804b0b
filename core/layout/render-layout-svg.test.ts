import { describe, expect, it } from 'vitest';
import { layoutFromPolylines } from './layout-from-polylines';
import { layoutScene } from './layout-scene';
import { renderLayoutSvg } from './render-layout-svg';

describe('renderLayoutSvg', () => {
  const doc = layoutFromPolylines([{ points: [[0, 50], [0, 0], [100, 0], [100, 50]] }], [{ run: 0, segment: 1, offsetFt: 48 }]);

  it('draws every segment with its ft-in label, the gate and the posts', () => {
    const svg = renderLayoutSvg(doc, { title: 'Smith <yard>' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/>50'</g)).toHaveLength(2);
    expect(svg).toContain(">100'<");
    expect(svg).toContain('aria-label="Smith &lt;yard&gt;"');
    expect(svg.match(/<circle/g)).toHaveLength(4);
    expect(svg).toContain('stroke-dasharray');
  });

  it('frames the drawing with a margin', () => {
    const { viewBox } = layoutScene(doc);
    expect(viewBox.x).toBeLessThan(0);
    expect(viewBox.x + viewBox.width).toBeGreaterThan(100);
  });

  it('renders an empty drawing', () => {
    expect(renderLayoutSvg(layoutFromPolylines([]))).toContain('</svg>');
  });
});
