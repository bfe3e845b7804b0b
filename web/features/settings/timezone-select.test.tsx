// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usTimezones } from '../../../core/settings/onboarding.schema';
import i18n from '../../lib/i18n';
import { TimezoneSelect } from './timezone-select';

beforeEach(() => {
  // Radix Select captures pointers and scrolls items into view, which jsdom lacks.
  Object.assign(Element.prototype, { hasPointerCapture: () => false, releasePointerCapture: () => {}, setPointerCapture: () => {}, scrollIntoView: () => {} });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

let submitted: { timezone?: string } | undefined;
function Harness({ error, initial }: { error?: string; initial?: string }) {
  const form = useForm<{ timezone?: string }>({ defaultValues: { timezone: initial } });
  return (
    <form onSubmit={form.handleSubmit((v) => (submitted = v))}>
      <TimezoneSelect control={form.control} name="timezone" id="tz" label="Time zone" error={error} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TimezoneSelect', () => {
  it('shows the current zone by its translated name under its label', async () => {
    render(<Harness initial="America/Chicago" />);
    expect(screen.getByRole('combobox', { name: 'Time zone' }).textContent).toContain('Central (Chicago)');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('combobox', { name: 'Time zone' }).textContent).toContain('Centro (Chicago)');
  });

  it('offers every US zone and puts the chosen one in the form', async () => {
    submitted = undefined;
    render(<Harness initial="America/Chicago" />);
    const trigger = screen.getByRole('combobox', { name: 'Time zone' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(usTimezones.length);
    expect(options.map((o) => o.textContent)).toContain('Pacific (Los Angeles)');
    fireEvent.click(screen.getByRole('option', { name: 'Hawaii (Honolulu)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual({ timezone: 'Pacific/Honolulu' }));
  });

  it('shows an error inline when given one', () => {
    render(<Harness initial="America/Chicago" error="Invalid input" />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid input');
  });
});
