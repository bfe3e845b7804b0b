// Vitest setup (vitest.config.ts) for component tests, in a browser-like test environment:
// - they render at once in either language, so both languages' strings are added before the test file runs (the app
//   itself fetches them per language);
// - jsdom has no ResizeObserver, which Radix's popovers and selects measure with: a stand-in that observes nothing.
if (typeof window !== 'undefined') {
  const [{ default: i18n }, { default: en }, { default: es }] = await Promise.all([import('../lib/i18n'), import('../locales/en.json'), import('../locales/es.json')]);
  i18n.addResourceBundle('en', 'translation', en, true, true);
  i18n.addResourceBundle('es', 'translation', es, true, true);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
export {};
