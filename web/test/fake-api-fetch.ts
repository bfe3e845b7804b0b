// For component tests: answers the page's API requests from a table of `METHOD /path` routes (the CSRF token too) and
// records each request; an unknown route is a 404. jsdom lacks ResizeObserver, which Radix dialogs and selects need.
import { vi } from 'vitest';

export type FakeReply = { status: number; body?: unknown };
export type FakeRoutes = Record<string, (body: unknown) => FakeReply>;
export type FakeCall = { key: string; body: unknown };

/** Stubs fetch until `vi.unstubAllGlobals()`; `routes` is read on each request, so a test can swap the table. */
export function stubApiFetch(routes: () => FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const reply = key === 'GET /api/csrf-token' ? { status: 200, body: { csrfToken: 't' } } : (routes()[key]?.(body) ?? { status: 404, body: { message: 'Not found' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
