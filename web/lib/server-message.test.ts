// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, errorMessages, placeholdersOf, type ErrorMessageKey, type MessageParams } from '../../core/error-messages';
import { jobStatuses } from '../../core/jobs/job-transitions';
import { quoteStatuses } from '../../core/quotes/quote-transitions';
import en from '../locales/en.json';
import es from '../locales/es.json';
import i18n from './i18n';
import { serverMessageText } from './server-message';

const serverKeys = Object.keys(errorMessages) as ErrorMessageKey[];
const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const placeholders = (text: unknown) => placeholdersOf(String(text)).map((p) => `${p.name},${p.format ?? ''}`).sort();

// Sample parameters for a template: statuses for status formats (a list where the template lists), text otherwise.
function sampleParams(key: ErrorMessageKey): MessageParams {
  return Object.fromEntries(
    placeholdersOf(errorMessages[key]).map(({ name, format }) => {
      if (format === 'quoteStatus') return [name, name === 'allowed' ? ['sent', 'converted_to_job', 'lost'] : 'converted_to_job'];
      if (format === 'jobStatus') return [name, 'in_progress'];
      return [name, name === 'minutes' ? 7 : `«${name}»`];
    }),
  );
}

describe('every key the server can emit', () => {
  it('exists in English with exactly the wire text', () => {
    expect(serverKeys.filter((k) => lookup(en, k) !== errorMessages[k])).toEqual([]);
  });

  it('exists in Spanish, with the same parameters and formats', () => {
    expect(serverKeys.filter((k) => typeof lookup(es, k) !== 'string')).toEqual([]);
    expect(serverKeys.filter((k) => placeholders(lookup(es, k)).join() !== placeholders(errorMessages[k]).join())).toEqual([]);
  });

  it('has a word for every quote and job status in both languages', () => {
    for (const tree of [en, es]) {
      expect(quoteStatuses.filter((s) => typeof lookup(tree, `errors.statusWords.quote.${s}`) !== 'string')).toEqual([]);
      expect(jobStatuses.filter((s) => typeof lookup(tree, `errors.statusWords.job.${s}`) !== 'string')).toEqual([]);
    }
  });
});

describe('serverMessageText', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('es');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  const wire = (key: ErrorMessageKey, params?: MessageParams) => {
    const m = errorMessage(key as 'signedInErrors.customers.notFound', ...((params ? [params] : []) as []));
    return { message: m.text, key: m.key, params: m.params };
  };

  it('shows the login throttle in Spanish with its minutes', () => {
    expect(serverMessageText(i18n, wire('errors.auth.loginThrottled', { minutes: 12 })))
      .toBe('Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo en 12 min.');
  });

  it('words statuses and lists of statuses in Spanish', () => {
    expect(serverMessageText(i18n, wire('signedInErrors.quotes.transitionForbidden', { from: 'draft', to: 'paid', allowed: ['sent', 'converted_to_job', 'lost'] })))
      .toBe('Una cotización en estado «borrador» no puede pasar a «pagada». Puede pasar a: enviada, convertida en trabajo, perdida.');
    expect(serverMessageText(i18n, wire('signedInErrors.jobs.transitionForbidden', { from: 'in_progress', to: 'unscheduled' })))
      .toBe('Un trabajo en estado «en curso» no puede pasar a «sin programar»');
  });

  it('translates a field error the same way', () => {
    expect(serverMessageText(i18n, { path: 'customer.zipCode', ...wire('validation.no_contractor_serves_this_zip_code_yet') } as never))
      .toBe('Todavía ningún contratista atiende este código postal');
  });

  it('falls back to a schema message translation, then to the server words, then to the caller fallback', () => {
    expect(serverMessageText(i18n, { message: 'First name is required' })).toBe(lookup(es, 'validation.first_name_is_required'));
    expect(serverMessageText(i18n, { message: 'Provider said no', key: 'errors.someday.newKey' })).toBe('Provider said no');
    expect(serverMessageText(i18n, { message: '' }, 'No se pudo guardar')).toBe('No se pudo guardar');
    expect(serverMessageText(i18n, undefined, 'No se pudo guardar')).toBe('No se pudo guardar');
  });

  it('in English renders every key exactly as the server words it', async () => {
    await i18n.changeLanguage('en');
    try {
      const differ = serverKeys.filter((k) => serverMessageText(i18n, wire(k, sampleParams(k))) !== wire(k, sampleParams(k)).message);
      expect(differ).toEqual([]);
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
