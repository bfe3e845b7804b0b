import { describe, expect, it } from 'vitest';
import { signedIn, ApiClient } from '../test/api';
import { makeContractor } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { inputProblem, isStorableText, MAX_INPUT_DEPTH } from './input-limits';

const testApp = useTestApp();

describe('storable text', () => {
  it.each([
    ['plain text', 'Backyard fence', true],
    ['accents and emoji (whole surrogate pairs)', 'Peña 🎉 cerca', true],
    ['a NUL byte', 'a\u0000b', false],
    ['a high surrogate alone', 'a\ud83d', false],
    ['a low surrogate alone', '\ude00b', false],
    ['two high surrogates', '\ud83d\ud83d\ude00', false],
  ])('%s', (_name, text, ok) => expect(isStorableText(text)).toBe(ok));
});

describe('inputProblem', () => {
  it('names the path of the first bad text, keys included', () => {
    expect(inputProblem({ faqs: [{ answer: 'x\u0000' }] })?.errors).toEqual([expect.objectContaining({ path: 'faqs.0.answer', key: 'errors.input.invalidText' })]);
    expect(inputProblem({ ['bad\u0000key']: 1 })?.code).toBe('VALIDATION');
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels and refuses one more, without recursing`, () => {
    const nest = (levels: number) => {
      let v: unknown = 'leaf';
      for (let i = 0; i < levels; i++) v = [v];
      return v;
    };
    expect(inputProblem(nest(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputProblem(nest(MAX_INPUT_DEPTH + 1))?.message).toBe(`The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
    expect(inputProblem(nest(200_000))?.code).toBe('VALIDATION');
  });
});

describe('at the edge of every route', () => {
  it('refuses bad text in a body, a query and a path parameter with 400 and the field', async () => {
    const contractor = await signedIn(testApp.app, await makeContractor(testApp.db), '10.41.0.1');
    const body = await contractor.post('/api/homeowners', { firstName: 'Ana\u0000', lastName: 'Ruiz' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'VALIDATION', message: 'Text cannot contain NUL characters or broken Unicode', key: 'errors.input.invalidText', errors: [{ path: 'firstName' }] });
    const query = await contractor.get('/api/homeowners?q=ana%00');
    expect(query.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'q' }] });
    // A visitor's public route: a capability token with NUL is refused before any lookup.
    const token = await new ApiClient(testApp.app, '10.41.0.2').get('/api/public/quotes/abc%00def');
    expect(token.statusCode).toBe(400);
  });

  it('refuses a body over the limit with 413 in the JSON shape, and malformed JSON with 400', async () => {
    const contractor = await signedIn(testApp.app, await makeContractor(testApp.db), '10.41.0.3');
    const big = await contractor.post('/api/homeowners', { notes: 'n'.repeat(6 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large (at most 5 MB)', key: 'errors.input.tooLarge', params: { megabytes: 5 } });
    const malformed = await contractor.raw('POST', '/api/homeowners', '{"firstName": ', { headers: { 'content-type': 'application/json' } });
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Request body is not valid JSON', key: 'errors.input.invalidJson' });
  });
});

describe('path ids (a malformed id is not found)', () => {
  it('answers 404 for an id that is not a UUID, on every kind of route, after the session check', async () => {
    const contractor = await signedIn(testApp.app, await makeContractor(testApp.db), '10.41.0.4');
    for (const url of ['/api/quotes/not-a-uuid', '/api/jobs/1', '/api/homeowners/%00', `/api/calendar/events/${'a'.repeat(90)}`]) {
      const res = await contractor.get(url);
      expect(res.statusCode, url.slice(0, 60)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    }
    expect((await contractor.post('/api/payment-reminders/x/send')).statusCode).toBe(404);
    // Upper case is a UUID PostgreSQL reads; it names no row of this tenant, so the route answers its own not found.
    expect((await contractor.get('/api/quotes/7B8F1C7E-3A44-4D57-9D0C-2A4A5D1E9F01')).statusCode).toBe(404);
    expect((await new ApiClient(testApp.app, '10.41.0.5').get('/api/quotes/not-a-uuid')).statusCode).toBe(401);
  });
});
