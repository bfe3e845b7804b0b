import { describe, expect, it } from 'vitest';
import { campaignBodySchema, campaignFormSchema, campaignFormValues, delayToMinutes, splitDelay } from './campaign.schema';
import { placeholdersIn, renderSmsTemplate, smsSegments, templateForLanguage, unknownPlaceholders, type SmsValues } from './sms-template';

const values: SmsValues = { firstName: 'Ana', businessName: 'Lone Star Fence', quoteNumber: 1042, quoteLink: 'https://picket.example/customer/quote/tok/view', amountCents: 1234550 };

describe('renderSmsTemplate', () => {
  it('fills every placeholder, spaces inside the braces allowed', () => {
    const r = renderSmsTemplate('Hi {{first_name}}, quote #{{ quote_number }} from {{business_name}}: {{amount}} {{quote_link}}', values);
    expect(r).toEqual({ ok: true, text: 'Hi Ana, quote #1042 from Lone Star Fence: $12,345.50 https://picket.example/customer/quote/tok/view' });
  });
  it('leaves unknown braces alone (the form refuses them before saving)', () => {
    expect(renderSmsTemplate('{{first_name}} {{nope}}', values)).toEqual({ ok: true, text: 'Ana {{nope}}' });
  });
  it('refuses to send a message with a hole', () => {
    expect(renderSmsTemplate('See {{quote_link}}', { ...values, quoteLink: null })).toEqual({ ok: false, reason: 'missing_value', placeholder: 'quote_link' });
    expect(renderSmsTemplate('Hi {{first_name}}', { ...values, firstName: '  ' })).toEqual({ ok: false, reason: 'missing_value', placeholder: 'first_name' });
  });
  it('a template without placeholders needs no values', () => {
    expect(renderSmsTemplate('Thanks!', { firstName: '', businessName: '', quoteNumber: null, quoteLink: null, amountCents: null })).toEqual({ ok: true, text: 'Thanks!' });
  });

  describe('the 1,600-character boundary (SPEC §5)', () => {
    it('1,600 characters after filling are sent', () => {
      const template = `${'x'.repeat(1597)}{{first_name}}`;
      const r = renderSmsTemplate(template, values);
      expect(r.ok && r.text.length).toBe(1600);
    });
    it('1,601 characters after filling are refused', () => {
      const template = `${'x'.repeat(1598)}{{first_name}}`;
      expect(renderSmsTemplate(template, values)).toEqual({ ok: false, reason: 'too_long', length: 1601 });
    });
    it('a saved template of 1,600 characters can grow past the limit once filled', () => {
      const template = `${'x'.repeat(1600 - '{{quote_link}}'.length)}{{quote_link}}`;
      expect(template).toHaveLength(1600);
      expect(renderSmsTemplate(template, values)).toMatchObject({ ok: false, reason: 'too_long' });
    });
  });
});

describe('placeholders', () => {
  it('lists unknown and known ones once each', () => {
    expect(unknownPlaceholders('{{frist_name}} {{ frist_name }} {{first_name}} {{Amount}}')).toEqual(['frist_name', 'Amount']);
    expect(placeholdersIn('{{amount}} {{first_name}} {{amount}}')).toEqual(['amount', 'first_name']);
  });
});

describe('the homeowner language', () => {
  const campaign = { template: 'Hi {{first_name}}', templateEs: 'Hola {{first_name}}' };
  it('a Spanish-speaking homeowner gets the Spanish template when there is one', () => {
    expect(templateForLanguage(campaign, 'es')).toBe('Hola {{first_name}}');
    expect(templateForLanguage(campaign, 'en')).toBe('Hi {{first_name}}');
    expect(templateForLanguage({ ...campaign, templateEs: null }, 'es')).toBe('Hi {{first_name}}');
    expect(templateForLanguage({ ...campaign, templateEs: '   ' }, 'es')).toBe('Hi {{first_name}}');
  });
});

