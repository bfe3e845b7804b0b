import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { credentialsFor, type Who } from './accounts';

export type ApiSession = {
  context: APIRequestContext;
  get: (url: string) => Promise<APIResponse>;
  post: (url: string, data?: unknown) => Promise<APIResponse>;
  put: (url: string, data?: unknown) => Promise<APIResponse>;
  patch: (url: string, data?: unknown) => Promise<APIResponse>;
  delete: (url: string) => Promise<APIResponse>;
  /** Like post/put/patch but throws with the body when the answer is not OK, and returns the parsed JSON. */
  json: <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown) => Promise<T>;
  dispose: () => Promise<void>;
};

function baseURL(): string {
  return process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT || 5199}`;
}

/** An API client with a CSRF token; signed in as `who` unless it is null (a visitor). For seeding test data. */
export async function apiAs(who: Who | null): Promise<ApiSession> {
  const context = await request.newContext({ baseURL: baseURL() });
  const tokenRes = await context.get('/api/csrf-token');
  if (!tokenRes.ok()) throw new Error(`csrf-token: ${tokenRes.status()} ${await tokenRes.text()}`);
  const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  if (who) {
    const res = await context.post('/api/auth/login', { data: credentialsFor(who), headers });
    if (!res.ok()) throw new Error(`login as ${JSON.stringify(credentialsFor(who).email)}: ${res.status()} ${await res.text()}`);
  }
  const send = (method: string, url: string, data?: unknown) =>
    context.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  return {
    context,
    get: (url) => context.get(url),
    post: (url, data) => send('POST', url, data),
    put: (url, data) => send('PUT', url, data),
    patch: (url, data) => send('PATCH', url, data),
    delete: (url) => send('DELETE', url),
    json: async (method, url, data) => {
      const res = method === 'GET' ? await context.get(url) : await send(method, url, data);
      if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as never;
    },
    dispose: () => context.dispose(),
  };
}
