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
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  /** Already in the page's language. */
  error: string | undefined;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error}>
          <CustomerCombobox value={(field.value as string) || ''} onChange={field.onChange} onBlur={field.onBlur} />
        </FormField>
      )}
    />
  );
}
