// The contractor's totals panel: cost, markup, minimum, adjustments, tax, delivery, total, deposit.
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../core/money';
import type { PricedQuote } from '../../../core/quotes/pricing.types';

/** `paidCents`: net of refunds, when the quote's payments are known (the deposit then reads paid once covered). */
export function QuoteTotals({ priced, paidCents }: { priced: PricedQuote; paidCents?: number }) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, strong = false) => (
    <div className={strong ? 'flex justify-between border-t border-border pt-2 text-base font-semibold' : 'flex justify-between text-sm'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
  return (
    <dl className="grid gap-1.5" aria-label={t('quotes.totals.label')}>
      {row(t('quotes.totals.materials'), priced.materialsCents)}
      {priced.laborCents ? row(t('quotes.totals.labor'), priced.laborCents) : null}
      {priced.removalCents ? row(t('quotes.totals.removal'), priced.removalCents) : null}
      {row(t('quotes.totals.markup'), priced.markupCents)}
      {priced.minimumApplied ? row(t('quotes.totals.minimum'), priced.minimumUpliftCents) : null}
      {priced.adjustments.map((a, i) => <div key={i}>{row(a.label, a.amountCents)}</div>)}
      {row(t('quotes.totals.tax', { rate: priced.taxRatePercent }), priced.taxCents)}
      {priced.shippingTier ? row(t('quotes.totals.shipping', { tier: priced.shippingTier }), priced.shippingCents) : null}
      {row(t('quotes.totals.total'), priced.totalCents, true)}
      <div className="flex justify-between text-sm text-muted-foreground">
        <dt>{paidCents !== undefined && priced.depositCents > 0 && paidCents >= priced.depositCents ? t('quotes.totals.depositPaid') : t('quotes.totals.deposit')}</dt>
        <dd className="tabular-nums">{formatCents(priced.depositCents)}</dd>
      </div>
    </dl>
  );
}
