/**
 * Overview state kept in the address (spec 4: filters and pages update the URL query): read from
 * the query once the island runs, written back with pushState, restored on the back button.
 */
import { useCallback, useEffect, useState } from 'react';

export function useUrlState<S>(initial: S, parse: (params: URLSearchParams) => S, serialize: (state: S) => string): [S, (next: S, mode?: 'push' | 'replace') => void] {
  const [state, setState] = useState<S>(initial);

  useEffect(() => {
    const read = () => setState(parse(new URLSearchParams(window.location.search)));
    // Read even an empty query: an island mounted again later (React may re-render a root from
    // scratch) must show the address as it is now, not the server's first state (a news island
    // rendered as page 2 whose address is back at the overview is on page 1).
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
    // `parse` is a module-level function in every island; reading once on mount is the intent.
  }, []);

  const update = useCallback(
    (next: S, mode: 'push' | 'replace' = 'push') => {
      setState(next);
      const url = `${window.location.pathname}${serialize(next)}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [serialize],
  );

  return [state, update];
}

/** Fetches a static JSON file the build emitted, once per address. */
const cache = new Map<string, Promise<unknown>>();
export function loadStaticJson<T>(url: string): Promise<T> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}
