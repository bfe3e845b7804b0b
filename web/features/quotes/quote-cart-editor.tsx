// The materials cart: browse the catalogue, add with quantities, see the live price, pick the customer, save as a quote.
import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../../core/catalogue/catalogue.schema';
import { cartItemFromCatalogue, type CartItemRef } from '../../../core/catalogue/cart-item-from-catalogue';
import { cartItemName, styleNameFor } from '../../../core/quotes/cart-item-words';
import { formatCents } from '../../../core/money';
import { priceCartQuote } from '../../../core/quotes/price-cart-quote';
import type { AdjustmentInput, ContractorRates } from '../../../core/quotes/pricing.types';
import type { QuoteLanguage } from '../../../core/quotes/quote.schema';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { AdjustmentsEditor } from './adjustments-editor';
import { CataloguePicture } from './catalogue-picture';
import { QuoteCustomerSelect } from './quote-customer-select';
import { QuoteTotals } from './quote-totals';
import { Tip } from '../../ui/tooltip';

export type CartDraft = {
  homeownerId: string;
  language: QuoteLanguage;
  items: CartItemRef[];
  adjustments: AdjustmentInput[];
  deliveryMiles: number | null;
  notes: string;
};

const filters = ['all', 'vinyl', 'cedar', 'chain', 'caps', 'hardware'] as const;
type Filter = (typeof filters)[number];

