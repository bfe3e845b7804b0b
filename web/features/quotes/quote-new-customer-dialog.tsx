// The quote builders' "New customer" dialog (SPEC §2 Add New Customer fields and messages): its own chunk, fetched when
// the contractor first opens it (issue 15: the form library and the customer schema stay out of the builder's first view).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newCustomerSchema, type NewCustomer, type NewCustomerInput } from '../../../core/customers/customer.schema';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { toast } from '../../ui/use-toast';
import { emptyCustomer, keepOpenForSuggestions } from '../customers/add-customer-dialog';
import { customerQueryKey, useCreateCustomer } from '../customers/customer-api';
import { CustomerFormFields } from '../customers/customer-form-fields';
import { useServerMessage } from '../../lib/server-message';

export default function NewCustomerDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const create = useCreateCustomer();
  const form = useForm<NewCustomerInput, unknown, NewCustomer>({ resolver: zodResolver(newCustomerSchema), defaultValues: emptyCustomer });
  const queryClient = useQueryClient();
  const submit = (values: NewCustomer) =>
    create.mutate(values, {
      onSuccess: (customer) => {
        queryClient.setQueryData(customerQueryKey(customer.id), customer);
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
