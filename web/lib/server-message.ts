import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationKey } from './validation-message';

/** What the API says: English text, and for a server-made message its locale key and parameters (core/error-messages.ts). */
export type ServerText = { message?: string; key?: string; params?: Record<string, unknown> };

// Status parameters (`{{from, quoteStatus}}`) are worded by the page's language; a list is joined the way the wire joins it.
const statusFormats = { quoteStatus: 'errors.statusWords.quote', jobStatus: 'errors.statusWords.job' } as const;

/** Teaches i18next the formats server message templates use. */
export function registerServerMessageFormats(i18n: I18n): void {
  for (const [format, prefix] of Object.entries(statusFormats)) {
    i18n.services.formatter?.add(format, (value: unknown, lng: string | undefined) => {
      const word = (status: unknown) => i18n.t(`${prefix}.${String(status)}`, { lng, defaultValue: String(status).replace(/_/g, ' ') });
      return Array.isArray(value) ? value.map(word).join(', ') : word(value);
    });
  }
}

const hasText = (i18n: I18n, key: string) => typeof i18n.getResource(i18n.language, 'translation', key) === 'string';

/**
 * The text to show for a server message in the page's language: its key's translation when the current language has
 * it, else a schema message's `validation.*` translation, else the server's own words (and `fallback` when it has none).
 */
export function serverMessageText(i18n: I18n, m: ServerText | null | undefined, fallback?: string): string {
  if (!m?.message) return fallback ?? '';
  if (m.key && hasText(i18n, m.key)) return i18n.t(m.key, { replace: m.params ?? {} });
  const schemaKey = validationKey(m.message);
  if (hasText(i18n, schemaKey)) return i18n.t(schemaKey);
  return m.message;
}

/** `serverMessageText` for components; re-renders with the language. */
export function useServerMessage(): (m: ServerText | null | undefined, fallback?: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The language is a dependency: the same message reads differently after the EN/ES switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- i18n reads the language; the callback must change with it
  return useCallback((m, fallback) => serverMessageText(i18n, m, fallback), [i18n, language]);
}
