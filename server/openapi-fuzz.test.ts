// DESIGN §4 "never a 500 for bad input", proven over every operation of /api/openapi.json: routes added later are
// walked without being listed. Bad ids, NUL bytes, lone surrogates, huge strings, deep nesting, wrong types, missing
// fields, malformed bodies — as a visitor, a signed-in contractor and an admin, on a tenant with real data, so one bad
// field at a time reaches the code behind validation. Deterministic: a fixed seed; a failure names the operation, the
// role and the input (fast-check's counterexample), and FUZZ_SURVEY=1 counts every 5xx instead of stopping at the first.
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signedIn } from './test/api';
import { belongsTo, openDemoTenant, realIdsFor, type DemoTenant, type Role } from './test/demo-tenant';
import { NASTY_STRINGS, RAW_BODIES, asText, materialize, nastyUrlText, nastyValue, percentEncode, positionsOf, sampleFor, toJson, withChange, type Nasty } from './test/fuzz-inputs';
import { label, openApiOperations, type ApiOperation } from './test/openapi-operations';
import { startOutsideFakes, type OutsideFakes } from './test/outside-fakes';
import { useTestApp } from './test/use-test-app';

const SEED = 20_251_016;
const RUNS_WHERE_IT_BELONGS = 12; // the role the operation is for: contractor, admin on /api/admin, visitor on public ones
const RUNS_ELSEWHERE = 2; // the other roles are refused early (401/403); a few runs prove it
const SURVEY = process.env.FUZZ_SURVEY === '1';

type PathChoice = { real: number } | { uuid: string } | { bad: Nasty };
type BodyChoice =
  | { base: number }
  | { base: number; at: number; set: Nasty }
  | { base: number; drop: number }
  | { base: number; extraKey: string; set: Nasty }
  | { whole: Nasty }
  | { raw: number };
interface Input {
  path: PathChoice[];
  query: (Nasty | null)[];
  header: (string | null)[];
  body: BodyChoice;
}

// Outside services are their local fakes: a route that calls out answers from what it was sent.
let fakes: OutsideFakes | undefined;
const testApp = useTestApp({ config: async () => (fakes = await startOutsideFakes()).config });
afterAll(async () => {
  await fakes?.close();
});
let tenant: DemoTenant;
const clients = {} as Record<Role, ApiClient>;
let ipCounter = 0;
const stats = { requests: 0, fiveXx: [] as string[] };

beforeAll(async () => {
  tenant = await openDemoTenant(testApp);
  clients.visitor = new ApiClient(testApp.app, '10.99.0.1');
  clients.contractor = await signedIn(testApp.app, tenant.accounts.contractor, '10.99.1.1');
  clients.admin = await signedIn(testApp.app, tenant.accounts.admin, '10.99.2.1');
}, 120_000);

