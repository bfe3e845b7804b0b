import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/money';
import type { PricedQuote } from '../../../../core/quotes/pricing.types';

/** Live price per run and in total, from the contractor's own rates (the server recomputes on save). */
export const PricePanel = memo(function PricePanel({ priced, runLabels, range }: { priced: PricedQuote | null; runLabels: Map<string, string>; range?: boolean }) {
  const { t } = useTranslation();
  if (!priced) return <p className="text-sm text-muted-foreground">{t('layoutEditor.price.loading')}</p>;
  // Issue 23 opt-in: a run whose style prices from its materials list says so (or why it could not).
  const fromList = new Map(priced.lines.filter((l) => l.kind === 'fence' && l.runId && (l.params.fromMaterials || l.params.materialsMissing)).map((l) => [l.runId, l.params]));
  return (
    <section aria-labelledby="price-title" className="grid gap-2">
      <h2 id="price-title" className="text-base font-semibold">{t('layoutEditor.price.title')}</h2>
      <ul className="grid gap-1 text-sm">
        {priced.runs.map((r) => {
          const list = fromList.get(r.runId);
          return (
            <li key={r.runId} className="grid gap-0.5">
              <span className="flex justify-between gap-2">
                <span>{runLabels.get(r.runId) ?? r.label}</span>
                <span>{formatCents(r.totalCents)}</span>
              </span>
              {list ? (
                <span data-testid="priced-from-materials" className="text-xs text-muted-foreground">
                  {list.fromMaterials ? t('materials.pricing.fromList') : t('materials.pricing.missingCosts', { count: Number(list.materialsMissing) })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between border-t border-border pt-2 text-base font-bold">
        <span>{t('layoutEditor.price.total')}</span>
        <span data-testid="layout-total">{formatCents(priced.totalCents)}</span>
      </p>
      {priced.minimumApplied ? <p className="text-xs text-muted-foreground">{t('layoutEditor.price.minimumApplied')}</p> : null}
      {range ? null : <p className="text-xs text-muted-foreground">{t('layoutEditor.price.note')}</p>}
    </section>
  );
});
