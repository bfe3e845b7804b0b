// Choose one of the contractor's customers by typing: a name, email or phone narrows the list on the server (SPEC §7
// GET /api/contractors/{id}/homeowners with q and limit), so a contractor with 10,000 customers finds any of them.
// Without text it offers the newest customers: the one just added is usually the one being quoted.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../core/customers/customer.schema';
import { formatPhone } from '../../../core/customers/phone';
import { isSearchable, SEARCH_DEBOUNCE_MS } from '../../../core/search/search-rules';
import { cn } from '../../lib/cn';
import { useDebounced } from '../../lib/use-debounced';
import { useCurrentUser } from '../auth/current-user';
import { customerQueryKey, useCustomer } from './customer-api';

export const CUSTOMER_CHOICES = 20;

export type CustomerComboboxProps = {
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  /** Defaults to "Search by name, email or phone". */
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const customerLabel = (c: Pick<Customer, 'name' | 'firstName' | 'lastName'>) => c.name || `${c.firstName} ${c.lastName}`.trim();

function CustomerOption({ customer }: { customer: Customer }) {
  const place = [customer.city, customer.state].filter(Boolean).join(', ');
  const contact = customer.phone ? formatPhone(customer.phone) : customer.email;
  return (
    <span className="grid gap-0.5">
      <span className="font-medium">{customerLabel(customer)}</span>
      <span className="truncate text-xs text-muted-foreground">{[place, contact].filter(Boolean).join(' · ')}</span>
    </span>
  );
}

/** A text box with a list of matching customers below it (ARIA combobox pattern; focus stays in the box). */
export function CustomerCombobox({ value, onChange, onBlur, placeholder, id, disabled, ...aria }: CustomerComboboxProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-list`;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // What the person typed since the box last showed the chosen customer; null while it shows that customer.
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const selected = useCustomer(value);
  const typed = useDebounced((text ?? '').trim(), SEARCH_DEBOUNCE_MS);
  const q = isSearchable(typed) ? typed : null;
  const contractorId = user?.contractorId ?? '';
  const choices = useQuery<Customer[]>({
    queryKey: ['/api/contractors', contractorId, 'homeowners', { q, limit: CUSTOMER_CHOICES }],
    enabled: open && Boolean(contractorId),
    placeholderData: (previous) => previous,
  });
  const options = choices.data ?? [];
  const waiting = choices.isPending || (text !== null && (text.trim() !== typed || choices.isPlaceholderData));

  const close = () => {
    setOpen(false);
    setText(null);
  };
  useEffect(() => setActive(-1), [q, open]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    // Escape closes the list only. Caught on the way down, before a dialog around the box (which listens on the
    // document) would take it as "close the dialog"; a second Escape, with the list shut, reaches the dialog.
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || !root.current?.contains(document.activeElement)) return;
      e.preventDefault();
      e.stopPropagation();
      close();
    };
    document.addEventListener('mousedown', onDown);
    window.addEventListener('keydown', onEscape, true);
    return () => {
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('keydown', onEscape, true);
    };
  }, [open]);

  const choose = (customer: Customer) => {
    queryClient.setQueryData(customerQueryKey(customer.id), customer);
    onChange(customer.id);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      if (!options.length) return;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open) {
      // Enter picks the highlighted customer and never submits the surrounding form half-filled.
      e.preventDefault();
      if (active >= 0 && options[active]) choose(options[active]);
      else if (options.length === 1 && !waiting) choose(options[0]);
    } else if (e.key === 'Tab' && open) {
      if (active >= 0 && options[active]) choose(options[active]);
      else close();
    }
  };

  const shown = text ?? (selected.data ? customerLabel(selected.data) : '');
  return (
    <div ref={root} className="relative">
      <input
        ref={input}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        disabled={disabled}
        placeholder={value && selected.isPending ? t('customers.picker.loading') : (placeholder ?? t('customers.picker.placeholder'))}
        value={shown}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A click in the list keeps focus here (mousedown is prevented there), so leaving the box means done.
          close();
          onBlur?.();
        }}
        className="flex h-10 w-full rounded-md border border-input bg-card py-2 pl-3 pr-9 text-sm text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={t('customers.picker.showList')}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          if (open) close();
          else {
            setOpen(true);
            input.current?.focus();
          }
        }}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground"
      >
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <div className="absolute left-0 right-0 z-50 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-card text-foreground shadow-lg">
          {waiting && !options.length ? (
            <p role="status" className="p-3 text-sm text-muted-foreground">{t('customers.picker.searching')}</p>
          ) : choices.isError ? (
            <p role="alert" className="p-3 text-sm text-destructive">{t('customers.picker.failed')}</p>
          ) : !options.length ? (
            <p role="status" className="p-3 text-sm text-muted-foreground">{q ? t('customers.picker.noMatches', { q }) : t('customers.picker.none')}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('customers.picker.listLabel')} aria-busy={waiting} className={cn(options.length ? 'py-1' : 'hidden')}>
            {options.map((customer, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard stays in the combobox input (aria-activedescendant)
              <li
                key={customer.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(customer)}
                onMouseEnter={() => setActive(i)}
                className={cn('cursor-pointer px-3 py-2 text-sm', i === active && 'bg-muted', customer.id === value && 'font-semibold')}
              >
                <CustomerOption customer={customer} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
