import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { scheduleTypes } from '../../../core/payments/payment-split';
import { paymentMethodValues, paymentSettingsSchema, paymentTermsValues, type PaymentSettings } from '../../../core/settings/settings.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { MilestoneScheduleFields } from './milestone-schedule-fields';
import { paymentFormValues, type PaymentFormValues } from './payment-form-values';
import { SaveButton, SettingsCard } from '../../ui/settings-card';
import { useSaveSettings } from './settings-api';
import { UnitInput } from '../../ui/unit-input';

const round2 = (n: number) => Math.round(n * 100) / 100;
const percentInput = { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: '0.01', suffix: '%' } as const;

/** Payments tab: how jobs are split into payments, when they are due, and how customers may pay (SPEC §5, §9). */
export function PaymentsForm({ initial }: { initial: PaymentSettings }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  // Same core schema; the form's values are a narrower input of it (the schedule is always a list here).
  const resolver = zodResolver(paymentSettingsSchema) as Resolver<PaymentFormValues, unknown, PaymentSettings>;
  const form = useForm<PaymentFormValues, unknown, PaymentSettings>({ resolver, defaultValues: paymentFormValues(initial) });
  const save = useSaveSettings('payments', form.setError);
  const errors = form.formState.errors;
  const [scheduleType, deposit, twoPayDeposit, threeA, threeB, threeC, lateFeeType, financingEnabled] = form.watch([
    'paymentScheduleType',
    'depositPercentage',
    'twoPayDepositPercentage',
    'threePayDepositPercentage',
    'threePayMaterialsPercentage',
    'threePayFinalPercentage',
    'lateFeeType',
    'financingEnabled',
  ]);
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: (s) => form.reset(paymentFormValues(s.payments)) }));
  const pickSchedule = (type: string) => {
    // A fresh milestone schedule starts as deposit + final so the contractor edits rather than builds from nothing.
    if (type === 'milestone' && form.getValues('defaultMilestoneSchedule').length === 0) {
      form.setValue('defaultMilestoneSchedule', [
        { name: t('settings.payments.defaultDeposit'), percentage: 50 },
        { name: t('settings.payments.defaultFinal'), percentage: 50 },
      ]);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('settings.tabs.payments')}>
      <SettingsCard title={t('settings.payments.scheduleTitle')} description={t('settings.payments.scheduleLead')}>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('settings.payments.scheduleType')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {scheduleTypes.map((type) => (
              <label key={type} className="flex cursor-pointer items-start gap-3 rounded-md border border-input bg-card p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary">
                <input
                  type="radio"
                  value={type}
                  className="mt-0.5 size-4 accent-primary"
                  {...form.register('paymentScheduleType', { onChange: (e) => pickSchedule(e.target.value) })}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`settings.payments.schedule.${type}`)}</span>
                  <span className="text-muted-foreground">{t(`settings.payments.scheduleHint.${type}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {scheduleType === 'deposit' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.payments.depositPercent')} error={vm(errors.depositPercentage?.message)} hint={t('settings.payments.balanceHint', { balance: round2(100 - (deposit || 0)) })}>
              <UnitInput {...percentInput} {...form.register('depositPercentage', { valueAsNumber: true })} />
            </FormField>
          </div>
        ) : null}
        {scheduleType === 'two_pay' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.payments.twoPayDeposit')} error={vm(errors.twoPayDepositPercentage?.message)} hint={t('settings.payments.finalHint', { final: round2(100 - (twoPayDeposit || 0)) })}>
              <UnitInput {...percentInput} {...form.register('twoPayDepositPercentage', { valueAsNumber: true })} />
            </FormField>
          </div>
        ) : null}
        {scheduleType === 'three_pay' ? (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label={t('settings.payments.threePayDeposit')} error={vm(errors.threePayDepositPercentage?.message)}>
                <UnitInput {...percentInput} {...form.register('threePayDepositPercentage', { valueAsNumber: true })} />
              </FormField>
              <FormField label={t('settings.payments.threePayMaterials')} error={vm(errors.threePayMaterialsPercentage?.message)}>
                <UnitInput {...percentInput} {...form.register('threePayMaterialsPercentage', { valueAsNumber: true })} />
              </FormField>
              <FormField label={t('settings.payments.threePayFinal')} error={vm(errors.threePayFinalPercentage?.message)}>
                <UnitInput {...percentInput} {...form.register('threePayFinalPercentage', { valueAsNumber: true })} />
              </FormField>
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('settings.payments.splitTotal', { total: round2((threeA || 0) + (threeB || 0) + (threeC || 0)) })}
            </p>
          </>
        ) : null}
        {scheduleType === 'milestone' ? <MilestoneScheduleFields form={form} /> : null}
      </SettingsCard>

      <SettingsCard title={t('settings.payments.termsTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="paymentTerms"
            render={({ field }) => (
              <FormField label={t('settings.payments.terms')} id="settings-payment-terms" error={vm(errors.paymentTerms?.message)}>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="settings-payment-terms">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {paymentTermsValues.map((term) => (
                      <SelectItem key={term} value={term}>
                        {t(`settings.payments.termsOption.${term}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <FormField label={t('settings.payments.reminderDays')} error={vm(errors.depositReminderDays?.message)} hint={t('settings.payments.reminderHint')}>
            <UnitInput type="number" inputMode="numeric" min={1} max={30} step={1} suffix={t('settings.units.days')} {...form.register('depositReminderDays', { valueAsNumber: true })} />
          </FormField>
          <Controller
            control={form.control}
            name="lateFeeType"
            render={({ field }) => (
              <FormField label={t('settings.payments.lateFeeType')} id="settings-late-fee-type">
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="settings-late-fee-type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="percent">{t('settings.payments.lateFee.percent')}</SelectItem>
                    <SelectItem value="fixed">{t('settings.payments.lateFee.fixed')}</SelectItem>
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <FormField label={t('settings.payments.lateFeeValue')} error={vm(errors.lateFeeValue?.message)}>
            <UnitInput
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...(lateFeeType === 'fixed' ? { prefix: '$' } : { suffix: '%' })}
              {...form.register('lateFeeValue', { valueAsNumber: true })}
            />
          </FormField>
        </div>
      </SettingsCard>

      <SettingsCard title={t('settings.payments.methodsTitle')}>
        <Controller
          control={form.control}
          name="acceptedPaymentMethods"
          render={({ field, fieldState }) => (
            <fieldset className="grid gap-2" aria-describedby={fieldState.error ? 'settings-methods-error' : undefined}>
              <legend className="mb-2 text-sm font-medium">{t('settings.payments.methods')}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {paymentMethodValues.map((method) => (
                  <div key={method} className="flex items-center gap-2">
                    <Checkbox
                      id={`settings-method-${method}`}
                      checked={field.value.includes(method)}
                      onCheckedChange={(checked) =>
                        field.onChange(checked === true ? paymentMethodValues.filter((m) => m === method || field.value.includes(m)) : field.value.filter((m) => m !== method))
                      }
                    />
                    <Label htmlFor={`settings-method-${method}`}>{t(`settings.payments.method.${method}`)}</Label>
                  </div>
                ))}
              </div>
              {fieldState.error ? (
                <p id="settings-methods-error" role="alert" className="text-sm font-medium text-destructive">
                  {vm(fieldState.error.message ?? fieldState.error.root?.message)}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('settings.payments.communication')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['email', 'sms', 'both'] as const).map((channel) => (
              <label key={channel} className="flex cursor-pointer items-center gap-2 text-sm">
                <input type="radio" value={channel} className="size-4 accent-primary" {...form.register('communicationPreference')} />
                {t(`settings.payments.channel.${channel}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </SettingsCard>

      <SettingsCard title={t('settings.payments.financingTitle')} description={t('settings.payments.financingLead')}>
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="financingEnabled"
            render={({ field }) => <Checkbox id="settings-financing-enabled" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />}
          />
          <Label htmlFor="settings-financing-enabled">{t('settings.payments.financingEnabled')}</Label>
        </div>
        {financingEnabled ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.payments.financingUrl')} error={vm(errors.financingUrl?.message)}>
              <Input type="url" inputMode="url" placeholder="https://" {...form.register('financingUrl')} />
            </FormField>
            <FormField label={t('settings.payments.financePartner')} error={vm(errors.financePartner?.message)}>
              <Input maxLength={60} {...form.register('financePartner')} />
            </FormField>
          </div>
        ) : null}
      </SettingsCard>

      <SaveButton pending={save.isPending} dirty={form.formState.isDirty} label={t('settings.payments.save')} />
    </form>
  );
}
