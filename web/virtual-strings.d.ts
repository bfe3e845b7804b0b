// vite.config.ts `picketStrings`: web/locales/{lang}.json cut into sections at build time.
declare module 'virtual:picket-strings' {
  /** The top-level sections of the locale files, other than the base ones every page gets. */
  export const sections: string[];
  export function loadSection(lang: string, section: string): Promise<{ default: Record<string, unknown> }>;
}
