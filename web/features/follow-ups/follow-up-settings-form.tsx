// Settings → Follow-ups: the cadences of the automatic follow-ups, the sending hours. Saved on its own like every tab.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { followUpSettingsSchema, type FollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { applyServerFieldErrors } from '../settings/settings-api';
import { SaveButton, SettingsCard } from '../../ui/settings-card';
import { UnitInput } from '../../ui/unit-input';
import { useFollowUpSettings, useSaveFollowUpSettings } from './follow-ups-api';

type Values = z.input<typeof followUpSettingsSchema>;

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

function Toggle({ control, name, label }: { control: Control<Values, unknown, FollowUpSettings>; name: 'quotesEnabled' | 'milestonesEnabled'; label: string }) {
  const id = `follow-ups-${name}`;
  return (
    <div className="flex items-center gap-3">
      <Controller control={control} name={name} render={({ field }) => <Checkbox id={id} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

function HourSelect({ control, name, label, hours, error }: { control: Control<Values, unknown, FollowUpSettings>; name: 'windowStartHour' | 'windowEndHour'; label: string; hours: number[]; error?: string }) {
  const id = `follow-ups-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} id={id} error={error}>
          <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))}>
            <SelectTrigger id={id}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {hours.map((h) => (
                <SelectItem key={h} value={String(h)}>
                  {hourLabel(h)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}

function FollowUpSettingsFields({ initial }: { initial: FollowUpSettings }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const serverText = useServerMessage();
  const form = useForm<Values, unknown, FollowUpSettings>({ resolver: zodResolver(followUpSettingsSchema), defaultValues: initial });
  const save = useSaveFollowUpSettings();
  const errors = form.formState.errors;
  const days = { type: 'number', inputMode: 'numeric', step: 1, suffix: t('settings.units.days') } as const;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast({ title: t('settings.toast.savedTitle'), description: t('followUps.settings.saved') });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError);
        toast({ variant: 'destructive', title: t('common.error'), description: serverText(error, t('settings.toast.saveFailed')) });
      },
    }),
  );
  const hours = Array.from({ length: 25 }, (_, h) => h);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('settings.tabs.followUps')}>
      <SettingsCard title={t('followUps.settings.quotesTitle')} description={t('followUps.settings.quotesLead')}>
        <Toggle control={form.control} name="quotesEnabled" label={t('followUps.settings.quotesEnabled')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('followUps.settings.notOpenedDays')} error={vm(errors.quoteNotOpenedDays?.message)}>
            <UnitInput {...days} min={1} max={30} {...form.register('quoteNotOpenedDays', { valueAsNumber: true })} />
          </FormField>
          <FormField label={t('followUps.settings.notApprovedDays')} error={vm(errors.quoteNotApprovedDays?.message)}>
            <UnitInput {...days} min={1} max={30} {...form.register('quoteNotApprovedDays', { valueAsNumber: true })} />
          </FormField>
          <FormField label={t('followUps.settings.maxTouches')} error={vm(errors.quoteMaxTouches?.message)}>
            <UnitInput type="number" inputMode="numeric" step={1} min={1} max={10} {...form.register('quoteMaxTouches', { valueAsNumber: true })} />
          </FormField>
        </div>
      </SettingsCard>

      <SettingsCard title={t('followUps.settings.paymentsTitle')} description={t('followUps.settings.paymentsLead')}>
        <Toggle control={form.control} name="milestonesEnabled" label={t('followUps.settings.milestonesEnabled')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('followUps.settings.dueDays')} hint={t('followUps.settings.dueDaysHint')} error={vm(errors.milestoneDueDays?.message)}>
            <UnitInput {...days} min={0} max={30} {...form.register('milestoneDueDays', { valueAsNumber: true })} />
          </FormField>
          <FormField label={t('followUps.settings.overdueEveryDays')} error={vm(errors.overdueEveryDays?.message)}>
            <UnitInput {...days} min={1} max={30} {...form.register('overdueEveryDays', { valueAsNumber: true })} />
          </FormField>
          <FormField label={t('followUps.settings.overdueMaxTouches')} hint={t('followUps.settings.overdueMaxHint')} error={vm(errors.overdueMaxTouches?.message)}>
            <UnitInput type="number" inputMode="numeric" step={1} min={0} max={10} {...form.register('overdueMaxTouches', { valueAsNumber: true })} />
          </FormField>
        </div>
      </SettingsCard>

      <SettingsCard title={t('followUps.settings.hoursTitle')} description={t('followUps.settings.hoursLead')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <HourSelect control={form.control} name="windowStartHour" label={t('followUps.settings.startHour')} hours={hours.slice(0, 24)} error={vm(errors.windowStartHour?.message)} />
          <HourSelect control={form.control} name="windowEndHour" label={t('followUps.settings.endHour')} hours={hours.slice(1)} error={vm(errors.windowEndHour?.message)} />
        </div>
      </SettingsCard>

      <SaveButton pending={save.isPending} dirty={form.formState.isDirty} label={t('followUps.settings.save')} />
    </form>
  );
}

/** The Follow-ups tab: loads the contractor's follow-up settings (defaults until first saved). */
export function FollowUpSettingsForm() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const settings = useFollowUpSettings();
  if (settings.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  if (settings.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 p-4">
        <p className="text-destructive">{serverText(settings.error, t('settings.loadFailed'))}</p>
        <Button variant="outline" onClick={() => void settings.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  return <FollowUpSettingsFields initial={settings.data} />;
}
