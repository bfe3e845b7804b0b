import { describe, expect, it } from 'vitest';
import { followUpMessages } from '../../../core/follow-ups/follow-up.schema';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { validationKey } from '../../lib/validation-message';

describe('follow-up settings messages', () => {
  it('every message the Follow-ups form can show is translated into Spanish (and kept in English)', () => {
    const key = (m: string) => validationKey(m).slice('validation.'.length);
    const missing = Object.values(followUpMessages).filter((m) => !(es.validation as Record<string, string>)[key(m)] || (en.validation as Record<string, string>)[key(m)] !== m);
    expect(missing).toEqual([]);
  });
});
