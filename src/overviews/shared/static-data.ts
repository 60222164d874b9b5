/**
 * The static JSON an overview island reads (the build emits it under /data/): fetched once per
 * address and shared by every island on the page; a failed fetch is forgotten, so trying again
 * asks the server again. `useStaticData` fetches when the island first needs the data (or when
 * `start` is called, e.g. on hover, so the change itself is instant) and can `retry` after a failure.
 */
import { useCallback, useState } from 'react';
import { useKeyedLoad, type KeyedLoad } from '#src/overviews/shared/keyed-load.ts';

const cache = new Map<string, Promise<unknown>>();

export function loadStaticJson<T>(url: string): Promise<T> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    const loading = pending;
    loading.catch(() => {
      if (cache.get(url) === loading) cache.delete(url);
    });
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}

/**
 * Forgets a loaded file, so the next load asks the server again (e.g. an index that named files a new release no longer
 * has).
 */
export function forgetStaticJson(url: string): void {
  cache.delete(url);
}

export type StaticData<T> = KeyedLoad<T>;

export type StaticDataHandle<T> = StaticData<T> & {
  /** Starts loading now, before the island needs it. */
  start: () => void;
  /** After a failure: load again. */
  retry: () => void;
};

export function useStaticData<T>(url: string, needed: boolean): StaticDataHandle<T> {
  // Once wanted (needed now, or asked for early), the data stays loaded while the island lives.
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  const [attempt, setAttempt] = useState(0);
  const { previous: _previous, ...result } = useKeyedLoad(wanted ? `${attempt} ${url}` : null, () =>
    loadStaticJson<T>(url),
  );
  const start = useCallback(() => setWanted(true), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...result, start, retry };
}
