// Edit one milestone's name, due date and invoicing (SPEC §5 rules from core); shares change in the schedule editor, paying in Record Payment.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { milestoneUpdateSchema } from '../../../core/payments/milestone.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { toast } from '../../ui/use-toast';
import type { Milestone } from '../jobs/job-api';
import { useUpdateMilestone } from './payment-api';

type Values = { name: string; dueDate: string; status: 'pending' | 'invoiced' };

export function EditMilestoneDialog({ milestone, onOpenChange }: { milestone: Milestone | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const update = useUpdateMilestone();
  const statusId = useId();
  const [values, setValues] = useState<Values>({ name: '', dueDate: '', status: 'pending' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  useEffect(() => {
    if (milestone) {
      setValues({ name: milestone.name, dueDate: milestone.dueDate ?? '', status: milestone.status === 'invoiced' ? 'invoiced' : 'pending' });
      setErrors({});
    }
  }, [milestone]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!milestone) return;
    const parsed = milestoneUpdateSchema.safeParse({
      name: values.name,
      dueDate: values.dueDate || null,
      ...(milestone.status === 'paid' ? {} : { status: values.status }),
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Values] ??= issue.message;
      return setErrors(next);
    }
    update.mutate(
      { id: milestone.id, body: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('payments.toast.milestoneSavedTitle') });
          onOpenChange(false);
        },
        onError: (error) => toast({ variant: 'destructive', title: t('payments.toast.errorTitle'), description: serverText(error) }),
      },
    );
  };

  return (
    <Dialog open={milestone !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('payments.edit.title')}</DialogTitle>
          <DialogDescription>{t('payments.edit.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label={t('payments.edit.name')} error={vm(errors.name)}>
            <Input value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
          </FormField>
          <FormField label={t('payments.edit.dueDate')} error={vm(errors.dueDate)}>
            <Input type="date" value={values.dueDate} onChange={(e) => setValues({ ...values, dueDate: e.target.value })} />
          </FormField>
          {milestone?.status !== 'paid' ? (
            <FormField id={statusId} label={t('payments.edit.status')}>
              <Select value={values.status} onValueChange={(v) => setValues({ ...values, status: v as Values['status'] })}>
                <SelectTrigger id={statusId}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="pending">{t('payments.milestoneStatus.pending')}</SelectItem>
                  <SelectItem value="invoiced">{t('payments.milestoneStatus.invoiced')}</SelectItem>
                </SelectContent>
              </Select>
            </FormField>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('payments.edit.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {t('payments.edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
