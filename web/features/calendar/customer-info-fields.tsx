// SPEC §2 "customer info for job and repair" (and a new customer of a quote visit): name, phone, email, address.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPhoneInput } from '../../../core/customers/phone';
import { useValidationMessage } from '../../lib/validation-message';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import type { EventFormValues } from './event-form';

export function CustomerInfoFields({ form }: { form: UseFormReturn<EventFormValues> }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const errors = form.formState.errors;
  return (
    <>
      <FormField label={t('calendar.dialog.customerName')}>
        <Input {...form.register('customerName')} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="customerPhone"
          render={({ field }) => (
            <FormField label={t('calendar.dialog.customerPhone')} error={vm(errors.customerPhone?.message)}>
              <Input type="tel" inputMode="tel" placeholder="XXX-XXX-XXXX" value={field.value} onChange={(e) => field.onChange(formatPhoneInput(e.target.value))} onBlur={field.onBlur} autoComplete="off" />
            </FormField>
          )}
        />
        <FormField label={t('calendar.dialog.customerEmail')} error={vm(errors.customerEmail?.message)}>
          <Input type="email" {...form.register('customerEmail')} autoComplete="off" />
        </FormField>
      </div>
      <FormField label={t('calendar.dialog.address')}>
        <Input {...form.register('address')} autoComplete="off" />
      </FormField>
    </>
  );
}
