// The contractor's time zone, one of the US zones (onboarding and Settings → Business).
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usTimezones } from '../../../core/settings/onboarding.schema';
import { FormField } from '../../ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';

export function TimezoneSelect<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string | undefined>;
  /** Radix Select's root takes no id, so the label points at the trigger through this one. */
  id: string;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} id={id} error={error}>
          <Select value={field.value as string} onValueChange={field.onChange}>
            <SelectTrigger id={id}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {usTimezones.map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {t(`onboarding.tz.${zone.replace('/', '_')}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
