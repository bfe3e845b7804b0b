// Back from an outside service's consent page (GoHighLevel, QuickBooks): say how it went once, then drop the marker
// from the address. `<param>=connected` is success; `<param>Error=<reason>` a failure, named if it is a known one.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../ui/use-toast';

export function useOAuthReturn(options: { param: string; failures: readonly string[]; keys: { connected: string; notConnected: string; errorPrefix: string } }) {
  const { param, failures, keys } = options;
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const shown = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const ok = params.get(param) === 'connected';
    const failure = params.get(`${param}Error`);
    if (shown.current || (!ok && !failure)) return;
    shown.current = true;
    if (ok) toast({ title: t(keys.connected) });
    else {
      const known = failures.includes(failure!) ? failure! : 'exchange';
      toast({ variant: 'destructive', title: t(keys.notConnected), description: t(`${keys.errorPrefix}.${known}`) });
    }
    params.delete(param);
    params.delete(`${param}Error`);
    navigate(`${pathname}?${params.toString()}`, { replace: true });
  }, [search, pathname, navigate, t, param, failures, keys.connected, keys.notConnected, keys.errorPrefix]);
}
