import { describe, expect, it } from 'vitest';
import { fieldMappingMessages } from '../../../core/crm/field-mapping.schema';
import { formatRuleMessages } from '../../../core/crm/format-rule';
import { statusMappingMessages } from '../../../core/crm/status-mapping.schema';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { mappingMessageKey } from './mapping-message';

const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the mapping forms’ messages', () => {
  const messages = [...Object.values(statusMappingMessages), ...Object.values(fieldMappingMessages), ...Object.values(formatRuleMessages)];

  it('every one is worded in Spanish, and the English is the schema’s own', () => {
    expect(messages.filter((m) => typeof lookup(es, mappingMessageKey(m)) !== 'string')).toEqual([]);
    expect(messages.filter((m) => lookup(en, mappingMessageKey(m)) !== m)).toEqual([]);
  });

  it('SPEC §5: the format rule limit in both languages', () => {
    expect(lookup(en, mappingMessageKey(formatRuleMessages.tooLong))).toBe('Format rule must be 500 characters or less');
    expect(lookup(es, mappingMessageKey(formatRuleMessages.tooLong))).toBe('La regla de formato debe tener 500 caracteres o menos');
  });
});
