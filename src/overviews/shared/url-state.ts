/**
 * Overview state kept in the address (filters and pages update the URL query): read from
 * the address once the island runs (and again on the back and forward buttons), written back with
 * pushState.
 *
 * `path`: the address the island writes to when the page it was served on is another one (the
 * static page `/nieuws/pagina/3` is the news overview: its state is written to `/nieuws?page=3`).
 * `parse` gets the path too, so it can read state that the served page's path carries.
 * `canonical`: the address is rewritten once, on mount, to the state as it was read (`?page=abc`
 * becomes no page), so it says what the island shows. The island corrects later fallbacks that need
 * its data (a page past the end) through `update(..., 'replace')`, never by reading the address
 * again: the address may already hold a newer state than the one an effect sees.
 */
import { useCallback, useEffect, useState } from 'react';

export type ParseAddress<S> = (params: URLSearchParams, pathname: string) => S;

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * For an island whose page may be a filter page (src/overviews/shared/filter-pages/filter-pages.ts): served at the
 * overview's address (`/specialisten?filter=Cardiologie`, the host's rewrite) the address is read as
 * usual; opened at the page's own path with no query (`/specialisten/filter/cardiologie`) it means
 * the state the page was rendered with.
 */
export function readServedAddress<S>(path: string, served: S, parse: (params: URLSearchParams) => S): ParseAddress<S> {
  return (params, pathname) => (withoutTrailingSlash(pathname) !== path && params.size === 0 ? served : parse(params));
}

export function useUrlState<S>(
  initial: S,
  parse: ParseAddress<S>,
  serialize: (state: S) => string,
  options: { path?: string; canonical?: boolean } = {},
): [S, (next: S, mode?: 'push' | 'replace') => void] {
  const [state, setState] = useState<S>(initial);
  const { path, canonical = false } = options;

  useEffect(() => {
    const readAddress = () => parse(new URLSearchParams(window.location.search), window.location.pathname);
    // Read even an empty query: an island mounted again later (React may render a root again from
    // scratch) shows the address as it is now, not the state the server rendered.
    const first = readAddress();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pre-rendered page cannot know the address's query: it is read once hydrated
    setState(first);
    const query = serialize(first);
    const elsewhere = Boolean(path) && withoutTrailingSlash(window.location.pathname) !== path;
    if (elsewhere || (canonical && query !== window.location.search)) {
      window.history.replaceState(
        window.history.state,
        '',
        `${path ?? window.location.pathname}${query}${window.location.hash}`,
      );
    }
    const restore = () => setState(readAddress());
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the address once on mount; `parse`, `serialize` and the options do not change during a page's life
  }, []);

  const update = useCallback(
    (next: S, mode: 'push' | 'replace' = 'push') => {
      setState(next);
      const url = `${path ?? window.location.pathname}${serialize(next)}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [serialize, path],
  );

  return [state, update];
}
