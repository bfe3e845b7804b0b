// The one way the SPA talks to the API: SPEC §7 "General request behaviour" and §8 error catalogue.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { MessageParams } from '../../core/error-messages';

/** `key` and `params` name a server-made message for web/lib/server-message.ts to translate. */
export type FieldError = { path: string; message: string; key?: string; params?: MessageParams };

/** A non-OK answer from the API, parsed back from `{message, code?, key?, params?, errors?}` (SPEC §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: FieldError[];
  /** The parsed error body, for answers that carry more (e.g. 409 DUPLICATE_CUSTOMER's `existing`). */
  readonly body?: Record<string, unknown>;
  /** The message's locale key and parameters when the server made it (core/error-messages.ts). */
  readonly key?: string;
  readonly params?: MessageParams;

  constructor(message: string, status: number, code?: string, errors?: FieldError[], body?: Record<string, unknown>) {
    super(message);
    this.body = body;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.key = typeof body?.key === 'string' ? body.key : undefined;
    this.params = paramsOf(body?.params);
  }
}

function paramsOf(value: unknown): MessageParams | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as MessageParams) : undefined;
}

function fieldErrorsOf(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((e: Record<string, unknown>) => ({
    path: String(e?.path ?? ''),
    message: String(e?.message ?? ''),
    ...(typeof e?.key === 'string' ? { key: e.key } : {}),
    ...(paramsOf(e?.params) ? { params: paramsOf(e.params) } : {}),
  }));
}

export type On401 = 'throw' | 'returnNull';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let csrfToken: string | null = null;
let csrfInFlight: Promise<string> | null = null;

export function clearCsrfToken(): void {
  csrfToken = null;
  csrfInFlight = null;
}

/** The cached CSRF token, fetched once and shared by concurrent callers. */
export function getCsrfToken(): Promise<string> {
  if (csrfToken) return Promise.resolve(csrfToken);
  if (!csrfInFlight) {
    csrfInFlight = requestCsrfToken().then(
      (token) => {
        csrfToken = token;
        csrfInFlight = null;
        return token;
      },
      (error: unknown) => {
        csrfInFlight = null;
        throw error;
      },
    );
  }
  return csrfInFlight;
}

async function requestCsrfToken(): Promise<string> {
  const res = await fetch('/api/csrf-token', { credentials: 'include' });
  if (!res.ok) throw new Error(`Failed to fetch CSRF token: ${res.status} ${res.statusText}`);
  const body = (await res.json().catch(() => null)) as { csrfToken?: unknown } | null;
  if (!body || typeof body.csrfToken !== 'string' || !body.csrfToken) {
    throw new Error('Invalid CSRF token response from server');
  }
  return body.csrfToken;
}

/** SPEC §7: requested at startup; a failure only logs a warning. */
export function prefetchCsrfToken(): Promise<void> {
  return getCsrfToken().then(
    () => undefined,
    (error: unknown) => console.warn('CSRF token prefetch failed', error),
  );
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** SPEC §8: message is the body's message, else "{status}: {statusText}"; carries code and status. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const body = await readBody(res);
  const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof obj.message === 'string' && obj.message ? obj.message : `${res.status}: ${res.statusText}`;
  const code = typeof obj.code === 'string' ? obj.code : undefined;
  return new ApiError(message, res.status, code, fieldErrorsOf(obj.errors), obj);
}

function isCsrfFailure(error: ApiError): boolean {
  return error.code === 'CSRF_INVALID' || error.message.includes('Invalid CSRF token') || error.status === 403;
}

async function send(method: string, url: string, body: unknown, extra?: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { ...extra };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (MUTATING.has(method)) headers['x-csrf-token'] = await getCsrfToken();
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return fetch(url, init);
}

/** `headers`: extra request headers (e.g. an Idempotency-Key that must be the same on the CSRF retry). */
export type RequestOptions = { on401?: On401; headers?: Record<string, string> };

/**
 * Sends a request and returns the parsed JSON (null for an empty body).
 * SPEC §7: on CSRF_INVALID or a 403 the token is cleared, refetched and the request retried once.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const verb = method.toUpperCase();
  let res = await send(verb, url, body, options.headers);
  if (!res.ok && res.status !== 401) {
    const error = await errorFromResponse(res);
    if (!isCsrfFailure(error)) throw error;
    clearCsrfToken();
    res = await send(verb, url, body, options.headers);
  }
  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  if (!res.ok) throw await errorFromResponse(res);
  return (await readBody(res)) as T;
}

/** SPEC §7: first key is the path, further parts path segments, a trailing object the query string (nulls skipped). */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const parts = [...queryKey];
  let params: Record<string, unknown> | null = null;
  const last = parts[parts.length - 1];
  if (parts.length > 1 && last !== null && typeof last === 'object' && !Array.isArray(last)) {
    params = last as Record<string, unknown>;
    parts.pop();
  }
  const [first, ...rest] = parts;
  let path = String(first);
  for (const segment of rest) {
    if (segment === null || segment === undefined) continue;
    path += `/${encodeURIComponent(String(segment))}`;
  }
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value === null || value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
      else search.append(key, String(value));
    }
    const qs = search.toString();
    if (qs) path += `${path.includes('?') ? '&' : '?'}${qs}`;
  }
  return path;
}

/** The default TanStack Query function: GET on the path built from the key. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(pathFromQueryKey(queryKey), { credentials: 'include', signal });
    if (res.status === 401 && on401 === 'returnNull') return null as T;
    if (!res.ok) throw await errorFromResponse(res);
    return (await readBody(res)) as T;
  };
}
