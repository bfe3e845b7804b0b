// SPEC §1: English and Spanish; the language is the `lang` query parameter (default en).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { registerServerMessageFormats } from './server-message';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language named by a search string such as "?lang=es", else the default. */
export function languageFromSearch(search: string): Language {
  const lang = new URLSearchParams(search).get('lang');
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Carries the current ?lang= onto an in-app target so the choice survives navigation.
 * A target that names its own lang, or an absolute URL, is left alone.
 */
export function withLang(to: string, currentSearch: string): string {
  if (/^[a-z]+:/i.test(to) || to.startsWith('//')) return to;
  const lang = new URLSearchParams(currentSearch).get('lang');
  if (!isLanguage(lang)) return to;
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const [path, query = ''] = beforeHash.split('?');
  const params = new URLSearchParams(query);
  if (params.has('lang')) return to;
  params.set('lang', lang);
  return `${path}?${params.toString()}${hash}`;
}

/** The same path with ?lang= set to the given language (the EN/ES switch). */
export function switchLangHref(pathname: string, search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}

const initialLanguage = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageFromSearch(window.location.search);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});
registerServerMessageFormats(i18n);

if (typeof document !== 'undefined') document.documentElement.lang = initialLanguage;
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

export default i18n;
