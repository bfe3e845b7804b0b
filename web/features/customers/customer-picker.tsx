// Choose one of the contractor's customers inside a form (Create → Job, and a quote visit in the Event dialog).
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '../../ui/form-field';
import { CustomerCombobox } from './customer-combobox';

export function CustomerPicker<T extends FieldValues>({
  control,
  name,
  label,
  error,
  onPicked,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  /** Already in the page's language. */
  error: string | undefined;
  /** After the person chooses a different customer (not when the form is reset). */
  onPicked?: (id: string) => void;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error}>
          <CustomerCombobox
            value={(field.value as string) || ''}
            onChange={(picked) => {
              field.onChange(picked);
              if (picked !== field.value) onPicked?.(picked);
            }}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
