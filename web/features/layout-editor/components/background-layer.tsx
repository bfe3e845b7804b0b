import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';
import { worldToScreen, type Camera } from '../editor/camera';
import { tilesForView } from '../editor/map-tiles';

/** Grid (default, offline), a calibrated site image, or map tiles; all drawn true to scale in feet. */
export function BackgroundLayer({ doc, camera, gridFt, viewport, mapTileUrl }: { doc: LayoutDocument; camera: Camera; gridFt: number; viewport: { width: number; height: number }; mapTileUrl?: string | null }) {
  const bg = doc.background;
  // Grid lines every foot when zoomed in, every 10 ft otherwise, so the grid never turns into a grey wash.
  const step = gridFt * camera.scale >= 8 ? gridFt : gridFt * 10;
  const px = step * camera.scale;
  const origin = worldToScreen(camera, { x: 0, y: 0 });
  const major = step * 10 * camera.scale;
  return (
    <g aria-hidden="true" pointerEvents="none">
      <defs>
        <pattern id="layout-grid-minor" width={px} height={px} patternUnits="userSpaceOnUse" x={origin.x} y={origin.y}>
          <path d={`M ${px} 0 L 0 0 0 ${px}`} fill="none" stroke="#e5e7eb" strokeWidth={1} />
        </pattern>
        <pattern id="layout-grid-major" width={major} height={major} patternUnits="userSpaceOnUse" x={origin.x} y={origin.y}>
          <rect width={major} height={major} fill="url(#layout-grid-minor)" />
          <path d={`M ${major} 0 L 0 0 0 ${major}`} fill="none" stroke="#cbd5e1" strokeWidth={1} />
        </pattern>
      </defs>
      {bg.kind === 'image' ? (
        <image
          href={bg.src}
          x={worldToScreen(camera, { x: bg.originX, y: bg.originY }).x}
          y={worldToScreen(camera, { x: bg.originX, y: bg.originY }).y}
          width={bg.widthPx * bg.feetPerPixel * camera.scale}
          height={bg.heightPx * bg.feetPerPixel * camera.scale}
          preserveAspectRatio="none"
          opacity={0.85}
        />
      ) : null}
      {bg.kind === 'map' && mapTileUrl
        ? tilesForView(mapTileUrl, bg, camera, viewport).map((tile) => {
            const p = worldToScreen(camera, tile);
            const size = tile.sizeFt * camera.scale;
            return <image key={tile.key} href={tile.url} x={p.x} y={p.y} width={size + 0.5} height={size + 0.5} />;
          })
        : null}
      <rect width="100%" height="100%" fill="url(#layout-grid-major)" opacity={bg.kind === 'grid' ? 1 : 0.35} />
    </g>
  );
}
