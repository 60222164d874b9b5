/**
 * How the origin hands its search of the release's own index (scripts/origin/release-index-search.ts)
 * to the search page it renders on demand for one request. The page runs from the release's server
 * bundle, which shares the process with the origin but no module, and the Astro Node adapter's
 * standalone handler does not pass on the locals a server gives it; so the origin runs the request
 * inside this AsyncLocalStorage and the page reads the value of its own request. The one storage
 * both sides share is found under a process-wide `Symbol.for` key; it holds nothing between requests.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReleaseIndexSearch } from '#src/overviews/search/release-index.ts';

const KEY = Symbol.for('ziekenhuis.release-index-search');

type Holder = { [KEY]?: AsyncLocalStorage<ReleaseIndexSearch> };

export function releaseIndexChannel(): AsyncLocalStorage<ReleaseIndexSearch> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<ReleaseIndexSearch>();
  return holder[KEY];
}