/** One bad thing at a time (a path id, a query value, a header or one spot of the body), now and then all at once. */
function arbitraryInput(op: ApiOperation, bases: unknown[]): fc.Arbitrary<Input> {
  const badPath = fc.oneof(
    { weight: 1, arbitrary: fc.uuid().map((uuid): PathChoice => ({ uuid })) },
    { weight: 3, arbitrary: nastyUrlText.map((bad): PathChoice => ({ bad })) },
  );
  const goodPath = fc.nat(4).map((real): PathChoice => ({ real }));
  const anyPath = fc.oneof(goodPath, badPath);
  const badHeader = fc.constantFrom('', 'x', 'k'.repeat(300), "' OR 1=1", '\u00e9t\u00e9');
  const baseIndex = fc.nat(Math.max(0, bases.length - 1));
  const bodyChoices: fc.WeightedArbitrary<BodyChoice>[] = [{ weight: 2, arbitrary: fc.nat(RAW_BODIES.length - 1).map((raw) => ({ raw })) }];
  if (op.body) {
    bodyChoices.push(
      { weight: 8, arbitrary: fc.record({ base: baseIndex, at: fc.nat(), set: nastyValue }) },
      { weight: 2, arbitrary: fc.record({ base: baseIndex, drop: fc.nat() }) },
      { weight: 1, arbitrary: fc.record({ base: baseIndex, extraKey: fc.constantFrom('\u0000', '__proto__', 'constructor', '\ud800', 'k'.repeat(2000)), set: nastyValue }) },
      { weight: 3, arbitrary: nastyValue.map((whole) => ({ whole })) },
    );
  }
  const badBody = fc.oneof(...bodyChoices);
  const goodBody = baseIndex.map((base): BodyChoice => ({ base }));
  const tuple = <T>(n: number, arb: (i: number) => fc.Arbitrary<T>) => fc.tuple(...Array.from({ length: n }, (_, i) => arb(i))) as fc.Arbitrary<T[]>;
  const good = { path: tuple(op.pathParams.length, () => goodPath), query: tuple(op.queryParams.length, () => fc.constant<Nasty | null>(null)), header: tuple(op.headerParams.length, () => fc.constant<string | null>(null)), body: goodBody };
  const oneBad: fc.WeightedArbitrary<Input>[] = [{ weight: 1, arbitrary: fc.record(good) }];
  if (op.pathParams.length) {
    oneBad.push({ weight: 3, arbitrary: fc.nat(op.pathParams.length - 1).chain((which) => fc.record({ ...good, path: tuple(op.pathParams.length, (i) => (i === which ? badPath : goodPath)) })) });
  }
  if (op.queryParams.length) oneBad.push({ weight: 3, arbitrary: fc.record({ ...good, query: tuple(op.queryParams.length, () => fc.option(nastyUrlText, { freq: 2 })) }) });
  if (op.headerParams.length) oneBad.push({ weight: 1, arbitrary: fc.record({ ...good, header: tuple(op.headerParams.length, () => fc.option(badHeader, { freq: 3 })) }) });
  oneBad.push({ weight: op.body ? 8 : 2, arbitrary: fc.record({ ...good, body: badBody }) });
  const allBad = fc.record({
    path: tuple(op.pathParams.length, () => anyPath),
    query: tuple(op.queryParams.length, () => fc.option(nastyUrlText, { freq: 2 })),
    header: tuple(op.headerParams.length, () => fc.option(badHeader, { freq: 2 })),
    body: fc.oneof(goodBody, badBody),
  });
  return fc.oneof({ weight: 5, arbitrary: fc.oneof(...oneBad) }, { weight: 1, arbitrary: allBad });
}

function requestFor(op: ApiOperation, role: Role, bases: unknown[], input: Input) {
  const pathValues: Record<string, string> = {};
  op.pathParams.forEach((param, i) => {
    const choice = input.path[i]!;
    const real = realIdsFor(tenant, op, param, role);
    pathValues[param] = 'real' in choice ? (real[choice.real % real.length] ?? crypto.randomUUID()) : 'uuid' in choice ? choice.uuid : asText(choice.bad);
  });
  let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(pathValues[name] ?? 'missing'));
  const query = op.queryParams.flatMap((q, i) => (input.query[i] ? [`${encodeURIComponent(q.name)}=${percentEncode(asText(input.query[i]!))}`] : []));
  if (query.length) url += `?${query.join('&')}`;
  const headers: Record<string, string> = {};
  op.headerParams.forEach((h, i) => {
    if (input.header[i] !== null && input.header[i] !== undefined) headers[h.name] = input.header[i]!;
  });
  const b = input.body;
  let payload: string | undefined;
  if ('raw' in b) {
    headers['content-type'] = RAW_BODIES[b.raw]!.contentType;
    payload = RAW_BODIES[b.raw]!.text;
  } else if (op.method !== 'GET') {
    headers['content-type'] = 'application/json';
    let body: unknown;
    if ('whole' in b) body = materialize(b.whole);
    else {
      const base = bases[b.base % Math.max(1, bases.length)] ?? {};
      const positions = positionsOf(base);
      if ('at' in b && positions.length) {
        const at = positions[b.at % positions.length]!;
        body = withChange(base, at, { set: materialize(b.set, at.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], base)) });
      }
      else if ('drop' in b && positions.length) body = withChange(base, positions[b.drop % positions.length]!, 'drop');
      else if ('extraKey' in b) {
        body = structuredClone(base);
        if (body && typeof body === 'object') Object.defineProperty(body, b.extraKey, { value: materialize(b.set), enumerable: true });
      } else body = base;
    }
    payload = toJson(body);
  }
  return { method: op.method, url, headers, payload };
}

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/server\/|\.ts:\d+|\.js:\d+:\d+/;

