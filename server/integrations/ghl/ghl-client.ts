// A thin client for the GoHighLevel API v2 (one location): Bearer token, the Version header each API wants, the
// shared request budget before every call, and 429s ridden out with Retry-After before giving up to the job's back-off.
import { GhlApiError } from './ghl-errors';
import { InMemoryGhlRateBudget, type GhlRateBudget } from './ghl-rate-budget';
import {
  GHL_CONVERSATIONS_VERSION,
  GHL_VERSION,
  type GhlContact,
  type GhlContactInput,
  type GhlCustomField,
  type GhlLocation,
  type GhlOpportunity,
  type GhlOpportunityInput,
  type GhlOpportunityStatus,
  type GhlOpportunityUpdate,
  type GhlPipeline,
  type GhlSentMessage,
  type GhlUser,
} from './ghl-types';

export interface GhlClientOptions {
  baseUrl: string;
  accessToken: string;
  locationId: string;
  /** The location's shared request budget; without one, this client's own (fine for a single call). */
  budget?: GhlRateBudget;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** How many 429s one call rides out (waiting Retry-After each time) before it throws rate_limited. */
  max429Retries?: number;
}

type Query = Record<string, string | undefined>;
interface RequestOptions {
  query?: Query;
  body?: unknown;
  version?: string;
}

export function retryAfterMs(headers: Headers, fallbackMs: number): number {
  const raw = headers.get('retry-after');
  if (raw) {
    const seconds = Number(raw);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(raw);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  const interval = Number(headers.get('x-ratelimit-interval-milliseconds'));
  return Number.isFinite(interval) && interval > 0 ? interval : fallbackMs;
}

/** The CRM's own words for a refusal ({message} or {error_description}), never the request or token. */
async function refusalMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { message?: unknown; error_description?: unknown; error?: unknown } | null;
  const message = Array.isArray(body?.message) ? body.message.join('; ') : body?.message ?? body?.error_description ?? body?.error;
  return typeof message === 'string' && message ? message.slice(0, 300) : `${res.status} ${res.statusText}`.trim();
}

export async function ghlErrorFor(res: Response): Promise<GhlApiError> {
  const message = await refusalMessage(res);
  if (res.status === 401) return new GhlApiError('unauthorized', message, 401);
  if (res.status === 403) return new GhlApiError('forbidden', message, 403);
  if (res.status === 404) return new GhlApiError('not_found', message, 404);
  if (res.status === 429) return new GhlApiError('rate_limited', message, 429, retryAfterMs(res.headers, 10_000));
  if (res.status >= 500) return new GhlApiError('server', message, res.status);
  return new GhlApiError('invalid', message, res.status);
}

