// Choose one of the contractor's customers inside a form (Create → Job, and a quote visit in the Event dialog).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '../../ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { useCurrentUser } from '../auth/current-user';

export type CustomerOption = { id: string; firstName: string; lastName: string; name?: string };

/** SPEC §7 GET /api/contractors/{id}/homeowners; the dialog fetches it as soon as it opens, before the picker shows. */
export function useCustomerOptions(enabled: boolean) {
  const { user } = useCurrentUser();
  return useQuery<CustomerOption[]>({
    queryKey: ['/api/contractors', user?.contractorId ?? '', 'homeowners'],
    enabled: enabled && Boolean(user?.contractorId),
  });
}

export function CustomerPicker<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  loadingPlaceholder,
  loading,
  customers,
  error,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  placeholder: string;
  loadingPlaceholder: string;
  loading: boolean;
  customers: readonly CustomerOption[] | undefined;
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
          <Select value={(field.value as string) || undefined} onValueChange={field.onChange}>
            <SelectTrigger id={id} onBlur={field.onBlur} aria-invalid={error ? true : undefined}>
              <SelectValue placeholder={loading ? loadingPlaceholder : placeholder} />
            </SelectTrigger>
            <SelectContent>
              {(customers ?? []).map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  {c.name || `${c.firstName} ${c.lastName}`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
