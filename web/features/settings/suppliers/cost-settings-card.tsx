// Issue 24: what the crew costs (separate from the labour price charged) and the minimum margin the quote page warns under.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostSettingsInput } from '../../../../core/suppliers/suppliers.schema';
import { useServerMessage } from '../../../lib/server-message';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { SaveButton, SettingsCard } from '../../../ui/settings-card';
import { UnitInput } from '../../../ui/unit-input';
import { toast } from '../../../ui/use-toast';
import { useCostSettings, useSaveCostSettings } from './suppliers-api';
import { fieldErrorsOf } from './field-errors';

export function CostSettingsCard() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const settings = useCostSettings();
  const save = useSaveCostSettings();
  const [form, setForm] = useState<CostSettingsInput | null>(null);
  const [marginText, setMarginText] = useState('');
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (settings.data && !dirty) {
      setForm(settings.data);
      setMarginText(settings.data.minimumMarginPercent === null ? '' : String(settings.data.minimumMarginPercent));
    }
  }, [settings.data, dirty]);
  if (!form) return null;
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<CostSettingsInput>) => {
    setForm({ ...form, ...patch });
    setDirty(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form, {
      onSuccess: () => {
        setDirty(false);
        toast({ title: t('suppliers.costs.saved') });
      },
    });
  };
  const money = (field: 'laborCostPerFootCents' | 'laborCostPerPostCents' | 'laborCostPerGateCents', label: string) => (
    <FormField label={label} error={errors[field] ? serverText(errors[field]) : undefined}>
      <MoneyInput value={form[field]} onChange={(c) => set({ [field]: c })} />
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate>
      <SettingsCard title={t('suppliers.costs.title')} description={t('suppliers.costs.lead')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {money('laborCostPerFootCents', t('suppliers.costs.perFoot'))}
          {money('laborCostPerPostCents', t('suppliers.costs.perPost'))}
          {money('laborCostPerGateCents', t('suppliers.costs.perGate'))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('suppliers.costs.crewHourly')} hint={t('suppliers.costs.crewHourlyHint')} error={errors.crewHourlyCostCents ? serverText(errors.crewHourlyCostCents) : undefined}>
            <MoneyInput value={form.crewHourlyCostCents ?? 0} onChange={(c) => set({ crewHourlyCostCents: c > 0 ? c : null })} />
          </FormField>
          <FormField label={t('suppliers.costs.minimumMargin')} hint={t('suppliers.costs.minimumMarginHint')} error={errors.minimumMarginPercent ? serverText(errors.minimumMarginPercent) : undefined}>
            <UnitInput
              suffix="%"
              inputMode="decimal"
              value={marginText}
              onChange={(e) => {
                setMarginText(e.target.value);
                set({ minimumMarginPercent: e.target.value.trim() === '' ? null : Number(e.target.value.replace(',', '.')) });
              }}
            />
          </FormField>
        </div>
        {save.isError && Object.keys(errors).length === 0 ? <p role="alert" className="text-sm text-destructive">{serverText(save.error as never, t('suppliers.saveFailed'))}</p> : null}
        <SaveButton pending={save.isPending} dirty={dirty} label={t('suppliers.costs.save')} />
      </SettingsCard>
    </form>
  );
}
