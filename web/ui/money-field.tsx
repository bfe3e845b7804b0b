import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../lib/validation-message';
import { FormField } from './form-field';
import { MoneyInput } from './money-input';

/**
 * A labelled dollar amount held as cents in a react-hook-form field (pricing, system settings, catalogue).
 * `optional` turns an empty box into null ("not sold separately").
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  hint,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, number | null | undefined>;
  label: string;
  optional?: boolean;
  hint?: string;
}) {
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
