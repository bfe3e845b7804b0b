// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import i18n from '../../lib/i18n';
import { createQueryClient, refetchIntervalForKey } from '../../lib/query-client';
import { Toaster } from '../../ui/toast';
import { dismissToast } from '../../ui/use-toast';
import { PAYMENT_NOTIFICATIONS_KEY, PAYMENT_REMINDERS_KEY, QUOTE_APPROVALS_KEY } from './notification-api';
import { NotificationBell } from './notification-bell';

type Reply = { status: number; body?: unknown } | 'never' | 'network';
let routes: Record<string, () => Reply>;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push(key);
    const reply = key === 'GET /api/csrf-token' ? { status: 200, body: { csrfToken: 't' } } : (routes[key]?.() ?? { status: 404, body: { message: 'Not found' } });
    if (reply === 'never') return new Promise(() => {});
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

const lists = (payments: unknown[] = [], reminders: unknown[] = [], approvals: unknown[] = []) => ({
  'GET /api/payment-notifications': () => ({ status: 200, body: { notifications: payments } }),
  'GET /api/payment-reminders': () => ({ status: 200, body: { reminders } }),
  'GET /api/quote-approval-notifications': () => ({ status: 200, body: { notifications: approvals } }),
});
const payment = (i: number, timestamp = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()) => ({
  id: `p${i}`, type: 'payment_received', message: `Payment ${i}`, jobId: 'job-1', milestoneId: null, timestamp, jobNumber: 'JOB-000001', customerName: 'Ann', amount: 12345,
});
const reminder = (sent: boolean) => ({
  milestoneId: 'm1', milestoneName: 'Deposit', customerName: 'Bob Lee', jobNumber: 'JOB-000042', jobId: 'job-2', timestamp: new Date().toISOString(), amount: 30000, reminderSent: sent, daysUntilDue: -4,
});
const approval = { id: 'a1', message: 'Quote #1001 approved by Cy', quoteId: 'q-9', quoteNumber: '1001', timestamp: '2020-01-01T00:00:00Z', customerName: 'Cy' };

