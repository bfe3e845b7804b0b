import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '../../../core/settings/settings.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import type { PaymentFormValues } from './payment-form-values';
import { UnitInput } from '../../ui/unit-input';
import { Tip } from '../../ui/tooltip';

// SPEC §5 milestone limits: at most 10 named parts, each 0-100%, all adding up to 100%.
const MAX_MILESTONES = 10;

/** The contractor's own default milestone schedule (SPEC §5 "A milestone schedule type requires a default schedule"). */
export function MilestoneScheduleFields({ form }: { form: UseFormReturn<PaymentFormValues, unknown, PaymentSettings> }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'defaultMilestoneSchedule' });
  const rows = form.watch('defaultMilestoneSchedule');
  const total = rows.reduce((sum, m) => sum + (Number.isFinite(m.percentage) ? Number(m.percentage) : 0), 0);
  const listErrors = form.formState.errors.defaultMilestoneSchedule;
  const listMessage = listErrors?.message ?? listErrors?.root?.message;

  return (
    <div className="grid gap-3">
      <ol className="grid gap-3" aria-label={t('settings.payments.milestoneList')}>
        {fields.map((row, index) => (
          <li key={row.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
            <FormField label={t('settings.payments.milestoneName', { n: index + 1 })} error={vm(listErrors?.[index]?.name?.message)}>
              <Input maxLength={80} {...form.register(`defaultMilestoneSchedule.${index}.name`)} />
            </FormField>
            <FormField label={t('settings.payments.milestonePercent', { n: index + 1 })} error={vm(listErrors?.[index]?.percentage?.message)}>
              <UnitInput type="number" inputMode="decimal" min={0} max={100} step="0.01" suffix="%" {...form.register(`defaultMilestoneSchedule.${index}.percentage`, { valueAsNumber: true })} />
            </FormField>
            <Tip label={t('settings.payments.removeMilestone', { n: index + 1 })}>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={t('settings.payments.removeMilestone', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </Tip>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" disabled={fields.length >= MAX_MILESTONES} onClick={() => append({ name: '', percentage: 0 })}>
          <Plus aria-hidden="true" />
          {t('settings.payments.addMilestone')}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('settings.payments.milestoneTotal', { total: Math.round(total * 100) / 100 })}
        </p>
      </div>
      {listMessage ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {vm(listMessage)}
        </p>
      ) : null}
    </div>
  );
}
