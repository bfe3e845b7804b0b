import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffTakeoffTotals, type TakeoffChange, type TakeoffExplanation } from '../../../../core/layout/explain-takeoff';
import { formatFeetInches } from '../../../../core/layout/format-feet-inches';
import type { TakeoffTotals } from '../../../../core/layout/takeoff-for-layout';

const signed = (n: number, text: string) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${text}`;

/** "Why this quantity": every count with its working, and the effect of the last gate change. */
export const TakeoffPanel = memo(function TakeoffPanel({ totals, why }: { totals: TakeoffTotals; why: TakeoffExplanation[] }) {
  const { t } = useTranslation();
  const previous = useRef(totals);
  const [gateEffect, setGateEffect] = useState<TakeoffChange | null>(null);
  useEffect(() => {
    if (previous.current.gates !== totals.gates) setGateEffect(diffTakeoffTotals(previous.current, totals));
    previous.current = totals;
  }, [totals]);

  return (
    <section aria-labelledby="takeoff-title" className="grid gap-2">
      <h2 id="takeoff-title" className="text-base font-semibold">{t('layoutEditor.takeoff.title')}</h2>
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-green-800">
        {gateEffect
          ? t('layoutEditor.takeoff.gateEffect', {
              fence: signed(gateEffect.fenceFeet, formatFeetInches(Math.abs(gateEffect.fenceFeet))),
              posts: signed(gateEffect.gatePosts, String(Math.abs(gateEffect.gatePosts))),
              gates: signed(gateEffect.gates, String(Math.abs(gateEffect.gates))),
            })
          : null}
      </p>
      <dl className="grid gap-1 text-sm">
        {why.map((row) => (
          <div key={row.item} className="rounded-md border border-border px-2 py-1">
            <dt className="flex justify-between gap-2 font-medium">
              <span>{t(`layoutEditor.takeoff.item.${row.item}`)}</span>
              <span data-testid={`takeoff-${row.item}`}>{row.item === 'fenceFeet' || row.item === 'removal' ? formatFeetInches(row.count) : row.count}</span>
            </dt>
            <dd className="text-xs text-muted-foreground">{t(`layoutEditor.why.${row.item}`, row.params)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
