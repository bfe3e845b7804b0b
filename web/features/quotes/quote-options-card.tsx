// Issue 25: the contractor's view of a quote's options (good / better / best): the totals side by side, which one the
// quote shows (and so the job, deposit, PDF and books use), and, while the quote can change, add / name / recommend /
// remove / edit each one. A quote with one option shows one line offering a second.
import { CheckCircle2, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatCents } from '../../../core/money';
import { MAX_QUOTE_OPTIONS } from '../../../core/quotes/quote-options';
import type { QuoteDetail, QuoteOptionView } from '../../../core/quotes/quote-view.schema';
import { cn } from '../../lib/cn';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { useAddQuoteOption, useRemoveQuoteOption, useUpdateQuoteOption } from './quote-api';

type Props = {
  quote: QuoteDetail;
  /** On the edit page: the option being edited, marked in the list. */
  editingOptionId?: string | null;
};

export function QuoteOptionsCard({ quote, editingOptionId }: Props) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const add = useAddQuoteOption(quote.id);
  const update = useUpdateQuoteOption(quote.id);
  const remove = useRemoveQuoteOption(quote.id);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const failed = (e: Error) => toast({ variant: 'destructive', title: t('quotes.toast.errorTitle'), description: serverText(e) });
  const busy = add.isPending || update.isPending || remove.isPending;
  const canAdd = quote.editable && quote.options.length < MAX_QUOTE_OPTIONS;
  const addOption = () => add.mutate({}, { onSuccess: (q) => toast({ title: t('quoteOptions.card.added', { name: q.options.at(-1)?.name ?? '' }) }), onError: failed });

  if (quote.options.length === 0) {
    if (!quote.editable) return null;
    return (
      <Card>
        <CardHeader className="pb-2"><CardTitle>{t('quoteOptions.card.title')}</CardTitle></CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p className="text-muted-foreground">{t('quoteOptions.card.none')}</p>
          <Button variant="outline" className="justify-self-start" disabled={busy} onClick={addOption}><Plus aria-hidden="true" />{t('quoteOptions.card.addSecond')}</Button>
        </CardContent>
      </Card>
    );
  }

  const editHref = (o: QuoteOptionView) => `/quote/${quote.id}/edit?option=${o.id}`;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>{t('quoteOptions.card.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{quote.chosenOptionId ? t('quoteOptions.card.decided') : t('quoteOptions.card.shownNote')}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', quote.options.length === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2')} aria-label={t('quoteOptions.card.title')}>
          {quote.options.map((o) => {
            const chosen = quote.chosenOptionId === o.id;
            const shown = quote.shownOptionId === o.id;
            return (
              <li key={o.id} data-testid="contractor-quote-option" className={cn('grid min-w-0 content-start gap-2 rounded-lg border p-3', shown ? 'border-primary bg-primary/5' : 'border-border', editingOptionId === o.id && 'ring-2 ring-ring')}>
                {renaming?.id === o.id ? (
                  <form className="grid gap-2" onSubmit={(e) => { e.preventDefault(); update.mutate({ optionId: o.id, name: renaming.name }, { onSuccess: () => setRenaming(null), onError: failed }); }}>
                    <Input value={renaming.name} maxLength={60} aria-label={t('quoteOptions.card.name')} onChange={(e) => setRenaming({ id: o.id, name: e.target.value })} />
                    <div className="flex flex-wrap gap-2">
                      <Button type="submit" size="sm" disabled={busy}>{t('common.save')}</Button>
                      <Button type="button" size="sm" variant="outline" onClick={() => setRenaming(null)}>{t('common.cancel')}</Button>
                    </div>
                  </form>
                ) : (
                  <h3 className="min-w-0 break-words font-semibold">{t('quoteOptions.card.optionName', { position: o.position, name: o.name })}</h3>
                )}
                <div className="flex flex-wrap gap-1 text-xs">
                  {o.recommended ? <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground"><Star aria-hidden="true" className="size-3" />{t('quoteOptions.card.recommended')}</span> : null}
                  {chosen ? <span className="inline-flex items-center gap-1 rounded-full bg-green-700 px-2 py-0.5 font-semibold text-white"><CheckCircle2 aria-hidden="true" className="size-3" />{t('quoteOptions.card.chosen')}</span> : null}
                  {quote.chosenOptionId && !chosen ? <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground">{t('quoteOptions.card.declined')}</span> : null}
                  {shown && !quote.chosenOptionId ? <span className="rounded-full border border-primary px-2 py-0.5 font-medium">{t('quoteOptions.card.shown')}</span> : null}
                </div>
                <p className="text-xl font-bold tabular-nums">{formatCents(o.totalCents)}</p>
                <p className="text-sm text-muted-foreground">{t('quoteOptions.card.deposit', { amount: formatCents(o.depositCents) })}</p>
                {o.pricing.runs.length > 1 ? (
                  <ul className="grid gap-0.5 text-sm">
                    {o.pricing.runs.map((r) => <li key={r.runId} className="flex justify-between gap-2"><span className="min-w-0 break-words">{r.label}</span><span className="shrink-0 tabular-nums">{formatCents(r.totalCents)}</span></li>)}
                  </ul>
                ) : null}
                {quote.editable ? (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" asChild><Link href={editHref(o)}><Pencil aria-hidden="true" />{t('quoteOptions.card.edit', { name: o.name })}</Link></Button>
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => update.mutate({ optionId: o.id, recommended: !o.recommended }, { onError: failed })}>
                      <Star aria-hidden="true" />{o.recommended ? t('quoteOptions.card.unrecommend') : t('quoteOptions.card.recommend')}
                    </Button>
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => setRenaming({ id: o.id, name: o.name })}>{t('quoteOptions.card.rename')}</Button>
                    <Button size="sm" variant="outline" disabled={busy} aria-label={t('quoteOptions.card.remove', { name: o.name })} onClick={() => remove.mutate(o.id, { onError: failed })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {canAdd ? <Button variant="outline" className="justify-self-start" disabled={busy} onClick={addOption}><Plus aria-hidden="true" />{t('quoteOptions.card.add')}</Button> : null}
      </CardContent>
    </Card>
  );
}