export function QuoteCartEditor({
  catalogue, rates, systemTaxRatePercent, initial, saving, submitLabel, onSubmit, errors,
}: {
  catalogue: Catalogue;
  rates: ContractorRates;
  systemTaxRatePercent: number;
  initial: CartDraft;
  saving: boolean;
  submitLabel: string;
  onSubmit: (draft: CartDraft) => void;
  errors?: { customer?: string; items?: string };
}) {
  const { t, i18n } = useTranslation();
  // Issue 21 item 9: Picket's words and the style's Spanish name follow the reader's language.
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const [draft, setDraft] = useState<CartDraft>(initial);
  const [filter, setFilter] = useState<Filter>('all');
  const [heights, setHeights] = useState<Record<string, number>>({});
  const set = (patch: Partial<CartDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const resolved = useMemo(
    () => draft.items.map((ref, i) => ({ ref, item: cartItemFromCatalogue(catalogue, ref, `cart:${i}`) })).filter((x) => x.item),
    [catalogue, draft.items],
  );
  const priced = useMemo(
    () => priceCartQuote({ items: resolved.map((r) => r.item!), rates, adjustments: draft.adjustments.filter((a) => a.label.trim()), shippingMiles: draft.deliveryMiles, taxRatePercent: systemTaxRatePercent }),
    [resolved, rates, draft.adjustments, draft.deliveryMiles, systemTaxRatePercent],
  );

  const add = (catalogueItemId: string, part: CartItemRef['part']) =>
    setDraft((d) => {
      const at = d.items.findIndex((x) => x.catalogueItemId === catalogueItemId && x.part === part);
      if (at >= 0) return { ...d, items: d.items.map((x, i) => (i === at ? { ...x, quantity: x.quantity + 1 } : x)) };
      return { ...d, items: [...d.items, { catalogueItemId, part, quantity: 1 }] };
    });
  const setQty = (i: number, quantity: number) =>
    setDraft((d) => ({ ...d, items: d.items.map((x, j) => (j === i ? { ...x, quantity: Math.max(1, Math.min(10_000, Math.round(quantity) || 1)) } : x)) }));
  const remove = (i: number) => setDraft((d) => ({ ...d, items: d.items.filter((_, j) => j !== i) }));

  const showStyles = filter === 'all' || filter === 'vinyl' || filter === 'cedar' || filter === 'chain';
  const styles = catalogue.styles.filter((s) => filter === 'all' || s.fenceType === filter);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <section aria-labelledby="catalogue-heading" className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
        <h2 id="catalogue-heading" className="text-lg font-semibold">{t('quotes.cart.catalogue')}</h2>
        <div role="group" aria-label={t('quotes.cart.filterLabel')} className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <Button key={f} size="sm" variant={filter === f ? 'default' : 'outline'} aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`quotes.cart.filter.${f}`)}
            </Button>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {showStyles &&
            styles.map((s) => {
              const h = heights[s.id] ?? 6;
              const p = s.pricing.find((x) => x.heightFt === h) ?? s.pricing[s.pricing.length - 1];
              if (!p) return null;
              return (
                <Card key={s.id} className="flex flex-col">
                  <CataloguePicture svg={s.imageKey ? catalogue.images[s.imageKey] : undefined} url={s.imageKey ? catalogue.imageUrls?.[s.imageKey] : undefined} className="h-28 w-full rounded-t-lg bg-muted/40 object-contain p-2" />
                  <CardHeader className="p-4 pb-2">
                    <CardTitle className="text-base">{styleNameFor(s, lang)}</CardTitle>
                    <p className="text-sm text-muted-foreground">{s.description}</p>
                  </CardHeader>
                  <CardContent className="grid gap-2 p-4 pt-0">
                    <label className="grid gap-1 text-sm font-medium">
                      {t('quotes.cart.height')}
                      <select value={p.heightFt} onChange={(e) => setHeights((x) => ({ ...x, [s.id]: Number(e.target.value) }))} className="h-9 rounded-md border border-input bg-card px-2 text-sm">
                        {s.pricing.map((x) => <option key={x.id} value={x.heightFt}>{t('quotes.cart.heightFt', { h: x.heightFt })}</option>)}
                      </select>
                    </label>
                    {(['panel', 'post', 'gate'] as const).map((part) => {
                      const cents = part === 'panel' ? (p.panelPriceCents ?? p.pricePerFootCents * 8) : part === 'post' ? p.postPriceCents : p.gatePriceCents;
                      if (cents == null) return null;
                      const name = t(`quotes.cart.part.${part}`, { style: styleNameFor(s, lang), h: p.heightFt });
                      return (
                        <div key={part} className="flex items-center justify-between gap-2 text-sm">
                          <span>{t(`quotes.cart.partShort.${part}`)} <span className="tabular-nums text-muted-foreground">{formatCents(cents)}</span></span>
                          <Button size="sm" variant="secondary" aria-label={t('quotes.cart.addNamed', { name })} onClick={() => add(p.id, part)}>
                            <Plus aria-hidden="true" />
                            {t('quotes.cart.add')}
                          </Button>
                        </div>
                      );
                    })}
                  </CardContent>
                </Card>
              );
            })}
          {(filter === 'all' || filter === 'caps') &&
            catalogue.postCaps.map((c) => (
              <SimpleItem key={c.id} name={c.name} cents={c.priceCents} svg={catalogue.images[c.imageKey ?? 'post-cap']} url={catalogue.imageUrls?.[c.imageKey ?? 'post-cap']} onAdd={() => add(c.id, 'item')} />
            ))}
          {(filter === 'all' || filter === 'hardware') &&
            catalogue.hardware.map((h) => (
              <SimpleItem key={h.id} name={h.name} cents={h.priceCents} svg={catalogue.images[h.category === 'concrete' ? 'concrete' : 'hardware']} url={catalogue.imageUrls?.[h.category === 'concrete' ? 'concrete' : 'hardware']} onAdd={() => add(h.id, 'item')} />
            ))}
        </div>
      </section>

      <aside aria-labelledby="cart-heading" className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 lg:sticky lg:top-4">
        <Card>
          <CardHeader className="p-4 pb-2">
            <h2 id="cart-heading" className="flex items-center gap-2 text-lg font-semibold">
              <ShoppingCart aria-hidden="true" className="size-5" />
              {t('quotes.cart.title')}
            </h2>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 pt-0">
            <QuoteCustomerSelect value={draft.homeownerId} onChange={(homeownerId) => set({ homeownerId })} error={errors?.customer} />
            {resolved.length === 0 ? (
              <p className="text-sm text-muted-foreground">{errors?.items ?? t('quotes.cart.empty')}</p>
            ) : (
              <ul className="grid gap-3" aria-label={t('quotes.cart.items')}>
                {draft.items.map((ref, i) => {
                  const found = cartItemFromCatalogue(catalogue, ref, `cart:${i}`);
                  if (!found) return null;
                  const item = { ...found, productName: found.words ? cartItemName(found.words, lang) : found.productName };
                  return (
                    <li key={`${ref.catalogueItemId}:${ref.part}`} className="grid gap-1 border-b border-border pb-2 text-sm">
                      <div className="flex justify-between gap-2">
                        <span className="font-medium">{item.productName}</span>
                        <span className="tabular-nums">{formatCents(Math.round(item.quantity * item.unitPriceCents))}</span>
                      </div>
                      <div className="flex items-center gap-1">
                        <Tip label={t('quotes.cart.decrease', { name: item.productName })}>
                          <Button size="icon" variant="outline" className="size-8" aria-label={t('quotes.cart.decrease', { name: item.productName })} onClick={() => setQty(i, ref.quantity - 1)}>
                            <Minus aria-hidden="true" />
                          </Button>
                        </Tip>
                        <Input
                          type="number" min={1} max={10000} inputMode="numeric" className="h-8 w-16 text-center"
                          aria-label={t('quotes.cart.quantityOf', { name: item.productName })}
                          value={ref.quantity}
                          onChange={(e) => setQty(i, Number(e.target.value))}
                        />
                        <Tip label={t('quotes.cart.increase', { name: item.productName })}>
                          <Button size="icon" variant="outline" className="size-8" aria-label={t('quotes.cart.increase', { name: item.productName })} onClick={() => setQty(i, ref.quantity + 1)}>
                            <Plus aria-hidden="true" />
                          </Button>
                        </Tip>
                        <span className="ml-2 text-muted-foreground">× {formatCents(item.unitPriceCents)}</span>
                        <Tip label={t('quotes.cart.remove', { name: item.productName })}>
                          <Button size="icon" variant="ghost" className="ml-auto size-8" aria-label={t('quotes.cart.remove', { name: item.productName })} onClick={() => remove(i)}>
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </Tip>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="grid gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={draft.deliveryMiles != null} onChange={(e) => set({ deliveryMiles: e.target.checked ? 10 : null })} />
                {t('quotes.cart.delivery')}
              </label>
              {draft.deliveryMiles != null ? (
                <label className="grid gap-1 text-sm font-medium">
                  {t('quotes.cart.deliveryMiles')}
                  <Input type="number" min={0} max={5000} value={draft.deliveryMiles} onChange={(e) => set({ deliveryMiles: Math.max(0, Number(e.target.value) || 0) })} />
                </label>
              ) : null}
            </div>
            <AdjustmentsEditor value={draft.adjustments} onChange={(adjustments) => set({ adjustments })} />
            <label className="grid gap-1 text-sm font-medium">
              {t('quotes.fields.language')}
              <select value={draft.language} onChange={(e) => set({ language: e.target.value as QuoteLanguage })} className="h-10 rounded-md border border-input bg-card px-3 text-sm">
                <option value="en">{t('common.languageName.en')}</option>
                <option value="es">{t('common.languageName.es')}</option>
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium">
              {t('quotes.fields.notes')}
              <textarea value={draft.notes} onChange={(e) => set({ notes: e.target.value })} rows={3} className="rounded-md border border-input bg-card px-3 py-2 text-sm" />
            </label>
            <div aria-live="polite">
              <QuoteTotals priced={priced} />
            </div>
            <Button size="lg" disabled={saving} onClick={() => onSubmit({ ...draft, adjustments: draft.adjustments.filter((a) => a.label.trim()) })}>
              {saving ? t('quotes.cart.saving') : submitLabel}
            </Button>
          </CardContent>
        </Card>
      </aside>
      {draft.items.length ? (
        <a href="#cart-heading" className="fixed inset-x-4 bottom-20 z-30 flex items-center justify-between rounded-full bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground shadow-lg lg:hidden">
          <span>{t('quotes.cart.viewCart', { count: draft.items.reduce((a, x) => a + x.quantity, 0) })}</span>
          <span className="tabular-nums">{formatCents(priced.totalCents)}</span>
        </a>
      ) : null}
    </div>
  );
}

function SimpleItem({ name, cents, svg, url, onAdd }: { name: string; cents: number; svg: string | undefined; url?: string; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col">
      <CataloguePicture svg={svg} url={url} className="h-20 w-full rounded-t-lg bg-muted/40 object-contain p-2" />
      <CardContent className="flex flex-1 flex-col justify-between gap-2 p-4">
        <h3 className="text-sm font-semibold">{name}</h3>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="tabular-nums text-muted-foreground">{formatCents(cents)}</span>
          <Button size="sm" variant="secondary" aria-label={t('quotes.cart.addNamed', { name })} onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('quotes.cart.add')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
