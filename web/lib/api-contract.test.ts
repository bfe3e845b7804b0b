import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../core/api/contract';
import { pathFromQueryKey } from './api-client';
import { contractQueryKey, contractUrl } from './api-contract';

const getActivity = defineContract({
  method: 'GET',
  path: '/api/homeowners/:id/activity',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.number().optional(), q: z.string().nullish() }),
  response: z.object({}),
  tags: ['t'],
});
const list = defineContract({ method: 'GET', path: '/api/homeowners', response: z.object({}), tags: ['t'] });

describe('contract query keys and URLs', () => {
  it('keys a call by the path up to its first parameter, then its segments, then the query', () => {
    expect(contractQueryKey(getActivity, { params: { id: 'a b' }, query: { page: 2 } })).toEqual(['/api/homeowners', 'a b', 'activity', { page: 2 }]);
    expect(contractQueryKey(list)).toEqual(['/api/homeowners']);
  });

  it('builds the same URL the default query function reads from the key', () => {
    const input = { params: { id: 'a b' }, query: { page: 2, q: null } };
    expect(contractUrl(getActivity, input)).toBe('/api/homeowners/a%20b/activity?page=2');
    expect(pathFromQueryKey(contractQueryKey(getActivity, input))).toBe(contractUrl(getActivity, input));
  });

  it('refuses a call without a path parameter', () => {
    expect(() => contractUrl(getActivity, { params: {} as { id: string } })).toThrow(/missing path parameter id/);
  });
});
