import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';

/** An input with a unit shown inside it ("$" before, "%" or "days" after); the unit is decoration, the label says it. */
export function UnitInput({ prefix, suffix, className, ...props }: ComponentProps<'input'> & { prefix?: ReactNode; suffix?: ReactNode }) {
  return (
    <div className={cn('relative', className)}>
      {prefix ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
          {prefix}
        </span>
      ) : null}
      <Input {...props} className={cn(prefix ? 'pl-7' : undefined, suffix ? 'pr-12' : undefined)} />
      {suffix ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
