// Issue 25 (options): good / better / best on one quote (API, PGlite and PostgreSQL).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import type { StoredTakeoff } from '../../../core/quotes/stored-takeoff';
import { quoteOptions, quoteSignatures } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let customerId: string;
let panel4: string;
let panel6: string;

const run = { id: 'back', label: 'Back', fenceType: 'cedar', heightFt: 4, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 0 };
const side = { ...run, id: 'side', label: 'Side', fenceFeet: 40, gates: [], posts: { end: 2, corner: 0, line: 4, gate: 0 } };
const adjustments = [{ label: 'Neighbour discount', kind: 'discount', mode: 'percent', value: 5 }];

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  const b = await makeContractor(testApp.db);
  await seedDemoCatalogue(testApp.db, a.contractorId);
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, b);
  customerId = (await alice.post('/api/homeowners', { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' })).json().id;
  const pricing = (await alice.get('/api/catalogue')).json().styles[0].pricing as { id: string; heightFt: number }[];
  panel4 = pricing.find((p) => p.heightFt === 4)!.id;
  panel6 = pricing.find((p) => p.heightFt === 6)!.id;
});

const layoutQuote = async (runs: unknown[]) => {
  const res = await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, runs, adjustments, deliveryMiles: 12 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** A layout quote with three options: 4 ft cedar (as drawn), 6 ft cedar (recommended), 6 ft vinyl. */
async function threeOptions() {
  const q = await layoutQuote([run, side]);
  const two = await alice.post(`/api/quotes/${q.id}/options`, { firstName: '4 ft picket', name: '6 ft privacy' });
  expect(two.statusCode, two.body).toBe(201);
  const three = (await alice.post(`/api/quotes/${q.id}/options`, { name: '6 ft vinyl' })).json();
  const [o1, o2, o3] = three.options as { id: string }[];
  const six = [run, side].map((r) => ({ ...r, heightFt: 6 }));
  expect((await alice.patch(`/api/quotes/${q.id}`, { optionId: o2.id, runs: six })).statusCode).toBe(200);
  expect((await alice.patch(`/api/quotes/${q.id}`, { optionId: o3.id, runs: six.map((r) => ({ ...r, fenceType: 'vinyl' })) })).statusCode).toBe(200);
  const detail = (await alice.patch(`/api/quotes/${q.id}/options/${o2.id}`, { recommended: true })).json();
  return { quote: detail, o1, o2, o3, six };
}

async function send(quoteId: string) {
  const res = await alice.post(`/api/quotes/${quoteId}/send`, {});
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().quote.publicLink.url).pathname.split('/')[3];
}

const approve = (token: string, optionId?: string, name = 'Dana Reyes') =>
  new ApiClient(testApp.app, '198.51.100.9').post(`/api/public/quotes/${token}/approve`, { ...approvalBody(name), ...(optionId ? { optionId } : {}) });

describe('options on a quote', () => {
  it('a second option is made from the first in one step; each option is priced exactly as a one-option quote with its inputs', async () => {
    const { quote, o1, o2, o3, six } = await threeOptions();
    expect(quote.options.map((o: { name: string; position: number; recommended: boolean }) => [o.position, o.name, o.recommended])).toEqual([
      [1, '4 ft picket', false], [2, '6 ft privacy', true], [3, '6 ft vinyl', false],
    ]);
    const alone = [await layoutQuote([run, side]), await layoutQuote(six), await layoutQuote(six.map((r) => ({ ...r, fenceType: 'vinyl' })))];
    for (const [i, o] of [o1, o2, o3].entries()) {
      const mine = quote.options.find((x: { id: string }) => x.id === o.id);
      expect(mine.pricing).toEqual(alone[i].pricing);
      expect(mine.totalCents).toBe(alone[i].totalCents);
    }
    expect(new Set(quote.options.map((o: { totalCents: number }) => o.totalCents)).size).toBe(3);
    // The quote shows the recommended option: its totals are what the list, reports and downstream read.
    expect(quote.shownOptionId).toBe(o2.id);
    expect(quote.totalCents).toBe(alone[1].totalCents);
    expect(quote.pricing).toEqual(alone[1].pricing);
    const list = (await alice.get('/api/quotes?q=' + quote.quoteNumber)).json();
    expect(list.quotes.find((x: { id: string }) => x.id === quote.id).totalCents).toBe(alone[1].totalCents);
  });

  it('a change of the shared terms reprices every option; a cart quote\'s options are other carts', async () => {
    const cart = (await alice.post('/api/quotes', { quoteType: 'cart', homeownerId: customerId, items: [{ catalogueItemId: panel4, part: 'panel', quantity: 5 }] })).json();
    const two = (await alice.post(`/api/quotes/${cart.id}/options`, {})).json();
    expect(two.options.map((o: { name: string }) => o.name)).toEqual(['Option 1', 'Option 2']);
    const o2 = two.options[1].id;
    const sixes = [{ catalogueItemId: panel6, part: 'panel', quantity: 5 }];
    const edited = (await alice.patch(`/api/quotes/${cart.id}`, { optionId: o2, items: sixes, adjustments })).json();
    const alone4 = (await alice.post('/api/quotes', { quoteType: 'cart', homeownerId: customerId, items: [{ catalogueItemId: panel4, part: 'panel', quantity: 5 }], adjustments })).json();
    const alone6 = (await alice.post('/api/quotes', { quoteType: 'cart', homeownerId: customerId, items: sixes, adjustments })).json();
    expect(edited.options.map((o: { totalCents: number }) => o.totalCents)).toEqual([alone4.totalCents, alone6.totalCents]);
    expect(edited.options[1].cartItems).toEqual([{ catalogueItemId: panel6, part: 'panel', quantity: 5 }]);
    // The quote still shows option 1 (none recommended): its cart lines are option 1's.
    expect(edited.totalCents).toBe(alone4.totalCents);
    expect(edited.cartItems.map((c: { catalogueItemId: string }) => c.catalogueItemId)).toEqual([panel4]);
  });

  it("an option whose stored take-off does not parse shows no runs, and the next pricing takes them from its drawing again", async () => {
    const diagram = layoutFromPolylines([{ points: [[0, 0], [0, 40], [60, 40]], props: { fenceType: 'cedar', heightFt: 6, style: 'privacy' }, label: 'Side' }]);
    const q = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram })).json();
    const two = (await alice.post(`/api/quotes/${q.id}/options`, {})).json();
    const [o1] = two.options as { id: string }[];
    expect(two.runs).toEqual(q.runs);
    // A hand edit readJsonb(storedTakeoffSchema, …) meets on the shown option: a run without its numbers.
    await testApp.db.update(quoteOptions).set({ takeoff: { runs: [{ id: 'x' }] } as unknown as StoredTakeoff }).where(eq(quoteOptions.id, o1.id));
    const renamed = await alice.patch(`/api/quotes/${q.id}/options/${o1.id}`, { name: 'Cedar' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ runs: [], totalCents: q.totalCents });
    const repriced = await alice.patch(`/api/quotes/${q.id}`, { notes: 'Gate by the garage' });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json()).toMatchObject({ runs: q.runs, totalCents: q.totalCents });
    const [row] = await testApp.db.select().from(quoteOptions).where(eq(quoteOptions.id, o1.id));
    expect(row.takeoff).toEqual({ runs: q.runs });
  });

  it('at most three options; removing back to one leaves a one-option quote showing what is left', async () => {
    const { quote, o1, o2 } = await threeOptions();
    const four = await alice.post(`/api/quotes/${quote.id}/options`, {});
    expect(four.statusCode).toBe(409);
    expect(four.json().key).toBe('signedInErrors.quotes.tooManyOptions');
    const two = (await alice.delete(`/api/quotes/${quote.id}/options/${o1.id}`)).json();
    expect(two.options.map((o: { position: number }) => o.position)).toEqual([1, 2]);
    const o2Total = two.options[0].totalCents;
    const one = (await alice.delete(`/api/quotes/${quote.id}/options/${two.options[1].id}`)).json();
    expect(one.options).toEqual([]);
    expect(one.shownOptionId).toBeNull();
    expect(one.totalCents).toBe(o2Total);
    expect(one.runs.map((r: { heightFt: number }) => r.heightFt)).toEqual([6, 6]);
    expect((await alice.patch(`/api/quotes/${quote.id}/options/${o2.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('bad input answers every field; an option of another quote is not found', async () => {
    const { quote } = await threeOptions();
    const other = await layoutQuote([run]);
    const bad = await alice.patch(`/api/quotes/${quote.id}/options/${quote.options[0].id}`, { name: '', recommended: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['name', 'recommended']);
    expect((await alice.patch(`/api/quotes/${other.id}`, { optionId: quote.options[0].id, runs: [run] })).statusCode).toBe(404);
    expect((await alice.delete(`/api/quotes/${other.id}/options/${quote.options[0].id}`)).statusCode).toBe(404);
  });

  it('another tenant cannot read, add, change or remove options', async () => {
    const { quote, o1 } = await threeOptions();
    for (const res of [
      await bob.post(`/api/quotes/${quote.id}/options`, {}),
      await bob.patch(`/api/quotes/${quote.id}/options/${o1.id}`, { recommended: true }),
      await bob.delete(`/api/quotes/${quote.id}/options/${o1.id}`),
      await bob.patch(`/api/quotes/${quote.id}`, { optionId: o1.id, runs: [run] }),
    ]) expect(res.statusCode).toBe(404);
    const after = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(after.options).toHaveLength(3);
    expect(after.options.find((o: { id: string }) => o.id === o1.id).recommended).toBe(false);
  });

  it('editing the options of a sent quote keeps the sent version and makes a new one', async () => {
    const q = await layoutQuote([run]);
    await send(q.id);
    const two = (await alice.post(`/api/quotes/${q.id}/options`, {})).json();
    expect(two.version).toBe(2);
    expect(two.versions.map((v: { version: number }) => v.version)).toEqual([1]);
  });
});

describe('the homeowner chooses', () => {
  it('compares the options (price, sides, what differs), approves one that is not the recommended one: the others are declined, the record and one job are that option\'s', async () => {
    const { quote, o1, o2, o3 } = await threeOptions();
    const token = await send(quote.id);
    const page = (await new ApiClient(testApp.app).get(`/api/public/quotes/${token}`)).json();
    expect(page.options.map((o: { name: string; recommended: boolean }) => [o.name, o.recommended])).toEqual([['4 ft picket', false], ['6 ft privacy', true], ['6 ft vinyl', false]]);
    expect(page.shownOptionId).toBe(o2.id);
    expect(page.options[0].runs.map((r: { label: string }) => r.label)).toEqual(['Back', 'Side']);
    expect(page.options[1].differences).toContain('62 ft of cedar fence, 6 ft tall');
    expect(page.options[2].differences).toContain('62 ft of vinyl fence, 6 ft tall');
    expect(page.options[0].differences.join(' ')).not.toContain('6 ft tall');
    expect(JSON.stringify(page.options)).not.toMatch(/unitCents|markup|costCents/);

    const res = await approve(token, o3.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', chosenOptionId: o3.id, shownOptionId: o3.id });
    const o3Total = quote.options.find((o: { id: string }) => o.id === o3.id).totalCents;
    expect(res.json().totalCents).toBe(o3Total);

    const detail = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(detail).toMatchObject({ status: 'approved', chosenOptionId: o3.id, totalCents: o3Total });
    expect(detail.pricing.depositCents).toBe(quote.options[2].depositCents);
    expect(detail.pricing.depositCents).not.toBe(quote.options[1].depositCents);
    expect(detail.history.find((h: { type: string }) => h.type === 'quote_approved').data).toMatchObject({ option: '6 ft vinyl', declined: ['4 ft picket', '6 ft privacy'] });
    // The signed record is the chosen option's lines and totals, named.
    const [sig] = await testApp.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, quote.id));
    const record = JSON.parse(sig.snapshot);
    expect(record).toMatchObject({ option: { name: '6 ft vinyl', position: 3, of: 3 }, totalCents: o3Total });
    expect(record.lines.map((l: { text: string }) => l.text)).toContain('62 ft of vinyl fence, 6 ft tall');
    const verify = (await alice.post(`/api/quotes/${quote.id}/signature/verify`, {})).json();
    expect(verify.intact).toBe(true);
    expect((await alice.patch(`/api/quotes/${quote.id}/options/${o1.id}`, { name: 'late' })).statusCode).toBe(409);

    const job = await alice.post(`/api/quotes/${quote.id}/convert-to-job`, {});
    expect(job.statusCode, job.body).toBe(201);
    expect((await alice.post(`/api/quotes/${quote.id}/convert-to-job`, {})).statusCode).toBe(409);
    const jobs = await testApp.database.query<{ total_cents: number }>('select total_cents from jobs where quote_id = $1', [quote.id]);
    expect(jobs.map((j) => Number(j.total_cents))).toEqual([o3Total]);
  });

  it('two approvals racing on two options: one wins, the other is told plainly; one signature', async () => {
    const { quote, o1, o2 } = await threeOptions();
    const token = await send(quote.id);
    const [a, b] = await Promise.all([approve(token, o1.id, 'Dana Reyes'), approve(token, o2.id, 'Sam Reyes')]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    const wonName = winner === a ? '4 ft picket' : '6 ft privacy';
    expect(loser.json()).toMatchObject({ key: 'errors.quotes.otherOptionApproved', message: `This quote was already approved with another option (${wonName}). Reload the page to see it.` });
    const rows = await testApp.database.query('select id from quote_signatures where quote_id = $1', [quote.id]);
    expect(rows).toHaveLength(1);
    // The same option again is the same answer (approving twice changes nothing).
    expect((await approve(token, winner.json().chosenOptionId)).statusCode).toBe(200);
  });

  it('an option that is not the quote\'s is refused; without one named, the shown option is approved', async () => {
    const { quote, o2 } = await threeOptions();
    const other = await threeOptions();
    const token = await send(quote.id);
    const wrong = await approve(token, other.o1.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ path: 'optionId', message: 'That option is not part of this quote' });
    const res = await approve(token);
    expect(res.json()).toMatchObject({ status: 'approved', chosenOptionId: o2.id });
  });
});

describe('materials per option', () => {
  it('each option has its own list; the quote\'s is the shown option\'s, then the chosen one\'s (the job\'s too)', async () => {
    const drawing = (fenceType: 'vinyl' | 'chain', heightFt: number) => layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType, heightFt } }]);
    const q = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram: drawing('vinyl', 6), runs: [] })).json();
    const two = (await alice.post(`/api/quotes/${q.id}/options`, { name: 'Chain link' })).json();
    const [vinyl, chain] = two.options as { id: string }[];
    expect((await alice.patch(`/api/quotes/${q.id}`, { optionId: chain.id, diagram: drawing('chain', 4) })).statusCode).toBe(200);
    const list = async (option?: string) => {
      const res = await alice.get(`/api/quotes/${q.id}/materials${option ? `?option=${option}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { optionId: string; options: { id: string }[]; runs: { fenceType: string; heightFt: number }[] };
    };
    const shown = await list();
    expect(shown.optionId).toBe(vinyl.id);
    expect(shown.options.map((o) => o.id)).toEqual([vinyl.id, chain.id]);
    expect(shown.runs.map((r) => [r.fenceType, r.heightFt])).toEqual([['vinyl', 6]]);
    expect((await list(chain.id)).runs.map((r) => [r.fenceType, r.heightFt])).toEqual([['chain', 4]]);
    expect((await bob.get(`/api/quotes/${q.id}/materials?option=${chain.id}`)).statusCode).toBe(404);
    const token = await send(q.id);
    expect((await approve(token, chain.id)).statusCode).toBe(200);
    const job = (await alice.post(`/api/quotes/${q.id}/convert-to-job`, {})).json();
    const jobList = (await alice.get(`/api/jobs/${job.id}/materials`)).json();
    expect(jobList.runs.map((r: { fenceType: string }) => r.fenceType)).toEqual(['chain']);
    expect(jobList.optionId).toBe(chain.id);
  });
});

describe('revisions with options', () => {
  it('the copy, its options and its link are one transaction', async () => {
    const { quote, o2 } = await threeOptions();
    const token = await send(quote.id);
    await approve(token, o2.id);
    const before = await testApp.database.query('select id from quotes where revision_of_quote_id = $1', [quote.id]);
    await testApp.database.query(`create or replace function refuse_revision_link() returns trigger language plpgsql as $$ begin if new.revision_of_quote_id is not null then raise exception 'link refused'; end if; return new; end $$`);
    await testApp.database.query('create trigger refuse_revision_link before update on quotes for each row execute function refuse_revision_link()');
    const count = async () => Number((await testApp.database.query<{ n: number }>('select count(*)::int as n from quotes'))[0].n);
    const quotesBefore = await count();
    try {
      expect((await alice.post(`/api/quotes/${quote.id}/revise`, {})).statusCode).toBe(500);
    } finally {
      await testApp.database.query('drop trigger refuse_revision_link on quotes');
    }
    expect(await count()).toBe(quotesBefore); // no orphan copy
    expect(before).toEqual([]);
    const rev = (await alice.post(`/api/quotes/${quote.id}/revise`, {})).json();
    expect(rev.revisionOf.id).toBe(quote.id);
    expect(rev.options.map((o: { name: string; recommended: boolean }) => [o.name, o.recommended])).toEqual([['4 ft picket', false], ['6 ft privacy', true], ['6 ft vinyl', false]]);
    expect(rev.chosenOptionId).toBeNull();
  });
});
