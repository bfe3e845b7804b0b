// SPEC §2 "Add New Customer" dialog, §4 add-customer flow, §8 toasts; the form resolves with the server's own schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { newCustomerSchema, type NewCustomer, type NewCustomerInput } from '../../../core/customers/customer.schema';
import type { ShellDialogProps } from '../../lib/shell-dialogs';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { toast } from '../../ui/use-toast';
import { useCreateCustomer } from './customer-api';
import { CustomerFormFields } from './customer-form-fields';

// SPEC §2, §9: navigation to the new customer after about 100 ms.
export const REDIRECT_DELAY_MS = 100;

export const emptyCustomer: NewCustomerInput = { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', state: '', zipCode: '' };

/** Keeps the maps suggestion list (outside the dialog in the DOM) from counting as a click outside (SPEC §2). */
export function keepOpenForSuggestions(event: Event) {
  const target = event.target as Element | null;
  if (target?.closest?.('.pac-container')) event.preventDefault();
}

type Duplicate = { id: string; name: string };

export function AddCustomerDialog({ open, onOpenChange }: ShellDialogProps) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  const create = useCreateCustomer();
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const form = useForm<NewCustomerInput, unknown, NewCustomer>({ resolver: zodResolver(newCustomerSchema), defaultValues: emptyCustomer });

  const submit = (values: NewCustomer, allowDuplicate = false) => {
    create.mutate(
      { ...values, ...(allowDuplicate ? { allowDuplicate: true } : {}) },
      {
        onSuccess: (customer) => {
          toast({ title: t('customers.toast.addedTitle'), description: t('customers.toast.addedDescription') });
          form.reset(emptyCustomer);
          setDuplicate(null);
          onOpenChange(false);
          window.setTimeout(() => navigate(`/customers/${customer.id}`), REDIRECT_DELAY_MS);
        },
        onError: (error) => {
          const existing = error instanceof ApiError && error.code === 'DUPLICATE_CUSTOMER' ? (error.body?.existing as Duplicate | undefined) : undefined;
          if (existing) return setDuplicate(existing);
          toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(error, t('customers.toast.addFailed')) });
        },
      },
    );
  };

  const close = (next: boolean) => {
    if (!next) setDuplicate(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl" onPointerDownOutside={keepOpenForSuggestions} onInteractOutside={keepOpenForSuggestions}>
        <DialogHeader>
          <DialogTitle>{t('customers.add.title')}</DialogTitle>
          <DialogDescription>{t('customers.add.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit((values) => submit(values))} className="grid gap-4">
          <CustomerFormFields control={form.control} errors={form.formState.errors} setValue={form.setValue} clearErrors={form.clearErrors} />
          {duplicate ? (
            <div role="alert" className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p>{t('customers.duplicate.message', { name: duplicate.name })}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  // Long names and the Spanish wording wrap inside a phone-wide dialog instead of widening it.
                  className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
                  onClick={() => {
                    close(false);
                    navigate(`/customers/${duplicate.id}`);
                  }}
                >
                  {t('customers.duplicate.open', { name: duplicate.name })}
                </Button>
                <Button size="sm" variant="ghost" className="h-auto min-h-9 whitespace-normal py-1.5 text-left" onClick={form.handleSubmit((values) => submit(values, true))}>
                  {t('customers.duplicate.addAnyway')}
                </Button>
              </div>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t('customers.add.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('customers.add.submitting') : t('customers.add.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
