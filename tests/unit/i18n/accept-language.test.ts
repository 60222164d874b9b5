import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '#src/i18n/accept-language.ts';

describe('the language a browser prefers (Accept-Language)', () => {
  it('Dutch without a header, for Dutch, for neither language and for a tie', () => {
    for (const header of [
      null,
      undefined,
      '',
      'nl',
      'nl-NL,nl;q=0.9',
      'de-DE,fr;q=0.8',
      'en;q=0.5,nl;q=0.5',
      '*',
      'garbage;;,',
    ])
      expect(localeFromAcceptLanguage(header)).toBe('nl');
  });

  it('English when English weighs more than Dutch', () => {
    for (const header of [
      'en',
      'en-GB',
      'en-US,en;q=0.9',
      'en-GB,nl;q=0.8',
      'nl;q=0.4, en;q=0.6',
      'de,en;q=0.7',
      'EN-gb',
      'en,*;q=0.1',
    ])
      expect(localeFromAcceptLanguage(header)).toBe('en');
  });

  it('the best weight of each language counts; a wildcard stands in for a language not named', () => {
    expect(localeFromAcceptLanguage('nl-BE;q=0.3,en;q=0.5,nl;q=0.9')).toBe('nl');
    expect(localeFromAcceptLanguage('en;q=0.8,*;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('nl;q=0,en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=2,nl;q=0.5')).toBe('nl');
  });
});