export function createGhlClient(options: GhlClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const budget = options.budget ?? new InMemoryGhlRateBudget();
  const doFetch = options.fetchImpl ?? fetch;
  const { locationId } = options;

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const url = new URL(baseUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.accessToken}`,
      Version: opts.version ?? GHL_VERSION,
      Accept: 'application/json',
    };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const max429 = options.max429Retries ?? 4;
    for (let attempt = 0; ; attempt++) {
      await budget.acquire(locationId);
      let res: Response;
      try {
        res = await doFetch(url, {
          method,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new GhlApiError('network', `The CRM could not be reached (${error instanceof Error ? error.name : 'error'})`);
      }
      await budget.observe(locationId, res.headers);
      if (res.status === 429 && attempt < max429) {
        await res.body?.cancel();
        // Every instance waits: the next slot moves past Retry-After for the whole location.
        await budget.backOff(locationId, retryAfterMs(res.headers, 10_000));
        continue;
      }
      if (!res.ok) throw await ghlErrorFor(res);
      if (res.status === 204) return undefined as T;
      return (await res.json()) as T;
    }
  }

  return {
    locationId,

    async getLocation(): Promise<GhlLocation> {
      const body = await request<{ location: GhlLocation }>('GET', `/locations/${encodeURIComponent(locationId)}`);
      return body.location;
    },

    /** Creates or updates the contact the CRM matches by email or phone (its duplicate rules); tags replace all. */
    async upsertContact(input: GhlContactInput): Promise<{ new: boolean; contact: GhlContact }> {
      const body = await request<{ new: boolean; contact: GhlContact }>('POST', '/contacts/upsert', { body: { ...input, locationId } });
      return { new: Boolean(body.new), contact: body.contact };
    },

    async findDuplicateContact(by: { email?: string; phone?: string }): Promise<GhlContact | null> {
      const body = await request<{ contact?: GhlContact | null }>('GET', '/contacts/search/duplicate', {
        query: { locationId, email: by.email || undefined, number: by.phone || undefined },
      });
      return body.contact ?? null;
    },

    async getContact(contactId: string): Promise<GhlContact> {
      return (await request<{ contact: GhlContact }>('GET', `/contacts/${encodeURIComponent(contactId)}`)).contact;
    },

    async updateContact(contactId: string, input: GhlContactInput): Promise<GhlContact> {
      return (await request<{ contact: GhlContact }>('PUT', `/contacts/${encodeURIComponent(contactId)}`, { body: input })).contact;
    },

    async addContactTags(contactId: string, tags: string[]): Promise<string[]> {
      return (await request<{ tags: string[] }>('POST', `/contacts/${encodeURIComponent(contactId)}/tags`, { body: { tags } })).tags;
    },

    async removeContactTags(contactId: string, tags: string[]): Promise<string[]> {
      return (await request<{ tags: string[] }>('DELETE', `/contacts/${encodeURIComponent(contactId)}/tags`, { body: { tags } })).tags;
    },

    async addContactNote(contactId: string, note: { body: string; userId?: string }): Promise<{ id: string }> {
      return (await request<{ note: { id: string } }>('POST', `/contacts/${encodeURIComponent(contactId)}/notes`, { body: note })).note;
    },

    async listPipelines(): Promise<GhlPipeline[]> {
      return (await request<{ pipelines: GhlPipeline[] }>('GET', '/opportunities/pipelines', { query: { locationId } })).pipelines;
    },

    /** With `id`: updates that opportunity. Without: the CRM creates one, or matches the contact's (its duplicate setting).
     * No custom fields here (the DTO has none): set them with updateOpportunity. */
    async upsertOpportunity(input: GhlOpportunityInput): Promise<{ new: boolean; opportunity: GhlOpportunity }> {
      const body = await request<{ new: boolean; opportunity: GhlOpportunity }>('POST', '/opportunities/upsert', { body: { ...input, locationId } });
      return { new: Boolean(body.new), opportunity: body.opportunity };
    },

    async getOpportunity(opportunityId: string): Promise<GhlOpportunity> {
      return (await request<{ opportunity: GhlOpportunity }>('GET', `/opportunities/${encodeURIComponent(opportunityId)}`)).opportunity;
    },

    async updateOpportunity(opportunityId: string, input: GhlOpportunityUpdate): Promise<GhlOpportunity> {
      return (await request<{ opportunity: GhlOpportunity }>('PUT', `/opportunities/${encodeURIComponent(opportunityId)}`, { body: input })).opportunity;
    },

    async updateOpportunityStatus(opportunityId: string, status: GhlOpportunityStatus): Promise<void> {
      await request('PUT', `/opportunities/${encodeURIComponent(opportunityId)}/status`, { body: { status } });
    },

    async searchOpportunities(filter: { contactId?: string; pipelineId?: string; q?: string }): Promise<GhlOpportunity[]> {
      const body = await request<{ opportunities: GhlOpportunity[] }>('GET', '/opportunities/search', {
        query: { location_id: locationId, contact_id: filter.contactId, pipeline_id: filter.pipelineId, q: filter.q, limit: '100' },
      });
      return body.opportunities;
    },

    async listCustomFields(model: 'contact' | 'opportunity' | 'all' = 'all'): Promise<GhlCustomField[]> {
      const body = await request<{ customFields: GhlCustomField[] }>('GET', `/locations/${encodeURIComponent(locationId)}/customFields`, { query: { model } });
      return body.customFields;
    },

    /** An SMS to a contact through the location's phone number (conversations API, its own Version). */
    async sendSms(input: { contactId: string; message: string }): Promise<GhlSentMessage> {
      const body = await request<GhlSentMessage>('POST', '/conversations/messages', {
        body: { type: 'SMS', contactId: input.contactId, message: input.message },
        version: GHL_CONVERSATIONS_VERSION,
      });
      return { conversationId: body.conversationId, messageId: body.messageId };
    },

    async listUsers(): Promise<GhlUser[]> {
      return (await request<{ users: GhlUser[] }>('GET', '/users/', { query: { locationId } })).users;
    },
  };
}

export type GhlClient = ReturnType<typeof createGhlClient>;
