import type { Locale } from '#src/i18n/locales.ts';

/** A page's path in each language it exists in. */
export type Alternates = Partial<Record<Locale, string>>;

export type AlternateLink = { hreflang: string; href: string };

/**
 * hreflang links for a page that exists in both languages, with x-default pointing at the Dutch
 * version; none for a page in one language only.
 */
export function alternateLinks(alternates: Alternates, site: URL): AlternateLink[] {
  const { nl, en } = alternates;
  if (!nl || !en) return [];
  return [
    { hreflang: 'nl', href: new URL(nl, site).href },
    { hreflang: 'en', href: new URL(en, site).href },
    { hreflang: 'x-default', href: new URL(nl, site).href },
  ];
}
