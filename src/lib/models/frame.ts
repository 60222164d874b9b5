/**
 * Everything the page frame needs for one language, loaded once per build context and shared by
 * every page: main menu, footer quick links, crisis banner and the UI strings (bundled + CMS
 * overlay), with the link rules every page of the build follows.
 */
import { checkTranslationUrls } from '#src/lib/security/translation-urls.ts';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import { dataOrThrow } from '#src/lib/api/load-state.ts';
import { fetchCrisisBanner, fetchFooterLinks, fetchNavigation, fetchTranslations } from '#src/lib/api/frame.ts';
import type { FooterLink, TranslationTree } from '#src/lib/contract/index.ts';
import type { Locale } from '#src/i18n/locales.ts';
import {
  BUNDLED_STRINGS,
  createTranslator,
  overlayStrings,
  unknownOverlayKeys,
  type Translate,
} from '#src/i18n/translator.ts';
import type { ProblemReport } from '#src/lib/build/report.ts';
import type { LinkRules } from '#src/lib/content/link-rules.ts';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import { footerColumns, type FooterColumn } from '#src/lib/models/footer-columns.ts';
import { menuItems, type MenuItem } from '#src/lib/models/menu-items.ts';

export type SiteFrame = {
  locale: Locale;
  t: Translate;
  /** The strings of this language (bundled, overlaid by the CMS's), for islands that take a subtree. */
  strings: TranslationTree;
  /** How links from the CMS behave on every page (this site's hosts, links that lead nowhere). */
  links: LinkRules;
  /** The main menu: two levels from the CMS navigation. */
  menu: MenuItem[];
  /** Quick-link columns 1 to 3, sorted; empty in English. */
  footerColumns: FooterColumn[];
  /**
   * The crisis banner's HTML, sanitised once for every page (links that lead nowhere as text), or null when there is
   * none.
   */
  crisisBannerHtml: string | null;
};

/**
 * Without its frame no page can be built: a failed call here stops the build (the live site stays).
 * CMS strings at keys the site does not have are reported: no page shows them.
 */
export async function loadSiteFrame(
  locale: Locale,
  client: ContentClient,
  links: LinkRules,
  report: ProblemReport,
): Promise<SiteFrame> {
  const [navigation, footerLinks, crisisBanner, translations] = await Promise.all([
    fetchNavigation(locale, client),
    fetchFooterLinks(client),
    fetchCrisisBanner(client),
    fetchTranslations(client),
  ]);
  const { overlay, refused } = checkTranslationUrls(dataOrThrow(translations)[locale]);
  for (const url of refused)
    report.add(
      'unsafe url',
      `sharepoint/translations.json: ${locale} ${url.key}: ${JSON.stringify(url.value)} (${url.reason}); the bundled address is used`,
    );
  for (const key of unknownOverlayKeys(BUNDLED_STRINGS[locale], overlay))
    report.add('translation key unknown', `${locale}: the CMS sends "${key}", which no page shows`);
  const strings = overlayStrings(BUNDLED_STRINGS[locale], overlay);
  const footer: FooterLink[] = dataOrThrow(footerLinks);
  const banner = dataOrThrow(crisisBanner).Content;
  return {
    locale,
    t: await createTranslator(locale, strings),
    strings,
    links,
    menu: menuItems(dataOrThrow(navigation)),
    footerColumns: locale === 'nl' ? footerColumns(footer) : [],
    crisisBannerHtml: banner && banner.trim() ? sanitizeRichText(banner, links) : null,
  };
}

/**
 * The frame from the bundled strings alone, with no main menu, footer links or crisis banner: for a
 * page rendered on demand while the CMS cannot give its frame (the preview's "not available" page).
 */
export async function bundledFrame(locale: Locale, links: LinkRules): Promise<SiteFrame> {
  const strings = BUNDLED_STRINGS[locale];
  return {
    locale,
    t: await createTranslator(locale, strings),
    strings,
    links,
    menu: [],
    footerColumns: [],
    crisisBannerHtml: null,
  };
}
