// SPEC §2 global search box: 300 px, 300 ms debounce, at least 2 characters, dropdown of quote and customer results.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { dollarsToCents, formatCents } from '../../../core/money';
import { search as searchContract, type SearchResult } from '../../../core/search/search.api';
import { isSearchable, SEARCH_DEBOUNCE_MS } from '../../../core/search/search-rules';
import { contractQueryKey, contractUrl } from '../../lib/api-contract';
import { cn } from '../../lib/cn';
import { useDebounced } from '../../lib/use-debounced';
import { Badge } from '../../ui/badge';

/** SPEC §8: a non-OK search answer is the error "Search failed". */
async function fetchSearch(q: string, signal: AbortSignal): Promise<SearchResult[]> {
  const res = await fetch(contractUrl(searchContract, { query: { q } }), { credentials: 'include', signal });
  if (!res.ok) throw new Error('Search failed');
  return (await res.json()) as SearchResult[];
}

export function resultHref(result: SearchResult): string {
  return result.type === 'quote' ? `/contractor/quote/${result.id}/view` : `/customers/${result.id}`;
}

/**
 * header: SPEC §2's 300 px box with a dropdown. sheet: the same search filling a phone's search sheet (SPEC §2 hides the
 * header on phones), results listed under the box; onChosen lets the sheet close after navigating.
 */
export function GlobalSearch({ variant = 'header', onChosen }: { variant?: 'header' | 'sheet'; onChosen?: () => void } = {}) {
  const { t } = useTranslation();
  const sheet = variant === 'sheet';
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const debounced = useDebounced(value.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = isSearchable(debounced);
  const search = useQuery({ queryKey: contractQueryKey(searchContract, { query: { q: debounced } }), queryFn: ({ signal }) => fetchSearch(debounced, signal), enabled });
  const results = enabled ? (search.data ?? []) : [];

  // SPEC §4: opens when the debounced query has at least 2 characters; closes when the input is empty.
  useEffect(() => {
    setOpen(enabled);
    setActive(-1);
  }, [debounced, enabled]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (result: SearchResult) => {
    setValue('');
    setOpen(false);
    navigate(resultHref(result));
    onChosen?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') return setOpen(false);
    if (!open || results.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(results[active]);
    }
  };

  const loading = enabled && (search.isPending || (search.isFetching && !search.data));
  return (
    <div ref={root} className="relative" role="search">
      <input
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (!e.target.value) setOpen(false);
        }}
        onFocus={() => enabled && setOpen(true)}
        onKeyDown={onKeyDown}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the phone's search sheet opens on a Search press, to type in at once
        autoFocus={sheet}
        className={cn(sheet ? 'h-11 w-full text-base' : 'h-9 w-[300px] text-sm', 'rounded-md border border-input bg-card px-3 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring')}
      />
      {open ? (
        <div
          className={cn(
            'overflow-y-auto rounded-md border border-border bg-card',
            sheet ? 'mt-2 max-h-[60vh] w-full' : 'absolute right-0 z-50 mt-1 max-h-96 w-[300px] shadow-lg',
          )}
        >
          {loading ? (
            <p className="p-3 text-sm text-muted-foreground" role="status">
              {t('search.searching')}
            </p>
          ) : search.isError ? (
            <p className="p-3 text-sm text-destructive" role="alert">
              {t('search.failed')}
            </p>
          ) : results.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground" role="status">
              {t('search.noResults')}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('search.results')} className={cn(loading || results.length === 0 ? 'hidden' : 'py-1')}>
            {loading
              ? null
              : results.map((result, i) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard stays in the search input (aria-activedescendant)
                  <li
                    key={`${result.type}-${result.id}`}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(result)}
                    onMouseEnter={() => setActive(i)}
                    className={cn('cursor-pointer px-3 text-sm', sheet ? 'py-3' : 'py-2', i === active && 'bg-muted')}
                  >
                    <ResultRow result={result} />
                  </li>
                ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ResultRow({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  if (result.type === 'quote') {
    return (
      <div className="grid gap-0.5">
        <div className="flex items-center justify-between gap-2">
          {/* SPEC §3: "Quote #" plus number, or N/A. */}
          <span className="font-medium">{t('search.quoteNumber', { number: result.number || t('search.notAvailable') })}</span>
          <Badge variant={result.status === 'approved' ? 'success' : 'secondary'}>{t(`search.status.${result.status}`, { defaultValue: result.status })}</Badge>
        </div>
        <div className="flex items-center justify-between gap-2 text-muted-foreground">
          <span className="truncate">{result.customerName || t('search.unknownCustomer')}</span>
          <span>{formatCents(dollarsToCents(result.totalCost ?? 0))}</span>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-0.5">
      <span className="font-medium">{result.name || t('search.unknown')}</span>
      <span className="truncate text-muted-foreground">{result.email || result.phone || t('search.noContact')}</span>
    </div>
  );
}
