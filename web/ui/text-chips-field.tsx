import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

export interface TextChipsLabels {
  field: string;
  add: string;
  list: string;
  remove: (value: string) => string;
  hint?: string;
}

/** Free-text values as removable chips (tags, lead sources): Enter or Add puts one in; the same value twice is ignored. */
export function TextChipsField({ value, onChange, labels, error, maxLength = 100 }: { value: string[]; onChange: (next: string[]) => void; labels: TextChipsLabels; error?: string; maxLength?: number }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const next = draft.trim();
    if (!next) return;
    if (!value.some((v) => v.toLowerCase() === next.toLowerCase())) onChange([...value, next]);
    setDraft('');
  };
  const describedBy = [labels.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{labels.field}</Label>
      <div className="flex items-start gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add}>
          {labels.add}
        </Button>
      </div>
      {labels.hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {labels.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={labels.list}>
          {value.map((v) => (
            <li key={v} className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm font-medium text-secondary-foreground">
              <span className="wrap-anywhere">{v}</span>
              <button type="button" className="rounded-full p-1.5 hover:bg-green-200" aria-label={labels.remove(v)} onClick={() => onChange(value.filter((x) => x !== v))}>
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
