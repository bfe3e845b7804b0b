import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';
import type { Database } from '../db/connection';

export async function makeTestApp(database: Database, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ database, config: testConfig({ webDist: undefined, ...overrides }) });
  await app.ready();
  return app;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like client over app.inject: keeps cookies, fetches and sends the CSRF token like web/lib does. */
export class ApiClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async csrf(): Promise<string> {
    if (!this.csrfToken) {
      const res = await this.raw('GET', '/api/csrf-token', undefined, { csrf: false });
      this.csrfToken = res.json().csrfToken;
    }
    return this.csrfToken!;
  }

  async raw(method: Method, url: string, body?: unknown, opts: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (method !== 'GET' && opts.csrf !== false) headers['x-csrf-token'] = await this.csrf();
    if (this.cookies.size && !headers.cookie) headers.cookie = this.cookieHeader();
    const inject: InjectOptions = { method, url, headers, remoteAddress: this.ip };
    if (body !== undefined) inject.payload = body as InjectOptions['payload'];
    const res = await this.app.inject(inject);
    this.keepCookies(res);
    return res;
  }

  get = (url: string, opts?: { headers?: Record<string, string> }) => this.raw('GET', url, undefined, opts);
  post = (url: string, body?: unknown, opts?: { csrf?: boolean; headers?: Record<string, string> }) => this.raw('POST', url, body ?? {}, opts);
  put = (url: string, body?: unknown) => this.raw('PUT', url, body ?? {});
  patch = (url: string, body?: unknown) => this.raw('PATCH', url, body ?? {});
  delete = (url: string) => this.raw('DELETE', url);

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/login', { email, password });
  }
}

/** A client already signed in as the given account. */
export async function signedIn(app: FastifyInstance, account: { email: string; password: string }, ip?: string): Promise<ApiClient> {
  const client = new ApiClient(app, ip);
  const res = await client.login(account.email, account.password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return client;
}
