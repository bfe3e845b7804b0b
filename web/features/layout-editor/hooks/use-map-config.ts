import { useBrowserConfig } from '../../../lib/browser-config';

/** MAP_TILE_URL (and its attribution) when the server has map tiles configured; null keeps the grid. */
export function useMapConfig(): { tileUrl: string; attribution: string } | null {
  const config = useBrowserConfig();
  const url = config.data?.mapTileUrl;
  return url ? { tileUrl: url, attribution: config.data?.mapTileAttribution ?? '' } : null;
}
