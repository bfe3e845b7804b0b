import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { systemSettingsSchema, type SystemSettings, type SystemSettingsInput, type SystemSettingsView } from '../../../core/admin/system-settings.schema';
import { getSystemSettings, updateSystemSettings } from '../../../core/admin/admin.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { MoneyField } from '../../ui/money-field';
import { SaveButton, SettingsCard } from '../../ui/settings-card';
import { applyServerFieldErrors } from '../settings/settings-api';
import { UnitInput } from '../../ui/unit-input';
import { Tip } from '../../ui/tooltip';
import { formatDateTime } from '../../lib/dates';

export const SYSTEM_SETTINGS_KEY = contractQueryKey(getSystemSettings);

/** /admin?tab=settings — the platform's shipping (SPEC §9) and tax; new quotes price with them, sent quotes keep theirs. */
export function SystemSettingsTab() {
  const query = useContractQuery(getSystemSettings, {});
  if (!query.data) return <Spinner />;
  return <SystemSettingsForm initial={query.data} />;
}

const toForm = ({ updatedAt: _u, ...settings }: SystemSettingsView): SystemSettingsInput => settings;

function SystemSettingsForm({ initial }: { initial: SystemSettingsView }) {
  const { t, i18n } = useTranslation();
  const vm = useValidationMessage();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const form = useForm<SystemSettingsInput, unknown, SystemSettings>({ resolver: zodResolver(systemSettingsSchema), defaultValues: toForm(initial) });
  const { control, formState, register } = form;
  const errors = formState.errors;
  const brackets = useFieldArray({ control, name: 'shipping.brackets' });
  const save = useMutation({
    mutationFn: (values: SystemSettings) => apiCall(updateSystemSettings, { body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SYSTEM_SETTINGS_KEY, saved);
      form.reset(toForm(saved));
      toast({ title: t('admin.systemSettings.savedTitle'), description: t('admin.systemSettings.savedBody') });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError);
      toast({ variant: 'destructive', title: t('common.error'), description: serverText(error, t('settings.toast.saveFailed')) });
    },
  });
  const addBracket = () => {
    const last = form.getValues('shipping.brackets').at(-1);
    const from = last ? Number(last.maxMiles) + 1 : 0;
    brackets.append({ minMiles: from, maxMiles: from + 25, feeCents: last?.feeCents ?? 0 });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-4" aria-label={t('admin.sections.settings.title')}>
      {/* The lead is the page's description (admin.sections.settings). */}
      {initial.updatedAt ? <p className="text-sm text-muted-foreground">{t('admin.systemSettings.updatedAt', { when: formatDateTime(initial.updatedAt, i18n.language) })}</p> : null}

      <SettingsCard title={t('admin.systemSettings.tiersTitle')} description={t('admin.systemSettings.tiersLead')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField control={control} name="shipping.tier1MaxCents" label={t('admin.systemSettings.tier1Max')} />
          <MoneyField control={control} name="shipping.tier2MaxCents" label={t('admin.systemSettings.tier2Max')} hint={t('admin.systemSettings.tier3Free')} />
          <MoneyField control={control} name="shipping.tier2FlatCents" label={t('admin.systemSettings.tier2Flat')} />
        </div>
      </SettingsCard>

      <SettingsCard title={t('admin.systemSettings.bracketsTitle')} description={t('admin.systemSettings.bracketsLead')}>
        <ul className="grid gap-3">
          {brackets.fields.map((field, i) => {
            const e = errors.shipping?.brackets?.[i];
            const n = i + 1;
            return (
              <li key={field.id} className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <FormField label={t('admin.systemSettings.fromMiles', { n })} error={vm(e?.minMiles?.message)}>
                  <UnitInput type="number" inputMode="numeric" min={0} step={1} suffix="mi" {...register(`shipping.brackets.${i}.minMiles`, { valueAsNumber: true })} />
                </FormField>
                <FormField label={t('admin.systemSettings.toMiles', { n })} error={vm(e?.maxMiles?.message)}>
                  <UnitInput type="number" inputMode="numeric" min={0} step={1} suffix="mi" {...register(`shipping.brackets.${i}.maxMiles`, { valueAsNumber: true })} />
                </FormField>
                <MoneyField control={control} name={`shipping.brackets.${i}.feeCents`} label={t('admin.systemSettings.bracketFee', { n })} />
                <Tip label={t('admin.systemSettings.removeBracket', { n })}>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="sm:mt-7"
                    disabled={brackets.fields.length <= 1}
                    aria-label={t('admin.systemSettings.removeBracket', { n })}
                    onClick={() => brackets.remove(i)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </Tip>
              </li>
            );
          })}
        </ul>
        {errors.shipping?.brackets?.message || errors.shipping?.brackets?.root?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {vm(errors.shipping?.brackets?.message ?? errors.shipping?.brackets?.root?.message)}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="outline" onClick={addBracket} disabled={brackets.fields.length >= 10}>
            <Plus aria-hidden="true" />
            {t('admin.systemSettings.addBracket')}
          </Button>
        </div>
      </SettingsCard>

      <SettingsCard title={t('admin.systemSettings.perMileTitle')} description={t('admin.systemSettings.perMileLead')}>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('admin.systemSettings.method')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['tiered', 'per_mile'] as const).map((m) => (
              <label key={m} className="flex cursor-pointer items-center gap-3 rounded-md border border-input bg-card p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary">
                <input type="radio" value={m} className="size-4 accent-primary" {...register('shipping.method')} />
                {t(`admin.systemSettings.methods.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField control={control} name="shipping.perMileCents" label={t('admin.systemSettings.perMile')} />
          <MoneyField control={control} name="shipping.perMileMinimumCents" label={t('admin.systemSettings.perMileMinimum')} />
        </div>
      </SettingsCard>

      <SettingsCard title={t('admin.systemSettings.taxTitle')} description={t('admin.systemSettings.taxLead')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin.systemSettings.taxRate')} error={vm(errors.taxRatePercent?.message)}>
            <UnitInput type="number" inputMode="decimal" min={0} max={20} step="0.001" suffix="%" {...register('taxRatePercent', { valueAsNumber: true })} />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('admin.systemSettings.taxAppliesTo')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['materials', 'all'] as const).map((scope) => (
              <label key={scope} className="flex cursor-pointer items-center gap-3 rounded-md border border-input bg-card p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary">
                <input type="radio" value={scope} className="size-4 accent-primary" {...register('taxAppliesTo')} />
                {t(`admin.systemSettings.taxScopes.${scope}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </SettingsCard>

      <SaveButton pending={save.isPending} dirty={formState.isDirty} label={t('admin.systemSettings.save')} />
    </form>
  );
}
