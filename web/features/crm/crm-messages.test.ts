import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { campaignBodySchema, campaignFormSchema } from '../../../core/crm/campaign.schema';
import { leadRuleBodySchema, leadRuleFormSchema } from '../../../core/crm/lead-rule.schema';
import es from '../../locales/es.json';
import { validationKey } from '../../lib/validation-message';

function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []);
}

const campaign = { name: 'x', triggerEvent: 'quote_sent', delayMinutes: 1, template: 'Hi', templateEs: null, isActive: true };
const form = { name: 'x', triggerEvent: 'quote_sent', delayValue: '1', delayUnit: 'days', template: 'Hi', templateEs: '', isActive: true };
const rule = { name: 'x', priority: 1, isActive: true, conditions: {}, actions: { addTags: ['a'] } };

// Every message the campaign and lead-rule forms (and their API) can show.
const messages = new Set([
  ...messagesOf(campaignBodySchema, [
    { ...campaign, name: '', template: '', triggerEvent: 'x', delayMinutes: -1 },
    { ...campaign, name: 'x'.repeat(101), template: 'x'.repeat(1601), delayMinutes: 43_201 },
    { ...campaign, template: '{{nope}}', delayMinutes: 1.5 },
  ]),
  ...messagesOf(campaignFormSchema, [{ ...form, delayValue: 'soon' }, { ...form, delayValue: '31' }, { ...form, templateEs: 'x'.repeat(1601) }]),
  ...messagesOf(leadRuleBodySchema, [
    { ...rule, name: '', priority: 0, actions: {} },
    { ...rule, name: 'x'.repeat(101), conditions: { zip: { mode: 'list', zips: [] }, tags: [''], sources: ['x'.repeat(101)] } },
    { ...rule, conditions: { zip: { mode: 'list', zips: ['1'] } }, actions: { addTags: Array.from({ length: 21 }, (_, i) => `t${i}`) } },
  ]),
  ...messagesOf(leadRuleFormSchema, [{ ...rule, priority: 'high' }]),
]);

describe('CRM form messages', () => {
  it('collects the SPEC §5 messages', () => {
    expect(messages).toContain('Trigger delay cannot exceed 30 days');
    expect(messages).toContain('Message too long for SMS');
    expect(messages).toContain('Priority must be between 1 and 100');
  });
  it('every one of them has a Spanish translation', () => {
    const validation = es.validation as Record<string, string>;
    expect([...messages].filter((m) => !validation[validationKey(m).replace('validation.', '')])).toEqual([]);
  });
});
