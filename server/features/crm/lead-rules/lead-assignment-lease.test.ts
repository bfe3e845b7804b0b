// A routed lead's claim is leased from when it was claimed, not from when the lead came in: an assignment retried
// long after it was written (a busy CRM, back-off) is not taken from the worker still carrying it out, and a worker
// whose claim did run out and was taken over cannot overwrite the new claim's outcome.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { LeadRuleActions } from '../../../../core/crm/lead-rule.schema';
import { ghlLeadAssignments, ghlSyncItems } from '../../../db/schema/index';
import { makeContractor } from '../../../test/factories';
import { makeCustomer } from '../../../test/job-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { LEAD_ACTIONS } from '../sync-log/crm-action-log';
import { LEAD_ASSIGNMENT_LEASE_MS, releaseStalledAssignments, runLeadAssignment, type CrmLeadActions } from './lead-assignment-delivery';

const t = useTestApp();
let contractorId: string;
const MINUTE = 60_000;
const actions: LeadRuleActions = { assignTo: { userId: 'usr_1', name: 'Dana' }, addTags: ['hot lead'], pipeline: null };

beforeAll(async () => {
  contractorId = (await makeContractor(t.db)).contractorId;
});

async function assignment(createdAt: Date) {
  const customer = await makeCustomer(t.db, contractorId, { firstName: 'Lee' });
  const [row] = await t.db
    .insert(ghlLeadAssignments)
    .values({ contractorId, homeownerId: customer.id, contactId: `ct_${customer.id.slice(0, 8)}`, ruleName: 'R', actions, createdAt })
    .returning();
  return row;
}

/** A worker's CRM: records its calls; the first one waits until `finish` (resolve, or throw the error given). */
function worker() {
  const calls: string[] = [];
  let entered!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  let finish!: (error?: unknown) => void;
  const gate = new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
  const crm: CrmLeadActions = {
    assignContact: async (contactId, userId) => {
      entered();
      await gate;
      calls.push(`assign ${contactId} ${userId}`);
    },
    addContactTags: async (contactId, tags) => void calls.push(`tags ${contactId} ${tags.join(',')}`),
    openOpportunity: async () => void calls.push('deal'),
  };
  return { calls, inside, finish, actionsFor: async () => crm };
}

const open = (gate: ReturnType<typeof worker>) => gate.finish();
const read = async (id: string) => (await t.db.select().from(ghlLeadAssignments).where(eq(ghlLeadAssignments.id, id)))[0];

it('an assignment written 20 minutes ago and claimed just now stays with its worker: the recovery and a second worker leave it', async () => {
  const row = await assignment(new Date(Date.now() - 20 * MINUTE));
  const a = worker();
  const runA = runLeadAssignment(t.db, row.id, a.actionsFor);
  await a.inside;

  await releaseStalledAssignments(t.db);
  const b = worker();
  open(b);
  expect(await runLeadAssignment(t.db, row.id, b.actionsFor)).toBe('taken');
  expect(b.calls).toEqual([]);

  open(a);
  expect(await runA).toBe('done');
  expect(a.calls).toEqual([`assign ${row.contactId} usr_1`, `tags ${row.contactId} hot lead`]);
  expect(await read(row.id)).toMatchObject({ status: 'done', attempts: 1, error: null });
});

it("a claim older than its lease is taken over, and its worker's late outcome does not overwrite the new claim's", async () => {
  const row = await assignment(new Date());
  const a = worker();
  const runA = runLeadAssignment(t.db, row.id, a.actionsFor);
  await a.inside;

  // The recovery a little after the lease ran out (its clock passed in: no waiting in the test).
  await releaseStalledAssignments(t.db, new Date(Date.now() + LEAD_ASSIGNMENT_LEASE_MS + MINUTE));
  const b = worker();
  open(b);
  expect(await runLeadAssignment(t.db, row.id, b.actionsFor)).toBe('done');
  expect(b.calls).toEqual([`assign ${row.contactId} usr_1`, `tags ${row.contactId} hot lead`]);

  // A's CRM call finally fails: its outcome is dropped, neither on the row nor in the sync log.
  a.finish(Object.assign(new Error('400: Contact not found'), { kind: 'invalid', retryable: false }));
  expect(await runA).toBe('dropped');
  expect(await read(row.id)).toMatchObject({ status: 'done', attempts: 2, error: null });
  const logged = await t.db
    .select({ status: ghlSyncItems.status })
    .from(ghlSyncItems)
    .where(and(eq(ghlSyncItems.entityId, row.homeownerId), eq(ghlSyncItems.action, LEAD_ACTIONS)));
  expect(logged).toEqual([{ status: 'done' }]);
});

it('a row left running from before claims were leased (no claim time) is still released by its age', async () => {
  const row = await assignment(new Date(Date.now() - 20 * MINUTE));
  await t.db.update(ghlLeadAssignments).set({ status: 'running', attempts: 1 }).where(eq(ghlLeadAssignments.id, row.id));
  await releaseStalledAssignments(t.db);
  expect(await read(row.id)).toMatchObject({ status: 'pending' });
});
