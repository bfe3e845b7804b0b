// A start or end time picked from the 30-minute slots of SPEC §9.
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { timeSlots } from '../../../core/calendar/calendar-event.schema';
import { FormField } from '../../ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import type { EventFormValues } from './event-form';

const SLOTS = timeSlots();

export function TimeSelect({
  control,
  name,
  id,
  label,
  error,
}: {
  control: Control<EventFormValues>;
  name: 'startTime' | 'endTime';
  id: string;
  label: ReactNode;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        // An odd stored time (set through the API) stays selectable beside the 30-minute slots (SPEC §9).
        const options = field.value && !SLOTS.includes(field.value) ? [...SLOTS, field.value].sort() : SLOTS;
        return (
          <FormField id={id} label={label} error={error}>
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger id={id} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-64">
                {options.map((slot) => (
                  <SelectItem key={slot} value={slot}>
                    {slot}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        );
      }}
    />
  );
}
