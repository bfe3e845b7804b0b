// A signed-in API client for the fault tests: cookies, the CSRF token, and JSON, over plain fetch.
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class SessionClient {
  private cookies = new Map<string, string>();
  private csrf = '';

  constructor(public baseUrl: string) {}

  /** The same session against another instance (cookies and CSRF token carried over). */
  against(baseUrl: string): SessionClient {
    const other = new SessionClient(baseUrl);
    other.cookies = new Map(this.cookies);
    other.csrf = this.csrf;
    return other;
  }

  async request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Answer<T>> {
    const res = await fetch(this.baseUrl + path, {
      method,
      signal,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrf }),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async signIn(email: string, password: string): Promise<void> {
    const token = await this.request<{ csrfToken: string }>('GET', '/api/csrf-token');
    this.csrf = token.body.csrfToken;
    const login = await this.request('POST', '/api/auth/login', { email, password });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test client: each call reads the fields it asserts on
  async json<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const a = await this.request<T>(method, path, body, headers);
    if (a.status >= 300) throw new Error(`${method} ${path} answered ${a.status}: ${JSON.stringify(a.body)}`);
    return a.body;
  }
}
