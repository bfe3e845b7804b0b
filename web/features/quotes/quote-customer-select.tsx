// The cart quote's customer: a plain select (name — city) plus "New customer" to add one without leaving the quote
// (SPEC §2 Add New Customer fields and messages). Not the shared form-bound CustomerPicker in features/customers.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newCustomerSchema, type CustomerPage, type NewCustomer, type NewCustomerInput } from '../../../core/customers/customer.schema';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { toast } from '../../ui/use-toast';
import { emptyCustomer, keepOpenForSuggestions } from '../customers/add-customer-dialog';
import { useCreateCustomer } from '../customers/customer-api';
import { CustomerFormFields } from '../customers/customer-form-fields';
import { useServerMessage } from '../../lib/server-message';

export function QuoteCustomerSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation();
  const customers = useQuery<CustomerPage>({ queryKey: ['/api/homeowners', { page: 1, pageSize: 100, sort: 'name' }] });
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-2">
      <label htmlFor="quote-customer" className="text-sm font-medium">{t('quotes.cart.customer')}</label>
      <div className="flex gap-2">
        <select
          id="quote-customer"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'quote-customer-error' : undefined}
          className="h-10 w-0 min-w-0 flex-1 rounded-md border border-input bg-card px-3 text-sm"
        >
          <option value="">{t('quotes.cart.chooseCustomer')}</option>
          {(customers.data?.items ?? []).map((c) => (
            <option key={c.id} value={c.id}>{c.name}{c.city ? ` — ${c.city}` : ''}</option>
          ))}
        </select>
        <Button type="button" variant="outline" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          {t('quotes.cart.newCustomer')}
        </Button>
      </div>
      {error ? <p id="quote-customer-error" className="text-sm text-destructive">{error}</p> : null}
      <NewCustomerDialog open={adding} onOpenChange={setAdding} onCreated={(id) => onChange(id)} />
    </div>
  );
}

function NewCustomerDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const create = useCreateCustomer();
  const form = useForm<NewCustomerInput, unknown, NewCustomer>({ resolver: zodResolver(newCustomerSchema), defaultValues: emptyCustomer });
  const submit = (values: NewCustomer) =>
    create.mutate(values, {
      onSuccess: (customer) => {
        toast({ title: t('customers.toast.addedTitle') });
        form.reset(emptyCustomer);
        onCreated(customer.id);
        onOpenChange(false);
      },
      onError: (e) => toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(e, t('customers.toast.addFailed')) }),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onPointerDownOutside={keepOpenForSuggestions} onInteractOutside={keepOpenForSuggestions}>
        <DialogHeader>
          <DialogTitle>{t('customers.add.title')}</DialogTitle>
          <DialogDescription>{t('quotes.cart.newCustomerDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
          <CustomerFormFields control={form.control} errors={form.formState.errors} setValue={form.setValue} clearErrors={form.clearErrors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={create.isPending}>{create.isPending ? t('customers.add.submitting') : t('customers.add.submit')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