describe('smsSegments', () => {
  it('counts GSM-7 and UCS-2 segments', () => {
    expect(smsSegments('')).toMatchObject({ segments: 0 });
    expect(smsSegments('x'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('x'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('¿Cómo está? ' + 'x'.repeat(58))).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsSegments('ó'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
  });
});

describe('campaignBodySchema (SPEC §5 messages)', () => {
  const valid = { name: 'Follow up', triggerEvent: 'quote_sent', delayMinutes: 4320, template: 'Hi {{first_name}}' };
  const firstMessage = (input: unknown) => {
    const r = campaignBodySchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };
  it('accepts the limits', () => {
    expect(firstMessage({ ...valid, name: 'x'.repeat(100), delayMinutes: 43_200, template: 'x'.repeat(1600) })).toBeNull();
    expect(firstMessage({ ...valid, delayMinutes: 0, template: 'x' })).toBeNull();
  });
  it('says what is wrong in the SPEC words', () => {
    expect(firstMessage({ ...valid, delayMinutes: 43_201 })).toBe('Trigger delay cannot exceed 30 days');
    expect(firstMessage({ ...valid, template: 'x'.repeat(1601) })).toBe('Message too long for SMS');
    expect(firstMessage({ ...valid, templateEs: 'x'.repeat(1601) })).toBe('Message too long for SMS');
    expect(firstMessage({ ...valid, template: '' })).toBe('Message is required');
    expect(firstMessage({ ...valid, name: '' })).toBe('Name is required');
    expect(firstMessage({ ...valid, name: 'x'.repeat(101) })).toBe('Name must be 100 characters or less');
    expect(firstMessage({ ...valid, delayMinutes: -1 })).toBe('Delay cannot be negative');
    expect(firstMessage({ ...valid, triggerEvent: 'quote_exploded' })).toBe('Choose a trigger');
    expect(firstMessage({ ...valid, template: 'Hi {{frist_name}}' })).toBe('Unknown placeholder in the message');
  });
  it('an empty Spanish template means none', () => {
    expect(campaignBodySchema.parse({ ...valid, templateEs: '  ' }).templateEs).toBeNull();
  });
  it('delay units round-trip', () => {
    expect(splitDelay(4320)).toEqual({ value: 3, unit: 'days' });
    expect(splitDelay(90)).toEqual({ value: 90, unit: 'minutes' });
    expect(splitDelay(120)).toEqual({ value: 2, unit: 'hours' });
    expect(splitDelay(0)).toEqual({ value: 0, unit: 'minutes' });
    expect(delayToMinutes(30, 'days')).toBe(43_200);
  });
});

describe('campaignFormSchema: the form speaks in units, the API in minutes', () => {
  const form = { name: 'Nudge', triggerEvent: 'quote_sent', delayValue: '3', delayUnit: 'days', template: 'Hi {{first_name}}', templateEs: '', isActive: true } as const;
  it('submits minutes', () => {
    expect(campaignFormSchema.parse(form)).toEqual({ name: 'Nudge', triggerEvent: 'quote_sent', delayMinutes: 4320, template: 'Hi {{first_name}}', templateEs: null, isActive: true });
  });
  it('shows the SPEC §5 message under the delay', () => {
    const r = campaignFormSchema.safeParse({ ...form, delayValue: '31' });
    expect(r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['delayValue', 'Trigger delay cannot exceed 30 days']]);
    const hours = campaignFormSchema.safeParse({ ...form, delayValue: '721', delayUnit: 'hours' });
    expect(hours.success).toBe(false);
    expect(campaignFormSchema.safeParse({ ...form, delayValue: '720', delayUnit: 'hours' }).success).toBe(true);
    const text = campaignFormSchema.safeParse({ ...form, delayValue: 'soon' });
    expect(text.success ? null : text.error.issues[0].message).toBe('Delay must be a whole number of minutes');
  });
  it('round-trips a saved campaign', () => {
    expect(campaignFormValues({ name: 'x', triggerEvent: 'job_completed', delayMinutes: 120, template: 't', templateEs: null, isActive: false })).toMatchObject({ delayValue: '2', delayUnit: 'hours', templateEs: '' });
  });
});
