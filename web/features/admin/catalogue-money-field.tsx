import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../../lib/validation-message';
import { FormField } from '../../ui/form-field';
import { MoneyInput } from '../settings/money-input';

/** A dollar amount held as cents; `optional` turns an empty box into null ("not sold separately"). */
export function CatalogueMoneyField<T extends FieldValues>({ control, name, label, optional, hint }: { control: Control<T>; name: FieldPath<T>; label: string; optional?: boolean; hint?: string }) {
  const vm = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={vm(fieldState.error?.message)} hint={hint}>
          <MoneyInput
            name={field.name}
            ref={field.ref}
            value={field.value ?? Number.NaN}
            onChange={(cents) => field.onChange(optional && Number.isNaN(cents) ? null : cents)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
