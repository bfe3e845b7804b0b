// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { languageFromSearch, switchLangHref, withLang } from './i18n';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('locales', () => {
  const enKeys = new Set(leafKeys(en as Tree));
  const esKeys = new Set(leafKeys(es as Tree));

  it('every English key exists in Spanish', () => {
    expect([...enKeys].filter((k) => !esKeys.has(k))).toEqual([]);
  });

  it('every Spanish key exists in English', () => {
    // Spanish plurals have a form English lacks (_many, for 1,000,000 and up): its group's _other is the English key.
    const inEnglish = (k: string) => enKeys.has(k) || (k.endsWith('_many') && enKeys.has(k.replace(/_many$/, '_other')));
    expect([...esKeys].filter((k) => !inEnglish(k))).toEqual([]);
  });

  it('no value is empty', () => {
    const empty = (tree: Tree) => leafKeys(tree).filter((k) => {
      const value = k.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty(en as Tree)).toEqual([]);
    expect(empty(es as Tree)).toEqual([]);
  });
});

describe('language in the address', () => {
  it('reads ?lang=, defaulting to en', () => {
    expect(languageFromSearch('?lang=es')).toBe('es');
    expect(languageFromSearch('?lang=en')).toBe('en');
    expect(languageFromSearch('')).toBe('en');
    expect(languageFromSearch('?lang=fr')).toBe('en');
  });

  it('keeps ?lang on in-app navigation', () => {
    expect(withLang('/dashboard', '?lang=es')).toBe('/dashboard?lang=es');
    expect(withLang('/admin?tab=contractors', '?lang=es')).toBe('/admin?tab=contractors&lang=es');
    expect(withLang('/faqs#top', '?lang=es')).toBe('/faqs?lang=es#top');
    expect(withLang('/x?lang=en', '?lang=es')).toBe('/x?lang=en');
    expect(withLang('/dashboard', '')).toBe('/dashboard');
    expect(withLang('https://example.com/', '?lang=es')).toBe('https://example.com/');
  });

  it('switch sets lang and keeps other parameters', () => {
    expect(switchLangHref('/login', '?redirect=%2Fjobs', 'es')).toBe('/login?redirect=%2Fjobs&lang=es');
    expect(switchLangHref('/', '?lang=es', 'en')).toBe('/?lang=en');
  });
});
