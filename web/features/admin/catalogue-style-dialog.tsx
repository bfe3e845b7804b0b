import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { materialStyleInputSchema, type AdminCatalogue, type MaterialStyleInput } from '../../../core/catalogue/catalogue-admin.schema';
import { createAdminStyle, updateAdminStyle } from '../../../core/catalogue/catalogue-admin.api';
import { apiCall } from '../../lib/api-contract';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { NativeSelect } from '../../ui/native-select';
import { Textarea } from '../../ui/textarea';
import { MoneyField } from '../../ui/money-field';
import { CatalogueDialogFrame } from './catalogue-dialog-frame';
import { ActiveCheckbox, CataloguePictureField, emptyToNull } from './catalogue-fields';
import { useCatalogueItemForm } from './use-catalogue-item-form';
import { CatalogueImageDialog } from './catalogue-image-dialog';
import { Tip } from '../../ui/tooltip';
import { fenceTypes } from '../../../core/catalogue/fence-types';

type Style = AdminCatalogue['styles'][number];

/** A picture key offered from the style's name ("Split Rail 2" → "split-rail-2"); the admin may change it. */
const slugOf = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
type Values = z.input<typeof materialStyleInputSchema>;

const blankPrice = (heightFt: number) => ({ heightFt, pricePerFootCents: Number.NaN, panelPriceCents: null, postPriceCents: null, gatePriceCents: null });
const EMPTY: Values = { fenceType: 'vinyl', name: '', nameEs: '', description: '', imageKey: null, sortOrder: 0, isActive: true, prices: [blankPrice(6)] };

const toValues = (s: Style): Values => ({
  fenceType: s.fenceType as Values['fenceType'], name: s.name, nameEs: s.nameEs ?? '', description: s.description ?? '', imageKey: s.imageKey, sortOrder: s.sortOrder, isActive: s.isActive,
  prices: s.prices.map((p) => ({ ...p })),
});

