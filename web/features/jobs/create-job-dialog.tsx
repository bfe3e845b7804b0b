// SPEC §2 Create → Task/Job dialog: customer, job name, scheduled date; SPEC §5 messages; SPEC §8 toasts "Job Created" / "Error".
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createJobDialogSchema, localIsoDate, type CreateJobDialogInput } from '../../../core/jobs/job.schema';
import type { ShellDialogProps } from '../../lib/shell-dialogs';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { CustomerPicker } from '../customers/customer-picker';
import { useCreateJob } from './job-api';

export function CreateJobDialog({ open, onOpenChange, payload }: ShellDialogProps) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const [, navigate] = useLocation();
  const create = useCreateJob();
  const today = localIsoDate();
  const schema = useMemo(() => createJobDialogSchema(today), [today]);
  const preset = (payload as { customerId?: string } | undefined)?.customerId ?? '';
  const empty: CreateJobDialogInput = { customerId: preset, name: '', scheduledDate: today };
  const form = useForm<CreateJobDialogInput>({ resolver: zodResolver(schema), defaultValues: empty });

  useEffect(() => {
    if (open) form.reset({ customerId: preset, name: '', scheduledDate: localIsoDate() });
    // Only when the dialog opens (the preset comes with the opening); the form owns its state afterwards.
  }, [open, form, preset]);

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (job) => {
        toast({ title: t('jobs.toast.createdTitle'), description: t('jobs.toast.createdDescription', { number: job.displayNumber }) });
        onOpenChange(false);
        navigate(`/jobs/${job.id}`);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('jobs.toast.errorTitle'), description: serverText(error, t('jobs.toast.createFailed')) }),
    }),
  );
  const errors = form.formState.errors;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('jobs.create.title')}</DialogTitle>
          <DialogDescription>{t('jobs.create.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <CustomerPicker
            control={form.control}
            name="customerId"
            label={t('jobs.create.customer')}
            error={vm(errors.customerId?.message)}
          />
          <FormField label={t('jobs.create.name')} error={vm(errors.name?.message)}>
            <Input {...form.register('name')} placeholder={t('jobs.create.namePlaceholder')} autoComplete="off" />
          </FormField>
          <FormField label={t('jobs.create.date')} error={vm(errors.scheduledDate?.message)}>
            <Input type="date" min={today} {...form.register('scheduledDate')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('jobs.create.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('jobs.create.submitting') : t('jobs.create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
