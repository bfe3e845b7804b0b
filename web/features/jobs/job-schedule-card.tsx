// Scheduling fields of a job (SPEC §5: times HH:MM[:SS], hex calendar colour, jobType) and the contract amount.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobTypes, jobUpdateSchema } from '../../../core/jobs/job.schema';
import { parseDollarInput } from '../../../core/payments/payment.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { toast } from '../../ui/use-toast';
import { useUpdateJob, type JobDetail } from './job-api';

type Values = { scheduledDate: string; startTime: string; endTime: string; calendarColor: string; jobType: string; assignedTo: string; total: string };

const fromJob = (job: JobDetail): Values => ({
  scheduledDate: job.scheduledDate ?? '',
  startTime: job.startTime ?? '',
  endTime: job.endTime ?? '',
  calendarColor: job.calendarColor,
  jobType: job.jobType,
  assignedTo: job.assignedTo ?? '',
  total: (job.totalCents / 100).toFixed(2),
});

export function JobScheduleCard({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const update = useUpdateJob(job.id);
  const jobTypeId = useId();
  const [values, setValues] = useState<Values>(() => fromJob(job));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setValues(fromJob(job)), [job]);
  const bind = (k: keyof Values) => ({ value: values[k], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [k]: e.target.value }) });

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const totalCents = parseDollarInput(values.total);
    const parsed = jobUpdateSchema.safeParse({
      scheduledDate: values.scheduledDate || null,
      scheduledStartTime: values.startTime || null,
      scheduledEndTime: values.endTime || null,
      calendarColor: values.calendarColor,
      jobType: values.jobType,
      assignedTo: values.assignedTo.trim() || null,
      ...(totalCents !== null && totalCents !== job.totalCents ? { totalCents } : {}),
    });
    const next: Record<string, string> = {};
    if (totalCents === null) next.totalCents = 'Contract amount must be 0 or more';
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    if (!parsed.success || totalCents === null) return;
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('jobs.toast.savedTitle') }),
      onError: (error) => toast({ variant: 'destructive', title: t('jobs.toast.errorTitle'), description: serverText(error) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('jobs.schedule.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('jobs.schedule.date')} error={vm(errors.scheduledDate)}>
            <Input type="date" {...bind('scheduledDate')} />
          </FormField>
          <FormField id={jobTypeId} label={t('jobs.schedule.jobType')} error={vm(errors.jobType)}>
            <Select value={values.jobType} onValueChange={(v) => setValues({ ...values, jobType: v })}>
              <SelectTrigger id={jobTypeId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {jobTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`jobs.jobType.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField label={t('jobs.schedule.startTime')} error={vm(errors.scheduledStartTime)}>
            <Input type="time" step={60} {...bind('startTime')} />
          </FormField>
          <FormField label={t('jobs.schedule.endTime')} error={vm(errors.scheduledEndTime)}>
            <Input type="time" step={60} {...bind('endTime')} />
          </FormField>
          <FormField label={t('jobs.schedule.assignedTo')} error={vm(errors.assignedTo)}>
            <Input {...bind('assignedTo')} placeholder={t('jobs.schedule.assignedToPlaceholder')} />
          </FormField>
          <FormField label={t('jobs.schedule.color')} error={vm(errors.calendarColor)}>
            <Input type="color" className="h-10 p-1" {...bind('calendarColor')} />
          </FormField>
          <FormField label={t('jobs.schedule.total')} error={vm(errors.totalCents)}>
            <Input inputMode="decimal" {...bind('total')} />
          </FormField>
          <div className="flex items-end">
            <Button type="submit" disabled={update.isPending}>
              {t('jobs.schedule.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
