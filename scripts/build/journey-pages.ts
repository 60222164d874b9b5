/**
 * Which pages the keyboard and display journeys visit, read from a built site so the same journeys run on any
 * build: one page of every language and page type (`<html lang>`, `<body data-page-type>`), and one page of every
 * island in every language that has it, each the first by path (so a build gives a stable list), each page once.
 * A search page is visited with a query, so it shows hits; the not-found page is visited at an unknown address,
 * where the server answers with it.
 */
import type { SampledPage } from './a11y-sample.ts';

export type JourneyPage = {
  /** The address the journeys open. */
  url: string;
  lang: string;
  pageType: string;
  islands: readonly string[];
  /** Why it is in the list: its language and page type, and the islands it stands for. */
  reasons: readonly string[];
};

/** A Dutch query for a Dutch page, an English one otherwise: both find hits in the hospital's content. */
const searchQueryFor = (lang: string): string => (lang.startsWith('nl') ? 'hart' : 'heart');

const UNKNOWN_PAGE = 'journeys-page-that-does-not-exist';

/** The home page's path of each language ('/' and '/en/'); '/' where a language has none. */
function homePaths(pages: readonly SampledPage[]): Map<string, string> {
  const homes = new Map<string, string>();
  for (const page of pages)
    if (page.structure.pageType === 'home' && !homes.has(page.structure.lang))
      homes.set(page.structure.lang, page.path);
  return homes;
}

function urlOf(page: SampledPage, homes: ReadonlyMap<string, string>): string {
  const { lang, pageType } = page.structure;
  if (pageType === 'search') return `${page.path}?query=${searchQueryFor(lang)}`;
  if (pageType === 'notFound') return `${homes.get(lang) ?? '/'}${UNKNOWN_PAGE}`;
  return page.path;
}

/** The pages of the journeys, in path order; pages without a page type (redirect stubs) are left out. */
export function journeyPagesOf(pages: readonly SampledPage[]): JourneyPage[] {
  const sorted = [...pages]
    .filter((page) => page.structure.pageType !== '')
    .sort((a, b) => a.path.localeCompare(b.path));
  const homes = homePaths(sorted);
  const chosen = new Map<string, { page: SampledPage; reasons: string[] }>();
  const seen = new Set<string>();
  // In path order, the first page with a reason is the first by path that has it.
  for (const page of sorted) {
    const { lang, pageType, islands } = page.structure;
    const reasons = [`${lang} ${pageType}`, ...islands.map((island) => `${lang} ${island}`)].filter(
      (reason) => !seen.has(reason),
    );
    if (reasons.length === 0) continue;
    for (const reason of reasons) seen.add(reason);
    chosen.set(page.path, { page, reasons });
  }
  return [...chosen.values()]
    .sort((a, b) => a.page.path.localeCompare(b.page.path))
    .map(({ page, reasons }) => ({
      url: urlOf(page, homes),
      lang: page.structure.lang,
      pageType: page.structure.pageType,
      islands: page.structure.islands,
      reasons,
    }));
}
