import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatPhoneInput } from '../../../core/customers/phone';
import { businessSettingsSchema, type BusinessSettings } from '../../../core/settings/settings.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { ZipChipsField } from '../../ui/zip-chips-field';
import { SaveButton, SettingsCard } from '../../ui/settings-card';
import { useSaveSettings } from './settings-api';
import { TimezoneSelect } from './timezone-select';
import { UnitInput } from '../../ui/unit-input';

type BusinessValues = z.input<typeof businessSettingsSchema>;

function toValues(b: BusinessSettings): BusinessValues {
  return { ...b, phone: formatPhoneInput(b.phone), timezone: b.timezone || 'America/Chicago' };
}

/** Business tab: who the contractor is, where they work and how their quotes look. */
export function BusinessForm({ initial, email }: { initial: BusinessSettings; email: string }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const form = useForm<BusinessValues, unknown, BusinessSettings>({ resolver: zodResolver(businessSettingsSchema), defaultValues: toValues(initial) });
  const save = useSaveSettings('business', form.setError);
  const errors = form.formState.errors;
  const brand = form.watch('brandColor');
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: (s) => form.reset(toValues(s.business)) }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('settings.tabs.business')}>
      <SettingsCard title={t('settings.business.companyTitle')} description={t('settings.business.companyLead', { email })}>
        <FormField label={t('settings.business.businessName')} error={vm(errors.businessName?.message)}>
          <Input autoComplete="organization" maxLength={120} {...form.register('businessName')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('settings.business.firstName')} error={vm(errors.firstName?.message)}>
            <Input autoComplete="given-name" maxLength={80} {...form.register('firstName')} />
          </FormField>
          <FormField label={t('settings.business.lastName')} error={vm(errors.lastName?.message)}>
            <Input autoComplete="family-name" maxLength={80} {...form.register('lastName')} />
          </FormField>
          <FormField label={t('settings.business.phone')} error={vm(errors.phone?.message)}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="XXX-XXX-XXXX"
              {...form.register('phone', { onChange: (e) => form.setValue('phone', formatPhoneInput(e.target.value)) })}
            />
          </FormField>
          <FormField label={t('settings.business.website')} error={vm(errors.website?.message)}>
            <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...form.register('website')} />
          </FormField>
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.business.addressTitle')}>
        <FormField label={t('settings.business.address')} error={vm(errors.address?.message)}>
          <Input autoComplete="street-address" maxLength={200} {...form.register('address')} />
        </FormField>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <FormField label={t('settings.business.city')} error={vm(errors.city?.message)} className="col-span-2 sm:col-span-1">
            <Input autoComplete="address-level2" maxLength={100} {...form.register('city')} />
          </FormField>
          <FormField label={t('settings.business.state')} error={vm(errors.state?.message)}>
            <Input
              autoComplete="address-level1"
              placeholder="CA"
              maxLength={2}
              {...form.register('state', { onChange: (e) => form.setValue('state', e.target.value.toUpperCase().slice(0, 2)) })}
            />
          </FormField>
          <FormField label={t('settings.business.zipCode')} error={vm(errors.zipCode?.message)}>
            <Input
              autoComplete="postal-code"
              inputMode="numeric"
              placeholder="12345"
              maxLength={5}
              {...form.register('zipCode', { onChange: (e) => form.setValue('zipCode', e.target.value.replace(/\D/g, '').slice(0, 5)) })}
            />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('settings.business.licenseNumber')} error={vm(errors.licenseNumber?.message)}>
            <Input maxLength={60} {...form.register('licenseNumber')} />
          </FormField>
          <FormField label={t('settings.business.insuranceNumber')} error={vm(errors.insuranceNumber?.message)}>
            <Input maxLength={60} {...form.register('insuranceNumber')} />
          </FormField>
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.business.areaTitle')} description={t('settings.business.areaLead')}>
        <Controller
          control={form.control}
          name="serviceAreas"
          render={({ field, fieldState }) => (
            <ZipChipsField
              value={field.value}
              onChange={(next) => field.onChange(next)}
              error={fieldState.error?.message ?? errors.serviceAreas?.root?.message}
              labels={{
                field: t('settings.business.serviceZip'),
                hint: t('settings.business.serviceZipHint'),
                add: t('settings.business.addZip'),
                list: t('settings.business.serviceAreas'),
                remove: (zip) => t('settings.business.removeZip', { zip }),
                empty: t('settings.business.noServiceAreas'),
              }}
            />
          )}
        />
        <TimezoneSelect control={form.control} name="timezone" id="settings-timezone" label={t('settings.business.timezone')} error={vm(errors.timezone?.message)} />
      </SettingsCard>

      <SettingsCard title={t('settings.business.quotesTitle')} description={t('settings.business.quotesLead')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('settings.business.brandColor')} error={vm(errors.brandColor?.message)} hint={t('settings.business.brandColorHint')}>
            <Input placeholder="#1f7a4d" maxLength={7} autoComplete="off" {...form.register('brandColor')} />
          </FormField>
          <div className="grid gap-2">
            <span className="text-sm font-medium leading-none" aria-hidden="true">
              {t('settings.business.brandPreview')}
            </span>
            <input
              type="color"
              aria-label={t('settings.business.brandPicker')}
              className="h-10 w-full cursor-pointer rounded-md border border-input bg-card p-1"
              value={/^#[0-9a-fA-F]{6}$/.test(brand ?? '') ? brand : '#166534'}
              onChange={(e) => form.setValue('brandColor', e.target.value, { shouldDirty: true, shouldValidate: true })}
            />
          </div>
          <FormField label={t('settings.business.quoteExpiryDays')} error={vm(errors.quoteExpiryDays?.message)} hint={t('settings.business.quoteExpiryHint')}>
            <UnitInput type="number" inputMode="numeric" min={1} max={365} step={1} suffix={t('settings.units.days')} {...form.register('quoteExpiryDays', { valueAsNumber: true })} />
          </FormField>
        </div>
      </SettingsCard>

      <SaveButton pending={save.isPending} dirty={form.formState.isDirty} label={t('settings.business.save')} />
    </form>
  );
}
