import { useDeferredValue, useMemo } from 'react';
import { explainTakeoff } from '../../../../core/layout/explain-takeoff';
import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';
import { takeoffForLayout } from '../../../../core/layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../../../../core/layout/takeoff-to-pricing';
import { priceLayoutQuote } from '../../../../core/quotes/price-layout-quote';
import type { ContractorRates } from '../../../../core/quotes/pricing.types';

/** Take-off on every change; the price follows a deferred copy so dragging never waits for pricing. */
export function useLiveTakeoff(doc: LayoutDocument, rates: ContractorRates | null, taxRatePercent?: number) {
  const takeoff = useMemo(() => takeoffForLayout(doc), [doc]);
  const why = useMemo(() => explainTakeoff(takeoff.totals), [takeoff]);
  const deferred = useDeferredValue(takeoff);
  const priced = useMemo(
    () => (rates ? priceLayoutQuote({ runs: takeoffToPricingRuns(deferred), rates, taxRatePercent }) : null),
    [deferred, rates, taxRatePercent],
  );
  return { takeoff, why, priced, pricing: deferred !== takeoff };
}