/** What must hold for any input: below 500, no stack trace, and every refusal in DESIGN §4's JSON shape. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (STACK_TRACE.test(res.body)) return 'leaked a stack trace';
  if (res.statusCode >= 400) {
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    const body = isJson ? (res.json() as { message?: unknown }) : null;
    if (typeof body?.message !== 'string') return `answered ${res.statusCode} without a JSON {message}`;
  }
  return null;
}

async function send(role: Role, request: ReturnType<typeof requestFor>): Promise<LightMyRequestResponse> {
  const client = clients[role];
  const res = await client.raw(request.method, request.url, request.payload, { headers: request.headers });
  stats.requests++;
  // The walk signs itself out (POST /api/auth/logout): sign in again, from a fresh address so throttling never bites.
  if (role !== 'visitor' && res.statusCode === 401 && res.body.includes('"UNAUTHENTICATED"') && !request.url.startsWith('/api/auth/login')) {
    clients[role] = await signedIn(testApp.app, tenant.accounts[role], `10.99.${role === 'admin' ? 4 : 3}.${++ipCounter % 250}`);
  }
  return res;
}

const ROLES: Role[] = ['visitor', 'contractor', 'admin'];

/** Every route the server registered under /api, as `METHOD /api/path/{param}` (HEAD and OPTIONS left out). */
function registeredApiRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  // printRoutes draws a tree: each level indents by 4 characters and names the methods of the path it ends.
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    stack.push(m[2]!);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (m[3] && path.startsWith('/api/')) for (const method of m[3].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
  }
  return routes;
}

const describeInput = (request: ReturnType<typeof requestFor>) =>
  `${request.method} ${request.url.slice(0, 200)} ${request.payload === undefined ? '' : `body ${request.payload.slice(0, 300)}${request.payload.length > 300 ? `… (${request.payload.length} chars)` : ''}`}`;

/** The bodies an operation's schema describes: one per branch of a top-level oneOf/anyOf, with future and past dates. */
function basesOf(op: ApiOperation): unknown[] {
  if (!op.body) return [];
  const variants = Math.max(1, (op.body.oneOf ?? op.body.anyOf)?.length ?? 1);
  const bases = [true, false].flatMap((future) => Array.from({ length: variants }, (_, variant) => sampleFor(op.body!, 'body', tenant.pools, { variant, future })));
  return [...new Map(bases.map((b) => [JSON.stringify(b), b])).values()];
}

/** Sends one input; the problem it shows (null when the answer is fine), counted for the survey. */
async function check(op: ApiOperation, role: Role, bases: unknown[], input: Input): Promise<string | null> {
  const request = requestFor(op, role, bases, input);
  const res = await send(role, request);
  const problem = problemWith(res);
  if (!problem) return null;
  const report = `${label(op)} as ${role} ${problem}: ${res.body.slice(0, 200)}\n  request: ${describeInput(request)}`;
  if (res.statusCode >= 500) stats.fiveXx.push(report);
  return report;
}

