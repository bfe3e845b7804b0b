// /quote/{id}/edit: customer, items or adjustments, notes, language, delivery and expiry of a draft or sent quote.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { CartItemRef } from '../../../core/catalogue/cart-item-from-catalogue';
import type { AdjustmentInput } from '../../../core/quotes/pricing.types';
import type { QuoteDetail } from '../../../core/quotes/quote-view.schema';
import type { QuoteLanguage, UpdateQuoteInput } from '../../../core/quotes/quote.schema';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { AdjustmentsEditor } from './adjustments-editor';
import { useCatalogue, usePricingContext, useQuote, useUpdateQuote } from './quote-api';
import { QuoteCartEditor, type CartDraft } from './quote-cart-editor';
import { QuoteTotals } from './quote-totals';
import { QuoteOptionsCard } from './quote-options-card';
import { useServerMessage } from '../../lib/server-message';

// The drawing of a layout quote is edited with the layout editor's own page; this page adds the quote's details.
const LayoutQuotePage = lazy(() => import('../layout-editor/pages/layout-quote-page'));

export default function QuoteEditPage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const { id } = useParams<{ id: string }>();
  const quote = useQuote(id);
  if (quote.isPending) return <Spinner label={t('common.loading')} />;
  if (quote.isError) return <p role="alert" className="text-destructive">{serverText(quote.error)}</p>;
  return <EditForm quote={quote.data} />;
}

function EditForm({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  // Issue 25: ?option= edits that option's drawing or cart (else the option the quote shows).
  const optionParam = new URLSearchParams(useSearch()).get('option');
  const option = quote.options.find((o) => o.id === optionParam) ?? quote.options.find((o) => o.id === quote.shownOptionId);
  const update = useUpdateQuote(quote.id);
  const catalogue = useCatalogue();
  const context = usePricingContext(quote.id);
  const [expiry, setExpiry] = useState(quote.expiresAt ? quote.expiresAt.slice(0, 10) : '');

  const save = (body: UpdateQuoteInput) =>
    update.mutate(
      { ...body, ...(expiry ? { expiresAt: expiry } : {}), ...(option ? { optionId: option.id } : {}) },
      {
        onSuccess: (q) => {
          toast({ title: t('quotes.toast.saved', { number: q.quoteNumber }) });
          navigate(`/contractor/quote/${q.id}/view`);
        },
        onError: (e) => toast({ variant: 'destructive', title: t('quotes.toast.errorTitle'), description: serverText(e) }),
      },
    );

  const header = (
    <PageHeader
      title={t('quotes.edit.title', { number: quote.quoteNumber })}
      description={quote.status === 'sent' ? t('quotes.edit.newVersionNote') : t('quotes.edit.description')}
      actions={<Button variant="outline" asChild><Link href={`/contractor/quote/${quote.id}/view`}>{t('common.cancel')}</Link></Button>}
    />
  );
  const expiryField = (
    <label className="grid max-w-xs gap-1 text-sm font-medium">
      {t('quotes.fields.expiresAt')}
      <Input type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
    </label>
  );
  if (!quote.editable) return <div>{header}<p role="alert">{t('quotes.edit.frozen')}</p></div>;
  const options = option ? (
    <div className="grid gap-2">
      <p className="font-medium" role="status">{t('quoteOptions.edit.editing', { position: option.position, name: option.name })}</p>
      <QuoteOptionsCard quote={quote} editingOptionId={option.id} />
    </div>
  ) : <QuoteOptionsCard quote={quote} />;

  if (quote.quoteType === 'cart') {
    if (catalogue.isPending || context.isPending) return <Spinner label={t('common.loading')} />;
    if (catalogue.isError || context.isError) return <p role="alert" className="text-destructive">{serverText(catalogue.error ?? context.error)}</p>;
    const initial: CartDraft = {
      homeownerId: quote.customer?.id ?? '',
      language: quote.language,
      items: option
        ? option.cartItems.map((c) => ({ catalogueItemId: c.catalogueItemId, part: c.part as CartItemRef['part'], quantity: c.quantity }))
        : quote.cartItems.filter((c) => c.catalogueItemId).map((c) => ({ catalogueItemId: c.catalogueItemId!, part: c.part as CartItemRef['part'], quantity: c.quantity })),
      adjustments: quote.adjustmentsInput,
      deliveryMiles: quote.deliveryMiles,
      notes: quote.notes ?? '',
    };
    return (
      <div className="grid gap-4">
        {header}
        {options}
        {expiryField}
        <QuoteCartEditor
          key={option?.id ?? 'quote'}
          catalogue={catalogue.data}
          rates={context.data.rates}
          systemTaxRatePercent={context.data.systemTaxRatePercent}
          initial={initial}
          saving={update.isPending}
          submitLabel={t('quotes.edit.save')}
          onSubmit={(d) => save({ homeownerId: d.homeownerId || undefined, language: d.language, items: d.items, adjustments: d.adjustments, deliveryMiles: d.deliveryMiles, notes: d.notes })}
        />
      </div>
    );
  }
  return <LayoutEdit quote={quote} header={<>{header}{options}</>} expiryField={expiryField} saving={update.isPending} onSave={save} />;
}

function LayoutEdit({ quote, header, expiryField, saving, onSave }: { quote: QuoteDetail; header: React.ReactNode; expiryField: React.ReactNode; saving: boolean; onSave: (b: UpdateQuoteInput) => void }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<QuoteLanguage>(quote.language);
  const [adjustments, setAdjustments] = useState<AdjustmentInput[]>(quote.adjustmentsInput);
  const [notes, setNotes] = useState(quote.notes ?? '');
  const [miles, setMiles] = useState<number | null>(quote.deliveryMiles);
  return (
    <div className="grid gap-4">
      {header}
      <section aria-label={t('quotes.edit.drawing')}>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <LayoutQuotePage />
        </Suspense>
      </section>
      <Card>
        <CardContent className="grid gap-4 p-6">
          <h2 className="text-lg font-semibold">{t('quotes.edit.details')}</h2>
          <AdjustmentsEditor value={adjustments} onChange={setAdjustments} />
          <label className="grid max-w-xs gap-1 text-sm font-medium">
            {t('quotes.fields.language')}
            <select value={language} onChange={(e) => setLanguage(e.target.value as QuoteLanguage)} className="h-10 rounded-md border border-input bg-card px-3 text-sm">
              <option value="en">{t('common.languageName.en')}</option>
              <option value="es">{t('common.languageName.es')}</option>
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={miles != null} onChange={(e) => setMiles(e.target.checked ? 10 : null)} />
            {t('quotes.cart.delivery')}
          </label>
          {miles != null ? (
            <label className="grid max-w-xs gap-1 text-sm font-medium">
              {t('quotes.cart.deliveryMiles')}
              <Input type="number" min={0} value={miles} onChange={(e) => setMiles(Math.max(0, Number(e.target.value) || 0))} />
            </label>
          ) : null}
          {expiryField}
          <label className="grid gap-1 text-sm font-medium">
            {t('quotes.fields.notes')}
            <textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} className="rounded-md border border-input bg-card px-3 py-2 text-sm" />
          </label>
          <div className="max-w-sm"><QuoteTotals priced={quote.pricing} /></div>
          <Button className="justify-self-start" disabled={saving} onClick={() => onSave({ language, adjustments: adjustments.filter((a) => a.label.trim()), notes, deliveryMiles: miles })}>
            {saving ? t('quotes.cart.saving') : t('quotes.edit.saveDetails')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
