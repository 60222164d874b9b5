/**
 * One page of a split news or events list (src/overviews/news-events/news-events-split.ts) for an island:
 * loaded when the island first needs it, each file fetched once per page view and shared
 * (static-data.ts, whose cache forgets a failure so trying again asks again). A page that fails
 * also forgets the list's index: after a new release the index names other files, and trying
 * again reads the new one. While a page loads, the last page loaded stays at hand, so the list
 * does not jump back to the served page.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadListPage, type LoadedListPage } from '#src/overviews/news-events/news-events-split.ts';
import { listQuery, type Filters } from '#src/overviews/news-events/news-events.ts';
import { useKeyedLoad } from '#src/overviews/shared/keyed-load.ts';
import { forgetStaticJson, loadStaticJson } from '#src/overviews/shared/static-data.ts';

export type ListPageState =
  | { state: 'idle' | 'failed' }
  | { state: 'loading'; previous: LoadedListPage | null }
  | { state: 'loaded'; page: LoadedListPage };

export type ListPageHandle = ListPageState & {
  /** Loads the list's index now, before a page is asked for (e.g. when a visitor reaches for the pages). */
  start: () => void;
  /** After a failure: load again. */
  retry: () => void;
};

/**
 * `folder`: the list's folder (`/data/nieuws`); `needed`: whether the island shows a page other than the served one.
 */
export function useListPage(folder: string, filters: Filters, page: number, needed: boolean): ListPageHandle {
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const index = `${folder}/index.json`;
  // Fetched early, the index is in the cache when the first page is asked for; a failure waits for that ask.
  useEffect(() => {
    if (started && !needed) loadStaticJson(index).catch(() => undefined);
  }, [started, needed, index]);
  const loaded = useKeyedLoad(needed ? `${attempt} ${folder} ${listQuery({ filters, page })}` : null, () =>
    loadListPage((file) => loadStaticJson(`${folder}/${file}.json`), filters, page).catch((error: unknown) => {
      forgetStaticJson(index);
      throw error;
    }),
  );
  const start = useCallback(() => setStarted(true), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const result: ListPageState =
    loaded.state === 'loaded'
      ? { state: 'loaded', page: loaded.data }
      : loaded.state === 'loading'
        ? { state: 'loading', previous: loaded.previous }
        : { state: loaded.state };
  return { ...result, start, retry };
}
