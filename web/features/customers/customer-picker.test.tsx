// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { CustomerPicker, useCustomerOptions } from './customer-picker';

const calls: string[] = [];
let homeowners: () => Promise<Response>;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  homeowners = async () => json([
    { id: 'h1', firstName: 'Ann', lastName: 'Lee', name: 'Ann Lee' },
    { id: 'h2', firstName: 'Bob', lastName: 'Ray' },
  ]);
  // Radix Select measures and captures pointers, which jsdom lacks.
  Object.assign(Element.prototype, { hasPointerCapture: () => false, releasePointerCapture: () => {}, setPointerCapture: () => {}, scrollIntoView: () => {} });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url === '/api/auth/me') return json({ id: 'u1', contractorId: 'c1', isAdmin: false, onboardingComplete: true, email: 'c@example.com' });
    if (url === '/api/contractors/c1/homeowners') return homeowners();
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Values = { customerId: string; name: string };
let submitted: Values | undefined;

function Harness({ open, error }: { open: boolean; error?: string }) {
  const form = useForm<Values>({ defaultValues: { customerId: '', name: '' } });
  const customers = useCustomerOptions(open);
  return (
    <form onSubmit={form.handleSubmit((v) => (submitted = v))}>
      <CustomerPicker
        control={form.control}
        name="customerId"
        label="Customer"
        placeholder="Select a customer"
        loadingPlaceholder="Loading customers..."
        loading={customers.isPending}
        customers={customers.data}
        error={error}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderPicker(props: { open: boolean; error?: string }) {
  submitted = undefined;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

describe('CustomerPicker and useCustomerOptions', () => {
  it("does not fetch the contractor's customers until the dialog is open", async () => {
    renderPicker({ open: false });
    await waitFor(() => expect(calls).toContain('/api/auth/me'));
    await act(async () => {});
    expect(calls).not.toContain('/api/contractors/c1/homeowners');
    expect(screen.getByRole('combobox', { name: 'Customer' }).textContent).toContain('Loading customers...');
  });

  it('shows the loading placeholder, then the placeholder once the list has come', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const list = homeowners;
    homeowners = () => gate.then(list);
    renderPicker({ open: true });
    const trigger = screen.getByRole('combobox', { name: 'Customer' });
    expect(trigger.textContent).toContain('Loading customers...');
    await waitFor(() => expect(calls).toContain('/api/contractors/c1/homeowners'));
    release();
    await waitFor(() => expect(trigger.textContent).toContain('Select a customer'));
  });

  it('lists each customer by name, else first and last name, and puts the chosen id in the form', async () => {
    renderPicker({ open: true });
    const trigger = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(trigger.textContent).toContain('Select a customer'));
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ann Lee', 'Bob Ray']);
    fireEvent.click(screen.getByRole('option', { name: 'Bob Ray' }));
    await waitFor(() => expect(trigger.textContent).toContain('Bob Ray'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual({ customerId: 'h2', name: '' }));
  });

  it('shows its error inline and marks the trigger invalid', async () => {
    renderPicker({ open: true, error: 'Please select a customer' });
    const trigger = screen.getByRole('combobox', { name: 'Customer' });
    expect(screen.getByRole('alert').textContent).toBe('Please select a customer');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {});
  });

  it('is not marked invalid without an error', async () => {
    renderPicker({ open: true });
    expect(screen.getByRole('combobox', { name: 'Customer' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {});
  });
});
