/** The page model of /zoeken and /en/search. */
import { searchPath } from '#src/i18n/locales.ts';
import type { ModelContext } from '#src/lib/models/page-model.ts';
import type { ServedSearch } from '#src/overviews/search/served-search.ts';
import { overviewFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';

export type SearchPageModel = OverviewFrame & {
  pageType: 'search';
  suggestions: string[];
  /** The results the page is served with when the origin renders a search on demand; null: the empty state. */
  served: ServedSearch | null;
};

/**
 * /zoeken and /en/search: in their empty state (pre-rendered; the island searches at run time), or
 * with the results of `served` (rendered on demand, not indexed).
 */
export function searchPageModel(ctx: ModelContext, served: ServedSearch | null = null): SearchPageModel {
  const key = (name: string) => ctx.t(`serviceOverviews.search.${name}`);
  const title = key('title');
  const frame = overviewFrame(ctx, {
    pageType: 'search',
    title,
    intro: key('intro'),
    alternates: { nl: searchPath('nl'), en: searchPath('en') },
  });
  return {
    ...frame,
    head: served ? { ...frame.head, noindex: true } : frame.head,
    pageType: 'search',
    suggestions: ['1', '2', '3'].map((n) => key(`suggestions.${n}`)).filter((text) => text.trim()),
    served,
  };
}
