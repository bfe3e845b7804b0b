// Every request the GoHighLevel client can make, with every field it can send, checked against the vendored OpenAPI
// files (spec/): a property the published DTO does not declare would be GoHighLevel's 422 "property X should not exist".
import { describe, expect, it } from 'vitest';
import { createGhlClient, type GhlClient } from './ghl-client';
import { ghlRequestErrors, type GhlRequestShape } from './ghl-spec';

const customFields = [{ id: 'fieldId000000000001', field_value: '120 ft' }];
const contact = {
  firstName: 'Ana',
  lastName: 'López',
  name: 'Ana López',
  email: 'ana@example.com',
  phone: '+1 512-555-0100',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  source: 'Picket',
  timezone: 'America/Chicago',
  tags: ['fence'],
  customFields,
  assignedTo: 'user000000000000001',
};
const opportunity = { pipelineId: 'pipe', contactId: 'contact', name: 'Q-1001 Ana López', pipelineStageId: 'stage', status: 'open' as const, monetaryValue: 4200.5, assignedTo: 'user' };

/** One row per client method: a call with everything that method can send. */
const calls: Record<keyof Omit<GhlClient, 'locationId'>, (c: GhlClient) => Promise<unknown>> = {
  getLocation: (c) => c.getLocation(),
  upsertContact: (c) => c.upsertContact(contact),
  findDuplicateContact: (c) => c.findDuplicateContact({ email: 'ana@example.com', phone: '+15125550100' }),
  getContact: (c) => c.getContact('contact'),
  updateContact: (c) => c.updateContact('contact', contact),
  addContactTags: (c) => c.addContactTags('contact', ['a', 'b']),
  removeContactTags: (c) => c.removeContactTags('contact', ['a']),
  addContactNote: (c) => c.addContactNote('contact', { body: 'Called back', userId: 'user' }),
  listPipelines: (c) => c.listPipelines(),
  upsertOpportunity: (c) => c.upsertOpportunity({ id: 'opp', ...opportunity }),
  getOpportunity: (c) => c.getOpportunity('opp'),
  updateOpportunity: (c) => c.updateOpportunity('opp', { pipelineId: 'pipe', name: 'Q-1001', pipelineStageId: 'stage', status: 'won', monetaryValue: 4200.5, assignedTo: 'user', customFields }),
  updateOpportunityStatus: (c) => c.updateOpportunityStatus('opp', 'won'),
  searchOpportunities: (c) => c.searchOpportunities({ contactId: 'contact', pipelineId: 'pipe', q: 'Q-1001' }),
  listCustomFields: (c) => c.listCustomFields('opportunity'),
  sendSms: (c) => c.sendSms({ contactId: 'contact', message: 'Your quote is ready' }),
  listUsers: (c) => c.listUsers(),
};

async function requestOf(call: (c: GhlClient) => Promise<unknown>): Promise<GhlRequestShape> {
  let seen: GhlRequestShape | null = null;
  const fetchImpl = (async (url: URL, init: RequestInit) => {
    seen = { method: init.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body: init.body ? JSON.parse(String(init.body)) : undefined };
    // An answer every method can read; its content does not matter here.
    return new Response(JSON.stringify({ contact: {}, opportunity: {}, location: {}, pipelines: [], opportunities: [], customFields: [], users: [], tags: [], note: {} }), { status: 200 });
  }) as unknown as typeof fetch;
  await call(createGhlClient({ baseUrl: 'https://services.leadconnectorhq.com', accessToken: 't', locationId: 'loc', fetchImpl }));
  return seen!;
}

describe('every request the GoHighLevel client makes validates against the published spec', () => {
  it('has a row for each client method', () => {
    const client = createGhlClient({ baseUrl: 'http://x', accessToken: 't', locationId: 'loc' });
    expect(Object.keys(calls).sort()).toEqual(Object.keys(client).filter((k) => k !== 'locationId').sort());
  });

  it.each(Object.entries(calls))('%s', async (_name, call) => {
    const request = await requestOf(call);
    expect(ghlRequestErrors(request), `${request.method} ${request.path}`).toEqual([]);
  });
});

describe('the spec check answers as GoHighLevel does', () => {
  it('refuses an undeclared property and a missing required one, naming each', () => {
    expect(ghlRequestErrors({ method: 'POST', path: '/opportunities/upsert', body: { locationId: 'l', pipelineId: 'p', contactId: 'c', customFields } })).toEqual([
      'property customFields should not exist',
    ]);
    expect(ghlRequestErrors({ method: 'POST', path: '/opportunities/upsert', body: { locationId: 'l' } })).toEqual(['pipelineId should not be empty', 'contactId should not be empty']);
    expect(ghlRequestErrors({ method: 'PUT', path: '/opportunities/abc/status', body: { status: 'closed' } })).toEqual([
      'status must be one of the following values: open, won, lost, abandoned, all',
    ]);
    expect(ghlRequestErrors({ method: 'POST', path: '/contacts/upsert', body: { locationId: 'l', customFields: [{ id: 'f', field_value: 'x', extra: 1 }] } })).not.toEqual([]);
  });

  it('tells a literal path from a template that also matches it', () => {
    expect(ghlRequestErrors({ method: 'GET', path: '/opportunities/pipelines', query: { locationId: 'l' } })).toEqual([]);
    expect(ghlRequestErrors({ method: 'GET', path: '/opportunities/pipelines', query: {} })).toEqual(['locationId should not be empty']);
    expect(ghlRequestErrors({ method: 'GET', path: '/nothing/here' })).toBeNull();
  });
});
