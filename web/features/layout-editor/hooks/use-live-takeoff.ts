import { useDeferredValue, useMemo } from 'react';
import { explainTakeoff } from '../../../../core/layout/explain-takeoff';
import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';
import { takeoffForLayout } from '../../../../core/layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../../../../core/layout/takeoff-to-pricing';
import { assemblyForFromSet, type AssemblySet } from '../../../../core/materials/assembly-set';
import { materialsFromTakeoff, takeoffOptionsFor } from '../../../../core/materials/materials-for-layout';
import { withMaterialsPricing, type MaterialUnitCost } from '../../../../core/materials/price-from-materials';
import { priceLayoutQuote } from '../../../../core/quotes/price-layout-quote';
import type { ContractorRates } from '../../../../core/quotes/pricing.types';

/**
 * Take-off on every change; the price and the materials list follow a deferred copy so dragging never waits for them.
 * With the contractor's assemblies each run is divided by its style's section length, as the server prices it (issue 23).
 */
export function useLiveTakeoff(
  doc: LayoutDocument, rates: ContractorRates | null, taxRatePercent?: number, assemblies?: AssemblySet | null, materialCosts?: Record<string, MaterialUnitCost> | null,
) {
  const assemblyFor = useMemo(() => (assemblies ? assemblyForFromSet(assemblies) : null), [assemblies]);
  const options = useMemo(() => (assemblyFor ? takeoffOptionsFor(assemblyFor) : {}), [assemblyFor]);
  const takeoff = useMemo(() => takeoffForLayout(doc, options), [doc, options]);
  const why = useMemo(() => explainTakeoff(takeoff.totals), [takeoff]);
  const deferred = useDeferredValue(takeoff);
  const materials = useMemo(() => (assemblyFor ? materialsFromTakeoff(deferred, assemblyFor) : null), [deferred, assemblyFor]);
  const priced = useMemo(() => {
    if (!rates) return null;
    const runs = takeoffToPricingRuns(deferred);
    // Issue 23 opt-in: styles priced from their materials list, with the costs the server prices them with.
    const costed = materials && assemblyFor && materialCosts ? withMaterialsPricing(runs, materials, assemblyFor, (key) => materialCosts[key]) : runs;
    return priceLayoutQuote({ runs: costed, rates, taxRatePercent });
  }, [deferred, rates, taxRatePercent, materials, assemblyFor, materialCosts]);
  return { takeoff, why, priced, materials, pricing: deferred !== takeoff };
}
