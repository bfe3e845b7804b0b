// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncLogItem } from '../../../core/crm/sync-log.schema';
import i18n from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { Toaster } from '../../ui/toast';
import { dismissToast } from '../../ui/use-toast';
import { stubApiFetch, type FakeCall, type FakeRoutes } from '../../test/fake-api-fetch';
import { SyncLogSection } from './sync-log-section';

let routes: FakeRoutes;
let calls: FakeCall[];

beforeEach(() => {
  calls = stubApiFetch(() => routes);
});
afterEach(async () => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const item = (over: Partial<SyncLogItem>): SyncLogItem => ({
  id: 'i1',
  direction: 'out',
  entity: 'customer',
  entityId: 'h1',
  subject: 'Ana Lopez',
  quoteNumber: null,
  action: 'contact.upsert',
  status: 'done',
  attempts: 1,
  crmId: 'ct1',
  error: null,
  detail: {},
  createdAt: '2026-03-02T15:04:00.000Z',
  updatedAt: '2026-03-02T15:04:00.000Z',
  completedAt: '2026-03-02T15:04:00.000Z',
  nextAttemptAt: null,
  canRetry: false,
  ...over,
});

const page = (items: SyncLogItem[], total = items.length) => ({ status: 200, body: { items, total, page: 1, pageSize: 20 } });

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SyncLogSection />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Settings → CRM → Sync log', () => {
  it('lists what went which way, and retries a failed change', async () => {
    let failedStatus: SyncLogItem['status'] = 'failed';
    routes = {
      'GET /api/crm/sync-log?page=1': () =>
        page([
          item({ id: 'f1', subject: 'Ana Lopez', quoteNumber: 1042, action: 'opportunity.upsert', entity: 'quote', status: failedStatus, canRetry: failedStatus === 'failed', error: 'Pipeline or stage not found' }),
          item({ id: 'd1', direction: 'in', action: 'OpportunityStatusUpdate', entity: 'quote', subject: 'Bo Diaz', quoteNumber: 1041, detail: { result: 'applied', from: 'sent', to: 'approved' } }),
          item({ id: 's1', status: 'skipped', subject: 'Cy Moss', detail: { reason: 'customer_archived' } }),
        ]),
      'POST /api/crm/sync-log/f1/retry': () => {
        failedStatus = 'pending';
        return { status: 200, body: { status: 'pending' } };
      },
    };
    renderSection();
    const list = await screen.findByRole('list', { name: 'Sync log' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Pipeline or stage not found').tagName).toBe('Q');
    expect(within(rows[0]).getByText(/GoHighLevel answered:/)).toBeTruthy();
    expect(within(rows[0]).getByText('Quote #1042 · Ana Lopez')).toBeTruthy();
    expect(within(rows[0]).getByText(/To GoHighLevel · Quote → opportunity/)).toBeTruthy();
    expect(within(rows[1]).getByText(/From GoHighLevel · Opportunity status changed/)).toBeTruthy();
    expect(within(rows[1]).getByText('Quote status changed · Sent → Approved')).toBeTruthy();
    expect(within(rows[2]).getByText('The customer is archived')).toBeTruthy();
    // Only the failed outbound change offers Retry.
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Retry sending Quote #1042 · Ana Lopez' }));
    expect(await screen.findByText('Sending it again')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Sync log' })).getByText('Waiting')).toBeTruthy());
    expect(calls.map((c) => c.key)).toContain('POST /api/crm/sync-log/f1/retry');
  });

  it('pages through a long log and reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    routes = {
      'GET /api/crm/sync-log?page=1': () =>
        page([item({ id: 'a' }), item({ id: 'q', entity: 'quote', action: 'opportunity.upsert', subject: 'Ana Lopez', quoteNumber: 1008, status: 'skipped', detail: { reason: 'no_pipeline' } })], 45),
      'GET /api/crm/sync-log?page=2': () => ({ status: 200, body: { items: [item({ id: 'b', subject: 'Second Page' })], total: 45, page: 2, pageSize: 20 } }),
    };
    renderSection();
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    expect(screen.getAllByText(/A GoHighLevel · Cliente → contacto/)).toHaveLength(1);
    // Issue 21: no English subject and the card's own word for the pipeline.
    expect(screen.getByText('Cotización #1008 · Ana Lopez')).toBeTruthy();
    expect(screen.getByText('Primero elige un embudo en la asignación de estados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Second Page')).toBeTruthy();
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
  });

  it('says so when nothing was synced, and queues everything on request', async () => {
    routes = {
      'GET /api/crm/sync-log?page=1': () => page([]),
      'POST /api/crm/sync/resync': () => ({ status: 202, body: { customers: 12, quotes: 3 } }),
    };
    renderSection();
    expect(await screen.findByText('Nothing has been synced yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send everything again' }));
    expect(await screen.findByText('Queued 12 customers and 3 quotes for GoHighLevel')).toBeTruthy();
  });
});
