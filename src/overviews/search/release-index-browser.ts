/**
 * Searches the release's own index in the browser: loads Pagefind's script from the site
 * (`/pagefind/pagefind.js`, which needs `'wasm-unsafe-eval'`, allowed on the search pages only) on
 * the first fallback, and fetches the details of only the page of results shown.
 */
import {
  hitFromIndexResult,
  indexPageSlice,
  type IndexResultData,
  type SearchPageAnswer,
} from '#src/overviews/search/release-index.ts';

type PagefindModule = {
  search: (query: string) => Promise<{ results: { data: () => Promise<IndexResultData> }[] } | null>;
};

/** A variable, so that neither Vite nor TypeScript tries to resolve the build's own output. */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

export async function searchReleaseIndex(query: string, page: number, label: string): Promise<SearchPageAnswer> {
  // The browser loads the script once and hands the same module to every later import.
  const pagefind = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as PagefindModule;
  const found = await pagefind.search(query);
  const results = found?.results ?? [];
  const rows = await Promise.all(
    indexPageSlice(results, page).map(async (result) => hitFromIndexResult(await result.data(), label)),
  );
  return { total: results.length, rows, suggestions: [] };
}
