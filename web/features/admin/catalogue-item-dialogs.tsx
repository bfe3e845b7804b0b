import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { fenceTypes } from '../../../core/quotes/pricing.types';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';
import { useSaveCatalogueItem } from './catalogue-api';
import { CatalogueMoneyField } from './catalogue-money-field';

const emptyToNull = (v: string | null) => (v ? v : null);

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

export function PostCapDialog({ cap, images, open, onOpenChange }: { cap: Cap | null; images: AdminCatalogue['images']; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const form = useForm<CapValues, unknown, PostCapInput>({ resolver: zodResolver(postCapInputSchema), defaultValues: EMPTY_CAP });
  useEffect(() => {
    if (open) form.reset(cap ? { name: cap.name, fenceType: cap.fenceType as CapValues['fenceType'], priceCents: cap.priceCents, imageKey: cap.imageKey, isActive: cap.isActive } : EMPTY_CAP);
  }, [open, cap, form]);
  const save = useSaveCatalogueItem<CapValues>({ setError: form.setError, onSaved: () => onOpenChange(false) });
  const errors = form.formState.errors;
  const postImages = images.filter((i) => i.kind === 'post' && (i.isActive || i.key === cap?.imageKey));
  const submit = form.handleSubmit((values) =>
    save.mutate({ method: cap ? 'PUT' : 'POST', url: cap ? `/api/admin/catalogue/post-caps/${cap.id}` : '/api/admin/catalogue/post-caps', body: values, name: values.name }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{cap ? t('admin.catalogue.editItemTitle', { name: cap.name }) : t('admin.catalogue.addPostCap')}</DialogTitle>
          <DialogDescription>{t('admin.catalogue.itemLead')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <FormField label={t('admin.catalogue.name')} error={vm(errors.name?.message)}>
            <Input {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('admin.catalogue.fenceType')} error={vm(errors.fenceType?.message)}>
              <FenceTypeSelect {...form.register('fenceType', { setValueAs: emptyToNull })} />
            </FormField>
            <CatalogueMoneyField control={form.control} name="priceCents" label={t('admin.catalogue.price')} />
          </div>
          <FormField label={t('admin.catalogue.picture')} error={vm(errors.imageKey?.message)}>
            <NativeSelect {...form.register('imageKey', { setValueAs: emptyToNull })}>
              <option value="">{t('admin.catalogue.noPicture')}</option>
              {postImages.map((i) => <option key={i.id} value={i.key}>{i.label}</option>)}
            </NativeSelect>
          </FormField>
          <div className="flex items-center gap-3">
            <Controller control={form.control} name="isActive" render={({ field }) => <Checkbox id="catalogue-cap-active" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />} />
            <Label htmlFor="catalogue-cap-active">{t('admin.catalogue.activeLabel')}</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={save.isPending}>{save.isPending ? t('settings.saving') : t('admin.catalogue.save')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type Hardware = AdminCatalogue['hardware'][number];
type HardwareValues = z.input<typeof hardwareItemInputSchema>;
const EMPTY_HARDWARE: HardwareValues = { category: 'latch', name: '', fenceType: null, unit: 'each', priceCents: Number.NaN, isActive: true };

export function HardwareDialog({ item, open, onOpenChange }: { item: Hardware | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const form = useForm<HardwareValues, unknown, HardwareItemInput>({ resolver: zodResolver(hardwareItemInputSchema), defaultValues: EMPTY_HARDWARE });
  useEffect(() => {
    if (open) {
      form.reset(item
        ? { category: item.category as HardwareValues['category'], name: item.name, fenceType: item.fenceType as HardwareValues['fenceType'], unit: item.unit as HardwareValues['unit'], priceCents: item.priceCents, isActive: item.isActive }
        : EMPTY_HARDWARE);
    }
  }, [open, item, form]);
  const save = useSaveCatalogueItem<HardwareValues>({ setError: form.setError, onSaved: () => onOpenChange(false) });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate({ method: item ? 'PUT' : 'POST', url: item ? `/api/admin/catalogue/hardware/${item.id}` : '/api/admin/catalogue/hardware', body: values, name: values.name }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? t('admin.catalogue.editItemTitle', { name: item.name }) : t('admin.catalogue.addHardware')}</DialogTitle>
          <DialogDescription>{t('admin.catalogue.itemLead')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
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
            <CatalogueMoneyField control={form.control} name="priceCents" label={t('admin.catalogue.price')} />
          </div>
          <div className="flex items-center gap-3">
            <Controller control={form.control} name="isActive" render={({ field }) => <Checkbox id="catalogue-hardware-active" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />} />
            <Label htmlFor="catalogue-hardware-active">{t('admin.catalogue.activeLabel')}</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={save.isPending}>{save.isPending ? t('settings.saving') : t('admin.catalogue.save')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
