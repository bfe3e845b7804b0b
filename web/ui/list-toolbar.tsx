// A list page's toolbar: optional filter buttons, then a debounced search box and a sort select (/customers, /quotes).
import { useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { Input } from './input';

export type ListToolbarOption<V> = { value: V; label: string };

export type ListToolbarProps<S extends string, F extends string> = {
  search: {
    label: string;
    placeholder: string;
    debounceMs: number;
    /** Called with the trimmed text once typing has paused for debounceMs. */
    onSearch: (q: string) => void;
  };
  sort: { label: string; value: S; options: readonly ListToolbarOption<S>[]; onChange: (value: S) => void };
  /** Toggle buttons, one pressed at a time; an option whose value is undefined means "no filter". */
  filter?: { label: string; value: F | undefined; options: readonly ListToolbarOption<F | undefined>[]; onChange: (value: F | undefined) => void };
};

export function ListToolbar<S extends string, F extends string = never>({ search, sort, filter }: ListToolbarProps<S, F>) {
  const [text, setText] = useState('');
  // The latest callback, so a re-render of the page does not restart the debounce.
  const onSearch = useRef(search.onSearch);
  onSearch.current = search.onSearch;

  useEffect(() => {
    const id = window.setTimeout(() => onSearch.current(text.trim()), search.debounceMs);
    return () => window.clearTimeout(id);
  }, [text, search.debounceMs]);

  return (
    <>
      {filter ? (
        <div role="group" aria-label={filter.label} className="mb-4 flex flex-wrap gap-2">
          {filter.options.map((option) => (
            <Button
              key={option.value ?? ''}
              size="sm"
              variant={filter.value === option.value ? 'default' : 'outline'}
              aria-pressed={filter.value === option.value}
              onClick={() => filter.onChange(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="grid flex-1 gap-1 text-sm font-medium">
          {search.label}
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={search.placeholder} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {sort.label}
          <select value={sort.value} onChange={(e) => sort.onChange(e.target.value as S)} className="h-10 rounded-md border border-input bg-card px-3 text-sm">
            {sort.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  );
}
