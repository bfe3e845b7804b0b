// Lead rules API against a real database: SPEC §5 messages, evaluation order in the list, tenant isolation, and the
// lead actions job (assign, tag, open a deal) with retries.
import { eq } from 'drizzle-orm';
import type { LeadRuleActions } from '../../../../core/crm/lead-rule.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { ghlLeadAssignments } from '../../../db/schema/index';
import { signedIn, type ApiClient } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { makeCustomer } from '../../../test/job-fixtures';
import { runLeadAssignment, type CrmLeadActions } from './lead-assignment-delivery';

const t = useTestApp();
let alice: { contractorId: string; client: ApiClient };
let bob: { contractorId: string; client: ApiClient };

beforeAll(async () => {
  const a = await makeContractor(t.db);
  const b = await makeContractor(t.db);
  alice = { contractorId: a.contractorId, client: await signedIn(t.app, a) };
  bob = { contractorId: b.contractorId, client: await signedIn(t.app, b) };
});

const rule = (over: Record<string, unknown> = {}) => ({
  name: 'Austin vinyl',
  priority: 10,
  conditions: { zip: { mode: 'service_areas' }, fenceTypes: ['vinyl'] },
  actions: { assignTo: { userId: 'usr_1', name: 'Dana' }, addTags: ['hot lead'], pipeline: { pipelineId: 'p1', pipelineName: 'Sales', stageId: 's1', stageName: 'New' } },
  ...over,
});

describe('the lead rules API', () => {
  it('answers bad input with the SPEC §5 messages', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await alice.client.post('/api/crm/lead-rules', rule(body));
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ name: 'x'.repeat(101) })).toBe('Name must be 100 characters or less');
    expect(await bad({ priority: 0 })).toBe('Priority must be between 1 and 100');
    expect(await bad({ priority: 101 })).toBe('Priority must be between 1 and 100');
    expect(await bad({ actions: {} })).toBe('Choose at least one action');
  });

  it('lists active rules in the order they are tried, then the inactive ones', async () => {
    const created = async (name: string, priority: number, isActive = true) => (await alice.client.post('/api/crm/lead-rules', rule({ name, priority, isActive }))).json();
    await created('Catch-all', 100);
    await created('Paused', 1, false);
    await created('First', 5);
    const list = (await alice.client.get('/api/crm/lead-rules')).json().rules.map((r: { name: string }) => r.name);
    expect(list.indexOf('First')).toBeLessThan(list.indexOf('Catch-all'));
    expect(list.at(-1)).toBe('Paused');
  });

  it("is the contractor's own: another contractor sees nothing and gets 404 changing or deleting", async () => {
    const mine = (await alice.client.post('/api/crm/lead-rules', rule({ name: 'Mine' }))).json();
    expect((await bob.client.get('/api/crm/lead-rules')).json().rules).toEqual([]);
    expect((await bob.client.put(`/api/crm/lead-rules/${mine.id}`, rule({ name: 'Taken' }))).statusCode).toBe(404);
    expect((await bob.client.delete(`/api/crm/lead-rules/${mine.id}`)).statusCode).toBe(404);
    const updated = await alice.client.put(`/api/crm/lead-rules/${mine.id}`, rule({ name: 'Mine, renamed', priority: 3 }));
    expect(updated.json()).toMatchObject({ name: 'Mine, renamed', priority: 3 });
    expect((await alice.client.delete(`/api/crm/lead-rules/${mine.id}`)).statusCode).toBe(204);
    expect((await alice.client.delete(`/api/crm/lead-rules/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('carrying out a routed lead on the CRM', () => {
  async function assignment(actions: LeadRuleActions) {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Lee' });
    const [row] = await t.db
      .insert(ghlLeadAssignments)
      .values({ contractorId: alice.contractorId, homeownerId: customer.id, contactId: `ct_${customer.id.slice(0, 6)}`, ruleName: 'R', actions })
      .returning();
    return { row, customer };
  }

  function recorder(failFirst?: unknown) {
    const calls: string[] = [];
    let failed = false;
    const crm: CrmLeadActions = {
      assignContact: async (contactId, userId) => {
        if (failFirst && !failed) {
          failed = true;
          throw failFirst;
        }
        calls.push(`assign ${contactId} ${userId}`);
      },
      addContactTags: async (contactId, tags) => void calls.push(`tags ${contactId} ${tags.join(',')}`),
      openOpportunity: async (input) => void calls.push(`deal ${input.contactId} ${input.pipelineId}/${input.stageId} ${input.name} ${input.assignedTo}`),
    };
    return { calls, actionsFor: async () => crm };
  }

  it('assigns, tags and opens the deal, once even with two workers', async () => {
    const { row, customer } = await assignment(rule().actions);
    const { calls, actionsFor } = recorder();
    const outcomes = await Promise.all([runLeadAssignment(t.db, row.id, actionsFor), runLeadAssignment(t.db, row.id, actionsFor)]);
    expect(outcomes.sort()).toEqual(['done', 'taken']);
    expect(calls).toEqual([`assign ${row.contactId} usr_1`, `tags ${row.contactId} hot lead`, `deal ${row.contactId} p1/s1 ${customer.name} usr_1`]);
    expect((await t.db.select().from(ghlLeadAssignments).where(eq(ghlLeadAssignments.id, row.id)))[0]).toMatchObject({ status: 'done', error: null });
  });

  it('a busy CRM is retried; a refusal is recorded as failed; no connection fails it', async () => {
    const busy = await assignment({ assignTo: { userId: 'usr_2', name: '' }, addTags: [], pipeline: null });
    const retry = recorder(Object.assign(new Error('429'), { kind: 'rate_limited', retryable: true }));
    expect(await runLeadAssignment(t.db, busy.row.id, retry.actionsFor)).toBe('retry');
    expect(await runLeadAssignment(t.db, busy.row.id, retry.actionsFor)).toBe('done');
    expect(retry.calls).toEqual([`assign ${busy.row.contactId} usr_2`]);

    const refused = await assignment({ assignTo: { userId: 'gone', name: '' }, addTags: [], pipeline: null });
    const invalid = recorder(Object.assign(new Error('422'), { kind: 'invalid', retryable: false }));
    expect(await runLeadAssignment(t.db, refused.row.id, invalid.actionsFor)).toBe('failed');
    expect((await t.db.select().from(ghlLeadAssignments).where(eq(ghlLeadAssignments.id, refused.row.id)))[0]).toMatchObject({ status: 'failed', error: 'invalid' });

    const orphan = await assignment({ assignTo: null, addTags: ['x'], pipeline: null });
    expect(await runLeadAssignment(t.db, orphan.row.id, async () => null)).toBe('failed');
  });

  it('issue 21: a refused action is a failed row in the sync log, in the CRM\'s words, naming the customer and the rule', async () => {
    const refused = await assignment({ assignTo: { userId: 'usr_9', name: '' }, addTags: [], pipeline: null });
    const notFound = recorder(Object.assign(new Error('400: Contact not found'), { kind: 'invalid', retryable: false }));
    expect(await runLeadAssignment(t.db, refused.row.id, notFound.actionsFor)).toBe('failed');
    const log = (await alice.client.get('/api/crm/sync-log?status=failed')).json().items as Record<string, unknown>[];
    const row = log.find((i) => i.entityId === refused.customer.id);
    expect(row).toMatchObject({ direction: 'out', action: 'lead.actions', status: 'failed', error: '400: Contact not found', subject: refused.customer.name, canRetry: false, detail: { rule: 'R' } });
  });
});
