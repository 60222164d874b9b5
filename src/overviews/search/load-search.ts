/** /zoeken and /en/search: the page's model in its language (the island searches at run time). */
import type { Locale } from '#src/i18n/locales.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import { searchPageModel, type SearchPageModel } from '#src/overviews/search/search-model.ts';

export async function loadSearchPageModel(ctx: BuildContext, locale: Locale): Promise<SearchPageModel> {
  return searchPageModel(await modelContext(ctx, locale));
}
