// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { Textarea } from '../../ui/textarea';
import { ProgressEntrySection } from './progress-entry-section';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

type Props = Partial<Parameters<typeof ProgressEntrySection>[0]>;
function renderSection(props: Props = {}) {
  return render(
    <ProgressEntrySection
      headingId="notes-heading"
      title="Notes"
      emptyText="No notes yet."
      fieldLabel="Add a note"
      submitLabel="Save note"
      pending={false}
      renderInput={({ value, onChange }) => <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={2} />}
      onAdd={() => undefined}
      {...props}
    >
      <ul>
        <li>Posts set</li>
      </ul>
    </ProgressEntrySection>,
  );
}

describe('ProgressEntrySection', () => {
  it('is a region named by its heading, with the empty text and the list', () => {
    renderSection();
    const region = screen.getByRole('region', { name: 'Notes' });
    expect(region.querySelector('h3#notes-heading')?.textContent).toBe('Notes');
    expect(screen.getByText('No notes yet.')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Posts set');
  });

  it('leaves the empty text out once something is recorded', () => {
    renderSection({ emptyText: undefined });
    expect(screen.queryByText('No notes yet.')).toBeNull();
  });

  it('shows the schema message inline in the page language, wired to the field, and keeps the text', async () => {
    await act(() => i18n.changeLanguage('es'));
    const onAdd = vi.fn(() => 'Progress note cannot be empty');
    renderSection({ onAdd });
    const field = screen.getByRole('textbox', { name: 'Add a note' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onAdd).toHaveBeenCalledWith('   ', expect.any(Function));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('La nota de avance no puede estar vacía');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect((field as HTMLTextAreaElement).value).toBe('   ');
  });

  it('clears the error on a valid value and the field once the entry is saved', () => {
    let outcome: string | undefined = 'Progress note cannot be empty';
    let clear: (() => void) | undefined;
    renderSection({
      onAdd: (_value, done) => {
        clear = done;
        return outcome;
      },
    });
    const field = screen.getByRole('textbox', { name: 'Add a note' }) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('alert')).toBeTruthy();

    outcome = undefined;
    fireEvent.change(field, { target: { value: 'Gate hung' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.value).toBe('Gate hung');
    act(() => clear?.());
    expect(field.value).toBe('');
  });

  it('disables its button while saving', () => {
    renderSection({ pending: true });
    expect((screen.getByRole('button', { name: 'Save note' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
