// Settings → Accounting → Mapping: which QuickBooks items Picket's lines land on (or Picket creates its four), the
// accounts for payments by hand, card payments (a clearing account), card fees and suppliers' bills, the tax code; then a preview of
// how a real quote's invoices will look, before anything is sent.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QBO_ITEM_KEYS, type QboItemKey } from '../../../core/quickbooks/invoice-lines';
import type { QboMapping } from '../../../core/quickbooks/quickbooks.schema';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { NativeSelect } from '../../ui/native-select';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../../ui/settings-card';
import { useCreateQboItems, useQboMappingOptions, useQboPreview, useSaveQboMapping } from './accounting-api';

type Draft = { items: Record<QboItemKey, string>; depositAccountId: string; clearingAccountId: string; feeAccountId: string; materialsAccountId: string; taxCodeId: string };
const ACCOUNT_FIELDS = ['depositAccountId', 'clearingAccountId', 'feeAccountId'] as const;

export function QboMappingCard({ mapping }: { mapping: QboMapping | null }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const options = useQboMappingOptions(true);
  const createItems = useCreateQboItems();
  const save = useSaveQboMapping();
  const preview = useQboPreview(Boolean(mapping));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The saved mapping, else QuickBooks' own suggestions (items named like Picket's, Undeposited Funds…).
  useEffect(() => {
    if (draft || !options.data) return;
    const s = options.data.suggested;
    setDraft({
      items: Object.fromEntries(QBO_ITEM_KEYS.map((k) => [k, mapping?.items[k] ?? s.items?.[k] ?? ''])) as Record<QboItemKey, string>,
      depositAccountId: mapping?.depositAccountId ?? s.depositAccountId ?? '',
      clearingAccountId: mapping?.clearingAccountId ?? s.clearingAccountId ?? '',
      feeAccountId: mapping?.feeAccountId ?? s.feeAccountId ?? '',
      materialsAccountId: mapping ? (mapping.materialsAccountId ?? '') : (s.materialsAccountId ?? ''),
      taxCodeId: mapping?.taxCodeId ?? '',
    });
  }, [options.data, mapping, draft]);

  const money = (cents: number) => new Intl.NumberFormat(i18n.language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setErrors({});
    save.mutate(
      { ...draft, taxCodeId: draft.taxCodeId || null, materialsAccountId: draft.materialsAccountId || null },
      {
        onSuccess: () => toast({ title: t('accounting.mapping.saved') }),
        onError: (error) => {
          if (error instanceof ApiError && error.errors?.length) setErrors(Object.fromEntries(error.errors.map((e) => [e.path, serverText(e)])));
          else toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) });
        },
      },
    );
  };
  const makeItems = () =>
    createItems.mutate(undefined, {
      onSuccess: (next) => setDraft((d) => (d ? { ...d, items: { ...d.items, ...(next.suggested.items as Record<QboItemKey, string>) } } : d)),
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  return (
    <SettingsCard title={t('accounting.mapping.title')} description={t('accounting.mapping.description')}>
      {!options.data || !draft ? (
        options.isError ? <p role="alert" className="text-sm text-destructive">{serverText(options.error)}</p> : <Spinner label={t('common.loading')} />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium">{t('accounting.mapping.itemsLegend')}</legend>
            {QBO_ITEM_KEYS.map((key) => (
              <FormField key={key} label={t(`accounting.mapping.items.${key}`)} error={errors[`items.${key}`]}>
                <NativeSelect value={draft.items[key]} onChange={(e) => setDraft({ ...draft, items: { ...draft.items, [key]: e.target.value } })}>
                  <option value="">{t('accounting.mapping.choose')}</option>
                  {options.data.items.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}
                </NativeSelect>
              </FormField>
            ))}
            <Button type="button" variant="outline" className="h-auto min-h-9 w-full whitespace-normal sm:w-auto sm:justify-self-start" disabled={createItems.isPending} onClick={makeItems}>
              {t('accounting.mapping.createItems')}
            </Button>
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium">{t('accounting.mapping.accountsLegend')}</legend>
            {ACCOUNT_FIELDS.map((field) => (
              <FormField key={field} label={t(`accounting.mapping.accounts.${field}`)} hint={t(`accounting.mapping.accountHints.${field}`)} error={errors[field]}>
                <NativeSelect value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}>
                  <option value="">{t('accounting.mapping.choose')}</option>
                  {options.data.accounts.map((a) => <option key={a.id} value={a.id}>{`${a.name} (${a.type})`}</option>)}
                </NativeSelect>
              </FormField>
            ))}
            {/* Suppliers' bills (purchase orders' deliveries); empty: Picket's own "Job Materials" account. */}
            <FormField label={t('accounting.mapping.accounts.materialsAccountId')} hint={t('accounting.mapping.accountHints.materialsAccountId')} error={errors.materialsAccountId}>
              <NativeSelect value={draft.materialsAccountId} onChange={(e) => setDraft({ ...draft, materialsAccountId: e.target.value })}>
                <option value="">{t('accounting.mapping.picketMaterialsAccount')}</option>
                {options.data.accounts.map((a) => <option key={a.id} value={a.id}>{`${a.name} (${a.type})`}</option>)}
              </NativeSelect>
            </FormField>
            <FormField label={t('accounting.mapping.taxCode')} hint={t('accounting.mapping.taxCodeHint')} error={errors.taxCodeId}>
              <NativeSelect value={draft.taxCodeId} onChange={(e) => setDraft({ ...draft, taxCodeId: e.target.value })}>
                <option value="">{t('accounting.mapping.noTaxCode')}</option>
                {options.data.taxCodes.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </NativeSelect>
            </FormField>
          </fieldset>
          <Button type="submit" className="h-auto min-h-9 w-full whitespace-normal sm:w-auto sm:justify-self-end" disabled={save.isPending}>
            {t('accounting.mapping.save')}
          </Button>
        </form>
      )}
      {mapping && preview.data?.quote ? (
        <section aria-labelledby="qbo-preview-heading" className="mt-6 grid gap-3 border-t pt-4">
          <h3 id="qbo-preview-heading" className="font-medium">
            {t('accounting.preview.title', { number: preview.data.quote.quoteNumber })}
          </h3>
          <p className="text-sm text-muted-foreground wrap-anywhere">{t('accounting.preview.customer', { name: preview.data.customer?.displayName ?? '—' })}</p>
          {preview.data.invoices.map((inv) => (
            <div key={inv.docNumber} className="grid gap-1 rounded-md border p-3 text-sm">
              <p className="font-medium">{t('accounting.preview.invoice', { number: inv.docNumber })}</p>
              <ul className="grid gap-1">
                {inv.lines.map((l) => (
                  <li key={l.item} className="flex flex-wrap justify-between gap-2">
                    <span className="wrap-anywhere">{l.itemName ?? t(`accounting.mapping.items.${l.item}`)}</span>
                    <span>{money(l.amountCents)}</span>
                  </li>
                ))}
                <li className="flex flex-wrap justify-between gap-2 text-muted-foreground">
                  <span>{t('accounting.preview.tax')}</span>
                  <span>{money(inv.taxCents)}</span>
                </li>
                <li className="flex flex-wrap justify-between gap-2 font-medium">
                  <span>{t('accounting.preview.total')}</span>
                  <span>{money(inv.totalCents)}</span>
                </li>
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </SettingsCard>
  );
}
