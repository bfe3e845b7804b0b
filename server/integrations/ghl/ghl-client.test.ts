import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from './fake-ghl';
import { createGhlClient } from './ghl-client';
import { GhlApiError } from './ghl-errors';
import { exchangeGhlCode, ghlAuthorizationUrl, refreshGhlToken, type GhlOAuthApp } from './ghl-oauth';

let fake: FakeGhl;
beforeAll(async () => {
  fake = await startFakeGhl();
});
afterAll(() => fake.close());

function clientFor(name: string, options: { allowDuplicateOpportunities?: boolean } = {}) {
  const { location, token } = fake.createLocation({ name, ...options });
  return { client: createGhlClient({ baseUrl: fake.url, accessToken: token, locationId: location.id }), location, token };
}

describe('the fake speaks the protocol', () => {
  it('refuses a request without Bearer, with an unknown token, or without the right Version', async () => {
    const { location, token } = fake.createLocation({ name: 'Protocol' });
    const url = `${fake.url}/locations/${location.id}`;
    expect((await fetch(url, { headers: { Version: '2021-07-28' } })).status).toBe(401);
    expect((await fetch(url, { headers: { Version: '2021-07-28', Authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(400);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${token}`, Version: '2021-04-15' } })).status).toBe(400);
    const ok = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Version: '2021-07-28' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-ratelimit-max')).toBe('100');
    expect(ok.headers.get('x-ratelimit-interval-milliseconds')).toBe('10000');
    expect(ok.headers.get('x-ratelimit-limit-daily')).toBe('200000');
    expect(Number(ok.headers.get('x-ratelimit-remaining'))).toBeLessThan(100);
    // Conversations want their own version.
    const sms = await fetch(`${fake.url}/conversations/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Version: '2021-07-28', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'SMS', contactId: 'x', message: 'hi' }),
    });
    expect(sms.status).toBe(400);
  });

  it('answers 429 with Retry-After past 100 requests in 10 s for a location, and counts locations apart', async () => {
    const busy = fake.createLocation({ name: 'Busy' });
    const calm = fake.createLocation({ name: 'Calm' });
    const get = (l: { location: { id: string }; token: string }) =>
      fetch(`${fake.url}/locations/${l.location.id}`, { headers: { Authorization: `Bearer ${l.token}`, Version: '2021-07-28' } });
    const statuses = await Promise.all(Array.from({ length: 101 }, () => get(busy).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    const refused = await get(busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await get(calm)).status).toBe(200);
  });

  it("a token only reaches its own location", async () => {
    const a = clientFor('A');
    const b = clientFor('B');
    const intruder = createGhlClient({ baseUrl: fake.url, accessToken: a.token, locationId: b.location.id });
    await expect(intruder.getLocation()).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    await expect(intruder.upsertContact({ email: 'x@example.com' })).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('GoHighLevel client', () => {
  it('reads the location', async () => {
    const { client, location } = clientFor('Lone Star Fence');
    expect(await client.getLocation()).toMatchObject({ id: location.id, name: 'Lone Star Fence' });
  });

  it('upserts a contact: the same email or phone finds the same contact', async () => {
    const { client } = clientFor('Contacts');
    const first = await client.upsertContact({ firstName: 'Ana', lastName: 'Lopez', email: 'Ana@Example.com', phone: '512-555-0142', tags: ['picket'] });
    expect(first.new).toBe(true);
    expect(first.contact).toMatchObject({ email: 'ana@example.com', phone: '+15125550142', tags: ['picket'] });
    const again = await client.upsertContact({ email: 'ana@example.com', city: 'Austin' });
    expect(again).toMatchObject({ new: false, contact: { id: first.contact.id, city: 'Austin', firstName: 'Ana' } });
    const byPhone = await client.upsertContact({ phone: '(512) 555-0142', lastName: 'López' });
    expect(byPhone.contact.id).toBe(first.contact.id);
    expect(await client.findDuplicateContact({ email: 'ANA@example.com' })).toMatchObject({ id: first.contact.id });
    expect(await client.findDuplicateContact({ email: 'nobody@example.com' })).toBeNull();
  });

  it('tags, notes, updates and custom fields on a contact', async () => {
    const { client } = clientFor('Tags');
    const [fenceType] = await client.listCustomFields('contact');
    const { contact } = await client.upsertContact({ email: 'tag@example.com', customFields: [{ id: fenceType.id, field_value: 'Cedar' }] });
    expect(contact.customFields).toEqual([{ id: fenceType.id, value: 'Cedar' }]);
    expect(await client.addContactTags(contact.id, ['vip', 'spring'])).toEqual(['vip', 'spring']);
    expect(await client.removeContactTags(contact.id, ['spring'])).toEqual(['vip']);
    expect((await client.addContactNote(contact.id, { body: 'Gate on the east side' })).id).toBeTruthy();
    expect(await client.updateContact(contact.id, { assignedTo: 'user-1' })).toMatchObject({ assignedTo: 'user-1' });
    expect(await client.getContact(contact.id)).toMatchObject({ tags: ['vip'], assignedTo: 'user-1' });
    await expect(client.getContact('missing')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('lists pipelines, custom fields by model and users', async () => {
    const { client } = clientFor('Lists');
    const pipelines = await client.listPipelines();
    expect(pipelines.map((p) => p.name)).toContain('Fence Sales');
    expect(pipelines[0].stages.length).toBeGreaterThan(3);
    const all = await client.listCustomFields('all');
    expect(new Set(all.map((f) => f.model))).toEqual(new Set(['contact', 'opportunity']));
    expect((await client.listCustomFields('opportunity')).every((f) => f.model === 'opportunity')).toBe(true);
    expect((await client.listUsers()).length).toBeGreaterThan(0);
  });

  it('upserts an opportunity: with its id it updates that one; without, the contact’s one in the pipeline', async () => {
    const { client } = clientFor('Deals');
    const [pipeline] = await client.listPipelines();
    const { contact } = await client.upsertContact({ email: 'deal@example.com' });
    const created = await client.upsertOpportunity({ pipelineId: pipeline.id, contactId: contact.id, name: 'Quote #1', pipelineStageId: pipeline.stages[1].id, status: 'open', monetaryValue: 4200 });
    expect(created.new).toBe(true);
    const moved = await client.upsertOpportunity({ id: created.opportunity.id, pipelineId: pipeline.id, contactId: contact.id, pipelineStageId: pipeline.stages[3].id, status: 'won' });
    expect(moved).toMatchObject({ new: false, opportunity: { id: created.opportunity.id, pipelineStageId: pipeline.stages[3].id, status: 'won', monetaryValue: 4200 } });
    const matched = await client.upsertOpportunity({ pipelineId: pipeline.id, contactId: contact.id, name: 'Quote #2' });
    expect(matched.opportunity.id).toBe(created.opportunity.id);
    await client.updateOpportunityStatus(created.opportunity.id, 'lost');
    expect((await client.getOpportunity(created.opportunity.id)).status).toBe('lost');
    expect(await client.updateOpportunity(created.opportunity.id, { monetaryValue: 10 })).toMatchObject({ monetaryValue: 10 });
    expect((await client.searchOpportunities({ contactId: contact.id })).map((o) => o.id)).toEqual([created.opportunity.id]);
    await expect(client.upsertOpportunity({ pipelineId: pipeline.id, contactId: contact.id, pipelineStageId: 'no-such-stage' })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(client.upsertOpportunity({ id: 'gone', pipelineId: pipeline.id, contactId: contact.id })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('a location that allows duplicate opportunities gets one per upsert without id', async () => {
    const { client } = clientFor('Duplicates', { allowDuplicateOpportunities: true });
    const [pipeline] = await client.listPipelines();
    const { contact } = await client.upsertContact({ email: 'dup@example.com' });
    const a = await client.upsertOpportunity({ pipelineId: pipeline.id, contactId: contact.id, name: 'Quote #1' });
    const b = await client.upsertOpportunity({ pipelineId: pipeline.id, contactId: contact.id, name: 'Quote #2' });
    expect(a.opportunity.id).not.toBe(b.opportunity.id);
  });

  it('sends an SMS through the conversations API', async () => {
    const { client, location } = clientFor('Texts');
    const { contact } = await client.upsertContact({ firstName: 'Luis', phone: '512-555-0199' });
    const sent = await client.sendSms({ contactId: contact.id, message: 'Your quote is ready' });
    expect(sent.messageId).toBeTruthy();
    expect(fake.store.messages.filter((m) => m.locationId === location.id)).toMatchObject([{ contactId: contact.id, message: 'Your quote is ready', direction: 'outbound' }]);
  });

  it("refuses what GoHighLevel's DTOs refuse, with its 422 message", async () => {
    const { client, location, token } = clientFor('Strict DTOs');
    const { contact } = await client.upsertContact({ email: 'dto@example.com' });
    const pipeline = (await client.listPipelines())[0];
    const res = await fetch(`${fake.url}/opportunities/upsert`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Version: '2021-07-28', 'Content-Type': 'application/json' },
      body: JSON.stringify({ locationId: location.id, pipelineId: pipeline.id, contactId: contact.id, customFields: [{ id: 'x', field_value: '1' }] }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ statusCode: 422, message: ['property customFields should not exist'], error: 'Unprocessable Entity' });
    await expect(client.addContactNote(contact.id, { body: '' })).rejects.toMatchObject({ kind: 'invalid', status: 422, message: 'body should not be empty' });
  });

  it("keeps each channel's DND status (active, inactive, permanent); a STOP reply closes SMS for good; no SMS past it", async () => {
    const { client } = clientFor('DND');
    const { contact } = await client.upsertContact({ email: 'dnd@example.com', phone: '(512) 555-0142' });
    const set = (channel: string, status: string) => fetch(`${fake.url}/_fake/contacts/${contact.id}/dnd`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel, status }) });
    expect((await set('Email', 'active')).status).toBe(200);
    expect((await set('Call', 'inactive')).status).toBe(200);
    expect((await set('SMS', 'sometimes')).status).toBe(422);
    expect((await client.getContact(contact.id)).dndSettings).toMatchObject({ Email: { status: 'active' }, Call: { status: 'inactive' } });
    await client.sendSms({ contactId: contact.id, message: 'Your quote is ready' });
    await fetch(`${fake.url}/_fake/contacts/${contact.id}/inbound-sms`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'STOP' }) });
    expect((await client.getContact(contact.id)).dndSettings?.SMS).toMatchObject({ status: 'permanent' });
    await expect(client.sendSms({ contactId: contact.id, message: 'Spring sale' })).rejects.toMatchObject({ kind: 'invalid', status: 400 });
  });

  it('keeps phone numbers as GoHighLevel does: E.164 when it can read them, else as sent', async () => {
    const { client } = clientFor('Phones');
    const phoneOf = async (phone: string) => (await client.upsertContact({ name: `P ${phone}`, phone })).contact.phone;
    expect(await phoneOf('(512) 555-0143')).toBe('+15125550143');
    expect(await phoneOf('1-512-555-0144')).toBe('+15125550144');
    expect(await phoneOf('+44 20 7946 0958')).toBe('+442079460958');
    expect(await phoneOf('555-0199 ext 2')).toBe('555-0199 ext 2');
  });

  it('rides out a short 429 storm, waiting Retry-After', async () => {
    const { client, location } = clientFor('Storm');
    fake.failNext({ count: 2, status: 429, retryAfterSeconds: 1, locationId: location.id });
    const started = Date.now();
    expect((await client.getLocation()).id).toBe(location.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('gives up to the caller after too many 429s, and reports 5xx and refusals by kind', async () => {
    const { location, token } = fake.createLocation({ name: 'Stormier' });
    const client = createGhlClient({ baseUrl: fake.url, accessToken: token, locationId: location.id, max429Retries: 0 });
    fake.failNext({ count: 1, status: 429, retryAfterSeconds: 7, locationId: location.id });
    const error = await client.getLocation().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GhlApiError);
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 7000, retryable: true });
    fake.failNext({ count: 1, status: 500, locationId: location.id });
    await expect(client.getLocation()).rejects.toMatchObject({ kind: 'server', retryable: true });
    await expect(createGhlClient({ baseUrl: fake.url, accessToken: 'wrong', locationId: location.id }).getLocation()).rejects.toMatchObject({ kind: 'unauthorized', retryable: false });
    await expect(client.upsertContact({ email: 'not-an-email' })).rejects.toMatchObject({ kind: 'invalid', message: 'email must be an email' });
  });

  it('reports an unreachable CRM as a network error', async () => {
    const client = createGhlClient({ baseUrl: 'http://127.0.0.1:9', accessToken: 't', locationId: 'l', timeoutMs: 2000 });
    await expect(client.getLocation()).rejects.toMatchObject({ kind: 'network', retryable: true });
  });
});

describe('OAuth against the fake marketplace', () => {
  const app = (): GhlOAuthApp => ({
    apiUrl: fake.url,
    marketplaceUrl: fake.url,
    clientId: fake.oauth.clientId,
    clientSecret: fake.oauth.clientSecret,
    redirectUri: 'http://127.0.0.1:5000/api/integrations/ghl/oauth/callback',
  });

  async function authorize(locationId: string, state = 'st8') {
    const page = await fetch(ghlAuthorizationUrl(app(), state));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a location');
    const res = await fetch(`${fake.url}/v2/oauth/chooselocation`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: app().clientId, redirect_uri: app().redirectUri, state, locationId, decision: 'allow' }),
    });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location')!);
    expect(target.searchParams.get('state')).toBe(state);
    return target.searchParams.get('code')!;
  }

  it('the authorization URL asks for a code with Picket’s scopes', () => {
    const url = new URL(ghlAuthorizationUrl(app(), 'abc'));
    expect(url.pathname).toBe('/v2/oauth/chooselocation');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(fake.oauth.clientId);
    expect(url.searchParams.get('scope')).toContain('contacts.write');
    expect(url.searchParams.get('state')).toBe('abc');
  });

  it('exchanges the code once, and each refresh rotates the refresh token', async () => {
    const { location } = fake.createLocation({ name: 'OAuth Fence' });
    const code = await authorize(location.id);
    const first = await exchangeGhlCode(app(), code);
    expect(first).toMatchObject({ locationId: location.id, userType: 'Location', expiresIn: 86_399 });
    const client = createGhlClient({ baseUrl: fake.url, accessToken: first.accessToken, locationId: location.id });
    expect((await client.getLocation()).name).toBe('OAuth Fence');
    await expect(exchangeGhlCode(app(), code)).rejects.toMatchObject({ kind: 'unauthorized' });

    const second = await refreshGhlToken(app(), first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await expect(refreshGhlToken(app(), first.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    const third = await refreshGhlToken(app(), second.refreshToken);
    expect(third.accessToken).toBeTruthy();
  });

  it('refuses a wrong client secret and a code for another redirect URI', async () => {
    const { location } = fake.createLocation({ name: 'OAuth Strict' });
    const code = await authorize(location.id);
    await expect(exchangeGhlCode({ ...app(), clientSecret: 'wrong' }, code)).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    await expect(exchangeGhlCode({ ...app(), redirectUri: 'http://evil.example/cb' }, await authorize(location.id))).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
