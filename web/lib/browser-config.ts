// The server's browser configuration (GET /api/config: maps script and key, geocoder, map tiles), read once a page.
import { getBrowserConfig } from '../../core/health/health.api';
import { contractQueryKey, useContractQuery } from './api-contract';

export type { BrowserConfig } from '../../core/health/health.api';

export const BROWSER_CONFIG_KEY = contractQueryKey(getBrowserConfig);

export function useBrowserConfig() {
  return useContractQuery(getBrowserConfig, {}, { staleTime: Infinity });
}
