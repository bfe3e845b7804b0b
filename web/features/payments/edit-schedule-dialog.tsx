// Edit the whole payment schedule: names, shares and due dates; SPEC §5 totals (two payments exactly 100,
// three within 0.01 "Three payment percentages must add up to 100%"). Paid milestones stay as they are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDateSchema } from '../../../core/jobs/job.schema';
import { formatCents, splitByPercentages } from '../../../core/money';
import { milestoneNameSchema, percentageSchema, type MilestoneType } from '../../../core/payments/milestone.schema';
import type { z } from 'zod';
import { percentagesTotalIsValid, splitMessages } from '../../../core/payments/payment-split';
import { replaceJobMilestones, type milestoneScheduleSchema } from '../../../core/payments/payments.api';
import { apiCall } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { invalidateJobs, type JobDetail } from '../jobs/job-api';

type ScheduleInput = z.input<typeof milestoneScheduleSchema>;

type Row = { id?: string; name: string; percentage: string; dueDate: string; paid: boolean; milestoneType?: MilestoneType };

export function totalMessage(percentages: number[]): string | null {
  const sum = percentages.reduce((a, b) => a + b, 0);
  if (percentages.length === 2 && Math.abs(sum - 100) > 1e-9) return splitMessages.twoPay;
  if (!percentagesTotalIsValid(percentages)) return percentages.length === 3 ? splitMessages.threePay : 'Milestone percentages must add up to 100%';
  return null;
}

export function EditScheduleDialog({ job, open, onOpenChange }: { job: JobDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (milestones: ScheduleInput['milestones']) => apiCall(replaceJobMilestones, { params: { id: job.id }, body: { milestones } }),
    onSuccess: () => invalidateJobs(queryClient),
  });

  useEffect(() => {
    if (open) {
      setRows(job.milestones.map((m) => ({ id: m.id, name: m.name, percentage: String(m.percentage), dueDate: m.dueDate ?? '', paid: m.status === 'paid', milestoneType: m.milestoneType })));
      setErrors([]);
    }
  }, [open, job.milestones]);

  const pcts = rows.map((r) => Number(r.percentage));
  const amounts = pcts.every(Number.isFinite) ? splitByPercentages(job.totalCents, pcts) : [];
  const sum = pcts.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: string[] = [];
    for (const r of rows) {
      const n = milestoneNameSchema.safeParse(r.name);
      if (!n.success) found.push(n.error.issues[0].message);
      const p = percentageSchema.safeParse(r.percentage.trim() === '' ? Number.NaN : Number(r.percentage));
      if (!p.success) found.push(p.error.issues[0].message);
      if (r.dueDate && !isoDateSchema.safeParse(r.dueDate).success) found.push('Enter a valid date');
    }
    const total = totalMessage(pcts);
    if (total) found.push(total);
    setErrors([...new Set(found)]);
    if (found.length) return;
    save.mutate(
      rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name, percentage: Number(r.percentage), dueDate: r.dueDate || null, ...(r.milestoneType ? { milestoneType: r.milestoneType } : {}) })),
      {
        onSuccess: () => {
          toast({ title: t('payments.toast.scheduleSavedTitle') });
          onOpenChange(false);
        },
        onError: (error) => toast({ variant: 'destructive', title: t('payments.toast.errorTitle'), description: serverText(error) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('payments.schedule.title')}</DialogTitle>
          <DialogDescription>{t('payments.schedule.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="pb-1 font-medium">{t('payments.schedule.name')}</th>
                <th className="w-24 pb-1 font-medium">{t('payments.schedule.percentage')}</th>
                <th className="w-40 pb-1 font-medium">{t('payments.schedule.dueDate')}</th>
                <th className="w-24 pb-1 text-right font-medium">{t('payments.schedule.amount')}</th>
                <th className="w-10 pb-1"><span className="sr-only">{t('payments.schedule.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.id ?? `new-${i}`}>
                  <td className="pr-2 py-1">
                    <Input aria-label={t('payments.schedule.nameN', { n: i + 1 })} value={r.name} disabled={r.paid} onChange={(e) => set(i, { name: e.target.value })} />
                  </td>
                  <td className="pr-2 py-1">
                    <Input aria-label={t('payments.schedule.percentageN', { n: i + 1 })} inputMode="decimal" value={r.percentage} disabled={r.paid} onChange={(e) => set(i, { percentage: e.target.value })} />
                  </td>
                  <td className="pr-2 py-1">
                    <Input aria-label={t('payments.schedule.dueDateN', { n: i + 1 })} type="date" value={r.dueDate} disabled={r.paid} onChange={(e) => set(i, { dueDate: e.target.value })} />
                  </td>
                  <td className="py-1 text-right tabular-nums">{amounts[i] !== undefined ? formatCents(amounts[i]) : '—'}</td>
                  <td className="py-1 text-right">
                    {!r.paid && rows.length > 1 ? (
                      <Button size="sm" variant="ghost" aria-label={t('payments.schedule.removeN', { n: i + 1 })} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                        ×
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex items-center justify-between text-sm">
            <Button size="sm" variant="outline" onClick={() => setRows((rs) => [...rs, { name: '', percentage: '0', dueDate: '', paid: false }])}>
              {t('payments.schedule.add')}
            </Button>
            <span>{t('payments.schedule.total', { percent: Math.round(sum * 100) / 100 })}</span>
          </div>
          {errors.length ? (
            <div role="alert">
              <ul className="grid gap-1 text-sm text-destructive">
                {errors.map((e) => (
                  <li key={e}>{vm(e)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('payments.schedule.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('payments.schedule.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