function renderBell() {
  const location = memoryLocation({ path: '/dashboard', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <NotificationBell />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}
const openBell = async (name: string | RegExp = /^Notifications/) => fireEvent.click(await screen.findByRole('button', { name }));

describe('notification bell (SPEC §2)', () => {
  it('polls its three lists every 5 minutes (SPEC §7, §9)', () => {
    for (const key of [PAYMENT_NOTIFICATIONS_KEY, PAYMENT_REMINDERS_KEY, QUOTE_APPROVALS_KEY]) expect(refetchIntervalForKey([key])).toBe(5 * 60 * 1000);
  });

  it('says "Loading notifications..." while the lists load', async () => {
    routes = { ...lists(), 'GET /api/payment-reminders': () => 'never' };
    renderBell();
    await openBell();
    expect(await screen.findByText('Loading notifications...')).toBeTruthy();
  });

  it('shows "No notifications" / "You\'re all caught up!" and no badge when empty', async () => {
    routes = lists();
    renderBell();
    await waitFor(() => expect(calls).toContain('GET /api/quote-approval-notifications'));
    await openBell('Notifications');
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.getByText("You're all caught up!")).toBeTruthy();
  });

  it('merges newest first, keeps 20 in a 400px list and badges 99+ above 99', async () => {
    routes = lists(Array.from({ length: 120 }, (_, i) => payment(i)), [reminder(false)], [approval]);
    renderBell();
    await openBell('Notifications (99+)');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0].textContent).toContain('Deposit payment overdue for Bob Lee (Job #42)');
    expect(items[1].textContent).toContain('Payment 119');
    expect(list.className).toContain('h-[400px]');
  });

  it('shows $ with 2 decimals and "Recently" for an unreadable time', async () => {
    routes = lists([payment(1, 'not-a-date')]);
    renderBell();
    await openBell('Notifications (1)');
    const item = (await screen.findByText('Payment 1')).closest('li')!;
    expect(within(item).getByText('$123.45')).toBeTruthy();
    expect(within(item).getByText('Recently')).toBeTruthy();
  });

  it('opens the quote for quote_approved and the job for anything else, marking a payment notification read', async () => {
    routes = { ...lists([payment(1)], [], [approval]), 'POST /api/notifications/p1/read': () => ({ status: 204 }) };
    const location = renderBell();
    await openBell('Notifications (2)');
    fireEvent.click(await screen.findByRole('button', { name: 'Quote #1001 approved by Cy' }));
    expect(location.history.at(-1)).toBe('/contractor/quote/q-9/view');
    await openBell('Notifications (2)');
    fireEvent.click(await screen.findByRole('button', { name: 'Payment 1' }));
    expect(location.history.at(-1)).toBe('/jobs/job-1');
    await waitFor(() => expect(calls).toContain('POST /api/notifications/p1/read'));
  });

  it('Send Reminder → toast and "✓ Reminder sent" once the reminder list is refetched', async () => {
    let sent = false;
    routes = {
      ...lists(),
      'GET /api/payment-reminders': () => ({ status: 200, body: { reminders: [reminder(sent)] } }),
      'POST /api/payment-reminders/m1/send': () => {
        sent = true;
        return { status: 200, body: { milestoneId: 'm1', reminderSent: true } };
      },
    };
    renderBell();
    await openBell('Notifications (1)');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('✓ Reminder sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Reminder' })).toBeNull();
    expect(calls.filter((c) => c === 'GET /api/payment-reminders')).toHaveLength(2);
    expect((await screen.findAllByText('Reminder Sent')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Payment reminder has been sent successfully.').length).toBeGreaterThan(0);
  });

  it('a failed send shows "Error" with the server message', async () => {
    routes = { ...lists([], [reminder(false)]), 'POST /api/payment-reminders/m1/send': () => ({ status: 409, body: { message: 'This payment has already been received', code: 'CONFLICT' } }) };
    renderBell();
    await openBell('Notifications (1)');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Reminder' }));
    expect((await screen.findAllByText('This payment has already been received')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Send Reminder' })).toBeTruthy();
  });

  it('a lost QuickBooks connection reads "Reconnect QuickBooks" in the page\'s language, opens Settings → Accounting and is marked read', async () => {
    const alert = { id: 'b1', type: 'accounting_reconnect', timestamp: new Date().toISOString(), companyName: 'Cercas Álvarez-Montenegro y Asociados' };
    routes = { ...lists(), 'GET /api/integrations/quickbooks/alerts': () => ({ status: 200, body: { notifications: [alert] } }), 'POST /api/notifications/b1/read': () => ({ status: 204 }) };
    const location = renderBell();
    await openBell('Notifications (1)');
    fireEvent.click(await screen.findByRole('button', { name: "Reconnect QuickBooks: Cercas Álvarez-Montenegro y Asociados no longer accepts Picket's sign-in. Your changes wait until you do." }));
    expect(location.history.at(-1)).toBe('/settings?tab=accounting');
    await waitFor(() => expect(calls).toContain('POST /api/notifications/b1/read'));
    cleanup();
    await i18n.changeLanguage('es');
    try {
      routes['GET /api/integrations/quickbooks/alerts'] = () => ({ status: 200, body: { notifications: [{ ...alert, companyName: null }] } });
      renderBell();
      await openBell('Notificaciones (1)');
      expect(await screen.findByRole('button', { name: 'Vuelve a conectar QuickBooks: ya no acepta el acceso de Picket. Tus cambios esperan hasta que lo hagas.' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a failed send shows the server message in Spanish from its key and parameters', async () => {
    await i18n.changeLanguage('es');
    try {
      const failed = { message: 'The reminder could not be sent: SMS provider refused', code: 'CONFLICT', key: 'signedInErrors.notifications.reminderFailed', params: { reasons: 'SMS provider refused' } };
      routes = { ...lists([], [reminder(false)]), 'POST /api/payment-reminders/m1/send': () => ({ status: 409, body: failed }) };
      renderBell();
      await openBell('Notificaciones (1)');
      fireEvent.click(await screen.findByRole('button', { name: 'Enviar recordatorio' }));
      expect((await screen.findAllByText('No se pudo enviar el recordatorio: SMS provider refused')).length).toBeGreaterThan(0);
      expect(screen.queryByText(failed.message)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a failed send without a server message shows the generic text', async () => {
    routes = { ...lists([], [reminder(false)]), 'POST /api/payment-reminders/m1/send': () => 'network' };
    renderBell();
    await openBell('Notifications (1)');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Reminder' }));
    expect((await screen.findAllByText('Failed to send reminder. Please try again.')).length).toBeGreaterThan(0);
  });
});
