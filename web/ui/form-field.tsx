import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

type FieldControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * A label, one control and its inline error (DESIGN §6: forms show the schema's messages inline).
 * The control gets the id, aria-invalid and aria-describedby wiring.
 * For a Radix Select pass the same `id` to FormField and to SelectTrigger (the Root takes no id).
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
  id: givenId,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  id?: string;
  children: ReactElement<FieldControlProps>;
}) {
  const generated = useId();
  const id = givenId ?? children.props.id ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
