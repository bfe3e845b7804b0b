// Vitest setup (vitest.config.ts): component tests render at once in either language, so in a browser-like test
// environment both languages' strings are added before the test file runs (the app itself fetches them per language).
if (typeof window !== 'undefined') {
  const [{ default: i18n }, { default: en }, { default: es }] = await Promise.all([import('./i18n'), import('../locales/en.json'), import('../locales/es.json')]);
  i18n.addResourceBundle('en', 'translation', en, true, true);
  i18n.addResourceBundle('es', 'translation', es, true, true);
}
export {};
