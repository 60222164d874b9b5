/** The page model of /zoeken and /en/search. */
import { searchPath } from '#src/i18n/locales.ts';
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { overviewFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';

export type SearchPageModel = OverviewFrame & { pageType: 'search'; suggestions: string[] };
/** /zoeken and /en/search in their empty state (the island searches at run time). */
export function searchPageModel(ctx: ModelContext): SearchPageModel {
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
    pageType: 'search',
    suggestions: ['1', '2', '3'].map((n) => key(`suggestions.${n}`)).filter((text) => text.trim()),
  };
}
