// Edit a customer: the same fields and messages as the add dialog, plus notes.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { editCustomerSchema, type Customer, type EditCustomer, type EditCustomerInput, type NewCustomerInput } from '../../../core/customers/customer.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { keepOpenForSuggestions } from './add-customer-dialog';
import { useUpdateCustomer } from './customer-api';
import { CustomerFormFields } from './customer-form-fields';

export function EditCustomerDialog({ customer, open, onOpenChange }: { customer: Customer; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const message = useValidationMessage();
  const update = useUpdateCustomer(customer.id);
  const form = useForm<EditCustomerInput, unknown, EditCustomer>({
    resolver: zodResolver(editCustomerSchema),
    defaultValues: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zipCode: customer.zipCode,
      notes: customer.notes ?? '',
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { ...values, notes: values.notes || null },
      {
        onSuccess: () => {
          toast({ title: t('customers.toast.updated') });
          onOpenChange(false);
        },
        onError: (error) => toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(error, t('customers.toast.updateFailed')) }),
      },
    ),
  );
  // The shared fields only touch the eight customer fields, which both forms have.
  const shared = form as unknown as { control: Control<NewCustomerInput> };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onPointerDownOutside={keepOpenForSuggestions} onInteractOutside={keepOpenForSuggestions}>
        <DialogHeader>
          <DialogTitle>{t('customers.edit.title')}</DialogTitle>
          <DialogDescription>{t('customers.edit.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <CustomerFormFields
            control={shared.control}
            errors={form.formState.errors}
            setValue={form.setValue as never}
            clearErrors={form.clearErrors as never}
          />
          <Controller
            control={form.control}
            name="notes"
            render={({ field }) => (
              <FormField label={t('customers.fields.notes')} error={message(form.formState.errors.notes?.message)}>
                <Textarea {...field} value={field.value ?? ''} rows={3} />
              </FormField>
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('customers.edit.saving') : t('customers.edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
