// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, Toaster } from './toast';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip';
import { dismissToast, toast, TOAST_LIMIT } from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('toasts (SPEC §2, §9)', () => {
  it('shows at most one: a new toast replaces the previous one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Customer Added', description: 'Redirecting to customer details...' });
    });
    expect(screen.getAllByText('Customer Added').length).toBeGreaterThan(0);
    act(() => {
      toast({ title: 'Error', description: 'Failed to logout. Please try again.', variant: 'destructive' });
    });
    expect(screen.queryAllByText('Customer Added')).toHaveLength(0);
    expect(screen.getAllByText('Failed to logout. Please try again.').length).toBeGreaterThan(0);
  });

  it('uses the SPEC constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('labels the toast region with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