/** Add or edit a material style and its prices per height (SPEC §3 material_styles, style_pricing). */
export function CatalogueStyleDialog({ style, images, open, onOpenChange }: { style: Style | null; images: AdminCatalogue['images']; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const { form, frame } = useCatalogueItemForm({
    resolver: zodResolver<Values, unknown, MaterialStyleInput>(materialStyleInputSchema),
    empty: EMPTY,
    toValues,
    item: style,
    save: (body, id) => (id ? apiCall(updateAdminStyle, { params: { id }, body }) : apiCall(createAdminStyle, { body })),
    open,
    onOpenChange,
  });
  const prices = useFieldArray({ control: form.control, name: 'prices', keyName: 'fieldKey' });
  const errors = form.formState.errors;
  // Issue 21 item 8: a picture uploaded from here is chosen once the refreshed list has it.
  const [uploading, setUploading] = useState(false);
  const [newPictureKey, setNewPictureKey] = useState<string | null>(null);
  useEffect(() => {
    if (newPictureKey && images.some((i) => i.key === newPictureKey)) {
      form.setValue('imageKey', newPictureKey, { shouldDirty: true, shouldValidate: true });
      setNewPictureKey(null);
    }
  }, [images, newPictureKey, form]);
  useEffect(() => {
    if (!open) setNewPictureKey(null);
  }, [open]);
  const styleName = form.watch('name');

  return (
    <>
      <CatalogueDialogFrame
        {...frame}
        title={style ? t('admin.catalogue.editStyleTitle', { name: style.name }) : t('admin.catalogue.addStyle')}
        description={t('admin.catalogue.styleLead')}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin.catalogue.name')} error={vm(errors.name?.message)}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label={t('admin.catalogue.fenceType')} error={vm(errors.fenceType?.message)}>
            <NativeSelect {...form.register('fenceType')}>
              {fenceTypes.map((f) => <option key={f} value={f}>{t(`admin.catalogue.fenceTypes.${f}`)}</option>)}
            </NativeSelect>
          </FormField>
        </div>
        <FormField label={t('admin.catalogue.nameEs')} error={vm(errors.nameEs?.message)} hint={t('admin.catalogue.nameEsHint')}>
        <Input lang="es" {...form.register('nameEs')} />
      </FormField>
      <FormField label={t('admin.catalogue.description')} error={vm(errors.description?.message)}>
          <Textarea rows={2} {...form.register('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <CataloguePictureField images={images} kind="fence" currentKey={style?.imageKey} error={errors.imageKey?.message} {...form.register('imageKey', { setValueAs: emptyToNull })} />
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => setUploading(true)}>
                <ImagePlus aria-hidden="true" />
                {t('admin.catalogue.uploadPicture')}
              </Button>
            </div>
          </div>
          <FormField label={t('admin.catalogue.sortOrder')} error={vm(errors.sortOrder?.message)} hint={t('admin.catalogue.sortOrderHint')}>
            <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('sortOrder', { valueAsNumber: true })} />
          </FormField>
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">{t('admin.catalogue.prices')}</legend>
          <p className="text-xs text-muted-foreground">{t('admin.catalogue.pricesHint')}</p>
          {prices.fields.map((field, i) => {
            const e = errors.prices?.[i];
            const h = form.watch(`prices.${i}.heightFt`);
            const n = Number.isFinite(h) ? String(h) : String(i + 1);
            return (
              <div key={field.fieldKey} className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[6rem_repeat(4,minmax(0,1fr))_auto]">
                <FormField label={t('admin.catalogue.height')} error={vm(e?.heightFt?.message)}>
                  <Input type="number" inputMode="decimal" min={3} max={12} step={0.5} aria-label={t('admin.catalogue.heightRow', { n: i + 1 })} {...form.register(`prices.${i}.heightFt`, { valueAsNumber: true })} />
                </FormField>
                <MoneyField control={form.control} name={`prices.${i}.pricePerFootCents`} label={t('admin.catalogue.perFoot', { h: n })} />
                <MoneyField control={form.control} name={`prices.${i}.panelPriceCents`} label={t('admin.catalogue.panel', { h: n })} optional />
                <MoneyField control={form.control} name={`prices.${i}.postPriceCents`} label={t('admin.catalogue.post', { h: n })} optional />
                <MoneyField control={form.control} name={`prices.${i}.gatePriceCents`} label={t('admin.catalogue.gate', { h: n })} optional />
                <Tip label={t('admin.catalogue.removeHeight', { h: n })}>
                  <Button type="button" variant="ghost" size="icon" className="sm:mt-7" disabled={prices.fields.length <= 1} aria-label={t('admin.catalogue.removeHeight', { h: n })} onClick={() => prices.remove(i)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </Tip>
              </div>
            );
          })}
          {errors.prices?.message || errors.prices?.root?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive">{vm(errors.prices?.message ?? errors.prices?.root?.message)}</p>
          ) : null}
          <div>
            <Button type="button" variant="outline" disabled={prices.fields.length >= 20} onClick={() => prices.append(blankPrice(Math.min(12, Math.max(3, ...form.getValues('prices').map((p) => Number(p.heightFt) || 0)) + 1)))}>
              <Plus aria-hidden="true" />
              {t('admin.catalogue.addHeight')}
            </Button>
          </div>
        </fieldset>

        <Controller control={form.control} name="isActive" render={({ field }) => <ActiveCheckbox id="catalogue-style-active" checked={field.value} onCheckedChange={field.onChange} />} />
      </CatalogueDialogFrame>
      {/* Beside the style's form, not inside it: the picture's own form must not submit the style's. */}
      <CatalogueImageDialog image={null} open={open && uploading} onOpenChange={setUploading} forKind="fence" suggestedKey={slugOf(styleName)} onCreated={setNewPictureKey} />
    </>
  );
}
