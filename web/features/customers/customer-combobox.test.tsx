// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { CustomerPicker } from './customer-picker';

const calls: string[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const customer = (id: string, firstName: string, lastName: string, extra: Record<string, string> = {}) => ({
  id, firstName, lastName, name: `${firstName} ${lastName}`, email: `${firstName.toLowerCase()}@example.com`, phone: '5125550100', city: 'Austin', state: 'TX', ...extra,
});
const newest = [customer('h3', 'Cara', 'Diaz'), customer('h2', 'Bob', 'Ray', { phone: '' }), customer('h1', 'Ann', 'Lee')];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url === '/api/auth/me') return json({ id: 'u1', contractorId: 'c1', isAdmin: false, onboardingComplete: true, email: 'c@example.com' });
    const path = new URL(url, 'http://x');
    if (path.pathname === '/api/contractors/c1/homeowners') {
      const q = path.searchParams.get('q')?.toLowerCase();
      return json(q ? newest.filter((c) => c.name.toLowerCase().includes(q)) : newest);
    }
    if (path.pathname === '/api/homeowners/h1') return json(newest[2]);
    return json({ message: 'Customer not found' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Values = { customerId: string };
let submitted: Values | undefined;

type HarnessProps = { initial?: string; error?: string; onPicked?: (id: string) => void };

function Harness({ initial = '', error, onPicked }: HarnessProps) {
  const form = useForm<Values>({ defaultValues: { customerId: initial } });
  return (
    <form onSubmit={form.handleSubmit((v) => (submitted = v))}>
      <CustomerPicker control={form.control} name="customerId" label="Customer" error={error} onPicked={onPicked} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderPicker(props: HarnessProps = {}) {
  submitted = undefined;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
}

const listCalls = () => calls.filter((c) => c.startsWith('/api/contractors/c1/homeowners'));

describe('CustomerPicker (a searchable customer combobox)', () => {
  it('asks for nothing until opened, then offers the newest customers with their town and contact', async () => {
    const box = renderPicker();
    await act(async () => {});
    expect(listCalls()).toEqual([]);
    fireEvent.click(box);
    const options = await screen.findAllByRole('option');
    expect(listCalls()).toEqual(['/api/contractors/c1/homeowners?limit=20']);
    expect(options.map((o) => o.textContent)).toEqual(['Cara DiazAustin, TX · 512-555-0100', 'Bob RayAustin, TX · bob@example.com', 'Ann LeeAustin, TX · 512-555-0100']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('searches the server with what is typed, once typing pauses (300 ms), from 2 characters', async () => {
    const box = renderPicker();
    fireEvent.change(box, { target: { value: 'a' } });
    await screen.findAllByRole('option');
    expect(listCalls()).toEqual(['/api/contractors/c1/homeowners?limit=20']);
    fireEvent.change(box, { target: { value: 'an' } });
    fireEvent.change(box, { target: { value: 'ann' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent?.slice(0, 7))).toEqual(['Ann Lee']));
    expect(listCalls()).toEqual(['/api/contractors/c1/homeowners?limit=20', '/api/contractors/c1/homeowners?q=ann&limit=20']);
  });

  it('says so when nobody matches', async () => {
    const box = renderPicker();
    fireEvent.change(box, { target: { value: 'zed' } });
    expect(await screen.findByText('No customer matches "zed".')).toBeTruthy();
  });

  it('chooses with the arrow keys and Enter (without submitting the form), then shows the name', async () => {
    const box = renderPicker();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)?.textContent).toContain('Bob Ray');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(submitted).toBeUndefined();
    expect(box.value).toBe('Bob Ray');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual({ customerId: 'h2' }));
  });

  it('chooses with a click, keeping the focus in the box', async () => {
    const box = renderPicker();
    box.focus();
    fireEvent.click(box);
    const option = (await screen.findAllByRole('option'))[2];
    expect(fireEvent.mouseDown(option)).toBe(false); // default prevented: the box keeps focus
    fireEvent.click(option);
    expect(box.value).toBe('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual({ customerId: 'h1' }));
  });

  it('tells the form when a different customer is chosen, not when the same one is chosen again', async () => {
    const onPicked = vi.fn();
    const box = renderPicker({ initial: 'h1', onPicked });
    await waitFor(() => expect(box.value).toBe('Ann Lee'));
    fireEvent.click(box);
    fireEvent.click((await screen.findAllByRole('option'))[2]!);
    expect(onPicked).not.toHaveBeenCalled();
    fireEvent.click(box);
    fireEvent.click((await screen.findAllByRole('option'))[0]!);
    expect(onPicked).toHaveBeenCalledExactlyOnceWith('h3');
  });

  it('Escape closes the list without reaching a dialog around it, and puts the chosen name back', async () => {
    const dialogSawEscape = vi.fn();
    document.addEventListener('keydown', (e) => e.key === 'Escape' && dialogSawEscape(), { capture: true });
    const box = renderPicker({ initial: 'h1' });
    await waitFor(() => expect(box.value).toBe('Ann Lee'));
    box.focus();
    fireEvent.change(box, { target: { value: 'bo' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(dialogSawEscape).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
    expect(box.value).toBe('Ann Lee');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(dialogSawEscape).toHaveBeenCalledTimes(1);
  });

  it('shows a preset customer by name (read by id) and keeps it when the box is left half-typed', async () => {
    const box = renderPicker({ initial: 'h1' });
    await waitFor(() => expect(box.value).toBe('Ann Lee'));
    expect(calls).toContain('/api/homeowners/h1');
    fireEvent.change(box, { target: { value: 'xy' } });
    fireEvent.blur(box);
    expect(box.value).toBe('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual({ customerId: 'h1' }));
  });

  it('shows its error inline and marks the box invalid; no error, not invalid', async () => {
    const box = renderPicker({ error: 'Please select a customer' });
    expect(screen.getByRole('alert').textContent).toBe('Please select a customer');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    cleanup();
    const plain = renderPicker();
    expect(plain.getAttribute('aria-invalid')).toBeNull();
    await act(async () => {});
  });
});
