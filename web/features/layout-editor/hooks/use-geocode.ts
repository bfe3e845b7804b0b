import { useBrowserConfig } from '../../../lib/browser-config';

/** Address → lat/lng through the configured geocoding service (SPEC §7: results read only when status is OK). */
export function useGeocode(): ((address: string) => Promise<{ lat: number; lng: number } | null>) | null {
  const config = useBrowserConfig();
  const key = config.data?.mapsApiKey;
  const base = config.data?.geocodeUrl;
  if (!key || !base) return null;
  return async (address) => {
    // SPEC §2: a lookup is sent only for an address of at least 10 characters.
    if (address.trim().length < 10) return null;
    try {
      const url = new URL(base, window.location.href);
      url.searchParams.set('address', address);
      url.searchParams.set('key', key);
      const body = (await (await fetch(url.toString())).json()) as { status?: string; results?: { geometry?: { location?: { lat: number; lng: number } } }[] };
      const loc = body.status === 'OK' ? body.results?.[0]?.geometry?.location : undefined;
      return loc && Number.isFinite(loc.lat) && Number.isFinite(loc.lng) ? { lat: loc.lat, lng: loc.lng } : null;
    } catch (error) {
      // SPEC §8: geocoding errors are only logged.
      console.warn('Geocoding failed', error);
      return null;
    }
  };
}
