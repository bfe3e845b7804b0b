// SPEC §2 Address input: the maps script with the places library, loaded once per page; URL and key come from /api/config.
import { useEffect, useState } from 'react';
import { useBrowserConfig } from '../../lib/browser-config';

export const usePublicConfig = useBrowserConfig;

type MapsWindow = Window & { google?: { maps?: { places?: { Autocomplete?: unknown } } } };

export function placesAvailable(): boolean {
  return Boolean((window as MapsWindow).google?.maps?.places?.Autocomplete);
}

let loading: Promise<void> | null = null;

/** Appends the script once; resolves when the places library is there, rejects when loading fails. */
export function loadMapsScript(scriptUrl: string, apiKey: string): Promise<void> {
  if (placesAvailable()) return Promise.resolve();
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const url = new URL(scriptUrl, window.location.href);
      url.searchParams.set('key', apiKey);
      url.searchParams.set('libraries', 'places');
      script.src = url.toString();
      script.async = true;
      script.onload = () => (placesAvailable() ? resolve() : reject(new Error('places library missing')));
      script.onerror = () => reject(new Error('maps script failed to load'));
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

export type MapsState = 'loading' | 'ready' | 'unavailable';

/** 'loading' until the script is in, 'ready' with autocomplete, 'unavailable' without a key or when loading fails. */
export function useMapsScript(): { state: MapsState; geocodeUrl: string | null; apiKey: string | null } {
  const config = usePublicConfig();
  const [state, setState] = useState<MapsState>(() => (placesAvailable() ? 'ready' : 'loading'));
  const key = config.data?.mapsApiKey ?? null;
  const scriptUrl = config.data?.mapsScriptUrl;
  useEffect(() => {
    if (config.isError) return setState('unavailable');
    if (!config.data) return;
    if (!key || !scriptUrl) return setState('unavailable');
    let live = true;
    loadMapsScript(scriptUrl, key).then(
      () => live && setState('ready'),
      (error: unknown) => {
        console.warn('Address autocomplete unavailable', error);
        if (live) setState('unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, [config.data, config.isError, key, scriptUrl]);
  return { state, geocodeUrl: key ? (config.data?.geocodeUrl ?? null) : null, apiKey: key };
}
