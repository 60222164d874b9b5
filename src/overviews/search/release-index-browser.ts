/**
 * Searches the release's own index in the browser: on the first fallback, reads which shards the
 * index of the page's language has (`/pagefind/shards.json`, index-shards.ts), loads Pagefind's script
 * from the first (`pagefind.js`, which needs `'wasm-unsafe-eval'`, allowed on the search pages only)
 * and merges the others into it; then fetches the details of only the page of results shown.
 */
import {
  INDEX_SHARDS_FILE,
  parseIndexShards,
  SEARCH_INDEX_FOLDER,
  shardsForLanguage,
} from '#src/overviews/search/index-shards.ts';
import { hitFromIndexResult } from '#src/overviews/search/index-hits.ts';
import { indexPageSlice, type IndexResultData, type SearchPageAnswer } from '#src/overviews/search/release-index.ts';

type PagefindInstance = {
  search: (query: string) => Promise<{ results: { data: () => Promise<IndexResultData> }[] } | null>;
  mergeIndex: (indexPath: string, options: { baseUrl: string }) => Promise<void>;
};
type PagefindModule = { createInstance: (options: { basePath: string; baseUrl: string }) => PagefindInstance };

/** The release's index of one language, opened: one page (one-based) of what it finds, as hits labelled `label`. */
export type ReleaseIndex = { search: (query: string, page: number, label: string) => Promise<SearchPageAnswer> };

const INDEX_ROOT = `/${SEARCH_INDEX_FOLDER}/`;

/**
 * Opens the index of the page's language (`languageTag`, its `<html lang>`); fails when the index
 * cannot be read. The search island loads this module on its first fallback and holds the loading
 * and the opening together to RELEASE_INDEX_OPEN_LIMIT_MS (SiteSearch.tsx).
 */
export async function openReleaseIndex(languageTag: string): Promise<ReleaseIndex> {
  // The shards change with every release; the browser asks again each time the page opens the index.
  const answer = await fetch(`${INDEX_ROOT}${INDEX_SHARDS_FILE}`, { cache: 'no-cache' });
  if (!answer.ok) throw new Error(`${INDEX_ROOT}${INDEX_SHARDS_FILE} answered ${answer.status}`);
  const [first, ...others] = shardsForLanguage(parseIndexShards(await answer.json()), languageTag);
  const basePath = `${INDEX_ROOT}${first}/`;
  // A variable, so that neither Vite nor TypeScript tries to resolve the build's own output.
  const script = `${basePath}pagefind.js`;
  const pagefind = (await import(/* @vite-ignore */ script)) as PagefindModule;
  const index = pagefind.createInstance({ basePath, baseUrl: '/' });
  for (const shard of others) await index.mergeIndex(`${INDEX_ROOT}${shard}/`, { baseUrl: '/' });
  return {
    async search(query, page, label) {
      const found = await index.search(query);
      const results = found?.results ?? [];
      const rows = await Promise.all(
        indexPageSlice(results, page).map(async (result) => hitFromIndexResult(await result.data(), label)),
      );
      return { total: results.length, rows, suggestions: [] };
    },
  };
}
