// Issue 25: the homeowner compares a quote's options (side by side on a desktop, stacked cards on a phone) and chooses
// one; the recommended one is highlighted. Each card: its price, the deposit, each side's price and what differs.
import { CheckCircle2, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../core/money';
import type { PublicQuote, PublicQuoteOption } from '../../../core/quotes/quote-view.schema';
import { cn } from '../../lib/cn';

/** The quote as the page shows it with one option selected: that option's drawing, lines, sides, totals and payments. */
export function withOption(quote: PublicQuote, optionId: string | null): PublicQuote {
  const o = quote.options.find((x) => x.id === optionId);
  if (!o) return quote;
  const { diagramSvg, lines, runs, adjustments, taxRatePercent, taxCents, shippingCents, totalCents, paymentSchedule } = o;
  return { ...quote, diagramSvg, lines, runs, adjustments, taxRatePercent, taxCents, shippingCents, totalCents, paymentSchedule };
}

type Props = { quote: PublicQuote; selectedId: string | null; onSelect: (id: string) => void };

export function QuoteOptionsChooser({ quote, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const choosing = quote.canApprove;
  const columns = quote.options.length === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2';
  const cards = quote.options.map((o) => (
    <OptionCard key={o.id} option={o} choosing={choosing} selected={o.id === selectedId} chosen={quote.chosenOptionId === o.id} decided={Boolean(quote.chosenOptionId)} onSelect={onSelect} />
  ));
  return (
    <section aria-labelledby="quote-options-title" className="grid gap-3">
      <div>
        <h2 id="quote-options-title" className="text-xl font-semibold">{choosing ? t('quoteOptions.public.title') : t('quoteOptions.public.titleDecided')}</h2>
        {choosing ? <p className="text-sm text-muted-foreground">{t('quoteOptions.public.intro', { count: quote.options.length })}</p> : null}
      </div>
      {choosing ? (
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('quoteOptions.public.title')}</legend>
          <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', columns)}>{cards}</div>
        </fieldset>
      ) : (
        <ul className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', columns)}>{cards.map((c) => <li key={c.key} className="grid min-w-0">{c}</li>)}</ul>
      )}
    </section>
  );
}

function OptionCard({ option: o, choosing, selected, chosen, decided, onSelect }: {
  option: PublicQuoteOption; choosing: boolean; selected: boolean; chosen: boolean; decided: boolean; onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = `quote-option-${o.id}`;
  const detailsId = `quote-option-${o.id}-details`;
  const body = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {choosing ? (
          <input type="radio" id={inputId} name="quote-option" value={o.id} checked={selected} onChange={() => onSelect(o.id)} aria-describedby={detailsId}
            className="relative z-10 size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring" />
        ) : null}
        <h3 className="min-w-0 break-words text-lg font-semibold">
          {/* The label stretches over the whole card, so a tap anywhere on it chooses the option. */}
          {choosing ? <label htmlFor={inputId} className="cursor-pointer after:absolute after:inset-0 after:content-['']">{o.name}</label> : o.name}
        </h3>
        {o.recommended ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            <Star aria-hidden="true" className="size-3" />{t('quoteOptions.public.recommended')}
          </span>
        ) : null}
        {chosen ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
            <CheckCircle2 aria-hidden="true" className="size-3" />{t('quoteOptions.public.chosen')}
          </span>
        ) : decided ? <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{t('quoteOptions.public.declined')}</span> : null}
      </div>
      <div id={detailsId} className="grid gap-2">
      <p className="text-2xl font-bold tabular-nums">{formatCents(o.totalCents)}</p>
      {o.depositCents ? <p className="text-sm text-muted-foreground">{t('quoteOptions.public.deposit', { amount: formatCents(o.depositCents) })}</p> : null}
      {o.runs.length ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{t('quoteOptions.public.sides')}</h4>
          <ul className="grid gap-0.5 text-sm">
            {o.runs.map((r) => (
              <li key={r.runId} className="flex justify-between gap-2"><span className="min-w-0 break-words">{r.label}</span><span className="shrink-0 tabular-nums">{formatCents(r.amountCents)}</span></li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-1">
        <h4 className="text-sm font-medium">{t('quoteOptions.public.differs')}</h4>
        {o.differences.length ? (
          <ul className="list-disc pl-5 text-sm">{o.differences.map((d) => <li key={d} className="break-words">{d}</li>)}</ul>
        ) : <p className="text-sm text-muted-foreground">{t('quoteOptions.public.sameWork')}</p>}
      </div>
      </div>
    </>
  );
  const frame = cn(
    'grid min-w-0 content-start gap-2 rounded-lg border bg-card p-4',
    o.recommended ? 'border-primary ring-1 ring-primary' : 'border-border',
    (choosing ? selected : chosen) && 'border-2 border-primary bg-primary/5',
  );
  return <div className={cn(frame, choosing && 'relative has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring')} data-testid="quote-option">{body}</div>;
}
