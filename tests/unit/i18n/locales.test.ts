import { describe, expect, it } from 'vitest';
import {
  homePath,
  languageTag,
  localeFromPath,
  localizedPath,
  otherLocale,
  searchPath,
  stripLocalePrefix,
} from '#src/i18n/locales.ts';

describe('locale path helpers', () => {
  it('reads the language from the path: English under /en, else Dutch', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/en/search')).toBe('en');
    expect(localeFromPath('/')).toBe('nl');
    expect(localeFromPath('/english-lessons')).toBe('nl');
    expect(localeFromPath('/afdelingen-en-centra')).toBe('nl');
  });

  it('strips the /en prefix (breadcrumbs are built without it)', () => {
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en/hospital-admission')).toBe('/hospital-admission');
    expect(stripLocalePrefix('/nieuws')).toBe('/nieuws');
    expect(stripLocalePrefix('/enquete')).toBe('/enquete');
  });

  it('builds paths per language', () => {
    expect(localizedPath('nl', '/contact')).toBe('/contact');
    expect(localizedPath('en', 'hospital-admission')).toBe('/en/hospital-admission');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(homePath('nl')).toBe('/');
    expect(homePath('en')).toBe('/en');
    expect(searchPath('nl')).toBe('/zoeken');
    expect(searchPath('en')).toBe('/en/search');
    expect(otherLocale('nl')).toBe('en');
    expect(languageTag('nl')).toBe('nl-NL');
  });
});
