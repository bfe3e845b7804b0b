import { cn } from '../lib/cn';

/** A busy indicator; give it a label when it is the only sign of loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="inline-block size-4 rounded-full border-2 border-current border-t-transparent"
        style={{ animation: 'picket-spin 0.8s linear infinite' }}
      />
      {label ? <span className="text-sm">{label}</span> : null}
    </span>
  );
}
