/**
 * Everything the page frame needs for one language, fetched once per build and shared by every
 * page: main menu, footer quick links, crisis banner and the UI strings (bundled + CMS overlay).
 */
import { dataOrThrow } from '#src/lib/api/load-state.ts';
import { fetchCrisisBanner, fetchFooterLinks, fetchNavigation, fetchTranslations } from '#src/lib/api/frame.ts';
import type { FooterLink, NavigationEntry } from '#src/lib/contract/index.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { BUNDLED_STRINGS, createTranslator, overlayStrings, type Translate } from '#src/i18n/translator.ts';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import { footerColumns, type FooterColumn } from '#src/lib/models/footer-columns.ts';
import { loadSiteGraph } from '#src/lib/crawl/graph.ts';

export type SiteFrame = {
  locale: Locale;
  t: Translate;
  navigation: NavigationEntry[];
  /** Quick-link columns 1 to 3, sorted; empty in English (spec 2.5). */
  footerColumns: FooterColumn[];
  /** The crisis banner's HTML, sanitised once for every page (links that lead nowhere as text), or null when there is none. */
  crisisBannerHtml: string | null;
};

const frames = new Map<Locale, Promise<SiteFrame>>();

async function buildFrame(locale: Locale): Promise<SiteFrame> {
  // The sanitiser turns links the crawl found dead into text, so the crawl must have run; pages
  // without getStaticPaths (home, 404, search) can render before anything else loaded the graph.
  await loadSiteGraph();
  const [navigation, footerLinks, crisisBanner, translations] = await Promise.all([
    fetchNavigation(locale),
    fetchFooterLinks(),
    fetchCrisisBanner(),
    fetchTranslations(),
  ]);
  const strings = overlayStrings(BUNDLED_STRINGS[locale], dataOrThrow(translations)[locale]);
  const links: FooterLink[] = dataOrThrow(footerLinks);
  const banner = dataOrThrow(crisisBanner).Content;
  return {
    locale,
    t: await createTranslator(locale, strings),
    navigation: dataOrThrow(navigation),
    footerColumns: locale === 'nl' ? footerColumns(links) : [],
    crisisBannerHtml: banner && banner.trim() ? sanitizeRichText(banner) : null,
  };
}

export function loadSiteFrame(locale: Locale): Promise<SiteFrame> {
  let frame = frames.get(locale);
  if (!frame) {
    frame = buildFrame(locale);
    frames.set(locale, frame);
  }
  return frame;
}
