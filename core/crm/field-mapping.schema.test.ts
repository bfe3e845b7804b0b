import { describe, expect, it } from 'vitest';
import { picketFieldNames, picketFields, sampleFieldValues } from './crm-fields';
import { fieldMappingBodySchema, fieldMappingMessages } from './field-mapping.schema';
import { applyFormatRule, formatRuleMessages } from './format-rule';

const message = (body: Record<string, unknown>) => {
  const r = fieldMappingBodySchema.safeParse({ picketField: 'quote.total', ghlFieldId: 'fld_1', ...body });
  return r.success ? null : r.error.issues[0].message;
};

describe('fieldMappingBodySchema', () => {
  it('SPEC §5: a format rule of 500 characters is taken, 501 is refused with the limit in words', () => {
    expect(message({ formatRule: `{value}${' '.repeat(493)}` })).toBeNull();
    expect(message({ formatRule: `{value}${' '.repeat(494)}` })).toBe(formatRuleMessages.tooLong);
    expect(formatRuleMessages.tooLong).toBe('Format rule must be 500 characters or less');
  });

  it('a rule that does not parse says why', () => {
    expect(message({ formatRule: 'shout' })).toBe(formatRuleMessages.unknownFormat);
    expect(message({ formatRule: 'Hi {customer.nickname}' })).toBe(formatRuleMessages.unknownField);
  });

  it('a blank rule is no rule', () => {
    expect(fieldMappingBodySchema.parse({ picketField: 'quote.total', ghlFieldId: 'f', formatRule: '   ' }).formatRule).toBeNull();
    expect(fieldMappingBodySchema.parse({ picketField: 'quote.total', ghlFieldId: 'f' }).formatRule).toBeNull();
  });

  it('names the missing choice', () => {
    expect(message({ picketField: 'quote.secret' })).toBe(fieldMappingMessages.choosePicketField);
    expect(message({ ghlFieldId: ' ' })).toBe(fieldMappingMessages.chooseCrmField);
    expect(message({ ghlFieldId: undefined })).toBe(fieldMappingMessages.chooseCrmField);
  });
});

describe('sampleFieldValues', () => {
  it('has a value of the right kind for every Picket field, so every preview shows something', () => {
    for (const field of picketFieldNames) {
      const value = sampleFieldValues[field];
      expect(value, field).not.toBeNull();
      if (picketFields[field] === 'money') expect(Number.isInteger(value), field).toBe(true);
      expect(applyFormatRule(null, field, sampleFieldValues), field).not.toBe('');
    }
    expect(applyFormatRule('money', 'quote.total', sampleFieldValues)).toBe('$12,345.50');
  });
});
