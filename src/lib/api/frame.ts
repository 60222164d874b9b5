/** The calls that every page's frame needs: menu, footer, crisis banner and UI strings. */
import type { Locale } from '#src/i18n/locales.ts';
import { describeItem, type ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import {
  crisisBannerSchema,
  footerLinkSchema,
  navigationEntrySchema,
  translationsSchema,
  type CrisisBanner,
  type FooterLink,
  type NavigationEntry,
  type Translations,
} from '#src/lib/contract/index.ts';

export function fetchNavigation(language: Locale, client: ContentClient): Promise<LoadResult<NavigationEntry[]>> {
  return client.getList(`navigation/${language}`, navigationEntrySchema, describeItem);
}

export function fetchFooterLinks(client: ContentClient): Promise<LoadResult<FooterLink[]>> {
  return client.getList('footer', footerLinkSchema, describeItem);
}

export function fetchCrisisBanner(client: ContentClient): Promise<LoadResult<CrisisBanner>> {
  return client.get('pages/crisis-banner/', crisisBannerSchema);
}

export function fetchTranslations(client: ContentClient): Promise<LoadResult<Translations>> {
  return client.get('sharepoint/translations.json', translationsSchema);
}
