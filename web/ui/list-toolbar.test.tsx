// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListToolbar } from './list-toolbar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Sort = 'newest' | 'oldest';
type Status = 'draft' | 'sent';

function Harness({ onSearch, onSort, onFilter, withFilter = true }: { onSearch: (q: string) => void; onSort?: (s: Sort) => void; onFilter?: (s: Status | undefined) => void; withFilter?: boolean }) {
  const [sort, setSort] = useState<Sort>('newest');
  const [status, setStatus] = useState<Status | undefined>();
  return (
    <ListToolbar<Sort, Status>
      search={{ label: 'Search quotes', placeholder: 'Customer name or quote number', debounceMs: 250, onSearch }}
      sort={{
        label: 'Sort by',
        value: sort,
        options: [
          { value: 'newest', label: 'Newest first' },
          { value: 'oldest', label: 'Oldest first' },
        ],
        onChange: (s) => {
          setSort(s);
          onSort?.(s);
        },
      }}
      filter={
        withFilter
          ? {
              label: 'Filter by status',
              value: status,
              options: [
                { value: undefined, label: 'All (3)' },
                { value: 'draft', label: 'Draft (2)' },
                { value: 'sent', label: 'Sent (1)' },
              ],
              onChange: (s) => {
                setStatus(s);
                onFilter?.(s);
              },
            }
          : undefined
      }
    />
  );
}

describe('ListToolbar', () => {
  it('reports the trimmed search text only once typing has paused for debounceMs', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    act(() => vi.advanceTimersByTime(250));
    onSearch.mockClear();

    const box = screen.getByRole('searchbox', { name: 'Search quotes' });
    expect(box.getAttribute('placeholder')).toBe('Customer name or quote number');
    fireEvent.change(box, { target: { value: ' An' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: ' Ann ' } });
    act(() => vi.advanceTimersByTime(249));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Ann');
  });

  it('keeps the pending debounce when the page re-renders with a new callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Harness onSearch={first} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search quotes' }), { target: { value: 'fence' } });
    act(() => vi.advanceTimersByTime(100));
    rerender(<Harness onSearch={second} />);
    act(() => vi.advanceTimersByTime(150));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('fence');
  });

  it('offers the sort options under their label and reports the chosen one', () => {
    const onSort = vi.fn();
    render(<Harness onSearch={() => {}} onSort={onSort} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Newest first', 'Oldest first']);
    expect(select.value).toBe('newest');
    fireEvent.change(select, { target: { value: 'oldest' } });
    expect(onSort).toHaveBeenCalledWith('oldest');
    expect(select.value).toBe('oldest');
  });

  it('shows the filter as a labelled group of toggle buttons, exactly one pressed', () => {
    const onFilter = vi.fn();
    render(<Harness onSearch={() => {}} onFilter={onFilter} />);
    const group = screen.getByRole('group', { name: 'Filter by status' });
    expect(group).toBeTruthy();
    const all = screen.getByRole('button', { name: 'All (3)' });
    const draft = screen.getByRole('button', { name: 'Draft (2)' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(draft.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(draft);
    expect(onFilter).toHaveBeenLastCalledWith('draft');
    expect(draft.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(all);
    expect(onFilter).toHaveBeenLastCalledWith(undefined);
    expect(all.getAttribute('aria-pressed')).toBe('true');
  });

  it('renders no filter group when the page has no filter', () => {
    render(<Harness onSearch={() => {}} withFilter={false} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search quotes' })).toBeTruthy();
  });
});