// The systematic pass: each kind of bad value at each place, where fast-check's draws could miss one.
const BAD_IDS: Nasty[] = ['not-a-uuid', `${crypto.randomUUID()}\u0000`, ' ', 'a'.repeat(2000), '\ud800', crypto.randomUUID(), '00000000-0000-0000-0000-000000000000'].map((s) => ({ s }));
const BAD_QUERY: Nasty[] = ['\u0000', 'x\ud800', 'z'.repeat(2000), '-1', '0', '2025-02-30', '99999999999', '1e309', '', 'not-a-uuid'].map((s) => ({ s }));
const BAD_BY_TYPE: Record<'string' | 'number' | 'boolean' | 'object', Nasty[]> = {
  string: [{ suffix: '\u0000' }, { suffix: '\udc00' }, { s: 'a\u0000b' }, { s: 'x\ud800' }, { huge: 100_000, ch: 'z' }, { s: '2025-02-30' }, { s: 'not-a-uuid' }, { s: '' }, { s: '   ' }, { v: 12345 }, { v: null }],
  number: [{ v: 2 ** 31 }, { v: 2 ** 53 + 2 }, { v: 1e308 }, { v: -1 }, { v: 0.5 }, { s: '7' }, { v: null }],
  boolean: [{ s: 'true' }, { v: 0 }, { v: null }],
  object: [{ v: null }, { s: 'x' }, { v: [] }, { v: {} }, { deep: 40, as: 'object' }],
};
const BAD_WHOLE: Nasty[] = [{ v: {} }, { v: [] }, { v: null }, { s: 'x' }, { v: 1 }, { deep: 10_000, as: 'array' }, { deep: 10_000, as: 'object' }];

function systematicInputs(op: ApiOperation, bases: unknown[]): Input[] {
  const good = (): Input => ({ path: op.pathParams.map(() => ({ real: 0 })), query: op.queryParams.map(() => null), header: op.headerParams.map(() => null), body: { base: 0 } });
  const inputs: Input[] = [good()];
  op.pathParams.forEach((_, i) => BAD_IDS.forEach((bad) => inputs.push({ ...good(), path: good().path.map((p, j) => (i === j ? { bad } : p)) })));
  op.queryParams.forEach((_, i) => BAD_QUERY.forEach((bad) => inputs.push({ ...good(), query: op.queryParams.map((__, j) => (i === j ? bad : null)) })));
  if (!op.body) return inputs;
  bases.forEach((base, b) => {
    positionsOf(base).forEach((at, a) => {
      let value: unknown = base;
      for (const key of at) value = (value as Record<string | number, unknown>)[key];
      const kind = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? typeof value : 'object';
      for (const set of BAD_BY_TYPE[kind as keyof typeof BAD_BY_TYPE]) inputs.push({ ...good(), body: { base: b, at: a, set } });
      inputs.push({ ...good(), body: { base: b, drop: a } });
    });
  });
  for (const whole of BAD_WHOLE) inputs.push({ ...good(), body: { whole } });
  RAW_BODIES.forEach((_, raw) => inputs.push({ ...good(), body: { raw } }));
  return inputs;
}

// A bound against a hang, not a time asserted: the file takes ~22 s on a quiet machine, and a fresh-clone run beside
// four helpers' builds and benchmarks (load 15–20) took it past 300 s (6 Dec 2026).
const FUZZ_BOUND_MS = 20 * 60_000;
// The two long walks run on PostgreSQL only when `npm test` in CI says the PostgreSQL run follows (scripts/test-all.mjs
// sets PICKET_FUZZ_ON=postgres for the PGlite stage); anywhere else they run on whichever database the run has.
const LONG_WALKS_HERE = process.env.PICKET_FUZZ_ON !== 'postgres' || Boolean(process.env.TEST_DATABASE_URL);

