import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  hardwareCategories,
  hardwareItemInputSchema,
  hardwareUnits,
  postCapInputSchema,
  type AdminCatalogue,
  type HardwareItemInput,
  type PostCapInput,
} from '../../../core/catalogue/catalogue-admin.schema';
import { createAdminHardware, createAdminPostCap, updateAdminHardware, updateAdminPostCap } from '../../../core/catalogue/catalogue-admin.api';
import { apiCall } from '../../lib/api-contract';
import { useValidationMessage } from '../../lib/validation-message';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { NativeSelect } from '../../ui/native-select';
import { MoneyField } from '../../ui/money-field';
import { CatalogueDialogFrame } from './catalogue-dialog-frame';
import { ActiveCheckbox, CataloguePictureField, emptyToNull } from './catalogue-fields';
import { useCatalogueItemForm } from './use-catalogue-item-form';
import { fenceTypes } from '../../../core/catalogue/fence-types';

function FenceTypeSelect(props: React.ComponentProps<typeof NativeSelect>) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...props}>
      <option value="">{t('admin.catalogue.anyFence')}</option>
      {fenceTypes.map((f) => <option key={f} value={f}>{t(`admin.catalogue.fenceTypes.${f}`)}</option>)}
    </NativeSelect>
  );
}

type Cap = AdminCatalogue['postCaps'][number];
type CapValues = z.input<typeof postCapInputSchema>;
const EMPTY_CAP: CapValues = { name: '', fenceType: null, priceCents: Number.NaN, imageKey: 'post-cap', isActive: true };
const capValues = (cap: Cap): CapValues => ({ name: cap.name, fenceType: cap.fenceType as CapValues['fenceType'], priceCents: cap.priceCents, imageKey: cap.imageKey, isActive: cap.isActive });

export function PostCapDialog({ cap, images, open, onOpenChange }: { cap: Cap | null; images: AdminCatalogue['images']; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const { form, frame } = useCatalogueItemForm({
    resolver: zodResolver<CapValues, unknown, PostCapInput>(postCapInputSchema),
    empty: EMPTY_CAP,
    toValues: capValues,
    item: cap,
    save: (body, id) => (id ? apiCall(updateAdminPostCap, { params: { id }, body }) : apiCall(createAdminPostCap, { body })),
    open,
    onOpenChange,
  });
  const errors = form.formState.errors;
  return (
    <CatalogueDialogFrame {...frame} title={cap ? t('admin.catalogue.editItemTitle', { name: cap.name }) : t('admin.catalogue.addPostCap')} description={t('admin.catalogue.itemLead')}>
      <FormField label={t('admin.catalogue.name')} error={vm(errors.name?.message)}>
        <Input {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.catalogue.fenceType')} error={vm(errors.fenceType?.message)}>
          <FenceTypeSelect {...form.register('fenceType', { setValueAs: emptyToNull })} />
        </FormField>
        <MoneyField control={form.control} name="priceCents" label={t('admin.catalogue.price')} />
      </div>
      <CataloguePictureField images={images} kind="post" currentKey={cap?.imageKey} error={errors.imageKey?.message} {...form.register('imageKey', { setValueAs: emptyToNull })} />
      <Controller control={form.control} name="isActive" render={({ field }) => <ActiveCheckbox id="catalogue-cap-active" checked={field.value} onCheckedChange={field.onChange} />} />
    </CatalogueDialogFrame>
  );
}

type Hardware = AdminCatalogue['hardware'][number];
type HardwareValues = z.input<typeof hardwareItemInputSchema>;
const EMPTY_HARDWARE: HardwareValues = { category: 'latch', name: '', fenceType: null, unit: 'each', priceCents: Number.NaN, isActive: true };
const hardwareValues = (item: Hardware): HardwareValues => ({
  category: item.category as HardwareValues['category'], name: item.name, fenceType: item.fenceType as HardwareValues['fenceType'], unit: item.unit as HardwareValues['unit'], priceCents: item.priceCents, isActive: item.isActive,
});

export function HardwareDialog({ item, open, onOpenChange }: { item: Hardware | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const { form, frame } = useCatalogueItemForm({
    resolver: zodResolver<HardwareValues, unknown, HardwareItemInput>(hardwareItemInputSchema),
    empty: EMPTY_HARDWARE,
    toValues: hardwareValues,
    item,
    save: (body, id) => (id ? apiCall(updateAdminHardware, { params: { id }, body }) : apiCall(createAdminHardware, { body })),
    open,
    onOpenChange,
  });
  const errors = form.formState.errors;
  return (
    <CatalogueDialogFrame {...frame} title={item ? t('admin.catalogue.editItemTitle', { name: item.name }) : t('admin.catalogue.addHardware')} description={t('admin.catalogue.itemLead')}>
      <FormField label={t('admin.catalogue.name')} error={vm(errors.name?.message)}>
        <Input {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.catalogue.category')} error={vm(errors.category?.message)}>
          <NativeSelect {...form.register('category')}>
            {hardwareCategories.map((c) => <option key={c} value={c}>{t(`admin.catalogue.categories.${c}`)}</option>)}
          </NativeSelect>
        </FormField>
        <FormField label={t('admin.catalogue.fenceType')} error={vm(errors.fenceType?.message)}>
          <FenceTypeSelect {...form.register('fenceType', { setValueAs: emptyToNull })} />
        </FormField>
        <FormField label={t('admin.catalogue.unit')} error={vm(errors.unit?.message)}>
          <NativeSelect {...form.register('unit')}>
            {hardwareUnits.map((u) => <option key={u} value={u}>{t(`admin.catalogue.units.${u}`)}</option>)}
          </NativeSelect>
        </FormField>
        <MoneyField control={form.control} name="priceCents" label={t('admin.catalogue.price')} />
      </div>
      <Controller control={form.control} name="isActive" render={({ field }) => <ActiveCheckbox id="catalogue-hardware-active" checked={field.value} onCheckedChange={field.onChange} />} />
    </CatalogueDialogFrame>
  );
}
