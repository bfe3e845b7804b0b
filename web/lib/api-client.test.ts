// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  clearCsrfToken,
  getCsrfToken,
  getQueryFn,
  pathFromQueryKey,
  prefetchCsrfToken,
} from './api-client';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, statusText = 'OK'): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

let calls: Call[];
let responder: (url: string, init: RequestInit) => Response;

beforeEach(() => {
  clearCsrfToken();
  calls = [];
  let n = 0;
  responder = (url) => (url === '/api/csrf-token' ? json(200, { csrfToken: `tok-${++n}` }) : json(200, { ok: true }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return responder(url, init);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const header = (call: Call, name: string) => (call.init.headers as Record<string, string> | undefined)?.[name];

describe('CSRF token', () => {
  it('is fetched with credentials and cached', async () => {
    expect(await getCsrfToken()).toBe('tok-1');
    expect(await getCsrfToken()).toBe('tok-1');
    expect(calls.filter((c) => c.url === '/api/csrf-token')).toHaveLength(1);
    expect(calls[0].init.credentials).toBe('include');
  });

  it('reports a failed token call with status and status text', async () => {
    responder = () => json(500, {}, 'Internal Server Error');
    await expect(getCsrfToken()).rejects.toThrow('Failed to fetch CSRF token: 500 Internal Server Error');
  });

  it('treats a missing csrfToken field as an error', async () => {
    responder = () => json(200, { token: 'x' });
    await expect(getCsrfToken()).rejects.toThrow('Invalid CSRF token response from server');
  });

  it('only warns when the startup fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    responder = () => json(503, {}, 'Service Unavailable');
    await expect(prefetchCsrfToken()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest', () => {
  it('sends the token and a JSON body on POST, with credentials', async () => {
    await apiRequest('POST', '/api/things', { a: 1 });
    const post = calls.find((c) => c.url === '/api/things')!;
    expect(post.init.method).toBe('POST');
    expect(post.init.credentials).toBe('include');
    expect(header(post, 'x-csrf-token')).toBe('tok-1');
    expect(header(post, 'Content-Type')).toBe('application/json');
    expect(post.init.body).toBe(JSON.stringify({ a: 1 }));
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('sends the token on %s', async (method) => {
    await apiRequest(method, '/api/things/1');
    const call = calls.find((c) => c.url === '/api/things/1')!;
    expect(header(call, 'x-csrf-token')).toBe('tok-1');
    expect(call.init.body).toBeUndefined();
  });

  it('does not send a token or body on GET', async () => {
    await apiRequest('GET', '/api/things');
    expect(calls).toHaveLength(1);
    expect(header(calls[0], 'x-csrf-token')).toBeUndefined();
    expect(calls[0].init.credentials).toBe('include');
  });

  it('returns the parsed JSON body', async () => {
    await expect(apiRequest('GET', '/api/things')).resolves.toEqual({ ok: true });
  });

  it.each([
    ['code CSRF_INVALID', () => json(403, { code: 'CSRF_INVALID', message: 'Invalid CSRF token' }, 'Forbidden')],
    ['a plain 403', () => json(403, {}, 'Forbidden')],
    ['a message naming the invalid token', () => json(400, { message: 'Invalid CSRF token supplied' }, 'Bad Request')],
  ])('clears, refetches the token and retries once on %s', async (_name, failure) => {
    let attempts = 0;
    const base = responder;
    responder = (url, init) => (url === '/api/things' && ++attempts === 1 ? failure() : base(url, init));
    await expect(apiRequest('POST', '/api/things', {})).resolves.toEqual({ ok: true });
    const posts = calls.filter((c) => c.url === '/api/things');
    expect(posts).toHaveLength(2);
    expect(header(posts[0], 'x-csrf-token')).toBe('tok-1');
    expect(header(posts[1], 'x-csrf-token')).toBe('tok-2');
  });

  it('retries only once', async () => {
    const base = responder;
    responder = (url, init) =>
      url === '/api/things' ? json(403, { code: 'CSRF_INVALID', message: 'Invalid CSRF token' }, 'Forbidden') : base(url, init);
    const error = await apiRequest('POST', '/api/things', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('CSRF_INVALID');
    expect(calls.filter((c) => c.url === '/api/things')).toHaveLength(2);
  });

  it('uses the body message, code and status for a non-OK answer', async () => {
    responder = () =>
      json(400, { message: 'First name is required', code: 'VALIDATION', errors: [{ path: 'firstName', message: 'First name is required' }] }, 'Bad Request');
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('First name is required');
    expect(error.code).toBe('VALIDATION');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ path: 'firstName', message: 'First name is required' }]);
    expect(error.body).toMatchObject({ code: 'VALIDATION' });
    expect(calls).toHaveLength(1);
  });

  it('keeps a server-made message key and parameters, on the answer and on its field errors', async () => {
    responder = () =>
      json(429, { message: 'Too many failed login attempts. Try again in 4 minutes.', code: 'RATE_LIMITED', key: 'errors.auth.loginThrottled', params: { minutes: 4 } }, 'Too Many Requests');
    const throttled = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(throttled.message).toBe('Too many failed login attempts. Try again in 4 minutes.');
    expect(throttled.key).toBe('errors.auth.loginThrottled');
    expect(throttled.params).toEqual({ minutes: 4 });

    const zip = { path: 'customer.zipCode', message: 'No contractor serves this ZIP code yet', key: 'validation.no_contractor_serves_this_zip_code_yet' };
    responder = () => json(404, { message: zip.message, code: 'NOT_FOUND', key: zip.key, errors: [zip, { path: 'x', message: 'Required' }] }, 'Not Found');
    const notServed = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(notServed.errors).toEqual([zip, { path: 'x', message: 'Required' }]);
    expect(notServed.params).toBeUndefined();
  });

  it('falls back to "{status}: {statusText}" without a message', async () => {
    responder = () => new Response('oops', { status: 502, statusText: 'Bad Gateway' });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('throws on 401 by default and returns null when asked', async () => {
    responder = () => json(401, { message: 'Not signed in' }, 'Unauthorized');
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 401, message: 'Not signed in' });
    await expect(apiRequest('GET', '/api/x', undefined, { on401: 'returnNull' })).resolves.toBeNull();
  });
});

describe('default query function', () => {
  it('builds the path from the key: segments and a trailing object as query string, nulls skipped', () => {
    expect(pathFromQueryKey(['/api/auth/me'])).toBe('/api/auth/me');
    expect(pathFromQueryKey(['/api/contractors', 7, 'quotes'])).toBe('/api/contractors/7/quotes');
    expect(pathFromQueryKey(['/api/search', { q: 'ann lee', page: 2, status: null }])).toBe('/api/search?q=ann+lee&page=2');
    expect(pathFromQueryKey(['/api/jobs', { status: null }])).toBe('/api/jobs');
  });

  it('GETs with credentials and parses JSON', async () => {
    responder = () => json(200, [{ id: 1 }]);
    const fn = getQueryFn<unknown>({ on401: 'throw' });
    const data = await fn({ queryKey: ['/api/jobs', 'abc'], signal: new AbortController().signal } as never);
    expect(data).toEqual([{ id: 1 }]);
    expect(calls[0].url).toBe('/api/jobs/abc');
    expect(calls[0].init.credentials).toBe('include');
  });

  it('honours on401', async () => {
    responder = () => json(401, { message: 'Not signed in' }, 'Unauthorized');
    const ctx = { queryKey: ['/api/auth/me'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx)).rejects.toMatchObject({ status: 401 });
  });
});
