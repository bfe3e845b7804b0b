import { describe, expect, it } from 'vitest';
import { leadRuleBodySchema, leadRuleConditionsSchema, type LeadRuleConditions } from './lead-rule.schema';
import { leadMatchesConditions, routeLead, type LeadFacts, type RoutableRule } from './lead-rules';

const ctx = { serviceAreas: ['78701', '78702'] };
const lead = (over: Partial<LeadFacts> = {}): LeadFacts => ({ zip: '78702', fenceType: 'vinyl', source: 'Facebook Ad', tags: ['Spring Promo'], ...over });
const cond = (over: Partial<LeadRuleConditions> = {}): LeadRuleConditions => leadRuleConditionsSchema.parse(over);

describe('leadMatchesConditions', () => {
  const cases: [string, LeadRuleConditions, LeadFacts, boolean][] = [
    ['no condition matches every lead', cond(), lead({ zip: null, fenceType: null, source: null, tags: [] }), true],
    ['ZIP in the list', cond({ zip: { mode: 'list', zips: ['78702', '78745'] } }), lead(), true],
    ['ZIP not in the list', cond({ zip: { mode: 'list', zips: ['78745'] } }), lead(), false],
    ['ZIP list and a lead without ZIP', cond({ zip: { mode: 'list', zips: ['78702'] } }), lead({ zip: null }), false],
    ['ZIP in the service areas', cond({ zip: { mode: 'service_areas' } }), lead({ zip: '78701' }), true],
    ['ZIP outside the service areas', cond({ zip: { mode: 'service_areas' } }), lead({ zip: '10001' }), false],
    ['fence type among those chosen', cond({ fenceTypes: ['cedar', 'vinyl'] }), lead(), true],
    ['fence type not chosen', cond({ fenceTypes: ['chain'] }), lead(), false],
    ['fence type unknown when one is required', cond({ fenceTypes: ['vinyl'] }), lead({ fenceType: null }), false],
    ['source compared without case or spaces', cond({ sources: ['  facebook ad '] }), lead(), true],
    ['other source', cond({ sources: ['Google'] }), lead(), false],
    ['no source when one is required', cond({ sources: ['Google'] }), lead({ source: null }), false],
    ['any one of the tags', cond({ tags: ['referral', 'spring promo'] }), lead(), true],
    ['none of the tags', cond({ tags: ['referral'] }), lead(), false],
    ['all conditions together', cond({ zip: { mode: 'service_areas' }, fenceTypes: ['vinyl'], sources: ['Facebook Ad'], tags: ['Spring Promo'] }), lead(), true],
    ['all but one condition', cond({ zip: { mode: 'service_areas' }, fenceTypes: ['cedar'], sources: ['Facebook Ad'] }), lead(), false],
  ];
  for (const [name, conditions, facts, expected] of cases) {
    it(name, () => expect(leadMatchesConditions(conditions, facts, ctx)).toBe(expected));
  }
});

describe('routeLead: priority order, first match wins', () => {
  const rule = (id: string, priority: number, conditions: LeadRuleConditions, over: Partial<RoutableRule> = {}): RoutableRule => ({
    id,
    priority,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    conditions,
    ...over,
  });

  it('takes the lowest priority number among the matching rules', () => {
    const rules = [rule('catch-all', 100, cond()), rule('vinyl', 10, cond({ fenceTypes: ['vinyl'] })), rule('austin', 20, cond({ zip: { mode: 'service_areas' } }))];
    expect(routeLead(rules, lead(), ctx)?.id).toBe('vinyl');
  });
  it('skips a higher-priority rule that does not match', () => {
    const rules = [rule('chain', 1, cond({ fenceTypes: ['chain'] })), rule('austin', 2, cond({ zip: { mode: 'service_areas' } }))];
    expect(routeLead(rules, lead(), ctx)?.id).toBe('austin');
  });
  it('ignores inactive rules', () => {
    const rules = [rule('off', 1, cond(), { isActive: false }), rule('on', 50, cond())];
    expect(routeLead(rules, lead(), ctx)?.id).toBe('on');
  });
  it('breaks a priority tie by age, then id', () => {
    const rules = [
      rule('b', 5, cond(), { createdAt: '2025-02-01T00:00:00.000Z' }),
      rule('c', 5, cond(), { createdAt: '2025-01-01T00:00:00.000Z' }),
      rule('a', 5, cond(), { createdAt: '2025-01-01T00:00:00.000Z' }),
    ];
    expect(routeLead(rules, lead(), ctx)?.id).toBe('a');
  });
  it('returns null when no rule matches', () => {
    expect(routeLead([rule('chain', 1, cond({ fenceTypes: ['chain'] }))], lead(), ctx)).toBeNull();
    expect(routeLead([], lead(), ctx)).toBeNull();
  });
});

describe('leadRuleBodySchema (SPEC §5: name up to 100, priority 1-100)', () => {
  const valid = { name: 'Austin vinyl', priority: 10, conditions: {}, actions: { addTags: ['hot'] } };
  const firstMessage = (input: unknown) => {
    const r = leadRuleBodySchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };
  it('accepts a name of 100 characters and priorities 1 and 100', () => {
    expect(firstMessage({ ...valid, name: 'x'.repeat(100) })).toBeNull();
    expect(firstMessage({ ...valid, priority: 1 })).toBeNull();
    expect(firstMessage({ ...valid, priority: 100 })).toBeNull();
  });
  it('refuses 101 characters, an empty name, priorities 0, 101 and 1.5', () => {
    expect(firstMessage({ ...valid, name: 'x'.repeat(101) })).toBe('Name must be 100 characters or less');
    expect(firstMessage({ ...valid, name: '   ' })).toBe('Name is required');
    expect(firstMessage({ ...valid, priority: 0 })).toBe('Priority must be between 1 and 100');
    expect(firstMessage({ ...valid, priority: 101 })).toBe('Priority must be between 1 and 100');
    expect(firstMessage({ ...valid, priority: 1.5 })).toBe('Priority must be between 1 and 100');
  });
  it('needs at least one action and valid ZIP codes', () => {
    expect(firstMessage({ ...valid, actions: {} })).toBe('Choose at least one action');
    expect(firstMessage({ ...valid, conditions: { zip: { mode: 'list', zips: ['787'] } } })).toBe('ZIP code must be 5 digits');
    expect(firstMessage({ ...valid, conditions: { zip: { mode: 'list', zips: [] } } })).toBe('Add at least one ZIP code');
  });
});
