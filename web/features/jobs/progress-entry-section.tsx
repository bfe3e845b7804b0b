// One block of the job's progress card: what was recorded so far, then a one-field form that adds one more.
import { useState, type ReactElement, type ReactNode } from 'react';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';

type FieldControl = ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;

export function ProgressEntrySection({
  headingId,
  title,
  emptyText,
  children,
  fieldLabel,
  submitLabel,
  pending,
  renderInput,
  onAdd,
}: {
  headingId: string;
  title: string;
  /** Shown above the list while nothing has been recorded; undefined once something has. */
  emptyText: string | undefined;
  /** The recorded entries, as a list. */
  children: ReactNode;
  fieldLabel: string;
  submitLabel: string;
  pending: boolean;
  renderInput: (field: { value: string; onChange: (value: string) => void }) => FieldControl;
  /** Validates and saves the value; returns the schema's message when it is invalid, and calls clear once saved. */
  onAdd: (value: string, clear: () => void) => string | undefined;
}) {
  const vm = useValidationMessage();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {emptyText ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      {children}
      <form
        noValidate
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setError(onAdd(value, () => setValue('')));
        }}
      >
        <FormField label={fieldLabel} error={vm(error)}>
          {renderInput({ value, onChange: setValue })}
        </FormField>
        <Button type="submit" size="sm" variant="secondary" className="justify-self-start" disabled={pending}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
