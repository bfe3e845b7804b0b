import { useQuery } from '@tanstack/react-query';

type PublicConfig = { mapTileUrl: string | null; mapTileAttribution: string | null };

/** MAP_TILE_URL (and its attribution) when the server has map tiles configured; null keeps the grid. */
export function useMapConfig(): { tileUrl: string; attribution: string } | null {
  const config = useQuery<PublicConfig>({ queryKey: ['/api/config'], staleTime: Infinity });
  const url = config.data?.mapTileUrl;
  return url ? { tileUrl: url, attribution: config.data?.mapTileAttribution ?? '' } : null;
}
