/** Calls that return one content page. */
import type { Locale } from '../../i18n/locales.ts';
import { contentClient } from './client.ts';
import type { ContentClient } from './content-client.ts';
import type { LoadResult } from './load-state.ts';
import { homePageSchema, type HomePage } from './schemas/index.ts';

export function fetchHomePage(language: Locale, client: ContentClient = contentClient()): Promise<LoadResult<HomePage>> {
  return client.get(`pages/homepage/${language}`, homePageSchema);
}