describe('no 5xx and no stack trace for any input, on every operation of the OpenAPI document', () => {
  it('walks every /api route the server has: each is an operation of the document (only the document itself is not)', async () => {
    const documented = new Set((await openApiOperations(testApp.app)).map(label));
    const routes = registeredApiRoutes(testApp.app).filter((r) => r !== 'GET /api/openapi.json');
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
  });

  it.runIf(LONG_WALKS_HERE)('systematically: each kind of bad id, query value and body value at each place, by the role the operation is for', async () => {
    const operations = await openApiOperations(testApp.app);
    expect(operations.length).toBeGreaterThan(70);
    const failures: string[] = [];
    for (const op of operations) {
      const bases = basesOf(op);
      for (const input of systematicInputs(op, bases)) {
        const problem = await check(op, belongsTo(op), bases, input);
        if (problem) failures.push(problem);
      }
    }
    if (SURVEY) console.log(`systematic survey: ${stats.requests} requests, ${stats.fiveXx.length} answered 5xx\n${stats.fiveXx.join('\n')}`);
    expect(failures).toEqual([]);
  }, FUZZ_BOUND_MS);

  it.runIf(LONG_WALKS_HERE)('by property: fast-check draws combinations of bad input for every operation, as each role', async () => {
    const operations = await openApiOperations(testApp.app);
    const failures: string[] = [];
    const before = { requests: stats.requests, fiveXx: stats.fiveXx.length };
    for (const [index, op] of operations.entries()) {
      const bases = basesOf(op);
      for (const role of ROLES) {
        const property = fc.asyncProperty(arbitraryInput(op, bases), async (input) => {
          const problem = await check(op, role, bases, input);
          if (problem && !SURVEY) throw new Error(problem);
          return true;
        });
        try {
          await fc.assert(property, { seed: SEED + index, numRuns: role === belongsTo(op) ? RUNS_WHERE_IT_BELONGS : RUNS_ELSEWHERE, endOnFailure: true });
        } catch (error) {
          failures.push((error as Error).message.split('\n').filter((l) => !/^\s*(Shrunk|Got error|Encountered failures|Hint)/.test(l)).slice(0, 6).join('\n'));
        }
      }
    }
    if (SURVEY) console.log(`property survey: ${stats.requests - before.requests} requests, ${stats.fiveXx.length - before.fiveXx} answered 5xx\n${stats.fiveXx.slice(before.fiveXx).join('\n')}`);
    expect(failures).toEqual([]);
  }, FUZZ_BOUND_MS);

  it("the issue's examples: bad ids are not found, bad text is 400, oversized is 413, all in the JSON shape", async () => {
    const c = clients.contractor;
    for (const url of ['/api/quotes/not-a-uuid', '/api/quotes/1%27%20OR%201=1']) {
      const res = await c.patch(url, { title: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    }
    expect((await c.post('/api/quotes/not-a-uuid/transition', { status: 'sent' })).statusCode).toBe(404);
    expect((await c.post('/api/quotes/not-a-uuid/send', {})).statusCode).toBe(404);
    for (const text of ['a\u0000b', 'lone \ud800 surrogate', 'lone \udc00']) {
      const page = await c.put('/api/settings/customer-page', { testimonials: [{ author: 'Ann', text }], faqs: [] });
      expect(page.statusCode).toBe(400);
      expect(page.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'testimonials.0.text' }] });
    }
    const job = tenant.pools.byCollection.get('jobs')![0]!;
    expect((await c.post(`/api/jobs/${job}/notes`, { note: 'x\u0000' })).json().errors).toEqual([expect.objectContaining({ path: 'note' })]);
    expect((await c.post(`/api/jobs/${job}/photos`, { url: 'https://example.test/\ud800.jpg' })).statusCode).toBe(400);
    expect((await c.post('/api/jobs', { customerId: 'a'.repeat(1_000_000), name: 'x' })).statusCode).toBe(400);
    const milestone = tenant.pools.byCollection.get('payment_milestones')![0]!;
    const deep = `${'{"name":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`;
    const nested = await c.raw('PATCH', `/api/milestones/${milestone}`, deep, { headers: { 'content-type': 'application/json' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().code).toBe('VALIDATION');
    expect((await c.patch(`/api/milestones/${milestone}`, { name: 'n'.repeat(1_000_000) })).statusCode).toBe(400);
    expect((await c.patch(`/api/milestones/${milestone}`, {})).statusCode).toBe(400);
    const tooBig = await c.patch(`/api/milestones/${milestone}`, { name: 'n'.repeat(6 * 1024 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(NASTY_STRINGS.length).toBeGreaterThan(40);
  });
});
