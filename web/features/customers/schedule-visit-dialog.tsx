// Schedule a quote visit for a customer: POST /api/homeowners/{id}/schedule-visit (SPEC §7), default 09:00–17:00 (SPEC §9).
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { scheduleVisitSchema, type ScheduleVisit, type ScheduleVisitInput } from '../../../core/customers/customer.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { useScheduleVisit } from './customer-api';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function ScheduleVisitDialog({ customerId, name, open, onOpenChange }: { customerId: string; name: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const message = useValidationMessage();
  const schedule = useScheduleVisit(customerId);
  const form = useForm<ScheduleVisitInput, unknown, ScheduleVisit>({
    resolver: zodResolver(scheduleVisitSchema),
    defaultValues: { scheduledDate: today(), scheduledStartTime: '09:00', scheduledEndTime: '17:00', isAnytime: false, notes: '' },
  });
  const anytime = form.watch('isAnytime');
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    schedule.mutate(values, {
      onSuccess: () => {
        toast({ title: t('customers.visit.scheduled') });
        onOpenChange(false);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(error) }),
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('customers.visit.title')}</DialogTitle>
          <DialogDescription>{t('customers.visit.description', { name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Controller control={form.control} name="scheduledDate" render={({ field }) => (
            <FormField label={t('customers.visit.date')} error={message(errors.scheduledDate?.message)}>
              <Input {...field} type="date" />
            </FormField>
          )} />
          <Controller control={form.control} name="isAnytime" render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id="visit-anytime" checked={Boolean(field.value)} onCheckedChange={(v) => field.onChange(v === true)} />
              <Label htmlFor="visit-anytime">{t('customers.visit.anytime')}</Label>
            </div>
          )} />
          {anytime ? null : (
            <div className="grid grid-cols-2 gap-4">
              <Controller control={form.control} name="scheduledStartTime" render={({ field }) => (
                <FormField label={t('customers.visit.start')} error={message(errors.scheduledStartTime?.message)}>
                  <Input {...field} type="time" step={1800} />
                </FormField>
              )} />
              <Controller control={form.control} name="scheduledEndTime" render={({ field }) => (
                <FormField label={t('customers.visit.end')} error={message(errors.scheduledEndTime?.message)}>
                  <Input {...field} type="time" step={1800} />
                </FormField>
              )} />
            </div>
          )}
          <Controller control={form.control} name="notes" render={({ field }) => (
            <FormField label={t('customers.visit.notes')} error={message(errors.notes?.message)}>
              <Textarea {...field} value={field.value ?? ''} rows={3} />
            </FormField>
          )} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={schedule.isPending}>
              {schedule.isPending ? t('customers.visit.saving') : t('customers.visit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
