import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { pricingSettingsSchema, type PricingSettings } from '../../../core/settings/settings.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { MoneyField } from '../../ui/money-field';
import { SaveButton, SettingsCard } from '../../ui/settings-card';
import { useSaveSettings } from './settings-api';
import { UnitInput } from '../../ui/unit-input';

type PricingValues = z.input<typeof pricingSettingsSchema>;

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Pricing tab: the rates every new quote is priced with, in dollars on screen and cents on the wire (SPEC §9 defaults). */
export function PricingForm({ initial }: { initial: PricingSettings }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const form = useForm<PricingValues, unknown, PricingSettings>({ resolver: zodResolver(pricingSettingsSchema), defaultValues: initial });
  const save = useSaveSettings('pricing', form.setError);
  const { control, formState } = form;
  const errors = formState.errors;
  const removalType = form.watch('removalPricingType');
  const taxEnabled = form.watch('taxEnabled');
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: (s) => form.reset(s.pricing) }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('settings.tabs.pricing')}>
      <SettingsCard title={t('settings.pricing.materialsTitle')} description={t('settings.pricing.materialsLead')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField control={control} name="materialPerFootVinylCents" label={t('settings.pricing.vinylPerFoot')} />
          <MoneyField control={control} name="materialPerFootCedarCents" label={t('settings.pricing.cedarPerFoot')} />
          <MoneyField control={control} name="materialPerFootChainCents" label={t('settings.pricing.chainPerFoot')} />
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.pricing.gatesTitle')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField control={control} name="gatePriceVinylCents" label={t('settings.pricing.vinylGate')} />
          <MoneyField control={control} name="gatePriceCedarCents" label={t('settings.pricing.cedarGate')} />
          <MoneyField control={control} name="gatePriceChainCents" label={t('settings.pricing.chainGate')} />
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.pricing.laborTitle')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField control={control} name="laborPerFootCents" label={t('settings.pricing.laborPerFoot')} />
          <MoneyField control={control} name="laborPerPostCents" label={t('settings.pricing.laborPerPost')} />
          <MoneyField control={control} name="laborPerGateCents" label={t('settings.pricing.laborPerGate')} />
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.pricing.removalTitle')} description={t('settings.pricing.removalLead')}>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('settings.pricing.removalType')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['flat', 'per_foot'] as const).map((type) => (
              <label key={type} className="flex cursor-pointer items-center gap-3 rounded-md border border-input bg-card p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary">
                <input type="radio" value={type} className="size-4 accent-primary" {...form.register('removalPricingType')} />
                {t(`settings.pricing.removal.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {removalType === 'flat' ? (
            <MoneyField control={control} name="removalFlatFeeCents" label={t('settings.pricing.removalFlatFee')} hint={t('settings.pricing.removalFlatHint')} />
          ) : (
            <MoneyField control={control} name="removalPerFootCents" label={t('settings.pricing.removalPerFoot')} hint={t('settings.pricing.removalPerFootHint')} />
          )}
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.pricing.chargesTitle')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField control={control} name="minimumChargeCents" label={t('settings.pricing.minimumCharge')} hint={t('settings.pricing.minimumHint')} />
          <MoneyField control={control} name="excavationCents" label={t('settings.pricing.excavation')} hint={t('settings.pricing.perPostHint')} />
          <MoneyField control={control} name="concreteSetCents" label={t('settings.pricing.concreteSet')} hint={t('settings.pricing.perPostHint')} />
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.pricing.markupTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('settings.pricing.markup')} error={vm(errors.markupPercentage?.message)} hint={t('settings.pricing.markupHint')}>
            <UnitInput type="number" inputMode="decimal" min={0} max={500} step="0.01" suffix="%" {...form.register('markupPercentage', { valueAsNumber: true })} />
          </FormField>
        </div>
        <div className="flex items-center gap-3">
          <Controller
            control={control}
            name="taxEnabled"
            render={({ field }) => <Checkbox id="settings-tax-enabled" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />}
          />
          <Label htmlFor="settings-tax-enabled">{t('settings.pricing.taxEnabled')}</Label>
        </div>
        {taxEnabled ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.pricing.taxRate')} error={vm(errors.taxRatePercent?.message)} hint={t('settings.pricing.taxRateHint')}>
              <UnitInput type="number" inputMode="decimal" min={0} max={20} step="0.001" suffix="%" {...form.register('taxRatePercent', { setValueAs: blankToNull })} />
            </FormField>
          </div>
        ) : null}
      </SettingsCard>

      <SaveButton pending={save.isPending} dirty={form.formState.isDirty} label={t('settings.pricing.save')} />
    </form>
  );
}
