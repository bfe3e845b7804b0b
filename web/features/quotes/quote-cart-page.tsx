// /contractor/quote-cart and /quote-cart: a materials cart quote (SPEC §2).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { useCatalogue, useCreateQuote, usePricingContext } from './quote-api';
import { QuoteCartEditor, type CartDraft } from './quote-cart-editor';

export default function QuoteCartPage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const catalogue = useCatalogue();
  const context = usePricingContext();
  const create = useCreateQuote();
  const [errors, setErrors] = useState<{ customer?: string; items?: string }>({});

  const submit = (draft: CartDraft) => {
    const local = {
      customer: draft.homeownerId ? undefined : t('quotes.cart.customerRequired'),
      items: draft.items.length ? undefined : t('quotes.cart.itemsRequired'),
    };
    setErrors(local);
    if (local.customer || local.items) return;
    create.mutate(
      { quoteType: 'cart', homeownerId: draft.homeownerId, language: draft.language, items: draft.items, adjustments: draft.adjustments, deliveryMiles: draft.deliveryMiles, notes: draft.notes || undefined },
      {
        onSuccess: (quote) => {
          toast({ title: t('quotes.toast.created', { number: quote.quoteNumber }) });
          navigate(`/contractor/quote/${quote.id}/view`);
        },
        onError: (e) => toast({ variant: 'destructive', title: t('quotes.toast.errorTitle'), description: e instanceof ApiError ? serverText(e) : t('quotes.toast.saveFailed') }),
      },
    );
  };

  return (
    <div>
      <PageHeader title={t('quotes.cart.pageTitle')} description={t('quotes.cart.pageDescription')} />
      {catalogue.isPending || context.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : catalogue.isError || context.isError ? (
        <p role="alert" className="text-destructive">{serverText(catalogue.error ?? context.error)}</p>
      ) : (
        <QuoteCartEditor
          catalogue={catalogue.data}
          rates={context.data.rates}
          systemTaxRatePercent={context.data.systemTaxRatePercent}
          initial={{ homeownerId: search.get('customerId') ?? '', language: 'en', items: [], adjustments: [], deliveryMiles: null, notes: '' }}
          saving={create.isPending}
          submitLabel={t('quotes.cart.save')}
          onSubmit={submit}
          errors={errors}
        />
      )}
    </div>
  );
}
