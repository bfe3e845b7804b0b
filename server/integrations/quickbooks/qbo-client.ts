// A thin client for the QuickBooks Online accounting API v3 (one company): Bearer token, minorversion on every call,
// a requestid on every write (QuickBooks answers a repeat with the first answer, so a retry never duplicates), sparse
// updates with Id + SyncToken, Faults read whether they come with HTTP 4xx or 200, and the company's shared request
// budget (a minute's rate and ten at once) around every call, 429s ridden out before giving up to the queue's back-off.
import { QboApiError, qboFaultError, type QboFaultError } from './qbo-errors';
import { InMemoryQboRateBudget, type QboRateBudget } from './qbo-rate-budget';
import { QBO_MINOR_VERSION, type QboCompanyInfo, type QboEntities, type QboEntityName } from './qbo-types';

export interface QboClientOptions {
  baseUrl: string;
  accessToken: string;
  realmId: string;
  budget?: QboRateBudget;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  max429Retries?: number;
}

/** QuickBooks allows at most 50 characters in a requestid, unique per company. */
export const MAX_REQUEST_ID_LENGTH = 50;

export function retryAfterMs(headers: Headers, fallbackMs: number): number {
  const raw = headers.get('retry-after');
  if (raw) {
    const seconds = Number(raw);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(raw);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  return fallbackMs;
}

/** A quoted literal for QuickBooks' query language (backslash-escaped single quotes). */
export const qboQuoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

interface RequestOptions {
  query?: Record<string, string | undefined>;
  body?: unknown;
  requestId?: string;
}

async function errorFor(res: Response): Promise<QboApiError> {
  const text = await res.text().catch(() => '');
  let body: { Fault?: { Error?: QboFaultError[]; type?: string }; fault?: { error?: { message?: string; detail?: string; code?: string }[]; type?: string } } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (body?.Fault) return qboFaultError(body.Fault, res.status);
  // Some gateway answers (401, 429) use lower-case keys.
  if (body?.fault) {
    return qboFaultError({ type: body.fault.type, Error: (body.fault.error ?? []).map((e) => ({ Message: e.message, Detail: e.detail, code: e.code })) }, res.status);
  }
  return qboFaultError({ Error: [{ Message: text.slice(0, 200) || `${res.status} ${res.statusText}`.trim() }] }, res.status);
}

const entityPath = (name: QboEntityName | 'CompanyInfo') => name.toLowerCase();

export function createQboClient(options: QboClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const budget = options.budget ?? new InMemoryQboRateBudget();
  const doFetch = options.fetchImpl ?? fetch;
  const { realmId } = options;
  const companyUrl = `${baseUrl}/v3/company/${encodeURIComponent(realmId)}`;

  async function request<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<T> {
    if (method === 'POST' && !opts.requestId) throw new Error('Every QuickBooks write needs a requestid');
    if (opts.requestId && opts.requestId.length > MAX_REQUEST_ID_LENGTH) throw new Error('A QuickBooks requestid is at most 50 characters');
    const url = new URL(companyUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    url.searchParams.set('minorversion', QBO_MINOR_VERSION);
    if (opts.requestId) url.searchParams.set('requestid', opts.requestId);
    const headers: Record<string, string> = { Authorization: `Bearer ${options.accessToken}`, Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const max429 = options.max429Retries ?? 6;
    for (let attempt = 0; ; attempt++) {
      const release = await budget.acquire(realmId);
      let res: Response;
      try {
        res = await doFetch(url, {
          method,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        await release();
        throw new QboApiError('network', `QuickBooks could not be reached (${error instanceof Error ? error.name : 'error'})`);
      }
      try {
        if (res.status === 429) {
          const wait = retryAfterMs(res.headers, 5_000);
          if (attempt < max429) {
            await res.body?.cancel();
            // The whole company waits, on every instance: the next slot moves past the wait.
            await budget.backOff(realmId, wait);
            continue;
          }
          const error = await errorFor(res);
          throw new QboApiError('rate_limited', error.message, 429, error.code, wait);
        }
        if (!res.ok) throw await errorFor(res);
        const body = (await res.json()) as T & { Fault?: { Error?: QboFaultError[]; type?: string } };
        // A Fault can come with HTTP 200.
        if (body && typeof body === 'object' && 'Fault' in body && body.Fault) throw qboFaultError(body.Fault, res.status);
        return body;
      } finally {
        await release();
      }
    }
  }

  async function query<N extends QboEntityName>(entity: N, where?: string, page: { start?: number; max?: number } = {}): Promise<QboEntities[N][]> {
    const text = `select * from ${entity}${where ? ` where ${where}` : ''} startposition ${page.start ?? 1} maxresults ${page.max ?? 100}`;
    const body = await request<{ QueryResponse: Partial<Record<N, QboEntities[N][]>> }>('GET', '/query', { query: { query: text } });
    return body.QueryResponse?.[entity] ?? [];
  }

  return {
    realmId,

    async companyInfo(): Promise<QboCompanyInfo> {
      return (await request<{ CompanyInfo: QboCompanyInfo }>('GET', `/companyinfo/${encodeURIComponent(realmId)}`)).CompanyInfo;
    },

    query,

    async read<N extends QboEntityName>(entity: N, id: string): Promise<QboEntities[N]> {
      const body = await request<Record<string, QboEntities[N]>>('GET', `/${entityPath(entity)}/${encodeURIComponent(id)}`);
      return body[entity];
    },

    async create<N extends QboEntityName>(entity: N, input: Omit<QboEntities[N], 'Id' | 'SyncToken'>, requestId: string): Promise<QboEntities[N]> {
      const body = await request<Record<string, QboEntities[N]>>('POST', `/${entityPath(entity)}`, { body: input, requestId });
      return body[entity];
    },

    /** A sparse update: only the fields given change (a `Line` given still replaces every line). */
    async update<N extends QboEntityName>(entity: N, input: Partial<QboEntities[N]> & { Id: string; SyncToken: string }, requestId: string): Promise<QboEntities[N]> {
      const body = await request<Record<string, QboEntities[N]>>('POST', `/${entityPath(entity)}`, { body: { ...input, sparse: true }, requestId });
      return body[entity];
    },

    async voidInvoice(ref: { Id: string; SyncToken: string }, requestId: string): Promise<QboEntities['Invoice']> {
      const body = await request<{ Invoice: QboEntities['Invoice'] }>('POST', '/invoice', { query: { operation: 'void' }, body: ref, requestId });
      return body.Invoice;
    },

    /** What changed since a moment (at most 30 days back; QuickBooks answers up to 1,000 objects). */
    async changedSince(entities: QboEntityName[], since: Date): Promise<{ [N in QboEntityName]?: QboEntities[N][] }> {
      const body = await request<{ CDCResponse: { QueryResponse: Record<string, unknown>[] }[] }>('GET', '/cdc', {
        query: { entities: entities.join(','), changedSince: since.toISOString() },
      });
      const out: Record<string, unknown[]> = {};
      for (const response of body.CDCResponse ?? []) {
        for (const part of response.QueryResponse ?? []) {
          for (const [key, value] of Object.entries(part)) if (Array.isArray(value)) out[key] = [...(out[key] ?? []), ...value];
        }
      }
      return out as { [N in QboEntityName]?: QboEntities[N][] };
    },
  };
}

export type QboClient = ReturnType<typeof createQboClient>;
