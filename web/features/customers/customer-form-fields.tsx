// The eight fields of SPEC §2 "Add New Customer", shared by the add and edit dialogs.
import { Controller, type Control, type FieldErrors, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewCustomerInput } from '../../../core/customers/customer.schema';
import { formatPhoneInput } from '../../../core/customers/phone';
import { useValidationMessage } from '../../lib/validation-message';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { AddressInput } from './address-input';

type Props = {
  control: Control<NewCustomerInput>;
  errors: FieldErrors<NewCustomerInput>;
  setValue: UseFormSetValue<NewCustomerInput>;
  clearErrors: UseFormClearErrors<NewCustomerInput>;
};

export function CustomerFormFields({ control, errors, setValue, clearErrors }: Props) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const text = (name: 'firstName' | 'lastName' | 'email' | 'city', type = 'text', autoComplete?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={t(`customers.fields.${name}`)} error={message(errors[name]?.message)}>
          <Input {...field} value={field.value ?? ''} type={type} autoComplete={autoComplete} />
        </FormField>
      )}
    />
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'text', 'off')}
        {text('lastName', 'text', 'off')}
      </div>
      {text('email', 'email', 'off')}
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField label={t('customers.fields.phone')} error={message(errors.phone?.message)}>
            {/* SPEC §5: at most 10 digits, dashes inserted progressively. */}
            <Input {...field} value={field.value ?? ''} type="tel" inputMode="tel" placeholder="XXX-XXX-XXXX" onChange={(e) => field.onChange(formatPhoneInput(e.target.value))} />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <FormField label={t('customers.fields.address')} error={message(errors.address?.message)}>
            <AddressInput
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('customers.placeholders.address')}
              onAddressParts={(parts) => {
                // SPEC §2: a chosen suggestion fills street, city, state and ZIP and clears their errors.
                const filled: (keyof NewCustomerInput)[] = [];
                if (parts.streetAddress) {
                  setValue('address', parts.streetAddress, { shouldDirty: true });
                  filled.push('address');
                }
                if (parts.city) {
                  setValue('city', parts.city, { shouldDirty: true });
                  filled.push('city');
                }
                if (parts.state) {
                  setValue('state', parts.state.toUpperCase().slice(0, 2), { shouldDirty: true });
                  filled.push('state');
                }
                if (parts.zipCode) {
                  setValue('zipCode', parts.zipCode.slice(0, 5), { shouldDirty: true });
                  filled.push('zipCode');
                }
                clearErrors(filled);
              }}
            />
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        {text('city', 'text', 'off')}
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <FormField label={t('customers.fields.state')} error={message(errors.state?.message)}>
              {/* SPEC §5: upper-cased, at most 2 typed. */}
              <Input {...field} value={field.value ?? ''} placeholder="CA" maxLength={2} onChange={(e) => field.onChange(e.target.value.toUpperCase().slice(0, 2))} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="zipCode"
          render={({ field }) => (
            <FormField label={t('customers.fields.zipCode')} error={message(errors.zipCode?.message)}>
              {/* SPEC §5: at most 5 typed. */}
              <Input {...field} value={field.value ?? ''} placeholder="12345" inputMode="numeric" maxLength={5} onChange={(e) => field.onChange(e.target.value.slice(0, 5))} />
            </FormField>
          )}
        />
      </div>
    </div>
  );
}
