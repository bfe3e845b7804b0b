// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { useLinkedQuoteOptions } from './linked-quote-options';

const calls: string[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
// The newest page of the contractor's quotes, and one customer's own (older) quotes.
const newest = [
  { id: 'q150', quoteNumber: 150, customerName: 'Cara Diaz' },
  { id: 'q149', quoteNumber: 149, customerName: 'Bob Ray' },
];
const annQuotes = [
  { id: 'q12', quoteNumber: 12, status: 'sent', totalCents: 100, createdAt: '2026-01-02T00:00:00Z' },
  { id: 'q3', quoteNumber: 3, status: 'draft', totalCents: 100, createdAt: '2025-11-02T00:00:00Z' },
];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/contractors/c1/quotes') return json({ quotes: newest, total: 150 });
    if (path === '/api/homeowners/h1') return json({ id: 'h1', name: 'Ann Lee' });
    if (path === '/api/homeowners/h1/activity') return json({ quotes: annQuotes, jobs: [], visits: [] });
    if (path === '/api/quotes/q7') return json({ id: 'q7', quoteNumber: 7, customerName: 'Dan Wu' });
    return json({ message: 'Quote not found' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function options(args: { customerId?: string; selectedId?: string; open?: boolean }) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useLinkedQuoteOptions({ open: args.open ?? true, contractorId: 'c1', customerId: args.customerId ?? '', selectedId: args.selectedId ?? '' }), { wrapper });
}

it("offers a chosen customer's own quotes, not the contractor's newest page", async () => {
  const { result } = options({ customerId: 'h1' });
  await waitFor(() => expect(result.current.map((q) => q.quoteNumber)).toEqual([12, 3]));
  await waitFor(() => expect(result.current[0]!.customerName).toBe('Ann Lee'));
  expect(calls.some((c) => c.startsWith('/api/contractors/c1/quotes'))).toBe(false);
});

it('offers the newest quotes when no customer is chosen', async () => {
  const { result } = options({});
  await waitFor(() => expect(result.current.map((q) => q.quoteNumber)).toEqual([150, 149]));
  expect(calls.find((c) => c.startsWith('/api/contractors/c1/quotes'))).toContain('pageSize=100');
});

it('keeps offering the linked quote when it is older than the newest page', async () => {
  const { result } = options({ selectedId: 'q7' });
  await waitFor(() => expect(result.current.map((q) => q.quoteNumber)).toEqual([7, 150, 149]));
  expect(result.current[0]).toEqual({ id: 'q7', quoteNumber: 7, customerName: 'Dan Wu' });
});

it('fetches nothing while the dialog is closed, and no single quote already listed', async () => {
  options({ open: false, customerId: 'h1' });
  const { result } = options({ customerId: 'h1', selectedId: 'q3' });
  await waitFor(() => expect(result.current).toHaveLength(2));
  expect(calls.filter((c) => c.startsWith('/api/homeowners/h1/activity'))).toHaveLength(1);
  expect(calls.some((c) => c.startsWith('/api/quotes/'))).toBe(false);
});
