// Record a payment on a job (SPEC §5 payment rules from core; amounts typed in dollars, sent in cents).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../core/jobs/job.schema';
import { formatCents } from '../../../core/money';
import { parseDollarInput, paymentMessages, paymentMethods, paymentTypes, recordPaymentSchema, type PaymentMethod, type PaymentType } from '../../../core/payments/payment.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { toast } from '../../ui/use-toast';
import type { Milestone } from '../jobs/job-api';
import { newIdempotencyKey, useRecordPayment } from './payment-api';

type Values = { paymentType: PaymentType; milestoneId: string; amount: string; paymentDate: string; paymentMethod: PaymentMethod | ''; checkNumber: string };
const fieldOf: Record<string, keyof Values> = { amountCents: 'amount', milestoneId: 'milestoneId', paymentDate: 'paymentDate', paymentMethod: 'paymentMethod', checkNumber: 'checkNumber', paymentType: 'paymentType' };

function initialValues(milestones: Milestone[], milestone?: Milestone | null): Values {
  const target = milestone ?? milestones.find((m) => m.status !== 'paid') ?? null;
  const type: PaymentType = !target ? 'milestone' : target.milestoneType === 'deposit' ? 'job_deposit' : target.milestoneType === 'final' ? 'final' : 'milestone';
  return { paymentType: type, milestoneId: target?.id ?? '', amount: target ? (target.amountCents / 100).toFixed(2) : '', paymentDate: localIsoDate(), paymentMethod: '', checkNumber: '' };
}

export function RecordPaymentDialog({ jobId, milestones, milestone, open, onOpenChange }: { jobId: string; milestones: Milestone[]; milestone?: Milestone | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const record = useRecordPayment(jobId);
  const ids = { type: useId(), milestone: useId(), method: useId() };
  const [values, setValues] = useState<Values>(() => initialValues(milestones, milestone));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  // One key per opened dialog: a double click or a retry after a lost answer records once.
  const key = useRef(newIdempotencyKey());

  useEffect(() => {
    if (open) {
      setValues(initialValues(milestones, milestone));
      setErrors({});
      key.current = newIdempotencyKey();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening or another milestone, not when the list refetches under an open form
  }, [open, milestone?.id]);

  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const cents = parseDollarInput(values.amount);
    const parsed = recordPaymentSchema.safeParse({
      paymentType: values.paymentType,
      jobId,
      milestoneId: values.milestoneId || null,
      amountCents: cents ?? 0,
      paymentDate: values.paymentDate,
      paymentMethod: values.paymentMethod || undefined,
      checkNumber: values.paymentMethod === 'check' ? values.checkNumber : null,
    });
    const next: Partial<Record<keyof Values, string>> = {};
    if (cents === null) next.amount = paymentMessages.amount;
    if (!parsed.success) for (const issue of parsed.error.issues) next[fieldOf[String(issue.path[0])] ?? 'amount'] ??= issue.message;
    setErrors(next);
    if (!parsed.success || cents === null) return;
    record.mutate(
      { body: parsed.data, idempotencyKey: key.current },
      {
        onSuccess: (result) => {
          toast({ title: t('payments.toast.recordedTitle'), description: t('payments.toast.recordedDescription', { amount: formatCents(result.payment.amountCents) }) });
          onOpenChange(false);
        },
        onError: (error) => toast({ variant: 'destructive', title: t('payments.toast.errorTitle'), description: serverText(error, t('payments.toast.recordFailed')) }),
      },
    );
  };

  const open_ = milestones.filter((m) => m.status !== 'paid');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('payments.record.title')}</DialogTitle>
          <DialogDescription>{t('payments.record.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={ids.type} label={t('payments.record.type')} error={vm(errors.paymentType)}>
            <Select value={values.paymentType} onValueChange={(v) => set('paymentType', v as PaymentType)}>
              <SelectTrigger id={ids.type}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {paymentTypes.map((p) => (
                  <SelectItem key={p} value={p}>
                    {t(`payments.type.${p}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id={ids.milestone} label={t('payments.record.milestone')} error={vm(errors.milestoneId)}>
            <Select value={values.milestoneId || undefined} onValueChange={(v) => set('milestoneId', v)}>
              <SelectTrigger id={ids.milestone}>
                <SelectValue placeholder={t('payments.record.milestonePlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {open_.map((m) => (
                  <SelectItem key={m.id} value={m.id}>
                    {m.name} · {formatCents(m.amountCents)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField label={t('payments.record.amount')} error={vm(errors.amount)}>
            <Input inputMode="decimal" value={values.amount} onChange={(e) => set('amount', e.target.value)} placeholder="0.00" />
          </FormField>
          <FormField label={t('payments.record.date')} error={vm(errors.paymentDate)}>
            <Input type="date" value={values.paymentDate} onChange={(e) => set('paymentDate', e.target.value)} />
          </FormField>
          <FormField id={ids.method} label={t('payments.record.method')} error={vm(errors.paymentMethod)}>
            <Select value={values.paymentMethod || undefined} onValueChange={(v) => set('paymentMethod', v as PaymentMethod)}>
              <SelectTrigger id={ids.method}>
                <SelectValue placeholder={t('payments.record.methodPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {paymentMethods.map((m) => (
                  <SelectItem key={m} value={m}>
                    {t(`payments.method.${m}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          {values.paymentMethod === 'check' ? (
            <FormField label={t('payments.record.checkNumber')} error={vm(errors.checkNumber)}>
              <Input value={values.checkNumber} onChange={(e) => set('checkNumber', e.target.value)} />
            </FormField>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('payments.record.cancel')}
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? t('payments.record.submitting') : t('payments.record.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
