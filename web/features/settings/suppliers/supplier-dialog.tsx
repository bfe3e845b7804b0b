// Issue 24: add or edit a supplier: name, contact, email, phone, account number, lead time, yard / delivery address.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supplier, SupplierInput } from '../../../../core/suppliers/suppliers.schema';
import { useServerMessage } from '../../../lib/server-message';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { UnitInput } from '../../../ui/unit-input';
import { fieldErrorsOf } from './field-errors';
import { useSaveSupplier } from './suppliers-api';

type Form = { [K in keyof SupplierInput]: string };
const formOf = (s: Supplier | null): Form => ({
  name: s?.name ?? '', contactName: s?.contactName ?? '', email: s?.email ?? '', phone: s?.phone ?? '', accountNumber: s?.accountNumber ?? '',
  leadTimeDays: s?.leadTimeDays === null || s?.leadTimeDays === undefined ? '' : String(s.leadTimeDays), yardAddress: s?.yardAddress ?? '',
});

export function SupplierDialog({ supplier, open, onOpenChange }: { supplier: Supplier | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const save = useSaveSupplier();
  const [form, setForm] = useState<Form>(() => formOf(supplier));
  const errors = fieldErrorsOf(save.error);
  const err = (k: keyof Form) => (errors[k] ? serverText(errors[k]) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lead = form.leadTimeDays.trim();
    // Text that is not a number goes as it is, so the server's message names the field.
    const body = { ...form, leadTimeDays: lead === '' ? null : Number.isFinite(Number(lead)) ? Number(lead) : lead } as unknown as SupplierInput;
    save.mutate({ id: supplier?.id ?? null, body }, { onSuccess: () => onOpenChange(false) });
  };
  const field = (k: keyof Form, label: string, props: Record<string, string> = {}) => (
    <FormField label={label} error={err(k)}>
      <Input value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} {...props} />
    </FormField>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{supplier ? t('suppliers.form.editTitle') : t('suppliers.form.addTitle')}</DialogTitle>
            <DialogDescription>{t('suppliers.form.lead')}</DialogDescription>
          </DialogHeader>
          {field('name', t('suppliers.form.name'), { autoComplete: 'organization' })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('contactName', t('suppliers.form.contactName'), { autoComplete: 'off' })}
            {field('accountNumber', t('suppliers.form.accountNumber'), { autoComplete: 'off' })}
            {field('email', t('suppliers.form.email'), { type: 'email', autoComplete: 'off' })}
            {field('phone', t('suppliers.form.phone'), { type: 'tel', autoComplete: 'off' })}
          </div>
          <FormField label={t('suppliers.form.leadTime')} error={err('leadTimeDays')}>
            <UnitInput suffix={t('suppliers.form.days')} inputMode="numeric" value={form.leadTimeDays} onChange={(e) => setForm({ ...form, leadTimeDays: e.target.value })} />
          </FormField>
          {field('yardAddress', t('suppliers.form.yardAddress'), { autoComplete: 'off' })}
          {save.isError && Object.keys(errors).length === 0 ? <p role="alert" className="text-sm text-destructive">{serverText(save.error as never, t('suppliers.saveFailed'))}</p> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={save.isPending}>{save.isPending ? t('settings.saving') : t('suppliers.form.save')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
