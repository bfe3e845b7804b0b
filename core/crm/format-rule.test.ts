import { describe, expect, it } from 'vitest';
import type { PicketFieldValues } from './crm-fields';
import { applyFormatRule, defaultFieldText, formatRuleMessages, parseFormatRule } from './format-rule';

const values: PicketFieldValues = {
  'customer.firstName': 'ana',
  'customer.lastName': 'López',
  'customer.city': 'Round Rock',
  'quote.number': 1042,
  'quote.total': 1234550,
  'quote.fenceType': 'vinyl_privacy',
  'quote.linearFeet': 180,
  'quote.sentAt': '2025-03-15T03:30:00.000Z',
  'job.scheduledDate': '2025-04-02',
};

describe('parseFormatRule', () => {
  it('accepts a chain of formats and a template', () => {
    expect(parseFormatRule('money').ok).toBe(true);
    expect(parseFormatRule('lower | truncate:40').ok).toBe(true);
    expect(parseFormatRule('{quote.fenceType|title} fence, {quote.linearFeet} ft').ok).toBe(true);
  });

  it('500 characters is the limit (SPEC §5)', () => {
    expect(parseFormatRule('x'.repeat(500)).ok).toBe(false); // not a format, but not too long either
    expect(parseFormatRule('x'.repeat(500))).toEqual({ ok: false, error: formatRuleMessages.unknownFormat });
    expect(parseFormatRule(`{value}${' '.repeat(493)}`).ok).toBe(true);
    expect(parseFormatRule(`{value}${' '.repeat(494)}`)).toEqual({ ok: false, error: formatRuleMessages.tooLong });
  });

  it('names what is wrong', () => {
    expect(parseFormatRule('shout')).toEqual({ ok: false, error: formatRuleMessages.unknownFormat });
    expect(parseFormatRule('Hello {customer.nickname}')).toEqual({ ok: false, error: formatRuleMessages.unknownField });
    expect(parseFormatRule('Hello {customer.firstName')).toEqual({ ok: false, error: formatRuleMessages.unclosed });
    expect(parseFormatRule('truncate')).toEqual({ ok: false, error: formatRuleMessages.truncateLength });
    expect(parseFormatRule('truncate:0')).toEqual({ ok: false, error: formatRuleMessages.truncateLength });
    expect(parseFormatRule('{value|blink}')).toEqual({ ok: false, error: formatRuleMessages.unknownFormat });
  });
});

describe('applyFormatRule', () => {
  it('without a rule: money as dollars with two decimals, dates as YYYY-MM-DD, text as is', () => {
    expect(applyFormatRule(null, 'quote.total', values)).toBe('12345.50');
    expect(applyFormatRule('', 'job.scheduledDate', values)).toBe('2025-04-02');
    expect(applyFormatRule(undefined, 'customer.city', values)).toBe('Round Rock');
    expect(applyFormatRule(null, 'quote.number', values)).toBe('1042');
  });

  it('an absent value is empty, or the default given', () => {
    expect(applyFormatRule(null, 'customer.email', values)).toBe('');
    expect(applyFormatRule('default:none given', 'customer.email', values)).toBe('none given');
  });

  it('money: cents to dollars with a sign and thousands, optionally whole dollars', () => {
    expect(applyFormatRule('money', 'quote.total', values)).toBe('$12,345.50');
    expect(applyFormatRule('money:0', 'quote.total', values)).toBe('$12,346');
    expect(applyFormatRule('number', 'quote.total', values)).toBe('12345.50');
    expect(applyFormatRule('money', 'quote.total', { 'quote.total': 0 })).toBe('$0.00');
    // A plain number is taken as dollars.
    expect(applyFormatRule('money', 'quote.linearFeet', values)).toBe('$180.00');
  });

  it('date: US order by default, any pattern, the contractor’s calendar day for a moment', () => {
    expect(applyFormatRule('date', 'job.scheduledDate', values)).toBe('04/02/2025');
    expect(applyFormatRule('date:D MMMM YYYY', 'job.scheduledDate', values)).toBe('2 April 2025');
    expect(applyFormatRule('date:MMM D, YY', 'job.scheduledDate', values)).toBe('Apr 2, 25');
    // 03:30 UTC on the 15th is still the 14th in Chicago.
    expect(applyFormatRule('date', 'quote.sentAt', values, { timeZone: 'America/Chicago' })).toBe('03/14/2025');
    expect(applyFormatRule('date', 'quote.sentAt', values)).toBe('03/15/2025');
    expect(applyFormatRule(null, 'quote.sentAt', values, { timeZone: 'America/Chicago' })).toBe('2025-03-14');
  });

  it('upper, lower, title, trim and truncate, chained left to right', () => {
    expect(applyFormatRule('upper', 'customer.lastName', values)).toBe('LÓPEZ');
    expect(applyFormatRule('lower', 'customer.city', values)).toBe('round rock');
    expect(applyFormatRule('title', 'quote.fenceType', values)).toBe('Vinyl Privacy');
    expect(applyFormatRule('upper|truncate:3', 'customer.city', values)).toBe('ROU');
    expect(applyFormatRule('trim', 'customer.city', { 'customer.city': '  Austin ' })).toBe('Austin');
  });

  it('a template mixes text, the mapped value and other fields, each with its own formats', () => {
    expect(applyFormatRule('{quote.fenceType|title} fence, {quote.linearFeet} ft', 'quote.fenceType', values)).toBe('Vinyl Privacy fence, 180 ft');
    expect(applyFormatRule('Quote #{quote.number}: {value|money}', 'quote.total', values)).toBe('Quote #1042: $12,345.50');
    expect(applyFormatRule('{customer.firstName|title} {customer.lastName|upper}', 'customer.firstName', values)).toBe('Ana LÓPEZ');
  });

  it('a format that does not fit the value leaves the value as it reads', () => {
    expect(applyFormatRule('money', 'customer.city', values)).toBe('Round Rock');
    expect(applyFormatRule('date', 'customer.city', values)).toBe('Round Rock');
  });

  it('a stored rule that no longer parses falls back to the default reading', () => {
    expect(applyFormatRule('shout', 'quote.total', values)).toBe('12345.50');
  });
});

describe('defaultFieldText', () => {
  it('reads null as empty', () => expect(defaultFieldText(null, 'money')).toBe(''));
});
