// SPEC §1: English and Spanish; the language is the `lang` query parameter (default en).
// Issue 15: only the active language's strings are loaded, and of them only the sections the page needs.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadSection } from 'virtual:picket-strings';
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

export const initialLanguage: Language = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageFromSearch(window.location.search);

/**
 * Strings every page gets (vite.config.ts `picketStrings` cuts the same `base` section). A route names the other
 * top-level sections of web/locales/*.json its page uses (web/app/routes.tsx `strings`), the signed-in shell its own
 * (web/app/shell/shell-strings.ts); a route that names none gets the whole language. A key asked for before its section
 * is there fetches the whole language and re-renders (the page is never left showing keys);
 * web/app/route-strings.test.ts checks the routes and the shell name what they use.
 */
export const BASE_STRINGS = ['common', 'nav', 'errors'] as const;

const WHOLE = '*';
const wholeLanguage: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
};
const parts = new Map<string, Promise<void>>(); // `${lang}/${part}` → fetched (or on its way)

function loadPart(lang: Language, part: string): Promise<void> {
  if (parts.has(`${lang}/${WHOLE}`)) return parts.get(`${lang}/${WHOLE}`)!;
  let pending = parts.get(`${lang}/${part}`);
  if (!pending) {
    const fetched = part === WHOLE ? wholeLanguage[lang]() : loadSection(lang, part);
    pending = fetched.then(
      (bundle) => {
        i18n.addResourceBundle(lang, 'translation', bundle.default, true, true);
      },
      (error: unknown) => {
        parts.delete(`${lang}/${part}`); // a failed fetch (offline) is tried again next time
        throw error;
      },
    );
    parts.set(`${lang}/${part}`, pending);
  }
  return pending;
}

/** Fetches a language's strings: the base and the named sections, or the whole language when none are named. */
export function loadStrings(lang: Language, sections?: readonly string[]): Promise<void> {
  const wanted = sections ? ['base', ...sections] : [WHOLE];
  return Promise.all(wanted.map((part) => loadPart(lang, part))).then(() => undefined);
}

/** Switches the page to a language once the same strings are there in it (the page keeps the old language meanwhile). */
export async function switchLanguage(lang: Language): Promise<void> {
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const have = [...parts.keys()].filter((k) => k.startsWith(`${current}/`)).map((k) => k.slice(current.length + 1));
  await loadStrings(lang, have.includes(WHOLE) || have.length === 0 ? undefined : have.filter((p) => p !== 'base'));
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  // The safety net: a key whose section a route forgot to name fetches the whole language; 'added' re-renders.
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => {
    const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    if (parts.has(`${lang}/${WHOLE}`)) return;
    if (import.meta.env.DEV) console.warn(`[i18n] "${key}" was used before its strings were fetched: name its section in the route's strings`);
    void loadStrings(lang).catch(() => undefined);
  },
  react: { bindI18nStore: 'added' },
});
registerServerMessageFormats(i18n);

if (typeof document !== 'undefined') document.documentElement.lang = initialLanguage;
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

export default i18n;
