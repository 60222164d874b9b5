import { describe, expect, it } from 'vitest';
import { alternateLinks } from '#src/lib/models/alternates.ts';

describe('hreflang alternates', () => {
  const site = new URL('https://www.example.nl');
  it('links both languages and x-default (Dutch) when the page exists in both', () => {
    expect(alternateLinks({ nl: '/', en: '/en' }, site)).toEqual([
      { hreflang: 'nl', href: 'https://www.example.nl/' },
      { hreflang: 'en', href: 'https://www.example.nl/en' },
      { hreflang: 'x-default', href: 'https://www.example.nl/' },
    ]);
  });
  it('gives none for a page in one language', () => {
    expect(alternateLinks({ nl: '/nieuws' }, site)).toEqual([]);
  });
});
